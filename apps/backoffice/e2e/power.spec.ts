/**
 * The power user's layer, against the real server: the go-to palette's six kinds of
 * query, the '?' sheet, 'g' + letter, '/', 'j' / 'k' / Enter on a list, a '?' typed in a
 * field, and live refresh of the board. (Two servers on one PostgreSQL: the server's
 * servers.postgres.test.ts, with the api package's event stream client.)
 */
import type { Locator, Page } from '@playwright/test';
import { buildPath, routes } from '@backoffice/api';
import type {
  OfficesAnswer,
  RequestAnswer,
  RequestBoardAnswer,
  UsersAnswer,
} from '@backoffice/api';
import { addDaysToDay, parisToday } from '@backoffice/domain';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { LOAD, signInBeforeEach } from './support';

/** Live refresh's promise: a change on the server shows within 5 s. */
const LIVE = { timeout: 5000 };

const session = signInBeforeEach({ timeout: 180_000 });

const palette = (page: Page) => page.getByRole('dialog', { name: 'Go to' });
const paletteField = (page: Page) => palette(page).getByRole('combobox', { name: 'Go to' });
const option = (page: Page, name: string | RegExp) => palette(page).getByRole('option', { name });

/** Opens the palette by its keys and types a query; answers the field. */
async function goTo(page: Page, query: string): Promise<Locator> {
  await page.keyboard.press('Control+k');
  await expect(paletteField(page)).toBeFocused();
  await page.keyboard.type(query);
  return paletteField(page);
}

/** The live stream is open: a change made from now on is told to this page. */
/** Dark, as the saved preference draws it, without a reload (a page load costs seconds). */
const dark = (page: Page) =>
  page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));

const liveOpen = (page: Page) =>
  expect(page.locator('[data-live-status="open"]')).toBeAttached(LOAD);

test('the palette: screens, #request, .host, -zip, an id of any kind, text, recent places', async ({
  page,
  request,
}) => {
  const board = await session.get<RequestBoardAnswer>(request, routes.requestBoard.path);
  const target = board.columns.flatMap((c) => c.requests)[0]!;
  // The board's card names its host; the request's detail gives the host's id.
  const { request: detail } = await session.get<RequestAnswer>(
    request,
    buildPath(routes.request.path, { id: target.id }),
  );
  const hostId = detail.host.id;
  const offices = await session.get<OfficesAnswer>(request, routes.offices.path, { perPage: 20 });
  const withCompany = offices.offices.find((o) => o.csm.companyName)!;
  const company = withCompany.csm.companyName!;
  const zip = withCompany.addressDetails.zipCode;

  await page.goto('/contracts');
  await expect(page.getByRole('grid', { name: 'Contracts' })).toBeVisible(LOAD);

  // Every screen by name, the screens being built included; Escape gives focus back.
  const opener = page.getByRole('button', { name: /^Go to…/ });
  await opener.focus();
  await page.keyboard.press('Control+k');
  await expect(paletteField(page)).toBeFocused();
  await expect(
    palette(page).getByRole('group', { name: 'Screens' }).getByRole('option'),
  ).toHaveText([
    /Analytics/,
    /Users/,
    /Offices/,
    /Requests/,
    /Conversations/,
    /Contracts/,
    /Documents/,
    /Map search/,
    /SEO/,
    /Display/,
    // The Admin's own screens (the e2e session is an Admin).
    /Staff/,
    /Security log/,
    /Settings/,
  ]);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await page.keyboard.type('map');
  await expect(option(page, /^Screen Map search/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/offices\/search$/);

  // '#123': the request.
  await goTo(page, `#${target.id}`);
  await expect(option(page, new RegExp(`^Request Request ${target.id} `))).toBeVisible();
  await expect(palette(page).getByRole('status')).toHaveText('1 result');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/requests/${target.id}$`));

  // '.45': the host, and the host's offices.
  await goTo(page, `.${hostId}`);
  await expect(option(page, new RegExp(`^Host Host ${hostId}: `))).toBeVisible();
  await expect(option(page, `Offices Offices of host ${hostId}`)).toBeAttached();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/users/${hostId}$`));

  // '-75008': the offices in that zip code, on the offices list filtered so.
  await goTo(page, `-${zip}`);
  await option(page, new RegExp(`^Offices Offices in ${zip}`)).click();
  await expect(page).toHaveURL(new RegExp(`/offices\\?search=-${zip}$`));
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(`-${zip}`, LOAD);

  // A plain number: every record with that id, each named by its kind.
  const id = target.id;
  await goTo(page, String(id));
  await expect(option(page, new RegExp(`^Office Office ${id} `))).toBeVisible();
  await expect(option(page, new RegExp(`^Request Request ${id} `))).toBeVisible();
  // (The demo data has more users than requests: user `id` exists.)
  await expect(option(page, new RegExp(`^User (Host|Guest) ${id}: `))).toBeVisible();
  await option(page, new RegExp(`^Office Office ${id} `)).click();
  await expect(page).toHaveURL(new RegExp(`/offices/search/details/${id}$`));

  // Text: users, offices and companies, grouped by kind; a company opens its offices.
  await goTo(page, company);
  const companies = palette(page).getByRole('group', { name: 'Companies' });
  await expect(
    companies.getByRole('option', { name: `Company ${company} Its offices` }),
  ).toBeVisible();
  await expect(palette(page).getByRole('group', { name: 'Users' })).toBeVisible();
  await companies.getByRole('option').first().click();
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(`.${company}`);
  await expect(page).toHaveURL(/\/offices\?/);

  // The places visited, newest first (the one open now left out); light and dark.
  await page.keyboard.press('Control+k');
  const recent = palette(page).getByRole('group', { name: 'Recent places' });
  await expect(recent.getByRole('option').first()).toHaveAccessibleName(
    `Office ${id} /offices/search/details/${id}`,
  );
  await expect(
    recent.getByRole('option', { name: new RegExp(`^Request #${target.id} `) }),
  ).toBeVisible();
  await dark(page);
  await expect(recent).toBeVisible();
  await expectNoAxeViolations(page);
  await recent.getByRole('option', { name: new RegExp(`^Request #${target.id} `) }).click();
  await expect(page).toHaveURL(new RegExp(`/requests/${target.id}$`));
});

test('shortcuts: the ? sheet, g o, / and j / k / Enter on a list; ? in a field is a ?', async ({
  page,
}) => {
  await page.goto('/contracts');
  await expect(page.getByRole('grid', { name: 'Contracts' })).toBeVisible(LOAD);

  // 'g' then 'o' goes to the offices.
  await page.keyboard.press('g');
  await page.keyboard.press('o');
  await expect(page).toHaveURL(/\/offices$/);
  const grid = page.getByRole('grid', { name: 'Offices' });
  await expect(grid).toBeVisible(LOAD);

  // '?' lists this screen's shortcuts and the global ones, each with its visible equivalent.
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  const own = sheet.getByRole('table', { name: 'On this screen' });
  await expect(own.getByRole('row')).toHaveText([
    /Keys/,
    /^\/Focus the search field/,
    /^jNext row/,
    /^kPrevious row/,
    /^EnterOpen the focused office/,
  ]);
  const global = sheet.getByRole('table', { name: 'Everywhere' });
  await expect(global.getByRole('row', { name: /g then o Go to Offices/ })).toContainText(
    'The Offices link of the navigation',
  );
  await expect(global.getByRole('row', { name: /Show the keyboard shortcuts/ })).toContainText(
    'The “Shortcuts” button in the top bar',
  );
  await expectNoAxeViolations(page);
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  // The visible way to it.
  await page.getByRole('button', { name: /^Shortcuts/ }).click();
  await expect(sheet).toBeVisible();
  await dark(page);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // '/' focuses the search field, where '?' and 'j' are characters.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type('j?');
  await expect(search).toHaveValue('j?');
  await expect(sheet).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');

  // 'j' enters the table on its first row and moves down, 'k' up, Enter opens the row.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  const rows = grid.getByRole('row');
  await page.keyboard.press('j');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(rows.nth(3)).toBeFocused();
  await page.keyboard.press('k');
  await expect(rows.nth(2)).toBeFocused();
  const id = await rows.nth(2).getByRole('rowheader').textContent();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/offices/search/details/${id}$`));
});

test('live: new requests wait; a cancellation elsewhere moves the card within 5 s, focus stays', async ({
  page,
  request,
}) => {
  const headers = session.auth();
  const board = await session.get<RequestBoardAnswer>(request, routes.requestBoard.path);
  const [focused] = board.columns.find((c) => c.key === 'request_received')!.requests;

  await page.goto('/requests');
  const kanban = page.getByRole('group', { name: 'Requests by funnel stage' });
  await expect(kanban).toBeVisible(LOAD);
  await liveOpen(page);
  const column = (title: string) => kanban.getByRole('group', { name: new RegExp(`^${title}`) });
  const handle = kanban.getByRole('button', { name: `Drag Request ${focused!.id}`, exact: true });
  await handle.focus();

  // A new request arrives behind "1 new request", not in the columns under the user.
  const guests = await session.get<UsersAnswer>(request, routes.users.path, {
    userType: 'guest',
    statusCode: 'confirmed',
  });
  const today = parisToday(new Date());
  let created: number | null = null;
  for (let officeId = 1; created === null && officeId < 60; officeId++) {
    const answer = await request.post(
      buildPath(routes.createCrVisit.path, { id: guests.users[0]!.id }),
      {
        headers,
        data: {
          guest: {
            companyName: 'Live Refresh SARL',
            companySize: 10,
            businessSector: 22,
            phoneNumber: '+33612345678',
            dayToDay: {
              frequentClientVisits: true,
              frequentPhoneCalls: false,
              quietEnvironmentNeeded: true,
            },
          },
          officeId,
          startDate: addDaysToDay(today, 30),
          endDate: addDaysToDay(today, 400),
          seats: 2,
          flexibility: 5,
          guestMessage: 'Bonjour',
          visitDate: addDaysToDay(today, 5),
          visitTime: '10:30',
        },
      },
    );
    const body = (await answer.json()) as { success?: boolean; requestId?: number };
    if (body.success && body.requestId) created = body.requestId;
  }
  expect(created).not.toBeNull();
  const more = page.getByRole('button', { name: '1 new request' });
  await expect(more).toBeVisible(LIVE);
  await expect(kanban.getByRole('link', { name: `Request #${created}` })).toHaveCount(0);
  await expect(handle).toBeFocused();
  await more.click();
  // A CR & Visit request comes with its visit: in its column, not under the user.
  await expect(kanban.getByRole('link', { name: `Request #${created}` })).toBeVisible();
  await expect(more).toBeHidden();

  // Another client (the API) cancels that request, the newest of all, so first in Cancelled
  // (the columns draw the cards in view; earlier tests cancel recent requests too): the board
  // moves it, without a reload, and focus stays where it was.
  await handle.focus();
  const cancel = await request.patch(buildPath(routes.guestCancel.path, { id: created! }), {
    headers,
    data: { guestCancelledReason: 10, guestCancelledMessage: 'Projet reporté' },
  });
  expect(cancel.status()).toBe(200);
  await expect(column('Cancelled').getByRole('link', { name: `Request #${created}` })).toBeAttached(
    LIVE,
  );
  // Once: in Cancelled only.
  await expect(kanban.getByRole('link', { name: `Request #${created}` })).toHaveCount(1);
  await expect(handle).toBeFocused();
});
