import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { buildPath, routes } from '@backoffice/api';
import type { HistoryAnswer, OfficesAnswer, UsersAnswer } from '@backoffice/api';
import { TOASTS, userStatusChangedMessage } from '@backoffice/domain';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import {
  allRequests,
  chooseProjectPostponed,
  freshRequests,
  LOAD,
  openAction,
  openRequest,
  signInBeforeEach,
  signInWithToken,
  storeToken,
  toast,
  typeDateTime,
} from './support';

/**
 * A record's history, as staff read it: Léa Bernard writes to a request, an office and a guest
 * through the screens, then the demo account (Camille Dubois) writes once more to each from
 * another browser; each detail's History lists every one of them, newest first, under the name
 * of who made it, and Léa's open History shows Camille's write without a reload (live refresh).
 */

// The demo account's session: the API calls that pick the records, and the second browser.
const session = signInBeforeEach({ timeout: 240_000 });

const LEA = { email: 'lea.bernard@example.com', password: 'demo1234', name: 'Léa Bernard' };
const CAMILLE = 'Camille Dubois';

/** Opens the app in `page` signed in as Léa (a token stored as the login screen would). */
async function signInAsLea(page: Page, request: APIRequestContext) {
  const response = await request.post(routes.login.path, {
    data: { email: LEA.email, password: LEA.password },
  });
  expect(response.status(), 'Léa signs in').toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.goto(routes.health.path);
  await storeToken(page, token);
}

/** A page of the demo account in a browser context of its own. */
async function demoPage(browser: Browser, request: APIRequestContext, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-GB',
    timezoneId: 'Europe/Paris',
  });
  const page = await context.newPage();
  await signInWithToken(page, request);
  return { page, close: () => context.close() };
}

/** How many writes a record's history holds now (the API's answer). */
async function historyTotal(request: APIRequestContext, path: string, id: number) {
  return (await session.get<HistoryAnswer>(request, buildPath(path, { id }))).total;
}

/** Shows a detail's History (hidden on arrival) and answers its entries, newest first. */
async function openHistory(page: Page): Promise<Locator> {
  const region = page.getByRole('region', { name: 'History', exact: true });
  const trigger = region.getByRole('button', { name: 'Show the history' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false', LOAD);
  await trigger.click();
  await expect(region.getByRole('button', { name: 'Hide the history' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const list = region.getByRole('list', { name: 'Changes, newest first' });
  await expect(list).toBeVisible(LOAD);
  return list.locator(':scope > li');
}

/**
 * The first entries say, in order, these sentences (each with its staff member's name), each
 * with a date and time and what changed in words.
 */
async function expectNewest(
  entries: Locator,
  expected: [sentence: string | RegExp, says: string][],
) {
  for (const [k, [sentence, says]] of expected.entries()) {
    const entry = entries.nth(k);
    await expect(entry.locator('p').first()).toHaveText(sentence, LOAD);
    await expect(entry.locator('p').nth(1)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(entry).toContainText(says);
  }
}

/** Presses an action's button, then its armed second click. */
async function confirmTwice(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('button', { name: `Confirm: ${name}`, exact: true }).click();
}

test('a request: Léa proposes a meeting, Camille cancels from another browser; the History names both, newest first, live', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // The last fresh request: the action tests take the first ones.
  const target = freshRequests(await allRequests(request, session.token)).at(-1)!;
  const before = await historyTotal(request, routes.requestHistory.path, target.id);

  await signInAsLea(page, request);
  await openRequest(page, target.id);
  await openAction(page, 'Propose a meeting');
  await typeDateTime(page, 'Slot 1', 20, '10:30');
  await confirmTwice(page, `Propose meeting for request ${target.id}`);
  await expect(toast(page, 'Meeting created')).toBeVisible();
  const entries = await openHistory(page);
  const proposed = 'Step: Request received → Meeting proposed';
  const proposal = new RegExp(`^${LEA.name} proposed 1 visit slot: \\d{2}/\\d{2}/\\d{4} 10:30$`);
  await expectNewest(entries, [[proposal, proposed]]);

  // Camille cancels it as guest from her own browser.
  const demo = await demoPage(browser, request, baseURL!);
  await demo.page.goto(`/requests/${target.id}`);
  const form = await openAction(demo.page, 'Cancel as guest');
  await chooseProjectPostponed(demo.page, form);
  await form.getByRole('textbox', { name: 'Message' }).fill('The guest postponed the move.');
  await confirmTwice(demo.page, `Cancel as guest request ${target.id}`);
  await expect(toast(demo.page, 'Request cancelled as guest')).toBeVisible();
  await demo.close();

  // Léa's open History shows it without a reload, above her own write.
  await expectNewest(entries, [
    [
      `${CAMILLE} cancelled the request as the guest: Project postponed, “The guest postponed the move.”`,
      'Cancelled: No → Yes',
    ],
    [proposal, proposed],
  ]);
  expect(await historyTotal(request, routes.requestHistory.path, target.id)).toBe(before + 2);
  await expectNoAxeViolations(page);
});

test('an office: Léa sets best deal and publishes, Camille takes best deal off; the office’s History lists the three', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Off market, outside market 100 (where Publish asks first), not a best deal: the last one.
  const { offices } = await session.get<OfficesAnswer>(request, routes.offices.path, {
    perPage: 1000,
  });
  const target = offices
    .filter((o) => o.publicationState === 3 && o.market !== 100 && !o.isBestDeal)
    .at(-1)!;
  const before = await historyTotal(request, routes.officeHistory.path, target.id);
  const bestDeal = (p: Page) =>
    p.getByRole('switch', { name: `Best deal for office ${target.id}` });
  const showOne = async (p: Page) => {
    await p.goto(`/offices?search=${target.id}`);
    await expect(bestDeal(p)).toBeVisible(LOAD);
  };

  await signInAsLea(page, request);
  await showOne(page);
  await page.locator('label', { has: bestDeal(page) }).click();
  await expect(toast(page, TOASTS.bestDealOn.message)).toBeVisible();
  await page.getByRole('button', { name: `Actions for office ${target.id}` }).click();
  await page.getByRole('menuitem', { name: 'Publish', exact: true }).click();
  await expect(toast(page, TOASTS.publicationUpdated.message)).toBeVisible();

  const demo = await demoPage(browser, request, baseURL!);
  await showOne(demo.page);
  await expect(bestDeal(demo.page)).toBeChecked();
  await demo.page.locator('label', { has: bestDeal(demo.page) }).click();
  await expect(toast(demo.page, TOASTS.bestDealOff.message)).toBeVisible();
  await demo.close();

  await page.goto(`/offices/search/details/${target.id}`);
  const entries = await openHistory(page);
  await expectNewest(entries, [
    [`${CAMILLE} removed the best deal`, 'Best deal: Yes → No'],
    [`${LEA.name} published the office`, 'Publication state: Published off market → Published'],
    [`${LEA.name} marked the office a best deal`, 'Best deal: No → Yes'],
  ]);
  expect(await historyTotal(request, routes.officeHistory.path, target.id)).toBe(before + 3);
  await expectNoAxeViolations(page);
});

test('a guest: Léa confirms and adds a favorite, Camille adds another; the guest’s History lists the three', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // A guest never confirmed: the last one (the guest tests take the first).
  const { users } = await session.get<UsersAnswer>(request, routes.users.path, {
    userType: 'guest',
    statusCode: 'created',
    perPage: 500,
  });
  const guest = users.at(-1)!;
  const user = await session.user(request, guest.id);
  const own = new Set((user.bookmarks ?? []).map((b) => b.officeId));
  const [first, second] = [21, 22, 23, 24, 25, 26].filter((id) => !own.has(id));
  const before = await historyTotal(request, routes.userHistory.path, guest.id);
  const addFavorite = async (p: Page, officeId: number) => {
    await p.getByRole('button', { name: 'Add favorites' }).click();
    const dialog = p.getByRole('dialog', { name: `Add favorites to guest ${guest.id}` });
    await dialog.getByRole('textbox', { name: 'Office ids' }).fill(String(officeId));
    await dialog.getByRole('button', { name: 'Add favorites' }).click();
    await expect(toast(p, `Added: ${officeId}`)).toBeVisible();
  };
  const open = async (p: Page) => {
    await p.goto(`/users/${guest.id}`);
    await expect(p.getByRole('heading', { level: 1, name: `Guest ${guest.id}` })).toBeVisible(LOAD);
  };

  await signInAsLea(page, request);
  await open(page);
  await confirmTwice(page, `Confirm user guest ${guest.id}`);
  await expect(toast(page, userStatusChangedMessage(guest.id, 'confirmed'))).toBeVisible();
  await addFavorite(page, first!);

  const demo = await demoPage(browser, request, baseURL!);
  await open(demo.page);
  await addFavorite(demo.page, second!);
  await demo.close();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Guest ${guest.id}` })).toBeVisible(
    LOAD,
  );
  const entries = await openHistory(page);
  await expectNewest(entries, [
    [`${CAMILLE} added favorites ${second}`, `favorites ${second}`],
    [`${LEA.name} added favorites ${first}`, `favorites ${first}`],
    [`${LEA.name} confirmed the user`, 'Status: Created → Confirmed'],
  ]);
  expect(await historyTotal(request, routes.userHistory.path, guest.id)).toBe(before + 3);
  await expectNoAxeViolations(page);
});
