import type { Locator, Page } from '@playwright/test';
import { API_PREFIX, buildPath, routes } from '@backoffice/api';
import type { RequestBoardAnswer } from '@backoffice/api';
import { START_AFTER_END, addDaysToDay, formatDate, parisToday } from '@backoffice/domain';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { LOAD, signInBeforeEach } from './support';

// Each test loads the board (45 s allowed, LOAD) and several run axe over its thousand nodes
// (about 20 s each at a load average of 25): 60 s ran out on a loaded machine.
const session = signInBeforeEach({ timeout: 180_000 });

const board = (page: Page) => page.getByRole('group', { name: 'Requests by funnel stage' });

const column = (page: Page, title: string) =>
  board(page).getByRole('group', { name: new RegExp(`^${title}`) });

/**
 * A card's link, by its whole name: 'Request #1' is a prefix of 'Request #1788', and a
 * substring match found five cards in one column (a board.spec run with --repeat-each=20).
 */
const cardLink = (page: Page, id: string | number) =>
  page.getByRole('link', { name: `Request #${id}`, exact: true });

const idOf = async (card: Locator) =>
  ((await card.getByRole('link').first().textContent()) ?? '').replace(/\D/g, '');

/** The requests the board's API calls ask for, from now on. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    // A person's key or click tells the server they are there (the session's idle
    // end); that call changes no data, and is not what these tests count.
    if (pathname.startsWith(API_PREFIX) && pathname !== routes.sessionActivity.path)
      calls.push(r.url());
  });
  return calls;
}

test('the 8 columns with counts, the total once, one card layout, a strip to reach each column', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/requests');
  await expect(board(page)).toBeVisible(LOAD);
  await expect(page).toHaveTitle('Requests · Back-office');
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeFocused();
  const headings = board(page).getByRole('heading', { level: 2 });
  await expect(headings).toHaveText([
    /^Request received \d+$/,
    /^Meeting proposed \d+$/,
    /^Visit Scheduled \d+$/,
    /^Visit past \d+$/,
    /^Contract Start \d+$/,
    /^Contract Sent \d+$/,
    /^Contract Signed \d+$/,
    /^Cancelled \d+$/,
  ]);
  const counts = (await headings.allTextContents()).map((t) =>
    Number(t.match(/(?<!\d)(\d+)$/)?.[1]),
  );
  const total = counts.reduce((a, b) => a + b, 0);
  // The total, once: in the header (operations §2), not again beside the filters.
  const formatted = total.toLocaleString('en-GB');
  await expect(page.locator('main').getByText(formatted, { exact: true })).toHaveCount(1);
  const filters = page.getByRole('search', { name: 'Request filters' });
  await expect(filters.getByText(/\d requests?$/)).toHaveCount(0);

  // One card layout: every value under its label, names on two lines at most.
  const cards = column(page, 'Request received').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  for (const card of (await cards.all()).slice(0, 4)) {
    const terms = await card.locator('dt').allTextContents();
    expect(terms).toEqual(['Received', 'Host', 'Guest', 'Visit', 'Amount']);
    for (const row of await card.locator('dl > div').all()) {
      const lines = await row.evaluate(
        (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
      );
      expect(lines).toBeLessThanOrEqual(2.1);
    }
  }

  // At 1440 px the 8 columns are in view (e2e/glance.spec.ts); in a narrower
  // window the board scrolls sideways, and the strip names every column with its count and
  // brings one into view, focus on its first card.
  await page.setViewportSize({ width: 1100, height: 900 });
  const strip = page.getByRole('toolbar', { name: 'Go to a column' });
  await expect(strip.getByRole('button')).toHaveCount(8);
  await expect(
    strip.getByRole('button', { name: `Cancelled, ${counts[7]} requests` }),
  ).toBeVisible();
  const cancelled = column(page, 'Cancelled');
  await expect(cancelled).not.toBeInViewport();
  await strip.getByRole('button', { name: /^Cancelled/ }).click();
  await expect(cancelled).toBeInViewport({ ratio: 0.9 });
  await expect(cancelled.getByRole('button', { name: /^Drag / }).first()).toBeFocused();
  // The strip is one tab stop: the arrow keys go from title to title.
  await strip.getByRole('button', { name: /^Cancelled/ }).focus();
  await page.keyboard.press('Home');
  await expect(strip.getByRole('button', { name: /^Request received/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(strip.getByRole('button', { name: /^Meeting proposed/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    column(page, 'Meeting proposed')
      .getByRole('button', { name: /^Drag / })
      .first(),
  ).toBeFocused();

  // At 1024 px the filters keep to one row, their Reset beside them (beside the title too).
  await page.setViewportSize({ width: 1024, height: 800 });
  const tops = await Promise.all(
    [
      filters.getByRole('group', { name: 'Start date' }),
      filters.getByRole('searchbox', { name: 'Search' }),
      filters.getByRole('button', { name: /Visits scheduled/ }),
      filters.getByRole('button', { name: 'Reset filters' }),
    ].map(async (field) => (await field.boundingBox())!),
  );
  for (const box of tops)
    expect(Math.abs(box.y + box.height / 2 - (tops[0]!.y + tops[0]!.height / 2))).toBeLessThan(4);
  // Its placeholder is whole in the usual window (at 1024 px, beside the title, the field
  // keeps the room the dates and the select leave it).
  await page.setViewportSize({ width: 1280, height: 800 });
  const search = filters.getByRole('searchbox', { name: 'Search' });
  expect(
    await search.evaluate((el: HTMLInputElement) => {
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(el.placeholder).width <= room;
    }),
  ).toBe(true);

  // Axe on the board as it settles (a board being refreshed is drawn faded).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveCSS('color-scheme', /dark/);
  await expectNoAxeViolations(page);
});

test('every filter lives in the URL: a link, Back and reload keep the view', async ({
  page,
  context,
}) => {
  await page.goto('/requests');
  await expect(board(page)).toBeVisible(LOAD);
  expect(new URL(page.url()).search).toBe('');

  await page.getByRole('searchbox', { name: 'Search' }).fill('Robin');
  await expect(page).toHaveURL(/\?search=Robin$/);

  await page.getByRole('button', { name: /Sort/ }).click();
  await page.getByRole('option', { name: 'Visit time ascending' }).click();
  await expect(page).toHaveURL(/\?search=Robin&sort=visit_asc$/);

  await page.getByRole('button', { name: /Visits scheduled/ }).click();
  await page.getByRole('option', { name: 'Last 72 hours' }).click();
  await expect(page).toHaveURL(/search=Robin&sort=visit_asc&visitWithinHours=72$/);

  // The date is typed into the picker's segments (day, month, year): it applies as soon as it
  // is whole, without Enter or leaving the field, as one step of the history.
  await page.getByRole('spinbutton', { name: 'day, Start date' }).click();
  await page.keyboard.type('01102026');
  await expect(page).toHaveURL(/startDate=2026-10-01/);
  await expect(page.getByRole('spinbutton', { name: 'year, Start date' })).toBeFocused();

  // A link shares the view.
  const shared = page.url();
  const other = await context.newPage();
  await other.goto(shared);
  await expect(other.getByRole('searchbox', { name: 'Search' })).toHaveValue('Robin');
  await expect(other.getByRole('group', { name: 'Start date' })).toHaveText('01/10/2026');
  await expect(other.getByRole('button', { name: /Sort/ })).toContainText('Visit time ascending');
  await other.close();

  // Reload keeps it.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Robin');
  await expect(page.getByRole('button', { name: /Visits scheduled/ })).toContainText(
    'Last 72 hours',
  );

  // Back undoes one filter at a time.
  await page.goBack();
  await expect(page).toHaveURL(/search=Robin&sort=visit_asc&visitWithinHours=72$/);
  await expect(page.getByRole('group', { name: 'Start date' })).not.toHaveText('01/10/2026');
  await page.goBack();
  await expect(page).toHaveURL(/\?search=Robin&sort=visit_asc$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?search=Robin$/);

  // Reset goes back to the plain /requests, defaults not written (the sort included).
  await page.getByRole('button', { name: 'Reset filters' }).first().click();
  await expect(page).toHaveURL(/\/requests$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
});

test('Today and This week set both dates; a typed date is one board load and one Recent place; g r and the Requests link return to the filters until Reset', async ({
  page,
}) => {
  const today = parisToday(new Date());
  // Monday to Sunday of this week in Paris.
  const monday = addDaysToDay(today, -((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7));
  const sunday = addDaysToDay(monday, 6);
  const typed = addDaysToDay(today, -20);
  const params = () => Object.fromEntries(new URL(page.url()).searchParams);
  const recentPaths = () =>
    page.evaluate(() =>
      (
        JSON.parse(localStorage.getItem('backoffice.recentPlaces') ?? '[]') as { path: string }[]
      ).map((place) => place.path),
    );
  const nav = page.getByRole('navigation', { name: 'Main' });
  const start = page.getByRole('group', { name: 'Start date' });
  const end = page.getByRole('group', { name: 'End date' });
  const presets = page.getByRole('group', { name: 'Date presets' });

  await page.goto('/requests');
  await expect(board(page)).toBeVisible(LOAD);
  // The power layer (shortcuts, Recent places) is there once its buttons are.
  await expect(page.getByRole('button', { name: /^Go to…/ })).toBeVisible(LOAD);

  // A date typed digit by digit: the board asks once, for the whole date, and the tab's Recent
  // places gain that one place, none of the dates on the way (the day, the month, 2, 20, 202).
  const calls = apiCalls(page);
  const boardCalls = () =>
    calls.filter((url) => new URL(url).pathname === routes.requestBoard.path);
  const before = await recentPaths();
  await page.getByRole('spinbutton', { name: 'day, Start date' }).click();
  await page.keyboard.type(typed.split('-').reverse().join(''));
  await expect(page).toHaveURL(new RegExp(`/requests\\?startDate=${typed}$`));
  await expect(start).toHaveText(formatDate(typed));
  await expect.poll(boardCalls).toHaveLength(1);
  // The board drawn for it, no longer faded.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(new URL(boardCalls()[0]!).searchParams.get('startDate')).toBe(typed);
  await expect
    .poll(async () => (await recentPaths()).filter((path) => !before.includes(path)))
    .toEqual([`/requests?startDate=${typed}`]);
  expect(boardCalls()).toHaveLength(1);

  // This week: both dates at once, one step of the history, marked as the current preset.
  await presets.getByRole('button', { name: 'This week' }).click();
  await expect.poll(params).toEqual({ startDate: monday, endDate: sunday });
  await expect(start).toHaveText(formatDate(monday));
  await expect(end).toHaveText(formatDate(sunday));
  await expect(presets.getByRole('button', { name: 'This week' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // Today, by keyboard: the end is today by default, so only the start is written.
  await presets.getByRole('button', { name: 'Today' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/requests\\?startDate=${today}$`));
  await expect(end).toHaveText(formatDate(today));
  await expect(presets.getByRole('button', { name: 'Today' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.goBack();
  await expect.poll(params).toEqual({ startDate: monday, endDate: sunday });
  const thisWeek = new URL(page.url());
  const thisWeekPath = `${thisWeek.pathname}${thisWeek.search}`;

  // The navigation's Requests link and 'g r' return to the board as last shown in the tab.
  await nav.getByRole('link', { name: 'Offices', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Offices' })).toBeFocused(LOAD);
  await expect(nav.getByRole('link', { name: 'Requests', exact: true })).toHaveAttribute(
    'href',
    thisWeekPath,
  );
  await page.keyboard.press('g');
  await page.keyboard.press('r');
  await expect.poll(params).toEqual({ startDate: monday, endDate: sunday });
  await expect(end).toHaveText(formatDate(sunday), LOAD);
  await nav.getByRole('link', { name: 'Offices', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Offices' })).toBeFocused(LOAD);
  await nav.getByRole('link', { name: 'Requests', exact: true }).click();
  await expect.poll(params).toEqual({ startDate: monday, endDate: sunday });
  await expect(start).toHaveText(formatDate(monday), LOAD);

  // Reset filters still resets, and the links lead to the plain board again.
  await page.getByRole('button', { name: 'Reset filters' }).first().click();
  await expect(page).toHaveURL(/\/requests$/);
  await expect(nav.getByRole('link', { name: 'Requests', exact: true })).toHaveAttribute(
    'href',
    '/requests',
  );
  await nav.getByRole('link', { name: 'Offices', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Offices' })).toBeFocused(LOAD);
  await page.keyboard.press('g');
  await page.keyboard.press('r');
  await expect(page).toHaveURL(/\/requests$/);
  await expect(start).toHaveText(formatDate(addDaysToDay(today, -7)), LOAD);
});

test('a start date after the end says so under the field; an id search ignores the dates', async ({
  page,
  request,
}) => {
  // The oldest request of the data, long before any date the board is given below.
  const answer = await session.get<RequestBoardAnswer>(request, routes.requestBoard.path, {
    startDate: '2000-01-01',
    endDate: '2100-12-31',
    sort: 'received_asc',
  });
  const [oldest] = answer.columns
    .flatMap((c) => c.requests)
    .sort((a, b) => Date.parse(a.requestDate) - Date.parse(b.requestDate));
  await page.goto('/requests?startDate=2026-01-10&endDate=2026-01-01');
  const calls = apiCalls(page);
  const start = page.getByRole('group', { name: 'Start date' });
  await expect(page.getByText(START_AFTER_END)).toBeVisible();
  // Said under the start date, which it describes.
  const [field, message] = [
    (await start.boundingBox())!,
    (await page.getByText(START_AFTER_END).boundingBox())!,
  ];
  expect(message.y).toBeGreaterThan(field.y);
  await expect(page.getByText('No requests match these filters')).toHaveCount(0);
  expect(calls.filter((url) => url.includes('/csm/requests?'))).toEqual([]);

  // '#1264' finds the request whatever the dates, and says that they were ignored.
  await page.getByRole('searchbox', { name: 'Search' }).fill(`#${oldest!.id}`);
  await expect(page.getByText(`Showing request #${oldest!.id} whatever its date`)).toBeVisible();
  await expect(
    board(page).getByRole('link', { name: `Request #${oldest!.id}`, exact: true }),
  ).toBeVisible();
  await expect(page.getByText(START_AFTER_END)).toHaveCount(0);
});

test('moved cards (keyboard, pointer) say "not saved", stay for the session (a request and Back), Undo puts them back', async ({
  page,
}) => {
  await page.goto('/requests');
  const received = column(page, 'Request received');
  const proposed = column(page, 'Meeting proposed');
  await expect(received.getByRole('listitem').first()).toBeVisible(LOAD);
  const receivedCount = Number(
    await received.getByRole('heading').locator('span').last().textContent(),
  );
  const proposedCount = Number(
    await proposed.getByRole('heading').locator('span').last().textContent(),
  );
  const id = await idOf(received.getByRole('listitem').first());
  const calls = apiCalls(page);

  // By keyboard alone: each key waits for what a screen-reader user hears before the next.
  await received.getByRole('button', { name: `Drag Request ${id}`, exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Request ${id} is over Request received.`)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`Request ${id} is over Meeting proposed.`)).toBeAttached();
  await page.keyboard.press('Space');

  const moved = proposed.getByRole('listitem').filter({ has: cardLink(page, id) });
  await expect(moved).toBeVisible();
  await expect(moved.getByText('Not saved')).toBeVisible();
  await expect(received.getByRole('link', { name: `Request #${id}`, exact: true })).toHaveCount(0);
  await expect(received.getByRole('heading')).toHaveText(`Request received ${receivedCount - 1}`);
  await expect(proposed.getByRole('heading')).toHaveText(`Meeting proposed ${proposedCount + 1}`);
  await expect(
    proposed.getByRole('button', { name: `Drag Request ${id}`, exact: true }),
  ).toBeFocused();
  await expect(page.getByText('1 card moved here, not saved.')).toBeVisible();
  expect(calls, 'no call is made for a move').toEqual([]);

  // Opening a request and coming back keeps the move.
  await moved.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Request ${id}` })).toBeFocused();
  await page.goBack();
  await expect(
    proposed
      .getByRole('listitem')
      .filter({ has: cardLink(page, id) })
      .getByText('Not saved'),
  ).toBeVisible();

  // Undo moves: the card is back where the server has it, focus on the board.
  await page.getByRole('button', { name: 'Undo moves' }).click();
  await expect(received.getByRole('link', { name: `Request #${id}`, exact: true })).toBeVisible();
  await expect(page.getByText('Not saved')).toHaveCount(0);
  await expect(board(page)).toBeFocused();
  await expect(page.getByText('Moves undone: every card is back in its column.')).toBeAttached();

  // By pointer too, past dnd-kit's 4 px activation distance, then over the target, in steps.
  const pointerCalls = apiCalls(page);
  const past = column(page, 'Visit past');
  const handle = (await received
    .getByRole('button', { name: `Drag Request ${id}`, exact: true })
    .boundingBox())!;
  const target = (await past.boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + 20, handle.y + 10, { steps: 4 });
  // Each step once the board has heard the previous one (as for the keys above): on a busy
  // machine a release before the drag is over its target drops nowhere.
  await expect(page.getByText(`Request ${id} is over Request received.`)).toBeAttached();
  await page.mouse.move(target.x + target.width / 2, target.y + 120, { steps: 12 });
  await expect(page.getByText(`Request ${id} is over Visit past.`)).toBeAttached();
  await page.mouse.up();
  await expect(past.getByRole('link', { name: `Request #${id}`, exact: true })).toBeVisible();
  await expect(received.getByRole('link', { name: `Request #${id}`, exact: true })).toHaveCount(0);
  // The card dropped by mouse keeps focus in its new column, never the page's body.
  await expect(past.getByRole('button', { name: `Drag Request ${id}`, exact: true })).toBeFocused();
  expect(pointerCalls, 'no call is made for a move').toEqual([]);
});

test('the board is one tab stop; the arrow keys go from card to card and across columns', async ({
  page,
}) => {
  await page.goto('/requests');
  await expect(column(page, 'Request received').getByRole('listitem').first()).toBeVisible(LOAD);
  const titles = await board(page).getByRole('heading', { level: 2 }).allTextContents();
  const filled = titles
    .map((text) => ({
      title: text.replace(/ \d+$/, ''),
      count: Number(text.match(/(?<!\d)(\d+)$/)?.[1]),
    }))
    .filter((c) => c.count > 0);
  const firstCard = (title: string) =>
    column(page, title)
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^Drag / });

  // Tab from the sort (the last control above the board) enters the board on its first card,
  // then goes through that card's box (selection for work in bulk), its link and its actions
  // button, then leaves the board.
  await page.getByRole('button', { name: /Sort/ }).focus();
  await page.keyboard.press('Tab');
  await expect(firstCard(filled[0]!.title)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    column(page, filled[0]!.title)
      .getByRole('checkbox', { name: /^Select Request / })
      .first(),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(column(page, filled[0]!.title).getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    column(page, filled[0]!.title)
      .getByRole('button', { name: /^Actions for Request / })
      .first(),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await board(page).evaluate((el) => el.contains(document.activeElement))).toBe(false);
  // Shift+Tab from the card's handle leaves the board backwards at once.
  await page.getByRole('button', { name: /Sort/ }).focus();
  await page.keyboard.press('Tab');
  await expect(firstCard(filled[0]!.title)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: /Sort/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(firstCard(filled[0]!.title)).toBeFocused();

  // Four presses from the first card of the first column reach the first card of the fifth
  // (empty columns are skipped, as there is no card to stop on).
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  const fifth = filled[Math.min(4, filled.length - 1)]!;
  await expect(firstCard(fifth.title)).toBeFocused();
  await page.keyboard.press('End');
  await expect(
    column(page, fifth.title)
      .getByRole('listitem')
      .last()
      .getByRole('button', { name: /^Drag / }),
  ).toBeFocused();
  await page.keyboard.press('Home');
  await expect(firstCard(fifth.title)).toBeFocused();

  // The keyboard move still works from there, and the board stays axe clean while a card is
  // picked up and while its actions menu (with its 'Move to…' section) is open.
  const label = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label')))!;
  const name = label.replace('Drag ', '');
  await page.keyboard.press('Space');
  await expect(page.getByText(`${name} is over ${fifth.title}.`)).toBeAttached();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByText(`Moving ${name} was cancelled.`, { exact: false })).toBeAttached();
  // The card's box, its link, then its actions button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name: `Actions for ${name}` })).toBeVisible();
  await expectNoAxeViolations(page);
  // The menu moves the card by keyboard too.
  await page.getByRole('menuitem', { name: 'Cancelled' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    column(page, 'Cancelled').getByRole('link', {
      name: `Request #${name.replace('Request ', '')}`,
      exact: true,
    }),
  ).toBeVisible();
});

test('a card opens its request, titled and focused; the way back keeps the filters', async ({
  page,
}) => {
  await page.goto('/requests?sort=received_asc');
  const first = column(page, 'Request received').getByRole('listitem').first().getByRole('link');
  const id = await idOf(column(page, 'Request received').getByRole('listitem').first());
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/requests/${id}$`));
  await expect(page).toHaveTitle(`Request #${id} · Back-office`);
  await expect(page.getByRole('heading', { level: 1, name: `Request ${id}` })).toBeFocused();
  await page.getByRole('link', { name: /Back to requests/ }).click();
  await expect(page).toHaveURL(/\/requests\?sort=received_asc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeFocused();
});

test('live: the focused card cancelled by another CSM: focus follows it to Cancelled, announced', async ({
  page,
  request,
}) => {
  const answer = await session.get<RequestBoardAnswer>(request, routes.requestBoard.path);
  const [first, second] = answer.columns.find((c) => c.key === 'request_received')!.requests;
  await page.goto('/requests');
  // The board's first load of its requests can take long on a loaded machine.
  await expect(board(page)).toBeVisible(LOAD);
  // The live stream is open: a change made from now on is told to this page.
  await expect(page.locator('[data-live-status="open"]')).toBeAttached({ timeout: 30_000 });
  const received = column(page, 'Request received');
  const cancelled = column(page, 'Cancelled');

  /** Another CSM cancels the request (through the API, as their screen would). */
  const cancel = async (id: number) => {
    const done = await request.patch(buildPath(routes.guestCancel.path, { id }), {
      headers: session.auth(),
      data: { guestCancelledReason: 10, guestCancelledMessage: 'Projet reporté' },
    });
    expect(done.status()).toBe(200);
  };

  // The drag handle has focus: the card leaves its column for Cancelled, focus goes with it.
  await received.getByRole('button', { name: `Drag Request ${first!.id}`, exact: true }).focus();
  await cancel(first!.id);
  await expect(
    cancelled.getByRole('button', { name: `Drag Request ${first!.id}`, exact: true }),
  ).toBeFocused();
  await expect(board(page).getByText(`Request ${first!.id} moved to Cancelled.`)).toBeAttached();
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);

  // Its actions button had focus: the same button, in Cancelled.
  const menu = `Actions for Request ${second!.id}`;
  await received.getByRole('button', { name: menu, exact: true }).focus();
  await cancel(second!.id);
  await expect(cancelled.getByRole('button', { name: menu, exact: true })).toBeFocused();
  await expect(board(page).getByText(`Request ${second!.id} moved to Cancelled.`)).toBeAttached();
});

test('Today in a date filter’s calendar shows the requests of today, by pointer or keyboard', async ({
  page,
  request,
}) => {
  const today = parisToday(new Date());
  const answer = await session.get<RequestBoardAnswer>(request, routes.requestBoard.path, {
    startDate: today,
    endDate: today,
  });
  await page.goto('/requests');
  await expect(board(page)).toBeVisible(LOAD);
  const start = page.getByRole('group', { name: 'Start date' });
  await start.getByRole('button', { name: /Calendar/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('grid')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  // The end is today by default: only the start is written.
  await expect(page).toHaveURL(new RegExp(`/requests\\?startDate=${today}$`));
  await expect(start).toHaveText(today.split('-').reverse().join('/'));
  // Whether today has requests yet depends on the hour the demo data was drawn (just after
  // midnight in Paris it has none): either way the board shows what the API counts for today.
  if (answer.columns.some((c) => c.count > 0))
    await expect(board(page).getByRole('heading', { level: 2 })).toHaveText(
      answer.columns.map((c) => new RegExp(`^${c.title} ${c.count}$`)),
    );
  else
    await expect(
      page.getByRole('heading', { name: 'No requests match these filters' }),
    ).toBeVisible();

  // By keyboard: Alt+ArrowDown opens the end date's calendar, Shift+Tab reaches Today.
  await page.goto('/requests?endDate=2026-01-31');
  await page.getByRole('spinbutton', { name: 'day, End date' }).focus();
  await page.keyboard.press('Alt+ArrowDown');
  const choice = page.getByRole('dialog').getByRole('button', { name: 'Today', exact: true });
  for (let i = 0; i < 4 && !(await choice.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Shift+Tab');
  await expect(choice).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/requests$/);
  await expect(page.getByRole('group', { name: 'End date' })).toHaveText(
    today.split('-').reverse().join('/'),
  );
});

test('each column carries its first 50 cards, and “Show 50 more” brings the next: by keyboard, focus on the first new card, kept on the way back', async ({
  page,
}) => {
  const calls = apiCalls(page);
  await page.goto('/requests?startDate=2020-01-01');
  await expect(board(page).getByRole('listitem').first()).toBeVisible(LOAD);
  // The fullest column of the demo data's whole range.
  const headings = await board(page).getByRole('heading', { level: 2 }).allTextContents();
  const columns = headings.map((text) => ({
    title: text.replace(/ \d+$/, ''),
    count: Number(text.match(/(?<!\d)(\d+)$/)?.[1]),
  }));
  const fullest = columns.reduce((a, b) => (b.count > a.count ? b : a));
  expect(fullest.count).toBeGreaterThan(100);
  const cards = column(page, fullest.title);
  const of = (n: number) => `${n} of ${fullest.count.toLocaleString('en-GB')} shown`;
  // Its whole count, though it carries 50 cards: said to assistive technology too.
  await expect(cards.getByRole('listitem').first()).toHaveAttribute(
    'aria-setsize',
    String(fullest.count),
  );
  const card = (position: number) =>
    cards.locator(`[role=listitem][aria-posinset="${position}"]`).getByRole('button').first();
  await card(1).focus();
  await page.keyboard.press('End');
  await expect(card(50)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const more = cards.getByRole('button', {
    name: `Show 50 more in ${fullest.title}, ${of(50)}`,
  });
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card(51)).toBeFocused(LOAD);
  await expect(
    cards.getByRole('button', { name: `Show 50 more in ${fullest.title}, ${of(100)}` }),
  ).toBeVisible();
  expect(calls.filter((url) => new URL(url).searchParams.get('perColumn') === '100')).toHaveLength(
    1,
  );
  // The counts stay whole; the total in the header is every request of the range.
  await expect(board(page).getByRole('heading', { level: 2 })).toHaveText(
    columns.map((c) => new RegExp(`^${c.title} ${c.count}$`)),
  );
  // Opening a card and coming back finds the column as it was left.
  const link = cards.locator('[role=listitem][aria-posinset="51"]').getByRole('link').first();
  await link.click();
  await expect(page).toHaveURL(/\/requests\/\d+/);
  await page.goBack();
  await expect(
    cards.getByRole('button', { name: `Show 50 more in ${fullest.title}, ${of(100)}` }),
  ).toBeAttached(LOAD);
});
