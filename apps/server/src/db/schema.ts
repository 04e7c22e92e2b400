/**
 * The marketplace's tables. Column names are written in camelCase here and stored in
 * snake_case (`casing: 'snake_case'` in drizzle.config.ts and in db.ts). Every SQL statement
 * the server runs must work on PostgreSQL 15 (CI) and on PGlite (Postgres 18 in WASM).
 *
 * Instants are `timestamptz` read as Date; calendar days are `date` read as 'yyyy-MM-dd'.
 * Ids are identity columns "by default" so that the seed can write its own ids (and then
 * moves the sequences on, see seed/index.ts).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { OFFICE_SEARCH_COLUMNS, USER_SEARCH_COLUMNS, searchKeyExpression } from './searchKey';

const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
const instant = () => timestamp({ withTimezone: true, mode: 'date' });
const day = () => date({ mode: 'string' });

/** Key/value facts about the database itself (when it was seeded, with which key). */
export const meta = pgTable('meta', {
  key: text().primaryKey(),
  value: text().notNull(),
});

// Staff and sessions -------------------------------------------------------------------------

export const staff = pgTable('staff', {
  id: id(),
  email: text().notNull().unique(),
  name: text().notNull(),
  /**
   * argon2id in the PHC format (`$argon2id$v=19$m=…`); older scrypt hashes until re-hashed.
   * '' for an invited account until its one-time link sets one (no password matches '').
   */
  passwordHash: text().notNull(),
  createdAt: instant().notNull().defaultNow(),
  /** Admin, CSM (the default: the spec's powers) or Viewer (reads only). */
  role: text().$type<'admin' | 'csm' | 'viewer'>().notNull().default('csm'),
  /** Active, Invited (no password yet) or Disabled (no sign-in, every session ended). */
  status: text().$type<'active' | 'invited' | 'disabled'>().notNull().default('active'),
  /** The TOTP secret (base32), encrypted with the server key (AES-256-GCM); null: none. */
  totpSecret: text(),
  /** The recovery codes not used yet, each an HMAC with the server key (never the codes). */
  recoveryCodes: jsonb().$type<string[]>().notNull().default([]),
  /**
   * The demo database's accounts sign in without a second factor even as Admins (the
   * README's demo sign-in); never set outside the demo data.
   */
  twoFactorExempt: boolean().notNull().default(false),
  lastSignInAt: instant(),
});

/**
 * A one-time link of a staff member: an invitation or a reset, valid 24 h, used
 * once. Only the token's SHA-256 is kept.
 */
export const staffLinks = pgTable(
  'staff_links',
  {
    id: id(),
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    purpose: text().$type<'invitation' | 'password_reset' | 'two_factor_reset'>().notNull(),
    tokenHash: text().notNull().unique(),
    createdAt: instant().notNull(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
  },
  (t) => [index().on(t.staffId)],
);

/**
 * The second step of a sign-in: the password was right, a code is asked. Good for
 * 5 minutes and a few codes; an Admin's enrolment keeps the secret being confirmed here.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: id(),
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    /** The secret being enrolled (encrypted), or, on a session, null. */
    pendingSecret: text(),
    attempts: integer().notNull().default(0),
    expiresAt: instant().notNull(),
  },
  (t) => [index().on(t.staffId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token, hex: the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    createdAt: instant().notNull().defaultNow(),
    /** The absolute end: 12 h after the sign-in, whatever happens. */
    expiresAt: instant().notNull(),
    /** The person's last action (the idle end is this plus the idle timeout). */
    lastActiveAt: instant().notNull().defaultNow(),
    /** The browser, as its User-Agent says (cut to 200 characters), and the address. */
    userAgent: text().notNull().default(''),
    address: text().notNull().default(''),
    /** A second factor being enrolled from the user menu (encrypted), until confirmed. */
    pendingSecret: text(),
    /** When and why it ended (kept a day, so the next call is told why: idle, lifetime…). */
    endedAt: instant(),
    endCause: text(),
  },
  (t) => [index().on(t.staffId)],
);

/**
 * Sign-in attempts per account and client address together (the login limit, shared by
 * every server on the database): failures in the current window, when the pair may try
 * again, and when the account last signed in from that address (a known address is slowed
 * down, never locked out).
 */
export const signInLimits = pgTable(
  'sign_in_limits',
  {
    /** The email, lower-cased. */
    account: text().notNull(),
    address: text().notNull(),
    failures: integer().notNull().default(0),
    windowStartedAt: instant().notNull(),
    /** Null when the pair may try at once. */
    nextAttemptAt: instant(),
    /** The last successful sign-in of the account from the address. */
    signedInAt: instant(),
  },
  (t) => [primaryKey({ columns: [t.account, t.address] }), index().on(t.address)],
);

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
    /** Names, company and email folded for search (db/searchKey.ts), kept by PostgreSQL. */
    searchKey: text()
      .notNull()
      .generatedAlwaysAs(sql.raw(searchKeyExpression(USER_SEARCH_COLUMNS))),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_search_key_trgm').using('gin', sql`${t.searchKey} gin_trgm_ops`),
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
    hostId: integer()
      .notNull()
      .references(() => users.id),
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
    /** Title and address folded for search (db/searchKey.ts), kept by PostgreSQL. */
    searchKey: text()
      .notNull()
      .generatedAlwaysAs(sql.raw(searchKeyExpression(OFFICE_SEARCH_COLUMNS))),
  },
  (t) => [
    index().on(t.hostId),
    index('offices_search_key_trgm').using('gin', sql`${t.searchKey} gin_trgm_ops`),
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
    officeId: integer()
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
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
    officeId: integer()
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
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
    officeId: integer()
      .notNull()
      .references(() => offices.id),
    hostId: integer()
      .notNull()
      .references(() => users.id),
    guestId: integer()
      .notNull()
      .references(() => users.id),
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
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    state: text().$type<'proposed' | 'accepted' | 'concluded'>().notNull(),
    createdAt: instant().notNull(),
  },
  (t) => [index().on(t.requestId)],
);

export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
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
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
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
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
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
    requestId: integer()
      .notNull()
      .references(() => requests.id),
    hostId: integer()
      .notNull()
      .references(() => users.id),
    guestId: integer()
      .notNull()
      .references(() => users.id),
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
    contractId: integer()
      .notNull()
      .references(() => contracts.id),
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
    guestId: integer()
      .notNull()
      .references(() => users.id),
    officeId: integer()
      .notNull()
      .references(() => offices.id),
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
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    createdBy: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: instant().notNull(),
    expiresAt: instant().notNull(),
  },
  (t) => [index().on(t.expiresAt), index().on(t.createdBy)],
);

// SEO --------------------------------------------------------------------------------------------

export const seoLocations = pgTable('seo_locations', {
  id: id(),
  slug: text().$type<'offices' | 'flexible_offices' | 'coworking'>().notNull(),
  city: text().notNull(),
  zipCode: text(),
  poi: text(),
  displayTitle: text().notNull(),
  createdAt: instant().notNull(),
});

export const seoPages = pgTable(
  'seo_pages',
  {
    id: id(),
    locationId: integer()
      .notNull()
      .references(() => seoLocations.id, { onDelete: 'cascade' }),
    lang: text().$type<'fr' | 'en'>().notNull(),
    /** 0 suspended, 10 active: the French and English pages change together. */
    status: integer().notNull().default(10),
    faqTitle: text().notNull(),
    navCta: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    sitemapTitle: text().notNull(),
    h1: text().notNull(),
    metaDescription: text().notNull(),
    linkedPages: jsonb().$type<number[]>().notNull(),
  },
  (t) => [uniqueIndex().on(t.locationId, t.lang)],
);

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: id(),
    pageId: integer()
      .notNull()
      .references(() => seoPages.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    title: text().notNull(),
    description: text().notNull(),
  },
  (t) => [index().on(t.pageId)],
);

// Display sections, analytics --------------------------------------------------------------------

export const displaySections = pgTable('display_sections', {
  id: id(),
  rank: integer().notNull().unique(),
  /** Office ids in display order. */
  offices: jsonb().$type<number[]>().notNull(),
});

/** Every office search (map search and office list), for the search analytics CSV. */
export const searchEvents = pgTable(
  'search_events',
  {
    id: id(),
    createdAt: instant().notNull().defaultNow(),
    source: text().notNull(),
    place: text(),
    criteria: jsonb().$type<Record<string, unknown>>().notNull(),
    resultCount: integer().notNull(),
  },
  (t) => [index().on(t.createdAt)],
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
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
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

export * from './schemaNotes';
export * from './schemaViews';
