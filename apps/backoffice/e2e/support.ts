import fs from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { buildPath, routes, TOKEN_STORAGE_KEY } from '@backoffice/api';
import type { OfficeAnswer, RequestBoardAnswer, UserAnswer } from '@backoffice/api';
import {
  ACTION_REASONS,
  addDaysToDay,
  hasSettledMeeting,
  isInPast,
  parisToday,
} from '@backoffice/domain';
import type {
  BoardColumnKey,
  ContactRequest,
  Office,
  OfficeListItem,
  User,
} from '@backoffice/domain';
import { expect, test } from './fixtures';

/** The demo staff account the server seeds (README: DEMO_EMAIL / DEMO_PASSWORD). */
export const DEMO = {
  email: process.env.DEMO_EMAIL || 'csm@example.com',
  password: process.env.DEMO_PASSWORD || 'demo1234',
};

/** Signs in through the API and answers the bearer token. */
export async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(routes.login.path, { data: DEMO });
  if (response.status() !== 200) throw new Error(`Sign-in answered ${response.status()}`);
  return ((await response.json()) as { token: string }).token;
}

/** This worker's last token (see `sessionToken`). */
let workerToken: string | undefined;

/**
 * A token that opens a session now: this worker's last one while the server still takes it
 * (its refresh call answers 200), else a new sign-in. A sign-in checks the password with scrypt,
 * the slowest call of a test's preamble (about 0.7 s on a loaded machine); the tests of a worker
 * share one session unless one of them logs out (which revokes it: the next test signs in anew).
 */
export async function sessionToken(request: APIRequestContext): Promise<string> {
  if (workerToken) {
    const check = await request.get(routes.refresh.path, {
      headers: { Authorization: `Bearer ${workerToken}` },
    });
    if (check.status() === 200) return workerToken;
  }
  workerToken = await apiToken(request);
  return workerToken;
}

/** Stores a session's token in the page's storage (its origin's), where the app reads it. */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    TOKEN_STORAGE_KEY,
    token,
  ] as const);
}

/**
 * Stores a session's token as the login screen would, so that the test's next `page.goto`
 * opens the app signed in. The page is left on the API's health answer: a document of the app's
 * origin (where its localStorage lives) that loads none of the app, which then loads once, at
 * the test's own first page (opening /login here loaded it twice a test).
 */
export async function signInWithToken(page: Page, request: APIRequestContext): Promise<string> {
  const token = await sessionToken(request);
  await page.goto(routes.health.path);
  await storeToken(page, token);
  return token;
}

/** The session a spec file's tests start in (see `signInBeforeEach`). */
export interface SignedIn {
  /** The token of the running test's session. */
  readonly token: string;
  /** The header that carries it, for the spec's own API calls. */
  auth(): { Authorization: string };
  /** A GET of the API with the session's token, which must answer 200: its JSON. */
  get<T>(request: APIRequestContext, path: string, params?: object): Promise<T>;
  /** A list route's reader: its answer (`get`) for some filters, none by default. */
  list<T, Query extends object>(
    path: string,
  ): (request: APIRequestContext, query?: Query) => Promise<T>;
  /** An office as the server holds it now. */
  office(request: APIRequestContext, id: number): Promise<Office>;
  /** A user (host or guest) as the server holds them now. */
  user(request: APIRequestContext, id: number): Promise<User>;
}

/**
 * The preamble of a spec file whose tests all start signed in: before each test, the page
 * holds a session's token (`signInWithToken`). `timeout` is each test's own where it loads the
 * app several times (on a loaded 2-core CI machine one load can take 20 s).
 */
export function signInBeforeEach({ timeout }: { timeout?: number } = {}): SignedIn {
  if (timeout) test.describe.configure({ timeout });
  let token = '';
  test.beforeEach(async ({ page, request }) => {
    token = await signInWithToken(page, request);
  });
  const auth = () => ({ Authorization: `Bearer ${token}` });
  async function get<T>(request: APIRequestContext, path: string, params: object = {}) {
    const response = await request.get(path, {
      params: params as Record<string, string | number | boolean>,
      headers: auth(),
    });
    expect(response.status(), `GET ${path}`).toBe(200);
    return (await response.json()) as T;
  }
  return {
    get token() {
      return token;
    },
    auth,
    get,
    list: (path) => (request, query) => get(request, path, query),
    office: async (request, id) =>
      (await get<OfficeAnswer>(request, buildPath(routes.office.path, { id }))).office,
    user: async (request, id) =>
      (await get<UserAnswer>(request, buildPath(routes.user.path, { id }))).user,
  };
}

/**
 * Presses a list's "Download CSV" and reads the browser download: its file name and its lines
 * (without the byte-order mark), the first being the header.
 */
export async function downloadListCsv(page: Page): Promise<{ filename: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const lines = fs
    .readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  return { filename: download.suggestedFilename(), lines };
}

/**
 * A page load downloads the screen's code, checks the session and asks for its data: on a
 * loaded 2-core CI machine that can take far longer than one step's 15 s.
 */
export const LOAD = { timeout: 45_000 };

/** The toast (an alert or a status) that says `message`. */
export const toast = (page: Page, message: string | RegExp) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: message }).first();

/** Chooses an option of a select, found by its label (its button's name ends with it). */
export async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`${select}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens a contact request's page and waits for its heading (a first load: LOAD's wait). */
export async function openRequest(page: Page, id: number): Promise<void> {
  await page.goto(`/requests/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Request ${id}` })).toBeVisible(LOAD);
}

/** Opens an action of a request's side column (its form shows in place): the form. */
export async function openAction(page: Page, name: string): Promise<Locator> {
  const actions = page.getByRole('complementary', { name: 'Actions' });
  await actions.getByRole('button', { name, exact: true }).click();
  return actions.getByRole('group', { name, exact: true });
}

/**
 * On a cancelled or declined request's page: its four actions are each still shown, disabled,
 * the reason read with them. Answers the side column of the actions.
 */
export async function expectActionsClosed(page: Page): Promise<Locator> {
  const actions = page.getByRole('complementary', { name: 'Actions' });
  for (const name of [
    'Propose a meeting',
    'Schedule a visit',
    'Cancel as guest',
    'Decline as host',
  ]) {
    const action = actions.getByRole('button', { name: new RegExp(`^${name}`) });
    await expect(action).toBeVisible(LOAD);
    await expect(action).toBeDisabled();
    await expect(action).toHaveAccessibleDescription(ACTION_REASONS.alreadyWithdrawn);
  }
  return actions;
}

/** In a cancellation's form: chooses the general reason "Project postponed" in its Reason list. */
export async function chooseProjectPostponed(page: Page, form: Locator): Promise<void> {
  await form.getByRole('button', { name: /Reason/ }).click();
  await page
    .getByRole('group', { name: 'General reasons' })
    .getByRole('option', { name: 'Project postponed', exact: true })
    .click();
}

/**
 * Picks offices for tests, each once, from a pool `read` gives on the first pick (the first 1,000,
 * newest first): to find one in each state without two tests writing the same office.
 */
export function officePicker(read: (request: APIRequestContext) => Promise<OfficeListItem[]>) {
  let pool: OfficeListItem[] = [];
  const used = new Set<number>();
  return async (
    request: APIRequestContext,
    rule: (o: OfficeListItem) => boolean,
  ): Promise<OfficeListItem> => {
    if (pool.length === 0) pool = await read(request);
    const found = pool.find((o) => rule(o) && !used.has(o.id));
    if (!found) throw new Error('No office fits');
    used.add(found.id);
    return found;
  };
}

/** The list screens' names: their grid's, their filters' and a row's, one and many. */
const LIST_NAMES = {
  contracts: ['Contracts', 'Contract filters', 'contract', 'contracts'],
  conversations: ['Conversations', 'Conversation filters', 'conversation', 'conversations'],
  documents: ['Documents', 'Document filters', 'document', 'documents'],
  offices: ['Offices', 'Office filters', 'office', 'offices'],
  seo: ['SEO location pages', 'SEO page filters', 'location', 'locations'],
  users: ['Users', 'User filters', 'user', 'users'],
} as const;

/**
 * A list screen's parts (`ListLayout`, the one list pattern): its grid, `shown` once loaded;
 * the result line of its filters; `named`, a count as that line words it ("1 office",
 * "1,234 offices"); `rowIds`, the ids of the rows in the DOM, in order (the id is each row's
 * header cell; the table draws only the rows in view, about 20); its search box, and
 * `search`, which types a text there and presses Enter; `searchHostileTexts` (below).
 */
export function listScreen(list: keyof typeof LIST_NAMES) {
  const [gridName, filtersName, one, many] = LIST_NAMES[list];
  const grid = (page: Page) => page.getByRole('grid', { name: gridName });
  const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
  const search = async (page: Page, text: string) => {
    await searchBox(page).fill(text);
    await searchBox(page).press('Enter');
  };
  return {
    grid,
    shown: (page: Page) => expect(grid(page)).toBeVisible(LOAD),
    resultLine: (page: Page) => page.getByRole('search', { name: filtersName }).getByRole('status'),
    named: (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`,
    rowIds: async (page: Page) =>
      (await grid(page).getByRole('rowheader').allTextContents()).map(Number),
    searchBox,
    search,
    /**
     * Types hostile texts into the search box (a megabyte, SQL, HTML with a script, LIKE
     * wildcards): each finds no row, none makes the list fail to load, none runs.
     */
    searchHostileTexts: async (page: Page) => {
      for (const text of [
        'x'.repeat(1024 * 1024),
        `' OR 1=1; DROP TABLE ${many}; --`,
        '<img src=x onerror="document.title=`pwned`"><script>alert(1)</script>',
        '%_\\',
      ]) {
        await search(page, text);
        await expect(
          page.getByRole('heading', { name: `No ${many} match these filters` }),
        ).toBeVisible();
        await expect(
          page.getByRole('heading', { name: `The ${many} could not be loaded` }),
        ).toHaveCount(0);
      }
      expect(await page.title()).not.toBe('pwned');
    },
  };
}

/** The server errors (5xx) the page is answered from now on, one line each: status and URL. */
export function serverErrors(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
  });
  return failures;
}

/** Presses Tab until `target` has the focus, `most` times at most (the test then says where). */
export async function tabTo(page: Page, target: Locator, most = 40): Promise<void> {
  for (let i = 0; i < most && !(await target.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
}

/**
 * Presses Tab until the focus is in a grid's `row` (the grid's one tab stop is a cell), then
 * Home, which moves it to the row itself: the row must then have the focus.
 */
export async function tabIntoRow(page: Page, row: Locator): Promise<void> {
  for (let i = 0; i < 20 && !(await row.evaluate((el) => el.contains(document.activeElement))); i++)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Home');
  await expect(row).toBeFocused();
}

/** Signs in through the login screen, by keyboard. */
export async function signInWithForm(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.keyboard.press('Enter');
}

/**
 * Requests of the seeded data in one board column (the board call with the widest dates), each
 * read in full through its own call: the board's answer has the cards' fields only.
 */
export async function allRequests(
  request: APIRequestContext,
  token: string,
  column: BoardColumnKey = 'request_received',
  limit = 30,
): Promise<ContactRequest[]> {
  const response = await request.get(routes.requestBoard.path, {
    params: { startDate: '2000-01-01', endDate: '2100-12-31' },
    headers: { Authorization: `Bearer ${token}` },
  });
  const board = (await response.json()) as RequestBoardAnswer;
  const cards = board.columns.find((c) => c.key === column)?.requests ?? [];
  return Promise.all(cards.slice(0, limit).map((card) => fetchRequest(request, token, card.id)));
}

/** A request's own call (the action tests check what the server kept). */
export async function fetchRequest(
  request: APIRequestContext,
  token: string,
  id: number,
): Promise<ContactRequest> {
  const response = await request.get(buildPath(routes.request.path, { id }), {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { request: ContactRequest }).request;
}

/** Requests that are open for every action: received, not cancelled, no meeting yet. */
export function freshRequests(requests: ContactRequest[]): ContactRequest[] {
  return requests.filter(
    (r) =>
      r.step === 'request_received' &&
      !r.isCancelled &&
      !r.contractSigned &&
      r.meetingsProposed.length === 0,
  );
}

/** A request with a proposed, future slot that can be accepted at its step. */
export function acceptableRequest(
  requests: ContactRequest[],
  step: 'request_received' | 'meeting_proposed',
  exclude: number[] = [],
): ContactRequest {
  const now = new Date();
  const found = requests.find(
    (r) =>
      r.step === step &&
      !exclude.includes(r.id) &&
      !r.isCancelled &&
      !hasSettledMeeting(r) &&
      r.meetingsProposed.some((m) =>
        m.appointments.some((a) => a.state === 'proposed' && !isInPast(a.proposedDate, now)),
      ),
  );
  if (!found) throw new Error(`The demo data has no request at ${step} with a future slot`);
  return found;
}

/** A Paris day `days` from today as the date segments want it typed: dd, MM, yyyy. */
export function typedDay(days: number): { typed: string; iso: string } {
  const iso = addDaysToDay(parisToday(new Date()), days);
  const [y, m, d] = iso.split('-');
  return { typed: `${d}${m}${y}`, iso };
}

/**
 * What a date or time field shows, as read: its segments' text without the Unicode isolation
 * marks React Aria puts around the time (so that it keeps its order in right-to-left text).
 */
export async function shownDate(field: Locator): Promise<string> {
  return ((await field.textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');
}

/** Types a date and time into a date-time picker's segments (dd MM yyyy HH mm). */
export async function typeDateTime(page: Page, groupName: string, days: number, time: string) {
  await page.getByRole('spinbutton', { name: `day, ${groupName}` }).click();
  await page.keyboard.type(`${typedDay(days).typed}${time.replace(':', '')}`);
}

/**
 * The row headers' texts of the rows a windowed table shows whole, top to bottom. Its DOM holds
 * more rows than it shows (a few past each edge, drawn ahead of a scroll) and, as it reuses
 * their elements when scrolled, not in their order: this reads where each one is drawn, under
 * the sticky header and within the table and the window.
 */
export async function rowsInView(grid: Locator): Promise<string[]> {
  return grid.evaluate((el) => {
    const rows = [...el.querySelectorAll('[role=row]')].map((row) => ({
      box: row.getBoundingClientRect(),
      header: row.querySelector('[role=rowheader]'),
    }));
    const top = Math.max(
      el.getBoundingClientRect().top,
      ...rows.filter((r) => !r.header).map((r) => r.box.bottom),
    );
    const bottom = Math.min(
      el.getBoundingClientRect().top + el.clientTop + el.clientHeight,
      window.innerHeight,
    );
    return rows
      .filter((r) => r.header && r.box.top >= top && r.box.bottom <= bottom)
      .sort((a, b) => a.box.top - b.box.top)
      .map((r) => r.header!.textContent ?? '');
  });
}

/**
 * Records, from the next page load, focus moves, scrolls and pointer presses with their
 * times, for a failure message to say what happened to a field or a menu (`fieldEvents`): a
 * React Aria list or popover closes when a container of its trigger scrolls.
 */
export async function recordFieldEvents(page: Page) {
  await page.addInitScript(() => {
    const events: string[] = [];
    Object.assign(window, { fieldEvents: events });
    const name = (target: EventTarget | null) =>
      target === document
        ? 'document'
        : target instanceof Element
          ? `${target.tagName.toLowerCase()}[${target.getAttribute('role') ?? ''}]${target.getAttribute('aria-label') ?? ''}`
          : String(target);
    for (const type of ['focusin', 'focusout', 'scroll', 'pointerdown', 'click']) {
      window.addEventListener(
        type,
        (event) => {
          const related = event instanceof FocusEvent ? ` -> ${name(event.relatedTarget)}` : '';
          events.push(`${Math.round(event.timeStamp)} ${type} ${name(event.target)}${related}`);
        },
        true,
      );
    }
  });
}

/** The last 40 events `recordFieldEvents` kept, one a line. */
export const fieldEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { fieldEvents?: string[] }).fieldEvents ?? []).slice(-40).join('\n'),
  );
