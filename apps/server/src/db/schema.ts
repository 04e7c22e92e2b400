/**
 * The marketplace's tables. Column names are written in camelCase here and stored in
 * snake_case (`casing: 'snake_case'` in drizzle.config.ts and in db.ts). Every SQL statement
 * the server runs must work on PostgreSQL 15 (CI) and on PGlite (Postgres 18 in WASM).
 *
 * The column kinds (ids, instants, days) are in columns.ts; staff and sessions in
 * schemaStaff.ts, SEO, display sections and search analytics in schemaContent.ts, notes and
 * notifications in schemaNotes.ts, saved views in schemaViews.ts: this file re-exports them all,
 * so drizzle-kit and the client see one schema.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { day, id, instant, reference } from './columns';
import { staff } from './schemaStaff';

/** Key/value facts about the database itself (when it was seeded, with which key). */
export const meta = pgTable('meta', {
  key: text().primaryKey(),
  value: text().notNull(),
});

/**
 * The version of the data the cached list answers were read at: every write call moves it
 * on (nextval) after its commit, and each server drops its cached answers when it moved.
 * Several servers on one PostgreSQL so never serve a list older than a write they did not do.
 */
export const dataVersion = pgSequence('data_version', { startWith: 1, cache: 1 });

// Users (hosts and guests) ---------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: id(),
    userType: text().$type<'host' | 'guest'>().notNull(),
    status: text().notNull(),
    pro: boolean().notNull().default(false),
    firstName: text().notNull(),
    lastName: text().notNull(),
    companyName: text(),
    companySize: integer(),
    businessSector: integer(),
    email: text().notNull(),
    /** '+33' */
    phonePrefix: text(),
    /** National number without the trunk prefix. */
    phoneNumber: text(),
    phoneVerified: boolean().notNull().default(false),
    profileComplete: boolean().notNull().default(false),
    stripe: text().notNull().default('na'),
    sourceInformation: text(),
    notifyBySms: boolean().notNull().default(true),
    stateName: text(),
    dayToDay: jsonb().$type<{
      frequentClientVisits: boolean;
      frequentPhoneCalls: boolean;
      quietEnvironmentNeeded: boolean;
    } | null>(),
    /** Set by Manage account (hosts). */
    passwordHash: text(),
    /** Denormalised counts for the user list (kept up to date by the writes). */
    nbrContactRequests: integer().notNull().default(0),
    nbrOffices: integer().notNull().default(0),
    createdAt: instant().notNull(),
    confirmedAt: instant(),
    verifiedAt: instant(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index().on(t.userType, t.id),
    index().on(t.createdAt),
  ],
);

// Offices --------------------------------------------------------------------------------------

export const offices = pgTable(
  'offices',
  {
    id: id(),
    uuid: text().notNull().unique(),
    hostId: reference(() => users.id),
    titleFr: text().notNull(),
    titleEn: text().notNull(),
    addressLine1: text().notNull(),
    addressLine2: text(),
    zipCode: text().notNull(),
    city: text().notNull(),
    countryCode: text().$type<'FR' | 'LU'>().notNull(),
    lat: doublePrecision().notNull(),
    lon: doublePrecision().notNull(),
    publicationState: integer().notNull().default(0),
    status: integer().notNull().default(0),
    market: integer(),
    firstPublishedAt: instant(),
    hasActiveVersion: boolean().notNull().default(false),
    seoDescriptionFr: text(),
    seoDescriptionEn: text(),
    officeType: text().$type<'shared' | 'entire' | 'private'>().notNull(),
    flexibility: text().$type<'full_time' | 'part_time' | 'full_and_part_time'>().notNull(),
    partTimeDays: integer(),
    minCapacity: integer(),
    capacity: integer().notNull(),
    surface: integer().notNull(),
    /** Monthly price per seat, EUR. */
    price: integer().notNull(),
    minDuration: integer(),
    rentalType: text().notNull().default('monthly'),
    earliestStartDate: day(),
    lastAvailabilityDate: day(),
    priceFlexibility: boolean().notNull().default(false),
    isBestDeal: boolean().notNull().default(false),
    topPick: boolean().notNull().default(false),
    trending: boolean().notNull().default(false),
    rank: integer(),
    generatedFromCsv: boolean().notNull().default(false),
    pictures: jsonb().$type<string[]>().notNull(),
    createdAt: instant().notNull(),
    updatedAt: instant().notNull(),
  },
  (t) => [
    index().on(t.hostId),
    index().on(t.publicationState, t.id),
    index().on(t.lat, t.lon),
    index().on(t.zipCode),
    index().on(t.firstPublishedAt),
    // The offices list's "trending" box: the 10 first published trending offices by rank. A
    // partial index holds those few rows in that order (at 100×, 5,449 of 300,000 offices; the
    // statement went from a 195 ms scan to 0.06 ms). Its predicate is written the same way in
    // the statement (reads.ts), so the planner can match it without the values of parameters.
    index('offices_trending_rank_idx')
      .on(t.rank.asc(), t.id.desc().nullsFirst())
      .where(sql`${t.trending} and ${t.publicationState} = 1`),
  ],
);

/** SEO description generation jobs: PUT answers 202 and the client polls the job. */
export const seoJobs = pgTable(
  'seo_jobs',
  {
    id: id(),
    officeId: reference(() => offices.id, { onDelete: 'cascade' }),
    state: text().$type<'pending' | 'done' | 'failed'>().notNull(),
    error: text(),
    /** The generated description, kept with its job: the office is written only by Save. */
    descriptionFr: text(),
    descriptionEn: text(),
    createdAt: instant().notNull().defaultNow(),
    finishedAt: instant(),
  },
  (t) => [index().on(t.officeId)],
);

export const internalNotes = pgTable(
  'internal_notes',
  {
    id: id(),
    officeId: reference(() => offices.id, { onDelete: 'cascade' }),
    staffId: integer().references(() => staff.id, { onDelete: 'set null' }),
    authorName: text().notNull(),
    note: text().notNull(),
    createdAt: instant().notNull(),
    updatedAt: instant().notNull(),
    /** Who last edited the note (the author stays the author), null if never. */
    editedByName: text(),
    editedAt: instant(),
  },
  (t) => [index().on(t.officeId)],
);

// Requests, meetings, conversations ------------------------------------------------------------

export const requests = pgTable(
  'requests',
  {
    id: id(),
    officeId: reference(() => offices.id),
    hostId: reference(() => users.id),
    guestId: reference(() => users.id),
    createdAt: instant().notNull(),
    amount: doublePrecision(),
    moveinDate: day(),
    moveoutDate: day(),
    seats: integer().notNull(),
    /** Days per week. */
    flexibility: integer().notNull(),
    initialMessage: text(),
    step: text().notNull(),
    visitDate: instant(),
    isCancelled: boolean().notNull().default(false),
    cancelledBy: text().$type<'guest' | 'host'>(),
    cancelReason: integer(),
    cancelMessage: text(),
    contractInfoId: integer(),
    hsDealUrl: text(),
    meetingProposedAt: instant(),
    visitScheduledAt: instant(),
    visitPastAt: instant(),
    contractStartAt: instant(),
    contractSentAt: instant(),
    contractSignedAt: instant(),
    requestCancelledAt: instant(),
    hostRating: integer(),
    guestRating: integer(),
    officeRating: integer(),
    /** The staff member who owns the request ("Take", "Assign to…"); null: unassigned. */
    assigneeId: integer().references(() => staff.id),
    /** Who last changed the owner, and when: a stale assignment is refused naming them. */
    assignedById: integer().references(() => staff.id),
    assignedAt: instant(),
    /**
     * The staff member who recorded the guest's cancellation or the host's decline: the card
     * and the detail say "Cancelled by the guest · Léa Bernard". Null before one is recorded.
     */
    withdrawnById: integer().references(() => staff.id),
  },
  (t) => [
    index().on(t.createdAt),
    // "Mine" and "a person": the owner filter of the board and the export.
    index().on(t.assigneeId),
    index().on(t.officeId),
    index().on(t.guestId),
    index().on(t.hostId),
    index().on(t.visitDate),
  ],
);

export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    requestId: reference(() => requests.id, { onDelete: 'cascade' }),
    state: text().$type<'proposed' | 'accepted' | 'concluded'>().notNull(),
    createdAt: instant().notNull(),
  },
  (t) => [index().on(t.requestId)],
);

export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    meetingId: reference(() => meetings.id, { onDelete: 'cascade' }),
    proposedDate: instant().notNull(),
    state: text().$type<'proposed' | 'accepted' | 'concluded'>().notNull(),
  },
  (t) => [index().on(t.meetingId)],
);

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    requestId: integer()
      .notNull()
      .unique()
      .references(() => requests.id, { onDelete: 'cascade' }),
    createdAt: instant().notNull(),
    lastMessageAt: instant(),
    /** Unread user messages per reader, kept by the writes. */
    unreadByHost: integer().notNull().default(0),
    unreadByGuest: integer().notNull().default(0),
    unreadByCsm: integer().notNull().default(0),
  },
  (t) => [index().on(t.lastMessageAt)],
);

/**
 * Each staff member's own read state of a conversation: when they last marked it read, and the
 * user messages that came since (kept by the writes, as the conversation's counters). A
 * conversation someone never read counts as the team's counter says (`unreadByCsm`, the
 * state before read states were each person's).
 */
/**
 * The team's settings an Admin may change, one row each, with who changed it last and when
 * (on the record: the Security log names the change). Read by every server at each use.
 */
export const stageThresholds = pgTable('stage_thresholds', {
  /** A board column (domain BOARD_COLUMNS); a column without a row keeps its default. */
  columnKey: text().primaryKey(),
  /** Days in the column beyond which a card waits too long; null: never. */
  days: integer(),
  updatedById: integer().references(() => staff.id),
  updatedAt: instant().notNull(),
});

export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: reference(() => conversations.id, { onDelete: 'cascade' }),
    staffId: reference(() => staff.id, { onDelete: 'cascade' }),
    /** Null: marked unread by this person and not read since. */
    readAt: instant(),
    unread: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.staffId] })],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    conversationId: reference(() => conversations.id, { onDelete: 'cascade' }),
    /** 'status', 'user', or a system kind ('meeting_proposed', 'visit_scheduled', ...). */
    messageType: text().notNull(),
    systemMessage: text(),
    statusGuestMessage: text(),
    statusHostMessage: text(),
    sender: text().$type<'host' | 'guest'>(),
    userMessage: text(),
    createdAt: instant().notNull(),
  },
  (t) => [index().on(t.conversationId, t.createdAt)],
);

// Contracts and documents ----------------------------------------------------------------------

export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    uuid: text().notNull().unique(),
    requestId: reference(() => requests.id),
    hostId: reference(() => users.id),
    guestId: reference(() => users.id),
    startDate: day().notNull(),
    endDate: day().notNull(),
    signedAt: instant(),
    paymentTermsType: text().notNull(),
    serviceFee: text().$type<'basic' | 'upfront' | 'monthly'>().notNull(),
    serviceFeePercentage: doublePrecision().notNull(),
    depositDueDate: day(),
    depositDueDateType: text().$type<'date' | 'at_contract_signature'>(),
    depositAmount: doublePrecision(),
    totalAmount: doublePrecision().notNull(),
    createdAt: instant().notNull(),
  },
  (t) => [index().on(t.requestId), index().on(t.guestId), index().on(t.startDate)],
);

export const documents = pgTable(
  'documents',
  {
    id: id(),
    contractId: reference(() => contracts.id),
    type: text().$type<'invoice' | 'payment' | 'payout'>().notNull(),
    amount: doublePrecision().notNull(),
    createdAt: instant().notNull(),
  },
  (t) => [index().on(t.createdAt), index().on(t.contractId)],
);

// Bookmarks and outbox -------------------------------------------------------------------------

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: id(),
    guestId: reference(() => users.id),
    officeId: reference(() => offices.id),
    createdByUser: boolean().notNull(),
    createdAt: instant().notNull(),
    deletedAt: instant(),
    deletedByUser: boolean(),
    officeViewedAt: instant(),
    emailSent: boolean().notNull().default(false),
    smsSent: boolean().notNull().default(false),
    requestId: integer().references(() => requests.id),
    /** The staff note (at most 250 characters). */
    note: text(),
    /** The guest's own note. */
    userNote: text(),
  },
  (t) => [
    index().on(t.guestId),
    index().on(t.officeId),
    // An office is in a guest's favorites once (removed ones are kept apart): two adds at
    // the same time cannot both insert it.
    uniqueIndex('bookmarks_active_guest_office_key')
      .on(t.guestId, t.officeId)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * One-time links given to a user (a password reset, a managed host's handover): only a SHA-256
 * of the token is kept (the token has 256 random bits: a slow hash adds nothing), so whoever
 * reads the database cannot use a link; the token itself is only in the link given once.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    purpose: text().$type<'password_reset' | 'handover'>().notNull(),
    userId: reference(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: instant().notNull(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * Emails and SMS the product sends: written by the handlers (queued), sent by the outbox
 * worker (src/outbox/), which retries a failure with back-off and gives up
 * after OUTBOX_MAX_ATTEMPTS ('dead'). `nextAttemptAt` is also the worker's lease on a row it
 * is sending (see src/outbox/worker.ts).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text().$type<'email' | 'sms'>().notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    userId: integer().references(() => users.id),
    createdAt: instant().notNull().defaultNow(),
    status: text().$type<'queued' | 'sent' | 'dead'>().notNull().default('queued'),
    /** Sends tried (a send cut off by a crash counts too). */
    attempts: integer().notNull().default(0),
    /** When the worker may take the row next (a retry's time, or the end of a send's lease). */
    nextAttemptAt: instant().notNull().defaultNow(),
    /** The last failure: a short code or message, never a recipient or a body. */
    lastError: text(),
    sentAt: instant(),
  },
  (t) => [
    index().on(t.userId),
    // The worker's pick: the due queued rows only (sent and dead ones pile up, unread).
    index('outbox_queued_due_index')
      .on(t.channel, t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
  ],
);

/** Bytes as PostgreSQL's `bytea` (node-postgres reads a Buffer, PGlite a Uint8Array). */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The files the server makes (the request dump's CSV), kept in the database that
 * every server reads rather than in one server's data folder (http/files). The id is random
 * and unguessable; only the staff member who made it, and Admins, may fetch it; a cleanup
 * job deletes it once `expires_at` has passed (24 h).
 */
export const generatedFiles = pgTable(
  'generated_files',
  {
    /** 32 random bytes, base64url: a link that tells nothing and cannot be guessed. */
    id: text().primaryKey(),
    /** What made it (`request_dump`). */
    kind: text().notNull(),
    filename: text().notNull(),
    contentType: text().notNull(),
    /** The file; null when it is in the bucket (FILES_S3_*, files/bucket.ts), `size` bytes. */
    bytes: bytes(),
    size: integer().notNull(),
    createdBy: reference(() => staff.id, { onDelete: 'cascade' }),
    createdAt: instant().notNull(),
    expiresAt: instant().notNull(),
  },
  (t) => [index().on(t.expiresAt), index().on(t.createdBy)],
);

// Writes: exactly once, and on the record ---------------------------------------------------------

/**
 * The Idempotency-Key of each write a staff member sent, with the first answer to it: a repeat
 * of the call (a retry after a dropped connection, a double submit) gets that answer and
 * changes nothing again. Written in the write's own transaction, so a key is kept only with
 * the effect it stands for; kept 24 h (http/writes.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    staffId: reference(() => staff.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** HMAC (server key) of the route, the path id and the body without secrets: the same key with another call is refused. */
    fingerprint: text().notNull(),
    status: integer().notNull(),
    /** The first answer's JSON. */
    answer: text().notNull(),
    createdAt: instant().notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.key] }), index().on(t.createdAt)],
);

/** What a history row says changed: a field, before and after (null when a secret). */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The history: one row for each acknowledged write, appended in the write's own transaction
 * and never changed. The entity is what the call acted on (a request, an office, a user…);
 * `changes` are that entity's columns that the write changed; `input` is the call's body with
 * its secrets taken out.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: instant().notNull(),
    staffId: integer().references(() => staff.id, { onDelete: 'set null' }),
    /** The staff member's name when they wrote (kept if the account goes). */
    staffName: text().notNull(),
    route: text().notNull(),
    entityType: text(),
    entityId: integer(),
    changes: jsonb().$type<AuditChange[]>().notNull(),
    input: jsonb().$type<Record<string, unknown> | null>(),
    /** The server process that took the call (SERVER_NAME, or a name made at start). */
    server: text().notNull(),
    /** A Security log event's kind (domain SECURITY_EVENT_KINDS); null otherwise. */
    kind: text(),
    /** The client's address, for the Security log. */
    address: text(),
  },
  (t) => [index().on(t.entityType, t.entityId, t.id), index().on(t.kind, t.id)],
);

export * from './schemaStaff';
export * from './schemaContent';
export * from './schemaNotes';
export * from './schemaViews';
export * from './schemaSearch';
