/**
 * Every write's history lands on the right record, for every
 * write route of the table, not a sample. Each case picks, in the demo data, what its call
 * needs, and names the record whose History must show the call: the request, office, user
 * (host or guest), conversation, SEO location or display section that a staff member would
 * open to find it. The call must be acknowledged (200 or 202) and append exactly one
 * `audit_log` row: the route's name, the demo staff member, and that record.
 *
 * The table is typed by the route table: a write route added to `@backoffice/api` without a
 * case here does not compile, and the test checks the table's keys against
 * `routeList.filter(isKeyedWrite)` at run time.
 */
import crypto from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, isNull, max, ne, notInArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  runsOnWritePath,
  routeList,
  routes,
  UNKEYED_CALLS,
  type AnswerOf,
  type CallOptions,
  type RouteName,
  type Routes,
} from '@backoffice/api/contract';
import type { Db } from '../db/client';
import {
  appointments,
  auditLog,
  bookmarks,
  conversations,
  displaySections,
  faqEntries,
  internalNotes,
  meetings,
  offices,
  requestNotes,
  requests,
  savedViews,
  seoLocations,
  seoPages,
  staff,
  users,
} from '../db/schema';
import { DEMO_STAFF_NAME } from '../seed';
import {
  crVisitBody,
  officeWhere,
  openOffice,
  proposedMeeting,
  receivedRequest,
  userWhere,
} from '../test/fixtures';
import { testServerForFile } from '../test/harness';

// The write routes, from the route table ------------------------------------------------------

/**
 * The GET routes of the table. The table's types do not carry each route's method as a
 * literal, so the reads are named here; the test checks this list against the table's GETs, so
 * a read missing here fails the run, and a write named here fails it too.
 */
const READS = [
  'ready',
  'health',
  'refresh',
  'requestBoard',
  'dumpRequests',
  'requestDumpFile',
  'generatedFile',
  'request',
  'requestContract',
  'requestHistory',
  'contracts',
  'contractPdf',
  'conversations',
  'chatMessages',
  'documents',
  'documentPdf',
  'searchAnalyticsCsv',
  'officeAnalyticsCsv',
  'offices',
  'office',
  'officeHistory',
  'seoGenerationStatus',
  'placeAutocomplete',
  'placeDetails',
  'searchOffices',
  'seoLocations',
  'users',
  'user',
  'userHistory',
  'displaySections',
  'sessions',
  'staffList',
  'securityEvents',
  'team',
  'stageThresholds',
  'requestNotes',
  'notifications',
  'notificationPreferences',
  'savedViews',
] as const satisfies readonly RouteName[];

/** Not GETs, yet they change no data (the api package's UNKEYED_CALLS): no history. */
const UNKEYED = [
  'login',
  'logout',
  'generateSeoLocationTexts',
  'loginTwoFactor',
  'twoFactorEnrolStart',
  'twoFactorEnrolConfirm',
  'sessionActivity',
  'endSession',
  'endOtherSessions',
  'changePassword',
  'twoFactorSetup',
  'twoFactorConfirm',
  'checkOneTimeLink',
  'setPassword',
  'presence',
  'markNotificationRead',
  'markAllNotificationsRead',
  'saveNotificationPreferences',
  'setDefaultView',
] as const satisfies readonly RouteName[];

/** Every route that changes data: each must have its case in WRITES. */
export type WriteRouteName = Exclude<RouteName, (typeof READS)[number] | (typeof UNKEYED)[number]>;

/** The records a History can be about. */
type RecordType =
  | 'request'
  | 'office'
  | 'user'
  | 'conversation'
  | 'seo_location'
  | 'display_section'
  | 'staff'
  | 'saved_view';
interface HistoryRecord {
  type: RecordType;
  id: number;
}

interface Prepared<K extends WriteRouteName> {
  /** The call: its path id and body, typed by the route. */
  options: CallOptions<Routes[K]>;
  /**
   * The record whose History must show the call (from the answer when the call creates it);
   * null for a write on no record (a team setting: its row is on the Security log).
   */
  target: HistoryRecord | null | ((answer: AnswerOf<Routes[K]>) => HistoryRecord);
  /**
   * For a route of KNOWN_MISSING_TARGETS only: where the history lands today (null: on no
   * record), asserted so that the suite stays green until the product is fixed.
   */
  today?: HistoryRecord | null | ((answer: AnswerOf<Routes[K]>) => HistoryRecord | null);
}

/** Prepares one call from the database as the test found it (earlier cases included). */
type Case<K extends WriteRouteName> = (db: Db) => Promise<Prepared<K>>;

/**
 * Write routes whose history today lands on another record than the right one, or on none.
 * Their case asserts where it lands today (its `today`) and that it is not the right record;
 * when the product is fixed, that assertion fails: remove the route from this list.
 */
export const KNOWN_MISSING_TARGETS: readonly WriteRouteName[] = [];

// Helpers ---------------------------------------------------------------------------------------

const DAY_MS = 24 * 3_600_000;
/** An ISO instant some days from now, at a whole minute. */
const inDays = (days: number) =>
  new Date(Math.floor((Date.now() + days * DAY_MS) / 60_000) * 60_000).toISOString();

const record = (type: RecordType, id: number): HistoryRecord => ({ type, id });

/** A case for a write on a received request of the seed, on that request's history. */
const onReceivedRequest =
  <K extends WriteRouteName>(options: (id: number) => CallOptions<Routes[K]>): Case<K> =>
  async (db) => {
    const request = await receivedRequest(db);
    return { options: options(request.id), target: record('request', request.id) };
  };

/** A saved view of the demo staff member's, made for the case. */
async function demoView(db: Db): Promise<{ id: number }> {
  const [me] = await db.select({ id: staff.id }).from(staff).where(eq(staff.name, DEMO_STAFF_NAME));
  const [row] = await db
    .insert(savedViews)
    .values({
      screen: 'offices',
      name: `View ${crypto.randomUUID().slice(0, 8)}`,
      query: 'status=1',
      shared: false,
      authorId: me!.id,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .returning({ id: savedViews.id });
  return row!;
}

/** The first row of a query, or a failure naming what the demo data lacked. */
function first<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`No ${what} in the demo data`);
  return row;
}

/**
 * A meeting the host proposed (step meeting_proposed, a slot in two days), set up on a
 * received request: for when the demo data has none left with a slot ahead.
 */
async function hostProposedMeeting(db: Db) {
  const request = await receivedRequest(db);
  const now = new Date();
  const [meeting] = await db
    .insert(meetings)
    .values({ requestId: request.id, state: 'proposed', createdAt: now })
    .returning();
  const [appointment] = await db
    .insert(appointments)
    .values({ meetingId: meeting!.id, proposedDate: new Date(inDays(2)), state: 'proposed' })
    .returning();
  await db
    .update(requests)
    .set({ step: 'meeting_proposed', meetingProposedAt: now })
    .where(eq(requests.id, request.id));
  return { meeting: meeting!, appointment: appointment!, request };
}

/** A guest in one status; when the demo data has none left, one is put in it. */
async function guestIn(db: Db, statuses: string[]) {
  const [found] = await db
    .select()
    .from(users)
    .where(and(eq(users.userType, 'guest'), inArray(users.status, statuses)))
    .orderBy(asc(users.id))
    .limit(1);
  if (found) return found;
  const guest = await userWhere(db, and(eq(users.userType, 'guest'), isNotNull(users.confirmedAt)));
  await db.update(users).set({ status: statuses[0] }).where(eq(users.id, guest.id));
  return { ...guest, status: statuses[0]! };
}

/** An active staff-made favorite (a bookmark the staff may delete). */
async function staffBookmark(db: Db) {
  return first(
    await db
      .select()
      .from(bookmarks)
      .where(and(eq(bookmarks.createdByUser, false), isNull(bookmarks.deletedAt)))
      .orderBy(asc(bookmarks.id))
      .limit(1),
    'active favorite added by staff',
  );
}

/** An internal note; one is written when the demo data has none left. */
/** A staff note of the demo staff member (whom the test's calls sign in as) on a request. */
async function requestNote(db: Db) {
  const [me] = await db.select().from(staff).where(eq(staff.name, DEMO_STAFF_NAME));
  const request = await receivedRequest(db);
  const [made] = await db
    .insert(requestNotes)
    .values({
      requestId: request.id,
      authorId: me!.id,
      body: 'Set up by the test.',
      createdAt: new Date(),
    })
    .returning();
  return made!;
}

async function internalNote(db: Db) {
  const [note] = await db.select().from(internalNotes).orderBy(asc(internalNotes.id)).limit(1);
  if (note) return note;
  const office = await officeWhere(db, gt(offices.id, 0));
  const now = new Date();
  const [made] = await db
    .insert(internalNotes)
    .values({
      officeId: office.id,
      authorName: DEMO_STAFF_NAME,
      note: '<p>Set up by the test.</p>',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return made!;
}

/** The French and English pages of the first SEO location (with pages in `status`, if given). */
async function locationPages(db: Db, status?: number) {
  const pages = await db
    .select()
    .from(seoPages)
    .where(status === undefined ? undefined : eq(seoPages.status, status))
    .orderBy(asc(seoPages.locationId), asc(seoPages.lang));
  for (const fr of pages) {
    if (fr.lang !== 'fr') continue;
    const en = pages.find((p) => p.locationId === fr.locationId && p.lang === 'en');
    if (en) return { locationId: fr.locationId, fr, en };
  }
  return null;
}

/** A staff account of the demo data by email. */
async function staffNamed(db: Db, email: string) {
  return first(
    await db.select().from(staff).where(eq(staff.email, email)),
    `staff member ${email}`,
  );
}

/** The display sections in rank order. */
const sections = (db: Db) => db.select().from(displaySections).orderBy(asc(displaySections.rank));

/** The first published office (by id) not in `held`. */
async function officeNotIn(db: Db, held: number[]) {
  return first(
    await db
      .select()
      .from(offices)
      .where(
        and(
          eq(offices.publicationState, 1),
          held.length ? notInArray(offices.id, held) : undefined,
        ),
      )
      .orderBy(asc(offices.id))
      .limit(1),
    'published office outside the list',
  );
}

const pageBody = (page: typeof seoPages.$inferSelect, title: string) => ({
  navCta: page.navCta,
  title,
  description: page.description,
  sitemapTitle: page.sitemapTitle,
  h1: page.h1,
  metaDescription: page.metaDescription,
  linkedPages: page.linkedPages,
});

/** Writes whose row goes on another record's history too: the record they made. */
const ALSO_ON: Partial<
  Record<
    WriteRouteName,
    (
      answer: { requestId?: number },
      body: { target?: number; source?: number },
    ) => HistoryRecord | null
  >
> = {
  createCrVisit: (answer) => ({ type: 'request', id: answer.requestId! }),
  // A move between two sections is on both sections' history.
  rearrangeDisplay: (_answer, body) =>
    body.target !== body.source ? { type: 'display_section', id: body.target! } : null,
};

// The cases, one per write route ---------------------------------------------------------------

const WRITES: { [K in WriteRouteName]: Case<K> } = {
  // Requests: the request the call acts on (a meeting's is its request's).
  async assignRequest(db) {
    const [request] = await db
      .select({ id: requests.id })
      .from(requests)
      .where(isNull(requests.assigneeId))
      .orderBy(asc(requests.id))
      .limit(1);
    if (!request) throw new Error('No unassigned request in the seed');
    return {
      options: { params: { id: request.id }, body: { assigneeId: 1, expectedAssigneeId: null } },
      target: record('request', request.id),
    };
  },
  guestCancel: onReceivedRequest((id) => ({
    params: { id },
    body: { guestCancelledReason: 10, guestCancelledMessage: 'Found another office.' },
  })),
  hostDecline: onReceivedRequest((id) => ({
    params: { id },
    body: { hostDeclinedReason: 1000, hostDeclinedMessage: 'The office is let.' },
  })),
  proposeMeeting: onReceivedRequest((requestId) => ({
    body: { requestId, dates: [inDays(2), inDays(3)] },
  })),
  scheduleMeeting: onReceivedRequest((requestId) => ({
    body: { requestId, meetingSlot: inDays(4) },
  })),
  async acceptAppointment(db) {
    const { meeting, appointment, request } = await proposedMeeting(db, 'meeting_proposed').catch(
      () => hostProposedMeeting(db),
    );
    return {
      options: { params: { id: meeting.id }, body: { appointmentId: appointment.id } },
      target: record('request', request.id),
    };
  },

  // Conversations: the conversation marked read.
  async markConversationRead(db) {
    const [unread] = await db
      .select()
      .from(conversations)
      .where(gt(conversations.unreadByCsm, 0))
      .orderBy(asc(conversations.id))
      .limit(1);
    const conversation =
      unread ??
      first(
        await db.select().from(conversations).orderBy(asc(conversations.id)).limit(1),
        'conversation',
      );
    return {
      options: { params: { id: conversation.id } },
      target: record('conversation', conversation.id),
    };
  },

  // Offices: the office, for its settings, publication, SEO text, notes, and the favorites
  // added from its detail.
  async officeRank(db) {
    const office = await officeWhere(db, gt(offices.id, 0));
    return {
      options: { params: { id: office.id }, body: { rank: office.rank === 3 ? 4 : 3 } },
      target: record('office', office.id),
    };
  },
  async officeBestDeal(db) {
    const office = await officeWhere(db, gt(offices.id, 0));
    return {
      options: { params: { id: office.id }, body: { isBestDeal: !office.isBestDeal } },
      target: record('office', office.id),
    };
  },
  async officePriceFlexibility(db) {
    const office = await officeWhere(db, gt(offices.minCapacity, 0));
    return {
      options: { params: { id: office.id }, body: { priceFlexibility: !office.priceFlexibility } },
      target: record('office', office.id),
    };
  },
  async publishOffice(db) {
    // Publish is open to an office not published now.
    const office = await officeWhere(db, ne(offices.publicationState, 1));
    return {
      options: { params: { id: office.id }, body: { offMarket: false } },
      target: record('office', office.id),
    };
  },
  async unpublishOffice(db) {
    const office = await officeWhere(db, inArray(offices.publicationState, [1, 2, 3]));
    return { options: { params: { id: office.id } }, target: record('office', office.id) };
  },
  async rejectOfficeVersion(db) {
    const waiting = and(eq(offices.publicationState, 2), eq(offices.hasActiveVersion, true));
    const [found] = await db
      .select()
      .from(offices)
      .where(waiting)
      .orderBy(asc(offices.id))
      .limit(1);
    let id = found?.id;
    if (id === undefined) {
      // None waiting for approval: one is put in that state.
      id = (await officeWhere(db, eq(offices.publicationState, 1))).id;
      await db
        .update(offices)
        .set({ publicationState: 2, hasActiveVersion: true })
        .where(eq(offices.id, id));
    }
    return { options: { params: { id } }, target: record('office', id) };
  },
  async generateSeoDescription(db) {
    const office = await officeWhere(db, eq(offices.publicationState, 1));
    return { options: { params: { id: office.id } }, target: record('office', office.id) };
  },
  async updateSeoDescription(db) {
    const office = await officeWhere(db, eq(offices.publicationState, 1));
    return {
      options: {
        params: { id: office.id },
        body: { fr: '<p>Bureaux lumineux.</p>', en: '<p>Bright offices.</p>' },
      },
      target: record('office', office.id),
    };
  },
  async createInternalNote(db) {
    const office = await officeWhere(db, gt(offices.id, 0));
    return {
      options: { body: { office_id: office.id, note: '<p>Called the host.</p>' } },
      target: record('office', office.id),
    };
  },
  async updateInternalNote(db) {
    const note = await internalNote(db);
    return {
      options: { params: { id: note.id }, body: { internal_note: { note: '<p>Edited.</p>' } } },
      target: record('office', note.officeId),
    };
  },
  async deleteInternalNote(db) {
    const note = await internalNote(db);
    return { options: { params: { id: note.id } }, target: record('office', note.officeId) };
  },
  // Staff notes: on their request's history.
  createRequestNote: onReceivedRequest((id) => ({
    params: { id },
    body: { body: 'Called the host back.' },
  })),
  async updateRequestNote(db) {
    const note = await requestNote(db);
    return {
      options: { params: { id: note.id }, body: { body: 'Called the host back, twice.' } },
      target: record('request', note.requestId),
    };
  },
  async deleteRequestNote(db) {
    const note = await requestNote(db);
    return { options: { params: { id: note.id } }, target: record('request', note.requestId) };
  },
  async markConversationUnread(db) {
    const conversation = first(
      await db.select().from(conversations).orderBy(asc(conversations.id)).limit(1),
      'conversation',
    );
    return {
      options: { params: { id: conversation.id } },
      target: record('conversation', conversation.id),
    };
  },
  async createSavedView() {
    return {
      options: {
        body: {
          screen: 'users',
          name: `Hosts ${crypto.randomUUID().slice(0, 8)}`,
          query: 'userType=host',
          shared: true,
        },
      },
      target: (answer) => record('saved_view', answer.view.id),
    };
  },
  async updateSavedView(db) {
    const view = await demoView(db);
    return {
      options: {
        params: { id: view.id },
        body: { name: `Renamed ${crypto.randomUUID().slice(0, 8)}` },
      },
      target: record('saved_view', view.id),
    };
  },
  async deleteSavedView(db) {
    const view = await demoView(db);
    return { options: { params: { id: view.id } }, target: record('saved_view', view.id) };
  },
  async addBookmarkToUsers(db) {
    const office = await officeWhere(db, eq(offices.publicationState, 1));
    const holders = (
      await db
        .select({ id: bookmarks.guestId })
        .from(bookmarks)
        .where(and(eq(bookmarks.officeId, office.id), isNull(bookmarks.deletedAt)))
    ).map((b) => b.id);
    const guests = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.userType, 'guest'),
          holders.length ? notInArray(users.id, holders) : undefined,
        ),
      )
      .orderBy(asc(users.id))
      .limit(2);
    return {
      options: { body: { office_id: office.id, guest_ids: guests.map((g) => g.id) } },
      target: record('office', office.id),
    };
  },

  // SEO locations: the location, for its pages and their FAQ.
  async createSeoLocation() {
    const page = {
      navCta: 'Voir les bureaux',
      title: 'Bureaux à Testbourg',
      description: '<p>Des bureaux.</p>',
      sitemapTitle: 'Testbourg',
      h1: 'Bureaux à Testbourg',
      metaDescription: 'Bureaux à Testbourg.',
      linkedPages: [],
    };
    return {
      options: {
        body: {
          slug: 'coworking',
          city: 'Testbourg',
          zipCode: '99001',
          poi: null,
          pages: { fr: page, en: { ...page, navCta: 'See the offices' } },
        },
      },
      target: (answer) => record('seo_location', answer.seoLocation.id),
    };
  },
  async updateSeoLocation(db) {
    const pages = await locationPages(db);
    if (!pages) throw new Error('No SEO location with its two pages in the demo data');
    const [location] = await db
      .select()
      .from(seoLocations)
      .where(eq(seoLocations.id, pages.locationId));
    return {
      options: {
        params: { id: location!.id },
        body: {
          slug: location!.slug,
          city: location!.city,
          zipCode: location!.zipCode,
          poi: location!.poi,
          pages: {
            fr: pageBody(pages.fr, `${pages.fr.title} (modifié)`),
            en: pageBody(pages.en, `${pages.en.title} (edited)`),
          },
        },
      },
      target: record('seo_location', location!.id),
    };
  },
  async activateSeoPages(db) {
    let pages = await locationPages(db, 0);
    if (!pages) {
      // None suspended: one location's pages are suspended first.
      pages = await locationPages(db);
      if (!pages) throw new Error('No SEO location with its two pages in the demo data');
      await db.update(seoPages).set({ status: 0 }).where(eq(seoPages.locationId, pages.locationId));
    }
    return {
      options: { body: { ids: [pages.fr.id, pages.en.id] } },
      target: record('seo_location', pages.locationId),
    };
  },
  async suspendSeoPages(db) {
    const pages = await locationPages(db, 10);
    if (!pages) throw new Error('No active SEO location in the demo data');
    return {
      options: { body: { ids: [pages.fr.id, pages.en.id] } },
      target: record('seo_location', pages.locationId),
    };
  },
  async deleteFaq(db) {
    // An entry in both languages, added at the end of a location's lists. Not one of the demo
    // data's: there the French entries are numbered like the pages (the seed writes both in
    // the same order), so each French entry's id is also its own location's French page id,
    // which hides the mistake that KNOWN_MISSING_TARGETS describes.
    const pages = await locationPages(db);
    if (!pages) throw new Error('No SEO location with its two pages in the demo data');
    const [last] = await db
      .select({ position: max(faqEntries.position) })
      .from(faqEntries)
      .where(inArray(faqEntries.pageId, [pages.fr.id, pages.en.id]));
    const position = (last?.position ?? -1) + 1;
    const [fr] = await db
      .insert(faqEntries)
      .values({ pageId: pages.fr.id, position, title: 'Accès ?', description: '<p>Métro.</p>' })
      .returning();
    const [en] = await db
      .insert(faqEntries)
      .values({ pageId: pages.en.id, position, title: 'Access?', description: '<p>Metro.</p>' })
      .returning();
    // A fresh pair, whose ids are no page's: the history once landed on the location of the
    // page numbered like the French entry (the entry's id read as a page id).
    return {
      options: { body: { frId: fr!.id, enId: en!.id } },
      target: record('seo_location', pages.locationId),
    };
  },
  async saveFaq(db) {
    const pages = await locationPages(db);
    if (!pages) throw new Error('No SEO location with its two pages in the demo data');
    return {
      options: {
        body: {
          data: [
            {
              pageId: pages.fr.id,
              faqTitle: '',
              faq: [{ title: 'Parking ?', description: '<p>Oui, au sous-sol.</p>' }],
            },
            {
              pageId: pages.en.id,
              faqTitle: 'FAQ',
              faq: [{ title: 'Parking?', description: '<p>Yes, in the basement.</p>' }],
            },
          ],
        },
      },
      target: record('seo_location', pages.locationId),
    };
  },

  // Users: the host or guest, for their account, status, settings and favorites.
  async manageHost(db) {
    const host = await userWhere(db, eq(users.userType, 'host'));
    const email = `host-${host.id}@history.example.com`;
    return {
      options: {
        body: {
          userId: host.id,
          email,
          email_confirmation: email,
          password: 'handover1',
          password_confirmation: 'handover1',
        },
      },
      target: record('user', host.id),
    };
  },
  async handoverLink(db) {
    const [managed] = await db
      .select()
      .from(users)
      .where(and(eq(users.userType, 'host'), eq(users.status, 'managed')))
      .orderBy(asc(users.id))
      .limit(1);
    let id = managed?.id;
    if (id === undefined) {
      // None managed: one host is made managed.
      id = (await userWhere(db, eq(users.userType, 'host'))).id;
      await db.update(users).set({ status: 'managed' }).where(eq(users.id, id));
    }
    return { options: { params: { id } }, target: record('user', id) };
  },
  async blockUser(db) {
    const guest = await guestIn(db, ['confirmed', 'under_review']);
    return { options: { params: { id: guest.id } }, target: record('user', guest.id) };
  },
  async reviewUser(db) {
    const guest = await guestIn(db, ['confirmed', 'blocked']);
    return { options: { params: { id: guest.id } }, target: record('user', guest.id) };
  },
  async confirmUser(db) {
    const guest = await guestIn(db, ['blocked', 'under_review']);
    return { options: { params: { id: guest.id } }, target: record('user', guest.id) };
  },
  async setUserPro(db) {
    const host = await userWhere(db, eq(users.userType, 'host'));
    return {
      options: { params: { id: host.id }, body: { pro: !host.pro } },
      target: record('user', host.id),
    };
  },
  async notifyBySms(db) {
    const guest = await userWhere(db, eq(users.userType, 'guest'));
    return {
      options: { params: { id: guest.id }, body: { notify_by_sms: !guest.notifyBySms } },
      target: record('user', guest.id),
    };
  },
  async updatePhone(db) {
    const guest = await userWhere(db, eq(users.userType, 'guest'));
    return {
      options: {
        params: { id: guest.id },
        body: { mobile_prefix: '+33', mobile_number: '612345678' },
      },
      target: record('user', guest.id),
    };
  },
  async createCrVisit(db) {
    // The guest: the call is made from their detail, and changes their company and phone
    // (the request it creates is new, with nothing before it).
    const guest = await userWhere(
      db,
      and(eq(users.userType, 'guest'), eq(users.status, 'confirmed')),
    );
    const office = await openOffice(db);
    return {
      options: { params: { id: guest.id }, body: crVisitBody(office) },
      target: record('user', guest.id),
    };
  },
  async addFavorites(db) {
    const guest = await userWhere(db, eq(users.userType, 'guest'));
    const held = (
      await db
        .select({ id: bookmarks.officeId })
        .from(bookmarks)
        .where(and(eq(bookmarks.guestId, guest.id), isNull(bookmarks.deletedAt)))
    ).map((b) => b.id);
    const office = await officeNotIn(db, held);
    return {
      options: { params: { id: guest.id }, body: { office_ids: [office.id] } },
      target: record('user', guest.id),
    };
  },
  async sendFavoritesSms(db) {
    // A guest with SMS on, a phone and at least one favorite.
    const [found] = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(bookmarks, and(eq(bookmarks.guestId, users.id), isNull(bookmarks.deletedAt)))
      .where(
        and(
          eq(users.userType, 'guest'),
          eq(users.notifyBySms, true),
          isNotNull(users.phoneNumber),
          ne(users.phoneNumber, ''),
        ),
      )
      .orderBy(asc(users.id))
      .limit(1);
    let id = found?.id;
    if (id === undefined) {
      // None: a guest with favorites gets SMS on and a mobile number.
      id = (await staffBookmark(db)).guestId;
      await db
        .update(users)
        .set({ notifyBySms: true, phonePrefix: '+33', phoneNumber: '612345678' })
        .where(eq(users.id, id));
    }
    return { options: { params: { id } }, target: record('user', id) };
  },
  async deleteBookmark(db) {
    const bookmark = await staffBookmark(db);
    return {
      options: { params: { id: bookmark.id } },
      target: record('user', bookmark.guestId),
    };
  },
  async bookmarkNote(db) {
    const bookmark = await staffBookmark(db);
    return {
      options: { body: { bookmark_id: bookmark.id, note: 'Likes the terrace.' } },
      target: record('user', bookmark.guestId),
    };
  },

  // Display sections: the section whose list changes (for a move between two sections, the
  // one the office leaves, which the call names first).
  async addDisplayOffices(db) {
    const section = first(await sections(db), 'display section');
    const office = await officeNotIn(db, section.offices);
    return {
      options: { body: { section: section.id, offices: String(office.id) } },
      target: record('display_section', section.id),
    };
  },
  // A team setting: on no record's history, on the Security log.
  async saveStageThresholds() {
    return {
      options: { body: { thresholds: [{ column: 'contract_sent', days: 8 }] } },
      target: null,
    };
  },
  async rearrangeDisplay(db) {
    const [a, b] = await sections(db);
    if (!a || !b) throw new Error('Fewer than two display sections in the demo data');
    const moved = a.offices.find((id) => !b.offices.includes(id));
    if (moved === undefined) throw new Error('No office of the first section outside the second');
    return {
      options: {
        body: {
          source: a.id,
          target: b.id,
          sourceOffices: a.offices.filter((id) => id !== moved),
          targetOffices: [moved, ...b.offices],
        },
      },
      target: record('display_section', a.id),
    };
  },
  // The GET routes that act run on the write path, their history on the user.
  async resetPassword(db) {
    const host = await userWhere(db, eq(users.userType, 'host'));
    return { options: { params: { id: host.id } }, target: record('user', host.id) };
  },
  async sendFavoritesEmail(db) {
    const guest = await userWhere(db, eq(users.id, (await staffBookmark(db)).guestId));
    return { options: { params: { id: guest.id } }, target: record('user', guest.id) };
  },

  // Staff: the staff member's account.
  async inviteStaff() {
    return {
      options: {
        body: {
          name: 'Zoé Garnier',
          email: `zoe.${crypto.randomUUID().slice(0, 8)}@example.com`,
          role: 'csm',
        },
      },
      target: (answer) => record('staff', answer.staffMember.id),
    };
  },
  async changeStaffRole(db) {
    const member = await staffNamed(db, 'thomas.roux@example.com');
    return {
      options: { params: { id: member.id }, body: { role: 'viewer' } },
      target: record('staff', member.id),
    };
  },
  async disableStaff(db) {
    const member = await staffNamed(db, 'thomas.roux@example.com');
    return { options: { params: { id: member.id } }, target: record('staff', member.id) };
  },
  async enableStaff(db) {
    const member = await staffNamed(db, 'thomas.roux@example.com');
    if (member.status !== 'disabled')
      await db.update(staff).set({ status: 'disabled' }).where(eq(staff.id, member.id));
    return { options: { params: { id: member.id } }, target: record('staff', member.id) };
  },
  async resetStaffPassword(db) {
    const member = await staffNamed(db, 'hugo.petit@example.com');
    return { options: { params: { id: member.id } }, target: record('staff', member.id) };
  },
  async resetStaffTwoFactor(db) {
    const member = await staffNamed(db, 'lea.bernard@example.com');
    return { options: { params: { id: member.id } }, target: record('staff', member.id) };
  },

  async removeDisplayOffice(db) {
    const section = first(
      (await sections(db)).filter((s) => s.offices.length > 0).slice(-1),
      'display section holding an office',
    );
    return {
      options: { body: { sectionId: section.id, officeId: section.offices[0]! } },
      target: record('display_section', section.id),
    };
  },
};

// The test -----------------------------------------------------------------------------------

const server = testServerForFile();
beforeAll(async () => {
  await server.login();
});

const db = () => server.database.db;

/** The write routes of the table (a GET that acts included), in table order. */
const KEYED_WRITES = routeList.filter(runsOnWritePath).map((route) => route.name as WriteRouteName);

describe('the table of write routes', () => {
  it('has one case for every write route, and names the reads and the unkeyed calls right', () => {
    expect(Object.keys(WRITES).sort()).toEqual([...KEYED_WRITES].sort());
    expect(KEYED_WRITES.length).toBeGreaterThanOrEqual(40);
    expect([...READS].sort()).toEqual(
      routeList
        .filter((route) => route.method === 'GET' && !runsOnWritePath(route))
        .map((route) => route.name)
        .sort(),
    );
    expect([...UNKEYED].sort()).toEqual([...UNKEYED_CALLS].sort());
    for (const name of KNOWN_MISSING_TARGETS) expect(KEYED_WRITES).toContain(name);
  });
});

/** A case as the runner reads it, whichever route it is for. */
interface PreparedCall {
  options: { params?: Record<string, string | number>; body?: unknown };
  target: HistoryRecord | null | ((answer: unknown) => HistoryRecord);
  today?: HistoryRecord | null | ((answer: unknown) => HistoryRecord | null);
}
const prepare = (name: WriteRouteName, database: Db) =>
  (WRITES[name] as unknown as (database: Db) => Promise<PreparedCall>)(database);

/** A record given as is, or read from the call's answer. */
function resolve<T>(value: T | ((answer: unknown) => T), answer: unknown): T {
  return typeof value === 'function' ? (value as (answer: unknown) => T)(answer) : value;
}

describe('each write appends one history row, on the record it acts on', () => {
  it.each(KEYED_WRITES)('%s', async (name) => {
    const database = db();
    const prepared = await prepare(name, database);
    const known = KNOWN_MISSING_TARGETS.includes(name);
    expect(
      'today' in prepared,
      known
        ? `${name} is in KNOWN_MISSING_TARGETS: its case must say where the history lands today`
        : `${name} is not in KNOWN_MISSING_TARGETS: its case must not give a 'today'`,
    ).toBe(known);

    const [last] = await database.select({ id: max(auditLog.id) }).from(auditLog);
    const answer = await server.call(routes[name], {
      params: prepared.options.params,
      body: prepared.options.body,
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect([200, 202], `${name} answered ${answer.status}: ${answer.text}`).toContain(
      answer.status,
    );
    // Acknowledged and done: an answer that says the write did not happen fails too.
    if (answer.body && typeof answer.body === 'object') {
      expect(answer.body.success ?? true, answer.text).toBe(true);
      expect(answer.body.error ?? null, answer.text).toBeNull();
    }

    const rows = await database
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, last?.id ?? 0))
      .orderBy(asc(auditLog.id));
    const also = ALSO_ON[name]?.(answer.body, prepared.options.body as never) ?? null;
    expect(rows.map((row) => row.route)).toEqual(also ? [name, name] : [name]);
    if (also) {
      // The other record the call made has the same row in its history (CR & Visit's request).
      expect({ type: rows[1]!.entityType, id: rows[1]!.entityId }).toEqual(also);
    }
    const row = rows[0]!;
    expect(row.staffName).toBe(DEMO_STAFF_NAME);
    const landed =
      row.entityType === null && row.entityId === null
        ? null
        : { type: row.entityType, id: row.entityId };
    const target = resolve(prepared.target, answer.body);
    if (known) {
      expect(landed, `${name}: where its history lands today`).toEqual(
        resolve(prepared.today, answer.body),
      );
      expect(
        landed,
        `${name} now lands on the right record: remove it from KNOWN_MISSING_TARGETS`,
      ).not.toEqual(target);
    } else {
      expect(landed, `${name}: the record its history must land on`).toEqual(target);
    }
    // A write on no record is on the Security log instead.
    if (target === null) expect(row.kind, `${name}: on the Security log`).not.toBeNull();
  });
});
