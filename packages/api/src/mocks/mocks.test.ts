import {
  ACTION_REASONS,
  CONTRACT_COLUMNS,
  DEFAULT_PLACE,
  REQUEST_ENDINGS,
  SEO_LOCATION_COLUMNS,
  USER_COLUMNS,
  listHeaders,
} from '@backoffice/domain';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type CallOptions, type RawCallOptions } from '../client/client';
import { isApiError, type ApiError } from '../client/errors';
import { downloadOfficeSearchPins } from '../endpoints/officeSearch';
import { downloadListCsv, listCsvOf } from '../lists';
import { routeList, routes, type RouteName, type Routes } from '../routes';
import { createMockDb, MOCK_SIZES } from './db';
import { createHandlers, errorHandler, MOCK_ERRORS, type MockErrorCode } from './handlers';
import { handlers } from './index';
import { makeCrVisitPayload } from './fixtures';
import { mockFileId } from './resolvers/requests';

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl: BASE, getToken: () => 'mock-token-csm' });

function use(...list: Parameters<typeof server.use>) {
  server.resetHandlers(...list);
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const slot = '2026-03-20T09:00:00.000Z';
const page = {
  navCta: 'Lyon',
  title: 'Lyon',
  description: '<p>Lyon</p>',
  sitemapTitle: 'Lyon',
  h1: 'Lyon',
  metaDescription: 'Lyon',
  linkedPages: [],
};

/** A valid call of every route, against the default mock database (table order matters). */
const SAMPLES: { [K in RouteName]: CallOptions<Routes[K]> } = {
  health: {},
  ready: {},
  login: { body: { email: 'csm@example.com', password: 'demo1234' } },
  refresh: {},
  logout: {},
  requestBoard: { query: { sort: 'received_asc', owner: 'unassigned', waiting: true } },
  // Request 6 is nobody's in the fixtures (id % 4 === 2).
  assignRequest: { params: { id: 6 }, body: { assigneeId: 1, expectedAssigneeId: null } },
  team: {},
  stageThresholds: {},
  saveStageThresholds: { body: { thresholds: [{ column: 'request_received', days: 4 }] } },
  presence: { body: { entity: 'request', id: 6, activity: 'viewing' } },
  dumpRequests: {},
  // The first id the mock database gives: the export above.
  requestDumpFile: { params: { id: 10_001 } },
  generatedFile: { params: { fileId: mockFileId(10_001) } },
  request: { params: { id: 1 } },
  requestHistory: { params: { id: 1 } },
  requestContract: { params: { id: 7 } },
  guestCancel: {
    params: { id: 1 },
    body: { guestCancelledReason: 10, guestCancelledMessage: 'Found elsewhere' },
  },
  hostDecline: { params: { id: 3 }, body: { hostDeclinedReason: 10, hostDeclinedMessage: 'Full' } },
  proposeMeeting: { body: { dates: [slot], requestId: 4 } },
  scheduleMeeting: { body: { meetingSlot: slot, requestId: 4 } },
  acceptAppointment: { params: { id: 2 }, body: { appointmentId: 21 } },
  contracts: { query: { status: 'active', perPage: 20 } },
  contractPdf: { params: { id: 1 } },
  conversations: { query: { unread: 'csm', sort: 'request_id_asc' } },
  chatMessages: { params: { id: 1 } },
  markConversationRead: { params: { id: 1 } },
  markConversationUnread: { params: { id: 1 } },
  documents: { query: { type: 'invoice' } },
  documentPdf: { params: { id: 1 } },
  searchAnalyticsCsv: { query: { minDate: '2026-03-01', maxDate: '2026-03-16' } },
  officeAnalyticsCsv: {},
  offices: { query: { country: 'FR', sort: 'id_desc' } },
  office: { params: { id: 2 } },
  officeHistory: { params: { id: 2 } },
  officeRank: { params: { id: 2 }, body: { rank: 3 } },
  officeBestDeal: { params: { id: 2 }, body: { isBestDeal: true } },
  officePriceFlexibility: { params: { id: 2 }, body: { priceFlexibility: true } },
  publishOffice: { params: { id: 4 }, body: { offMarket: true } },
  unpublishOffice: { params: { id: 5 } },
  rejectOfficeVersion: { params: { id: 6 } },
  generateSeoDescription: { params: { id: 3 } },
  seoGenerationStatus: { params: { id: 3 } },
  updateSeoDescription: { params: { id: 3 }, body: { fr: '<p>fr</p>', en: '<p>en</p>' } },
  createInternalNote: { body: { office_id: 2, note: '<p>Call the host</p>' } },
  updateInternalNote: { params: { id: 21 }, body: { internal_note: { note: '<p>Edited</p>' } } },
  deleteInternalNote: { params: { id: 21 } },
  addBookmarkToUsers: { body: { office_id: 2, guest_ids: [3, 5] } },
  placeAutocomplete: { query: { q: 'Ly', lang: 'fr' } },
  placeDetails: { query: { placeId: DEFAULT_PLACE.placeId } },
  searchOffices: {
    query: {
      topLat: DEFAULT_PLACE.topLat,
      topLon: DEFAULT_PLACE.topLon,
      bottomLat: DEFAULT_PLACE.bottomLat,
      bottomLon: DEFAULT_PLACE.bottomLon,
      view: 'list',
      page: 1,
    },
  },
  seoLocations: { query: { slug: 'coworking' } },
  createSeoLocation: {
    body: {
      slug: 'coworking',
      city: 'Lyon',
      zipCode: null,
      poi: null,
      pages: { fr: page, en: page },
    },
  },
  updateSeoLocation: {
    params: { id: 1 },
    body: {
      slug: 'offices',
      city: 'Paris',
      zipCode: '75008',
      poi: null,
      pages: { fr: page, en: page },
    },
  },
  generateSeoLocationTexts: {
    body: { slug: 'coworking', city: 'Lyon', zipCode: '69003', poi: null },
  },
  activateSeoPages: { body: { ids: [1, 2] } },
  suspendSeoPages: { body: { ids: [1, 2] } },
  deleteFaq: { body: { frId: 11, enId: 21 } },
  saveFaq: {
    body: {
      data: [
        { pageId: 1, faqTitle: 'Questions fréquentes', faq: [{ title: 'Q', description: 'A' }] },
      ],
    },
  },
  users: { query: { userType: 'guest', orderType: 'desc' } },
  manageHost: {
    body: {
      email: 'host@example.com',
      email_confirmation: 'host@example.com',
      password: 'secret1',
      password_confirmation: 'secret1',
      userId: 2,
    },
  },
  user: { params: { id: 3 } },
  userHistory: { params: { id: 3 } },
  blockUser: { params: { id: 5 } },
  reviewUser: { params: { id: 3 } },
  confirmUser: { params: { id: 3 } },
  resetPassword: { params: { id: 2 } },
  // A managed host (even ids are hosts; every third of them is managed).
  handoverLink: { params: { id: 4 } },
  setUserPro: { params: { id: 2 }, body: { pro: true } },
  notifyBySms: { params: { id: 3 }, body: { notify_by_sms: true } },
  updatePhone: { params: { id: 3 }, body: { mobile_number: '612345678', mobile_prefix: '+33' } },
  createCrVisit: { params: { id: 3 }, body: makeCrVisitPayload() },
  addFavorites: { params: { id: 3 }, body: { office_ids: [12, 999] } },
  sendFavoritesEmail: { params: { id: 3 } },
  sendFavoritesSms: { params: { id: 3 } },
  deleteBookmark: { params: { id: 31 } },
  bookmarkNote: { body: { bookmark_id: 32, note: 'Likes the terrace' } },
  displaySections: { query: {} },
  addDisplayOffices: { body: { offices: '12, 15', section: 2 } },
  rearrangeDisplay: {
    body: { source: 1, target: 2, sourceOffices: [3, 5], targetOffices: [1, 12] },
  },
  removeDisplayOffice: { body: { sectionId: 1, officeId: 3 } },
  loginTwoFactor: { body: { challenge: 'mock-challenge', code: '123456' } },
  twoFactorEnrolStart: { body: { challenge: 'mock-challenge' } },
  twoFactorEnrolConfirm: { body: { challenge: 'mock-challenge', code: '123456' } },
  sessionActivity: {},
  sessions: {},
  endSession: { params: { id: 12 } },
  endOtherSessions: {},
  changePassword: { body: { currentPassword: 'demo1234', newPassword: 'a long new passphrase' } },
  twoFactorSetup: {},
  twoFactorConfirm: { body: { code: '123456' } },
  checkOneTimeLink: { body: { token: 'mock-6' } },
  setPassword: { body: { token: 'mock-6', password: 'a long new passphrase' } },
  staffList: {},
  inviteStaff: { body: { name: 'Jade Martin', email: 'jade.martin@example.com', role: 'csm' } },
  changeStaffRole: { params: { id: 3 }, body: { role: 'viewer' } },
  disableStaff: { params: { id: 5 } },
  enableStaff: { params: { id: 7 } },
  resetStaffPassword: { params: { id: 2 } },
  resetStaffTwoFactor: { params: { id: 2 } },
  securityEvents: { query: { kind: 'sign_in' } },
  requestNotes: { params: { id: 6 } },
  createRequestNote: { params: { id: 6 }, body: { body: 'Call @Léa Bernard back' } },
  // Note 903 is the signed-in person's; 901 is Léa's, which an Admin may delete.
  updateRequestNote: { params: { id: 903 }, body: { body: 'Call the host back' } },
  deleteRequestNote: { params: { id: 901 } },
  notifications: {},
  markNotificationRead: { params: { id: 801 }, body: { read: true } },
  markAllNotificationsRead: {},
  notificationPreferences: {},
  saveNotificationPreferences: {
    body: { preferences: [{ kind: 'moved', inApp: false, email: false }] },
  },
  savedViews: { query: { screen: 'requests' } },
  createSavedView: {
    body: { screen: 'users', name: 'Hosts', query: 'userType=host', shared: false },
  },
  updateSavedView: { params: { id: 1102 }, body: { name: 'Nobody owns these' } },
  deleteSavedView: { params: { id: 1102 } },
  setDefaultView: { body: { screen: 'requests', viewId: 1103 } },
};

describe('mock handlers', () => {
  it('have one handler per route, in table order', () => {
    const list = createHandlers();
    expect(list).toHaveLength(routeList.length);
    expect(list.map((h) => h.info.header)).toEqual(routeList.map((r) => `${r.method} *${r.path}`));
    expect(handlers).toHaveLength(routeList.length);
  });

  it('answer every route of the table with an answer its struct accepts', async () => {
    use(...createHandlers({ baseUrl: BASE, requireToken: true }));
    const answered: string[] = [];
    for (const route of routeList) {
      const options = SAMPLES[route.name as RouteName] as RawCallOptions;
      await client.call(route, options).then(
        () => answered.push(route.name),
        (error: ApiError) =>
          answered.push(`${route.name} failed: ${error.code} ${error.description}`),
      );
    }
    expect(answered).toEqual(routeList.map((r) => r.name));
    // 72 calls, one after the other, each validated twice: about 1 s on a quiet machine, 7 s
    // on a loaded one; the default 5 s would fail it for load, not for what it checks.
  }, 30_000);

  it('end a request by the domain rule, as the server: its step, then 409 with the rule’s words', async () => {
    use(...createHandlers({ baseUrl: BASE }));
    await client.call(routes.guestCancel, SAMPLES.guestCancel as RawCallOptions);
    const { request } = await client.call(routes.request, { params: { id: 1 } });
    expect(request.step).toBe(REQUEST_ENDINGS.guest.step);
    expect(request.withdrawal?.by).toBe('guest');
    const again = client.call(routes.hostDecline, {
      params: { id: 1 },
      body: { hostDeclinedReason: 0, hostDeclinedMessage: 'Déjà loué' },
    });
    await expect(again).rejects.toMatchObject({
      status: 409,
      code: 'conflict',
      description: ACTION_REASONS.alreadyWithdrawn,
    });
  });

  it('keep what a write changed for the next read', async () => {
    use(...createHandlers({ baseUrl: BASE }));
    const before = await client.call(routes.requestBoard);
    const cancelledBefore = before.columns.find((c) => c.key === 'cancelled')?.count ?? 0;
    await client.call(routes.guestCancel, SAMPLES.guestCancel as RawCallOptions);
    const { request } = await client.call(routes.request, { params: { id: 1 } });
    expect(request.isCancelled).toBe(true);
    const after = await client.call(routes.requestBoard);
    expect(after.columns.find((c) => c.key === 'cancelled')?.count).toBe(cancelledBefore + 1);
    expect(after.columns.map((c) => c.title)).toEqual([
      'Request received',
      'Meeting proposed',
      'Visit Scheduled',
      'Visit past',
      'Contract Start',
      'Contract Sent',
      'Contract Signed',
      'Cancelled',
    ]);
  });

  it('set a rank, then no rank (null), as the server does', async () => {
    use(...createHandlers({ baseUrl: BASE }));
    await client.call(routes.officeRank, { params: { id: 2 }, body: { rank: 3 } });
    expect((await client.call(routes.office, { params: { id: 2 } })).office.rank).toBe(3);
    await client.call(routes.officeRank, { params: { id: 2 }, body: { rank: null } });
    expect((await client.call(routes.office, { params: { id: 2 } })).office.rank).toBeNull();
  });

  it('filter and page the lists', async () => {
    use(...createHandlers({ baseUrl: BASE }));
    const firstPage = await client.call(routes.documents, { query: { perPage: 20 } });
    expect(firstPage).toMatchObject({ pages: 4, total: MOCK_SIZES.documents });
    expect(firstPage.documents).toHaveLength(20);
    const payouts = await client.call(routes.documents, { query: { type: 'payout' } });
    expect(payouts.documents.every((d) => d.type === 'payout')).toBe(true);
    const guests = await client.call(routes.users, { query: { userType: 'guest' } });
    expect(guests.users.every((u) => u.userType === 'guest' && u.bookmarks === undefined)).toBe(
      true,
    );
    const byHost = await client.call(routes.conversations, { query: { search: '.1001' } });
    expect(byHost.conversations.every((c) => c.host.id === 1001)).toBe(true);
    const pins = await client.call(routes.searchOffices, { query: { view: 'map' } });
    expect('pins' in pins && pins.pins).toHaveLength(MOCK_SIZES.offices);
    // The map's copy: the same answer as bytes, for its worker to read.
    const file = await downloadOfficeSearchPins(client, { publicationState: 1 });
    const read = JSON.parse(await file.text()) as { pins: unknown[]; resultCount: number };
    const published = await client.call(routes.searchOffices, {
      query: { view: 'map', publicationState: 1 },
    });
    expect(read).toEqual(published);
    expect(read.pins.length).toBeLessThan(MOCK_SIZES.offices);
    // Team size and budget as the server reads them: every office seats the team, and the
    // team's month (price × team size) is within the budget.
    const fitting = await client.call(routes.searchOffices, {
      query: { teamSize: 10, budget: 4000, view: 'list' },
    });
    const all = await client.call(routes.searchOffices, { query: { view: 'list' } });
    expect('offices' in fitting && 'offices' in all).toBe(true);
    if ('offices' in fitting && 'offices' in all) {
      expect(fitting.resultCount).toBeGreaterThan(0);
      expect(fitting.resultCount).toBeLessThan(all.resultCount);
      for (const o of fitting.offices) {
        expect(o.minCapacity ?? 1).toBeLessThanOrEqual(10);
        expect(o.capacity).toBeGreaterThanOrEqual(10);
        expect(o.price * 10).toBeLessThanOrEqual(4000);
      }
    }
    // Without a team size the budget counts the office's minimum seats.
    const byMinimum = await client.call(routes.searchOffices, {
      query: { budget: 1000, view: 'list' },
    });
    if ('offices' in byMinimum) {
      expect(byMinimum.resultCount).toBeGreaterThan(0);
      for (const o of byMinimum.offices) {
        expect(o.price * (o.minCapacity ?? 1)).toBeLessThanOrEqual(1000);
      }
    }
    use(...createHandlers({ baseUrl: BASE, requireToken: true }));
    const refused = await failure(downloadOfficeSearchPins(createApiClient({ baseUrl: BASE }), {}));
    expect(refused.status).toBe(401);
  });

  it('refuse a malformed query or body with validation_error, as the server does', async () => {
    use(...createHandlers({ baseUrl: BASE }));
    const response = await fetch(`${BASE}${routes.contracts.path}?perPage=7`);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: 'validation_error',
      fields: { perPage: expect.any(String) },
    });
    const bad = await fetch(`${BASE}/api/v2/csm/bookmarks/note`, {
      method: 'POST',
      body: JSON.stringify({ bookmarkId: 3, note: 'x' }),
    });
    expect(bad.status).toBe(422);
  });

  it('ask for the token when told to', async () => {
    use(...createHandlers({ baseUrl: BASE, requireToken: true }));
    const anonymous = createApiClient({ baseUrl: BASE });
    expect((await failure(anonymous.call(routes.refresh))).code).toBe('login_required');
    expect(await anonymous.call(routes.login, SAMPLES.login as RawCallOptions)).toMatchObject({
      token: 'mock-token-csm',
    });
  });

  it('are the same on every run', async () => {
    use(...createHandlers({ baseUrl: BASE }));
    const first = await client.call(routes.offices, { query: { perPage: 20 } });
    use(...createHandlers({ baseUrl: BASE, db: createMockDb() }));
    const second = await client.call(routes.offices, { query: { perPage: 20 } });
    expect(second).toEqual(first);
  });
});

describe('scenarios', () => {
  it('empty: lists without records', async () => {
    use(...createHandlers({ baseUrl: BASE, scenario: 'empty' }));
    expect(await client.call(routes.contracts)).toEqual({ pages: 1, total: 0, contracts: [] });
    const board = await client.call(routes.requestBoard);
    expect(board.total).toBe(0);
    expect(board.columns.every((c) => c.count === 0 && c.requests.length === 0)).toBe(true);
    expect((await failure(client.call(routes.request, { params: { id: 1 } }))).code).toBe(
      'not_found',
    );
  });

  it('the board sends cards, finds an id whatever the dates, refuses a start after the end', async () => {
    use(...createHandlers({ baseUrl: BASE }));
    const old = await client.call(routes.requestBoard, {
      query: { startDate: '2000-01-01', endDate: '2000-01-02', search: '#3' },
    });
    expect(old.total).toBe(1);
    const card = old.columns.flatMap((c) => c.requests)[0]!;
    expect(Object.keys(card).sort()).toEqual(
      [
        'amount',
        'assignee',
        'guest',
        'host',
        'id',
        'requestDate',
        'stageSince',
        'visitDate',
      ].sort(),
    );
    const refused = await failure(
      client.call(routes.requestBoard, {
        query: { startDate: '2026-03-10', endDate: '2026-03-01' },
      }),
    );
    expect(refused.code).toBe('validation_error');
    const dump = await client.call(routes.dumpRequests, { query: { search: '#3' } });
    expect(dump.message).toBe('The export of 1 requests is ready.');
    const file = await client.download(dump.link);
    expect(await file.blob.text()).toMatch(/^"id","requestDate"/);
  });

  it('empty on one route only', async () => {
    use(...createHandlers({ baseUrl: BASE, scenarios: { users: 'empty' } }));
    expect((await client.call(routes.users)).total).toBe(0);
    expect((await client.call(routes.contracts)).total).toBe(MOCK_SIZES.contracts);
  });

  // The message the back-office shows for each error scenario (operations §8).
  const messages: [MockErrorCode, string][] = [
    ['no_input_data', '400 error: form invalid'],
    ['validation_error', 'Error in validation'],
    ['wrong_key', ''],
    ['login_required', 'Need to login'],
    ['invalid_login', 'Login invalid!'],
    ['not_found', 'Nothing here'],
    ['conflict', 'This changed meanwhile'],
    ['already_sent', 'Sent at 10:02 by Léa Bernard. Send again?'],
    [
      'edit_conflict',
      'Léa Bernard saved the FAQ on 16/03/2026 10:02, after you began editing. Your text is kept: see their version, or save over it.',
    ],
    ['idempotency_key_reused', 'This key was used for another call'],
    ['idempotency_key_invalid', 'The key is not usable'],
    ['rate_limited', 'Too many calls'],
    // A role that may not is told why; an ended session only goes to sign-in.
    ['forbidden', 'Viewers cannot change records.'],
    ['session_idle', ''],
    ['session_expired', ''],
    ['session_revoked', ''],
    ['two_factor_invalid', 'This code is not right'],
    ['challenge_expired', 'This sign-in has expired'],
    ['link_invalid', 'This link has expired or was already used'],
    ['database_unavailable', 'The database cannot be reached'],
    ['not_ready', 'The server is not ready'],
    ['storage_unavailable', 'The file storage cannot be reached'],
    ['http_400', 'Bad request!'],
    ['http_401', 'No authorization'],
    ['http_404', 'API Page not found!'],
    ['http_500', 'Error server!'],
    ['invalid_status', 'Invalid status!'],
    ['network', 'Invalid status!'],
  ];

  it('covers every error scenario', () => {
    expect(messages.map(([code]) => code).sort()).toEqual(Object.keys(MOCK_ERRORS).sort());
  });

  it.each(messages)('error %s shows %j', async (code, message) => {
    use(...createHandlers({ baseUrl: BASE, scenarios: { office: { error: code } } }));
    const error = await failure(client.call(routes.office, { params: { id: 2 } }));
    expect(error.message).toBe(message);
    expect(
      (await client.call(routes.office, { params: { id: 3 } }).catch(() => null)) === null,
    ).toBe(true);
    expect(await client.call(routes.offices)).toHaveProperty('offices');
  });

  it('errorHandler overrides one route in front of the others', async () => {
    use(errorHandler('refresh', 'wrong_key', BASE), ...createHandlers({ baseUrl: BASE }));
    expect((await failure(client.call(routes.refresh))).sessionEnded).toBe('wrong_key');
  });

  it('slow: answers after the delay', async () => {
    use(...createHandlers({ baseUrl: BASE, scenario: 'slow', slowMs: 120 }));
    const start = Date.now();
    await client.call(routes.refresh);
    expect(Date.now() - start).toBeGreaterThanOrEqual(100);
  });

  it('loading: never answers', async () => {
    use(...createHandlers({ baseUrl: BASE, scenarios: { refresh: 'loading' } }));
    expect((await failure(client.call(routes.refresh, { timeoutMs: 50 }))).code).toBe('timeout');
  });

  it('SEO generation: pending, then done with the description, the office left as it was', async () => {
    use(...createHandlers({ baseUrl: BASE }));
    const { generateSeoDescription } = await import('../client/seoGeneration');
    const before = (await client.call(routes.office, { params: { id: 3 } })).office;
    const answer = await generateSeoDescription(client, 3, { pollIntervalMs: 1 });
    expect(answer.status).toBe('done');
    expect(answer.seoDescription?.fr).toContain(before.title.fr);
    const { office } = await client.call(routes.office, { params: { id: 3 } });
    expect(office.seoDescription).toEqual(before.seoDescription);
  });
});

describe('analytics downloads', () => {
  it('lists the searches of a range, both days included, and none outside it', async () => {
    use(...createHandlers({ baseUrl: BASE }));
    const { downloadSearchAnalytics } = await import('../endpoints/downloads');
    const lines = async (minDate: string, maxDate: string) =>
      (await (await downloadSearchAnalytics(client, { minDate, maxDate })).blob.text())
        .trimEnd()
        .split('\n');
    // One search every 7 hours back from the reference date (16/03/2026 10:00 in Paris).
    const week = await lines('2026-03-09', '2026-03-16');
    expect(week[0]).toMatch(/^"Id","Date","Time \(Paris\)","Source","Place","Results","q",/);
    expect(week.length - 1).toBeGreaterThan(20);
    // Paris days as the spec shows them, within the range.
    for (const line of week.slice(1))
      expect(line).toMatch(/^"\d+","(09|1\d)\/03\/2026","\d\d:\d\d",/);
    expect(await lines('2025-01-01', '2025-01-31')).toHaveLength(1);
  });
});

describe('list CSV downloads (format=csv), as the server answers them', () => {
  it('writes every matching contract with the table’s columns, not only a page', async () => {
    use(...createHandlers({ baseUrl: BASE }));
    const page = await client.call(routes.contracts, { query: { status: 'active', perPage: 20 } });
    const file = await downloadListCsv(client, routes.contracts, {
      status: 'active',
      page: 2,
      perPage: 20,
    });
    expect(file.filename).toBe('contracts-2026-03-16.csv');
    expect(file.contentType).toBe('text/csv');
    const lines = (await file.blob.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(listHeaders(CONTRACT_COLUMNS).join(','));
    expect(lines).toHaveLength(page.total + 1);
    expect(page.total).toBeGreaterThan(20);
  });

  it('writes every SEO location of an unpaged list, and users as filtered', async () => {
    use(...createHandlers({ baseUrl: BASE }));
    const csvLines = async (file: { blob: Blob }) =>
      (await file.blob.text())
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
    const seo = await client.call(routes.seoLocations, { query: { slug: 'coworking' } });
    const seoFile = await downloadListCsv(client, routes.seoLocations, { slug: 'coworking' });
    expect(seoFile.filename).toBe('seo-location-pages-2026-03-16.csv');
    const seoLines = await csvLines(seoFile);
    expect(seoLines[0]).toBe(listHeaders(SEO_LOCATION_COLUMNS).join(','));
    expect(seoLines.slice(1).map((line) => line.split(',')[0])).toEqual(
      seo.seoLocations.map((l) => l.displayTitle),
    );
    const hosts = await client.call(routes.users, { query: { userType: 'host', perPage: 20 } });
    const usersFile = await downloadListCsv(client, routes.users, { userType: 'host' });
    const userLines = await csvLines(usersFile);
    expect(userLines[0]).toBe(listHeaders(USER_COLUMNS).join(','));
    expect(userLines).toHaveLength(hosts.total + 1);
    // The type in words, as the list's cell says it.
    expect(userLines.slice(1).every((line) => line.startsWith('Host,'))).toBe(true);
  });

  it('refuses format=csv on a route that is no list (every list has its CSV now)', async () => {
    use(...createHandlers({ baseUrl: BASE }));
    // The request board is filtered like a list but is no list: it has no `format`.
    const route = routes.requestBoard;
    expect(listCsvOf(route.name)).toBeNull();
    const response = await fetch(`${BASE}${route.path}?format=csv`);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { fields: object }).fields).toHaveProperty('format');
  });
});
