import { describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  buildPath,
  isApiPath,
  matchRoute,
  pathParamNames,
  routeList,
  routes,
} from './routes';
import { noteRoutes } from './routes/notes';
import { viewRoutes } from './routes/views';
import { displayRoutes } from './routes/display';
import { healthRoutes } from './routes/health';
import { officeRoutes } from './routes/offices';
import { recordRoutes } from './routes/records';
import { requestRoutes } from './routes/requests';
import { seoRoutes } from './routes/seo';
import { staffRoutes } from './routes/staff';
import { userRoutes } from './routes/users';

/**
 * operations.md §7, row by row ({id} written :id). The publication row lists four calls:
 * publish, unpublish, reject, and publish with the off-market flag (same path as publish).
 */
const OPERATIONS_CALLS = [
  'POST /api/v2/csm/login',
  'GET /api/v2/refresh',
  'GET /api/v2/csm/requests',
  'GET /api/v2/csm/requests/:id',
  'GET /api/v2/requests/:id/contract',
  'GET /api/v2/csm/requests/dump_requests',
  'PATCH /api/v2/csm/requests/:id/guest_cancel',
  'PATCH /api/v2/csm/requests/:id/host_decline',
  'POST /api/v2/csm/meetings',
  'POST /api/v2/csm/meetings/schedule_meeting',
  'PATCH /api/v2/csm/meetings/:id/accept_appointment',
  'GET /api/v2/contracts',
  'GET /api/v2/csm/conversations',
  'GET /api/v2/csm/conversations/:id/chat_messages',
  'PUT /api/v2/csm/conversations/:id/update_read_by_csm',
  'GET /api/v2/csm/documents',
  'GET /api/v2/csm/analytics/dump_search_analytics',
  'GET /api/v2/csm/analytics/dump_office_analytics',
  'GET /api/v2/csm/offices',
  'GET /api/v2/csm/offices/:id',
  'PATCH /api/v2/csm/offices/:id/rank',
  'PATCH /api/v2/csm/offices/:id/best_deal',
  'PATCH /api/v2/csm/offices/:id/update_price_flexibility',
  'PATCH /api/v2/csm/offices/:id/publish',
  'PATCH /api/v2/csm/offices/:id/unpublish',
  'PATCH /api/v2/csm/offices/:id/reject',
  'PUT /api/v2/csm/offices/:id/seo',
  'PATCH /api/v2/csm/offices/:id/update_seo',
  'POST /api/v2/csm/internal_notes',
  'PATCH /api/v2/csm/internal_notes/:id',
  'DELETE /api/v2/csm/internal_notes/:id',
  'POST /api/v2/csm/bookmarks/add_bookmark_to_users',
  'GET /api/v2/gmap_locations/auto_complete_api',
  'GET /api/v2/csm/searches/offices',
];

/**
 * people-and-content.md §7 (methods from the spec, paths from api-contract.md), plus the
 * SEO location create and update that api-contract.md adds for the edit modal.
 */
const PEOPLE_AND_CONTENT_CALLS = [
  'GET /api/v2/csm/seo_locations',
  'POST /api/v2/csm/seo_locations',
  'PUT /api/v2/csm/seo_locations/:id',
  'POST /api/v2/csm/seo_pages/activate',
  'POST /api/v2/csm/seo_pages/suspend',
  'POST /api/v2/csm/seo_pages/delete_faq',
  'POST /api/v2/csm/seo_pages/save_faq',
  'GET /api/v2/csm/users',
  'PATCH /api/v2/csm/users/:id/block',
  'PATCH /api/v2/csm/users/:id/under_review',
  'PATCH /api/v2/csm/users/:id/confirm',
  'GET /api/v2/csm/users/:id/reset_password',
  'PATCH /api/v2/csm/users/:id/pro',
  'PATCH /api/v2/csm/users/:id/notify_by_sms',
  'POST /api/v2/csm/users/manage_host',
  'PATCH /api/v2/csm/users/:id/phone',
  'GET /api/v2/csm/users/:id',
  // "Get office" is the office detail of operations §7.
  'GET /api/v2/csm/offices/:id',
  'POST /api/v2/csm/users/:id/contact_requests',
  'POST /api/v2/csm/users/:id/bookmarks',
  'GET /api/v2/csm/users/:id/bookmarks/send_email',
  'POST /api/v2/csm/users/:id/bookmarks/send_sms',
  'DELETE /api/v2/csm/bookmarks/:id',
  'POST /api/v2/csm/bookmarks/note',
  'GET /api/v2/csm/office_display',
  'POST /api/v2/csm/office_display/add',
  'POST /api/v2/csm/office_display/rearrange',
  'POST /api/v2/csm/office_display/remove',
];

/** Routes this package adds where the spec is silent (see the route table's doc comment). */
const DECIDED_HERE = [
  'GET /api/v2/health',
  // Readiness for balancers and orchestrators (health is liveness).
  'GET /api/v2/ready',
  'GET /api/v2/csm/offices/:id/seo',
  'GET /api/v2/gmap_locations/place_details',
  'GET /api/v2/contracts/:id/pdf',
  'GET /api/v2/csm/documents/:id/pdf',
  'POST /api/v2/csm/logout',
  'POST /api/v2/csm/seo_locations/generate',
  'GET /api/v2/csm/requests/dump_requests/:id',
  // A generated file (the request dump), from the database every server reads.
  'GET /api/v2/csm/files/:fileId',
  'GET /api/v2/csm/requests/:id/history',
  'GET /api/v2/csm/offices/:id/history',
  'GET /api/v2/csm/users/:id/history',
  // Copy Link makes the handover link when asked: the list holds no token.
  'POST /api/v2/csm/users/:id/handover_link',
  // Staff who are who they are (sign-in's second factor, sessions, passwords,
  // one-time links, staff accounts and the Security log).
  'POST /api/v2/csm/login/two_factor',
  'POST /api/v2/csm/login/two_factor/enrol',
  'POST /api/v2/csm/login/two_factor/enrol/confirm',
  'POST /api/v2/csm/sessions/activity',
  'GET /api/v2/csm/sessions',
  'DELETE /api/v2/csm/sessions/:id',
  'POST /api/v2/csm/sessions/end_others',
  'POST /api/v2/csm/password',
  'POST /api/v2/csm/two_factor/setup',
  'POST /api/v2/csm/two_factor/confirm',
  'POST /api/v2/csm/one_time_links/check',
  'POST /api/v2/csm/one_time_links/set_password',
  'GET /api/v2/csm/staff',
  'POST /api/v2/csm/staff',
  'PATCH /api/v2/csm/staff/:id/role',
  'POST /api/v2/csm/staff/:id/disable',
  'POST /api/v2/csm/staff/:id/enable',
  'POST /api/v2/csm/staff/:id/reset_password',
  'POST /api/v2/csm/staff/:id/reset_two_factor',
  'GET /api/v2/csm/security_events',
  // A team on one board: who owns each request (Take, Assign to…), among the active staff.
  'PUT /api/v2/csm/requests/:id/assignee',
  'GET /api/v2/csm/team',
  // Who is here: a heartbeat relayed over the live channel, stored nowhere.
  'POST /api/v2/csm/presence',
  // The board's "Waiting too long" thresholds: read by all, set by an Admin.
  'GET /api/v2/csm/settings/stage_thresholds',
  'PUT /api/v2/csm/settings/stage_thresholds',
  // Handover: staff notes on a request with @mentions, and each person's inbox.
  'GET /api/v2/csm/requests/:id/notes',
  'POST /api/v2/csm/requests/:id/notes',
  'PATCH /api/v2/csm/request_notes/:id',
  'DELETE /api/v2/csm/request_notes/:id',
  'GET /api/v2/csm/notifications',
  'PUT /api/v2/csm/notifications/:id/read',
  'POST /api/v2/csm/notifications/read_all',
  'GET /api/v2/csm/notifications/preferences',
  'PUT /api/v2/csm/notifications/preferences',
  // Saved views, and a selection's "Select all N matching" is a list's format=ids.
  'GET /api/v2/csm/views',
  'POST /api/v2/csm/views',
  'PATCH /api/v2/csm/views/:id',
  'DELETE /api/v2/csm/views/:id',
  'PUT /api/v2/csm/views/default',
  'PUT /api/v2/csm/conversations/:id/unread_by_csm',
];

const inTable = new Set(routeList.map((r) => `${r.method} ${r.path}`));

describe('route table', () => {
  it.each(OPERATIONS_CALLS)('has the operations.md §7 call %s', (call) => {
    expect(inTable.has(call)).toBe(true);
  });

  it.each(PEOPLE_AND_CONTENT_CALLS)('has the people-and-content.md §7 call %s', (call) => {
    expect(inTable.has(call)).toBe(true);
  });

  it('has nothing the specs or the decisions above do not name', () => {
    const known = new Set([...OPERATIONS_CALLS, ...PEOPLE_AND_CONTENT_CALLS, ...DECIDED_HERE]);
    expect([...inTable].filter((call) => !known.has(call))).toEqual([]);
    expect(routeList.length).toBe(known.size);
  });

  it('names each route after its key and lists each method and path once', () => {
    for (const [key, route] of Object.entries(routes)) expect(route.name).toBe(key);
    expect(inTable.size).toBe(routeList.length);
  });

  it('puts every route under the API prefix', () => {
    for (const route of routeList) expect(route.path.startsWith(`${API_PREFIX}/`)).toBe(true);
  });

  it('gives a body struct to the calls the spec sends a payload with, and to no GET', () => {
    for (const route of routeList) {
      if (route.method === 'GET' || route.method === 'DELETE') expect(route.body).toBeNull();
    }
    const withoutBody = routeList
      .filter((r) => r.method !== 'GET' && r.method !== 'DELETE' && r.body === null)
      .map((r) => r.name);
    expect(withoutBody.sort()).toEqual(
      [
        'blockUser',
        'confirmUser',
        'disableStaff',
        'enableStaff',
        'endOtherSessions',
        'generateSeoDescription',
        'handoverLink',
        'logout',
        'resetStaffPassword',
        'resetStaffTwoFactor',
        'sessionActivity',
        'twoFactorSetup',
        'markConversationRead',
        'markConversationUnread',
        'markAllNotificationsRead',
        'rejectOfficeVersion',
        'reviewUser',
        'sendFavoritesSms',
        'unpublishOffice',
      ].sort(),
    );
  });

  it('needs the bearer token everywhere but health, readiness, the sign-in and the one-time links', () => {
    expect(routeList.filter((r) => !r.auth).map((r) => r.name)).toEqual([
      'health',
      'ready',
      'login',
      'loginTwoFactor',
      'twoFactorEnrolStart',
      'twoFactorEnrolConfirm',
      'checkOneTimeLink',
      'setPassword',
    ]);
    for (const route of routeList) expect(route.auth).toBe(route.permission !== 'public');
  });

  it('says who may call each route, and keeps staff and the Security log to Admins', () => {
    const by = (permission: string) =>
      routeList.filter((r) => r.permission === permission).map((r) => r.name);
    expect(by('admin')).toEqual([
      'saveStageThresholds',
      'staffList',
      'inviteStaff',
      'changeStaffRole',
      'disableStaff',
      'enableStaff',
      'resetStaffPassword',
      'resetStaffTwoFactor',
      'securityEvents',
    ]);
    expect(by('export').sort()).toEqual(
      [
        'dumpRequests',
        'generatedFile',
        'officeAnalyticsCsv',
        'requestDumpFile',
        'searchAnalyticsCsv',
      ].sort(),
    );
    // A call that changes records needs `write` (or `admin`), never `read` alone.
    for (const route of routeList.filter((r) => r.write !== null))
      expect(['write', 'admin'], route.name).toContain(route.permission);
  });

  it('gives SEO generation its 3-minute timeout and downloads their file type', () => {
    expect(routes.generateSeoDescription.timeoutMs).toBe(180_000);
    expect(routes.searchAnalyticsCsv.accept).toBe('text/csv');
    expect(routes.officeAnalyticsCsv.answerKind).toBe('file');
    expect(routes.contractPdf.accept).toBe('application/pdf');
    expect(routes.requestBoard.answerKind).toBe('json');
  });

  it('lists a literal path before a parameterised one it would otherwise match', () => {
    for (const route of routeList) {
      const concrete = buildPath(
        route.path,
        Object.fromEntries(pathParamNames(route.path).map((n) => [n, 1])),
      );
      expect(matchRoute(route.method, concrete)?.route.name).toBe(route.name);
    }
    expect(matchRoute('GET', '/api/v2/csm/requests/dump_requests')?.route.name).toBe(
      'dumpRequests',
    );
    expect(matchRoute('GET', '/api/v2/csm/requests/42')).toEqual({
      route: routes.request,
      params: { id: '42' },
    });
    expect(matchRoute('GET', '/api/v2/nowhere')).toBeNull();
  });

  it('fills path parameters and encodes them', () => {
    expect(buildPath('/api/v2/csm/requests/:id', { id: 'a b' })).toBe('/api/v2/csm/requests/a%20b');
    expect(buildPath(routes.health.path)).toBe('/api/v2/health');
  });

  it('refuses a missing path parameter', () => {
    expect(() => buildPath('/api/v2/csm/requests/:id')).toThrow('Missing path parameter "id"');
  });

  it('recognises API paths', () => {
    expect(isApiPath('/api/v2/health')).toBe(true);
    expect(isApiPath('/api/other')).toBe(true);
    expect(isApiPath('/requests')).toBe(false);
  });
});

describe('the table assembled from its areas', () => {
  it('takes every route of every area once: no area names a route another one has', () => {
    const areas = [
      healthRoutes,
      staffRoutes,
      requestRoutes,
      recordRoutes,
      officeRoutes,
      seoRoutes,
      userRoutes,
      displayRoutes,
      noteRoutes,
      viewRoutes,
    ];
    const names = areas.flatMap((area) => Object.keys(area));
    expect(routeList.map((route) => route.name)).toEqual(names);
  });
});

describe('one place for paths', () => {
  it('writes no /api/v2 path outside the route table in this package', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const path = await import('node:path');
    const root = path.dirname(new URL(import.meta.url).pathname);
    const files = (await readdir(root, { recursive: true })).filter(
      (f) =>
        /\.(ts|tsx)$/.test(f) &&
        !/\.test\.tsx?$/.test(f) &&
        f !== 'routes.ts' &&
        f !== path.join('routes', 'define.ts'),
    );
    const offenders: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(root, file), 'utf8');
      if (/['"`]\/api\/v2/.test(text)) offenders.push(file);
    }
    expect(files.length).toBeGreaterThan(5);
    expect(offenders).toEqual([]);
  });
});
