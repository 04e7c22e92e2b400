import type { Page } from '@playwright/test';
import { API_PREFIX } from '@backoffice/api';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { signInWithToken } from './support';

test.beforeEach(async ({ page, request }) => {
  await signInWithToken(page, request);
});

const board = (page: Page) => page.getByRole('group', { name: 'Requests by funnel stage' });

const column = (page: Page, title: string) =>
  board(page).getByRole('group', { name: new RegExp(`^${title}`) });

test('the board shows the 8 columns with counts and the total', async ({ page }) => {
  await page.goto('/requests');
  await expect(board(page)).toBeVisible();
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
  const counts = (await headings.allTextContents()).map((t) => Number(t.match(/(\d+)$/)?.[1]));
  const total = counts.reduce((a, b) => a + b, 0);
  await expect(page.getByRole('status').filter({ hasText: /requests$/ })).toHaveText(
    `${total.toLocaleString('en-GB')} requests`,
  );
  await expectNoAxeViolations(page);
});

test('every filter lives in the URL: a link, Back and reload keep the view', async ({
  page,
  context,
}) => {
  await page.goto('/requests');
  await expect(board(page)).toBeVisible();
  expect(new URL(page.url()).search).toBe('');

  await page.getByRole('searchbox', { name: 'Search' }).fill('Robin');
  await expect(page).toHaveURL(/\?search=Robin$/);

  await page.getByRole('button', { name: /Sort/ }).click();
  await page.getByRole('option', { name: 'Visit time ascending' }).click();
  await expect(page).toHaveURL(/\?search=Robin&sort=visit_asc$/);

  await page.getByRole('button', { name: /Visits scheduled/ }).click();
  await page.getByRole('option', { name: 'Last 72 hours' }).click();
  await expect(page).toHaveURL(/search=Robin&sort=visit_asc&visitWithinHours=72$/);

  // The date is typed into the picker's segments (day, month, year); Enter applies it.
  await page.getByRole('spinbutton', { name: 'day, Start date' }).click();
  await page.keyboard.type('01102026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/startDate=2026-10-01/);

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
  await expect(page.getByRole('button', { name: /Sort/ })).toContainText(
    'Request received descending',
  );

  // Reset goes back to the plain /requests, defaults not written.
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL(/\/requests$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
});

test('a card moves to another column by keyboard alone, locally only', async ({ page }) => {
  await page.goto('/requests');
  const received = column(page, 'Request received');
  const proposed = column(page, 'Meeting proposed');
  await expect(received.getByRole('listitem').first()).toBeVisible();
  const receivedCount = Number(
    await received.getByRole('heading').locator('span').last().textContent(),
  );
  const proposedCount = Number(
    await proposed.getByRole('heading').locator('span').last().textContent(),
  );
  const link = received.getByRole('listitem').first().getByRole('link');
  const name = (await link.textContent())!.replace('Request ', '');
  const id = name.replace('#', '');

  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith(API_PREFIX)) calls.push(r.url());
  });

  await received.getByRole('button', { name: `Drag Request ${id}` }).focus();
  // Each key waits for what a screen-reader user hears before the next one: on a loaded
  // machine dnd-kit may not have measured the columns yet when the next key arrives.
  await page.keyboard.press('Space');
  await expect(page.getByText(`Request ${id} is over Request received.`)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`Request ${id} is over Meeting proposed.`)).toBeAttached();
  await page.keyboard.press('Space');

  await expect(proposed.getByRole('link', { name: `Request #${id}` })).toBeVisible();
  await expect(received.getByRole('link', { name: `Request #${id}` })).toHaveCount(0);
  await expect(received.getByRole('heading')).toHaveText(`Request received ${receivedCount - 1}`);
  await expect(proposed.getByRole('heading')).toHaveText(`Meeting proposed ${proposedCount + 1}`);
  // Focus stays on the moved card's handle, in its new column.
  await expect(proposed.getByRole('button', { name: `Drag Request ${id}` })).toBeFocused();
  expect(calls, 'no call is made for a move').toEqual([]);

  // Nothing was saved: a reload shows the server's columns again.
  await page.reload();
  await expect(
    column(page, 'Request received').getByRole('link', { name: `Request #${id}` }),
  ).toBeVisible();
});

test('the board is one tab stop; the arrow keys go from card to card and across columns', async ({
  page,
}) => {
  await page.goto('/requests');
  await expect(column(page, 'Request received').getByRole('listitem').first()).toBeVisible();
  const titles = await board(page).getByRole('heading', { level: 2 }).allTextContents();
  const filled = titles
    .map((text) => ({ title: text.replace(/ \d+$/, ''), count: Number(text.match(/(\d+)$/)?.[1]) }))
    .filter((c) => c.count > 0);
  const firstCard = (title: string) =>
    column(page, title)
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^Drag / });

  // Tab from the last filter enters the board on its first card, then goes through that
  // card's link and 'Move to…' button, then leaves the board.
  await page.getByRole('button', { name: /Sort/ }).focus();
  await page.keyboard.press('Tab');
  await expect(firstCard(filled[0]!.title)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(column(page, filled[0]!.title).getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    column(page, filled[0]!.title)
      .getByRole('button', { name: /^Move .* to…$/ })
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
  // picked up and while its 'Move to…' menu is open.
  const label = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label')))!;
  const name = label.replace('Drag ', '');
  await page.keyboard.press('Space');
  await expect(page.getByText(`${name} is over ${fifth.title}.`)).toBeAttached();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByText(`Moving ${name} was cancelled.`, { exact: false })).toBeAttached();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name: `Move ${name} to…` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
});

test('a card moves to another column by pointer, locally only', async ({ page }) => {
  await page.goto('/requests');
  const received = column(page, 'Request received');
  const past = column(page, 'Visit past');
  await expect(received.getByRole('listitem').first()).toBeVisible();
  const id = ((await received.getByRole('listitem').first().getByRole('link').textContent()) ?? '')
    .replace('Request ', '')
    .replace('#', '');
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith(API_PREFIX)) calls.push(r.url());
  });
  const handle = (await received
    .getByRole('button', { name: `Drag Request ${id}` })
    .boundingBox())!;
  const target = (await past.boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  // Past dnd-kit's 4 px activation distance, then over the target column, in steps.
  await page.mouse.move(handle.x + 20, handle.y + 10, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, target.y + 120, { steps: 12 });
  await page.mouse.up();
  await expect(past.getByRole('link', { name: `Request #${id}` })).toBeVisible();
  await expect(received.getByRole('link', { name: `Request #${id}` })).toHaveCount(0);
  expect(calls, 'no call is made for a move').toEqual([]);
});

test('the “Move to…” menu moves a card by keyboard', async ({ page }) => {
  await page.goto('/requests');
  const received = column(page, 'Request received');
  await expect(received.getByRole('listitem').first()).toBeVisible();
  const id = ((await received.getByRole('listitem').first().getByRole('link').textContent()) ?? '')
    .replace('Request ', '')
    .replace('#', '');
  await received.getByRole('button', { name: `Move Request ${id} to…` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Cancelled' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    column(page, 'Cancelled').getByRole('link', { name: `Request #${id}` }),
  ).toBeVisible();
});

test('a card opens its request; the way back keeps the filters', async ({ page }) => {
  await page.goto('/requests?sort=received_asc');
  const first = column(page, 'Request received').getByRole('listitem').first().getByRole('link');
  const id = ((await first.textContent()) ?? '').replace('Request ', '').replace('#', '');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/requests/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Request ${id}` })).toBeVisible();
  await page.getByRole('link', { name: /Back to requests/ }).click();
  await expect(page).toHaveURL(/\/requests\?sort=received_asc$/);
});
