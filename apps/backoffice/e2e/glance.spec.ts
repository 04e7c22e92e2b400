import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { LOAD, allRequests, expectActionsClosed, signInBeforeEach } from './support';

/**
 * The board and a request at a glance on the common office screen (1440 × 900),
 * and the spec's words for the request actions ("disabled when the request is cancelled").
 */
const session = signInBeforeEach();

const board = (page: Page) => page.getByRole('group', { name: 'Requests by funnel stage' });

async function box(locator: ReturnType<Page['locator']>) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not drawn');
  return found;
}

test('the board: the 8 columns in view at 1440 × 900, the header and filters within 200 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/requests');
  const headings = board(page).getByRole('heading', { level: 2 });
  await expect(headings).toHaveCount(8, LOAD);
  for (const heading of await headings.all()) {
    const { x, width, y } = await box(heading);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(1440);
    expect(y).toBeLessThan(900);
  }
  // No sideways scroll: neither the page nor the board.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
  const kanban = board(page);
  expect(await kanban.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  // The title on its row, the filters on the next (with the owner filters, Sort and the
  // strip's menu: e2e/layout.spec.ts), their bottom within 200 px of the window's top.
  const title = await box(page.getByRole('heading', { level: 1, name: 'Requests' }));
  const filters = await box(page.getByRole('search', { name: 'Request filters' }));
  expect(filters.y + filters.height).toBeLessThanOrEqual(200);
  expect(filters.y).toBeGreaterThanOrEqual(title.y + title.height);
  // A card's received date and time on one line.
  const received = kanban.getByRole('listitem').first().locator('dd').first();
  const lineHeight = await received.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect((await box(received)).height).toBeLessThan(lineHeight * 1.5);

  await expectNoAxeViolations(page);
  await page.evaluate(() => localStorage.setItem('backoffice.theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(board(page).getByRole('heading', { level: 2 })).toHaveCount(8, LOAD);
  await expectNoAxeViolations(page);
});

test('the filters: on the title row at 1024 px, behind "Filters" with their count below', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/requests?search=a&visitWithinHours=72');
  await expect(board(page)).toBeVisible(LOAD);
  const search = page.getByRole('search', { name: 'Request filters' });
  await expect(search).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  // One row: every field at the same height.
  const fields = [
    search.getByRole('group', { name: 'Start date' }),
    search.getByRole('group', { name: 'End date' }),
    search.getByRole('searchbox', { name: 'Search' }),
    search.getByRole('button', { name: /Visits scheduled/ }),
  ];
  const tops = await Promise.all(fields.map(async (field) => (await box(field)).y));
  for (const top of tops) expect(Math.abs(top - tops[0]!)).toBeLessThan(12);

  await page.setViewportSize({ width: 1000, height: 768 });
  const toggle = page.getByRole('button', { name: 'Filters 2 active' });
  await expect(toggle).toBeVisible();
  await expect(search).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(search.getByRole('searchbox', { name: 'Search' })).toHaveValue('a');
});

test('a request: host, guest and state above the fold; a cancelled one shows its actions disabled with why', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const [cancelled] = await allRequests(request, session.token, 'cancelled', 5);
  await page.goto(`/requests/${cancelled!.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Request ${cancelled!.id}` }),
  ).toBeVisible(LOAD);
  const host = page.getByRole('region', { name: 'Host', exact: true });
  const guest = page.getByRole('region', { name: 'Guest', exact: true });
  const hostBox = await box(host);
  const guestBox = await box(guest);
  // Side by side, whole above y = 900.
  expect(Math.abs(hostBox.y - guestBox.y)).toBeLessThan(2);
  expect(guestBox.x).toBeGreaterThan(hostBox.x + hostBox.width - 1);
  expect(hostBox.y + hostBox.height).toBeLessThan(900);
  expect(guestBox.y + guestBox.height).toBeLessThan(900);
  const state = page.getByText('Cancelled/Declined').first();
  expect((await box(state)).y).toBeLessThan(900);
  // Emails on one line.
  for (const party of [host, guest]) {
    const email = party.getByRole('link', { name: /@/ });
    const lineHeight = await email.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await box(email)).height).toBeLessThan(lineHeight * 1.5);
  }

  // Operations §6: the actions "are disabled when the request is cancelled": each shown,
  // disabled, its reason read by a screen reader.
  const actions = await expectActionsClosed(page);
  // Focusable, and the reason shows on focus.
  const propose = actions.getByRole('button', { name: /^Propose a meeting/ });
  await propose.focus();
  await expect(propose).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText(
    'Not possible: the request is already cancelled or declined.',
  );

  await expectNoAxeViolations(page);
  await page.evaluate(() => localStorage.setItem('backoffice.theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(actions.getByRole('button', { name: /^Decline as host/ })).toBeVisible(LOAD);
  await expectNoAxeViolations(page);
});
