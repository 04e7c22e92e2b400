import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { routes } from '@backoffice/api';
import type { ContractsAnswer, OfficesAnswer, UsersAnswer } from '@backoffice/api';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { DEMO, LOAD, signInBeforeEach, storeToken } from './support';

// At 1440×900, the common office screen, every list shows each row's id and actions
// without a sideways scroll; the rest of the columns scroll between them.
test.use({ viewport: { width: 1440, height: 900 } });

// Scrollbars that take room, as a desktop browser draws them: headless Chromium hides them
// (Playwright launches it with --hide-scrollbars), and a row covered by a horizontal scrollbar
// would then pass unseen.
test.use({
  launchOptions: async ({ launchOptions }, provide) =>
    provide({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] }),
});

// One list a test, as a person opens it (the favorites' guest looked up first).
const session = signInBeforeEach({ timeout: 120_000 });

interface FitList {
  name: string;
  path: string | ((request: APIRequestContext) => Promise<string>);
  /** The grid, once on the page. */
  grid: (page: Page) => Locator;
  /** The header of the column that names the row (its id). */
  id: string;
  /** The header of its actions column (the accessible name of a hidden header); none for a list without. */
  actions?: string;
}

/** A guest with active favorites: their page holds the favorites table. */
async function guestWithFavorites(request: APIRequestContext): Promise<string> {
  const { users } = await session.get<UsersAnswer>(request, routes.users.path, {
    userType: 'guest',
    perPage: 50,
  });
  for (const { id } of users) {
    const user = await session.user(request, id);
    if (user.bookmarks?.some((b) => !b.deletedAt)) return `/users/${id}`;
  }
  throw new Error('No guest with favorites among the first 50');
}

const onlyGrid = (page: Page) => page.getByRole('grid');

const LISTS: FitList[] = [
  { name: 'Contracts', path: '/contracts', grid: onlyGrid, id: 'Id', actions: 'Download link' },
  { name: 'Offices', path: '/offices', grid: onlyGrid, id: 'Id', actions: 'Actions' },
  { name: 'Users', path: '/users', grid: onlyGrid, id: 'Id', actions: 'Actions' },
  { name: 'Documents', path: '/documents', grid: onlyGrid, id: 'Id', actions: 'Download link' },
  { name: 'Conversations', path: '/conversations', grid: onlyGrid, id: 'Conversation id' },
  { name: 'SEO pages', path: '/seo', grid: onlyGrid, id: 'Location', actions: 'Action' },
  {
    name: 'Favorites',
    path: guestWithFavorites,
    grid: (page) => page.getByRole('grid', { name: 'Favorites' }),
    id: 'Office id',
    actions: 'Actions',
  },
];

/** The cell of `header`'s column in the grid's row `rowIndex` (2: the first data row). */
async function cellOf(grid: Locator, header: string, rowIndex: number): Promise<Locator> {
  const headers = grid.getByRole('columnheader');
  const names = await headers.evaluateAll((all) =>
    all.map((h) =>
      (h.getAttribute('aria-label') ?? h.textContent ?? '').replace(/[▲▼↕]/g, '').trim(),
    ),
  );
  const index = names.indexOf(header);
  expect(index, `a column "${header}" among ${names.join(', ')}`).toBeGreaterThanOrEqual(0);
  return grid.locator(
    `[role=row][aria-rowindex="${rowIndex}"] > * > [aria-colindex="${index + 1}"]`,
  );
}

async function expectInViewport(page: Page, cell: Locator, what: string) {
  const box = await cell.boundingBox();
  const size = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left edge in the window`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge in the window`).toBeLessThanOrEqual(size.width);
  expect(box!.y + box!.height, `${what}: above the fold`).toBeLessThanOrEqual(size.height);
  expect(box!.width, `${what}: not a sliver`).toBeGreaterThan(40);
}

for (const theme of ['light', 'dark'] as const) {
  for (const list of LISTS) {
    test(`${list.name}: each row's id and actions in view at 1440×900 with no sideways scroll, axe clean (${theme})`, async ({
      page,
      request,
    }) => {
      await page.evaluate((t) => localStorage.setItem('backoffice.theme', t), theme);
      const path = typeof list.path === 'string' ? list.path : await list.path(request);
      await page.goto(path);
      const grid = list.grid(page);
      const firstRow = grid.locator('[role=row][aria-rowindex="2"]');
      await expect(firstRow).toBeVisible(LOAD);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // No sideways scroll: neither the page nor the table is scrolled, nor needs to be for
      // the id and the actions.
      expect(await grid.evaluate((g) => g.scrollLeft)).toBe(0);
      expect(
        await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth),
        'the page is no wider than the window',
      ).toBe(true);
      for (const row of [2, 3]) {
        if ((await grid.locator(`[role=row][aria-rowindex="${row}"]`).count()) === 0) continue;
        await expectInViewport(page, await cellOf(grid, list.id, row), `row ${row} id`);
        if (list.actions) {
          await expectInViewport(page, await cellOf(grid, list.actions, row), `row ${row} actions`);
        }
      }
      await expectNoAxeViolations(page);
    });
  }
}

/** Where a grid's rows stand against what its frame shows of them. */
async function rowsInFrame(grid: Locator) {
  return grid.evaluate((g: HTMLElement) => {
    const rows = [...g.querySelectorAll('[role=row]')];
    const last = rows[rows.length - 1]!.getBoundingClientRect();
    const frame = g.getBoundingClientRect();
    return {
      scrollsSideways: g.scrollWidth > g.clientWidth,
      scrollbarHeight: g.offsetHeight - g.clientHeight,
      scrollsDown: g.scrollHeight > g.clientHeight,
      lastRowBottom: last.bottom,
      shownBottom: frame.top + g.clientTop + g.clientHeight,
    };
  });
}

/** A list filtered down to one row (an id, an email, a uuid), and the same list unfiltered. */
interface ShortList {
  name: string;
  path: string;
  oneRow: (request: APIRequestContext) => Promise<string>;
}

const SHORT_LISTS: ShortList[] = [
  {
    name: 'Users',
    path: '/users',
    oneRow: async (request) => {
      const { users } = await session.get<UsersAnswer>(request, routes.users.path, { perPage: 20 });
      return `/users?searchText=${encodeURIComponent(users[3]!.email)}`;
    },
  },
  {
    name: 'Offices',
    path: '/offices',
    oneRow: async (request) => {
      const { offices } = await session.get<OfficesAnswer>(request, routes.offices.path, {});
      return `/offices?search=${offices[3]!.id}`;
    },
  },
  {
    name: 'Contracts',
    path: '/contracts',
    oneRow: async (request) => {
      const { contracts } = await session.get<ContractsAnswer>(request, routes.contracts.path, {});
      return `/contracts?search=${contracts[3]!.contractUuid}`;
    },
  },
];

for (const list of SHORT_LISTS) {
  test(`${list.name}: the last row whole above the horizontal scrollbar at 1440×900, for one row and for a full page scrolled to its end`, async ({
    page,
    request,
  }) => {
    await page.goto(await list.oneRow(request));
    const grid = page.getByRole('grid');
    await expect(grid.locator('[role=row][aria-rowindex="2"]')).toBeVisible(LOAD);
    await expect(grid.locator('[role=row][aria-rowindex="3"]')).toHaveCount(0);
    const one = await rowsInFrame(grid);
    // The table is wider than the window: it scrolls sideways, with a scrollbar of some room.
    expect(one.scrollsSideways, 'the table scrolls sideways').toBe(true);
    expect(one.scrollbarHeight, 'the horizontal scrollbar takes room').toBeGreaterThan(0);
    // The grid is as tall as its row and the scrollbar: nothing to scroll down to, the row
    // whole above the scrollbar, and in the window.
    expect(one.scrollsDown, 'one row needs no scrolling down').toBe(false);
    expect(one.lastRowBottom, 'the row above the scrollbar').toBeLessThanOrEqual(one.shownBottom);
    expect(one.lastRowBottom, 'the row in the window').toBeLessThanOrEqual(900);

    await page.goto(list.path);
    await expect(grid.locator('[role=row][aria-rowindex="2"]')).toBeVisible(LOAD);
    await grid.evaluate((g) => g.scrollTo({ top: g.scrollHeight }));
    await expect(grid.locator('[role=row][aria-rowindex="51"]')).toBeVisible();
    const full = await rowsInFrame(grid);
    expect(full.scrollbarHeight).toBeGreaterThan(0);
    expect(full.lastRowBottom, 'the last row above the scrollbar').toBeLessThanOrEqual(
      full.shownBottom,
    );
  });
}

/** Signs the page in as `email` (the demo password) through the API, as the login would. */
async function signInAs(page: Page, request: APIRequestContext, email: string) {
  const answer = await request.post(routes.login.path, {
    data: { email, password: DEMO.password },
  });
  expect(answer.status()).toBe(200);
  const { token } = (await answer.json()) as { token: string };
  await storeToken(page, token);
}

const headerNames = (grid: Locator) =>
  grid
    .getByRole('columnheader')
    .evaluateAll((all) => all.map((h) => (h.textContent ?? '').replace(/[▲▼↕]/g, '').trim()));

test('the column chooser hides a column for this staff member only, and it stays hidden after a reload', async ({
  page,
  request,
}) => {
  await page.goto('/contracts');
  const grid = page.getByRole('grid');
  await expect(grid.locator('[role=row][aria-rowindex="2"]')).toBeVisible(LOAD);
  expect(await headerNames(grid)).toContain('UUID');
  await page.getByRole('button', { name: /^Columns: 14 of 14 shown/ }).click();
  const chooser = page.getByRole('dialog', { name: 'Columns' });
  // By keyboard (the box is drawn over the visually hidden input).
  await chooser.getByRole('checkbox', { name: 'UUID' }).press('Space');
  await expect.poll(() => headerNames(grid)).not.toContain('UUID');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();
  await expect(page.getByRole('button', { name: /^Columns: 13 of 14 shown/ })).toBeFocused();

  await page.reload();
  await expect(grid.locator('[role=row][aria-rowindex="2"]')).toBeVisible(LOAD);
  expect(await headerNames(grid)).not.toContain('UUID');
  expect(await headerNames(grid)).toContain('Companies');

  // Another staff member on this browser has the list as it is defined…
  await signInAs(page, request, 'lea.bernard@example.com');
  await page.reload();
  await expect(grid.locator('[role=row][aria-rowindex="2"]')).toBeVisible(LOAD);
  expect(await headerNames(grid)).toContain('UUID');

  // …and the first finds their choice again.
  await signInAs(page, request, DEMO.email);
  await page.reload();
  await expect(grid.locator('[role=row][aria-rowindex="2"]')).toBeVisible(LOAD);
  expect(await headerNames(grid)).not.toContain('UUID');

  // Reset columns brings it back.
  await page.getByRole('button', { name: /^Columns: 13 of 14 shown/ }).click();
  await chooser.getByRole('button', { name: 'Reset columns' }).click();
  await expect.poll(() => headerNames(grid)).toContain('UUID');
  await expect(chooser.getByRole('button', { name: 'Reset columns' })).toBeFocused();
});
