import type { Locator, Page } from '@playwright/test';
import { USER_STATUSES } from '@backoffice/domain';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { LOAD, signInBeforeEach } from './support';

// Going back where you were: Back links return to the page an office was opened
// from, with its query and its scroll; active filters are chips that remove them; filters say
// the spec's words.
signInBeforeEach({ timeout: 180_000 });

/** The element that scrolls `inside` (itself or an ancestor); the window's root if none does. */
async function scroller(inside: Locator): Promise<Locator> {
  const index = await inside.evaluate((element) => {
    let node: Element | null = element;
    let depth = 0;
    while (node && node !== document.documentElement) {
      const style = getComputedStyle(node);
      if (/(auto|scroll)/.test(style.overflowY) && node.scrollHeight > node.clientHeight + 1) {
        return depth;
      }
      node = node.parentElement;
      depth += 1;
    }
    return -1;
  });
  if (index < 0) return inside.page().locator('html');
  return index === 0 ? inside : inside.locator(`xpath=ancestor::*[${index}]`);
}

const scrollTopOf = (area: Locator) =>
  area.evaluate((element) =>
    element === document.documentElement ? window.scrollY : element.scrollTop,
  );

async function scrollTo(area: Locator, top: number): Promise<number> {
  await area.evaluate((element, y) => {
    if (element === document.documentElement) window.scrollTo(0, y);
    else element.scrollTop = y;
  }, top);
  await expect.poll(() => scrollTopOf(area)).toBeGreaterThan(top - 5);
  return scrollTopOf(area);
}

/** The first link of `links` drawn wholly inside `area`'s visible part and the window. */
async function linkInView(page: Page, links: Locator, area: Locator): Promise<Locator> {
  const height = page.viewportSize()!.height;
  const frame = (await area.boundingBox())!;
  const isWindow = await area.evaluate((element) => element === document.documentElement);
  const top = isWindow ? 0 : frame.y;
  const bottom = isWindow ? height : Math.min(height, frame.y + frame.height);
  const count = await links.count();
  for (let i = 0; i < count; i += 1) {
    const box = await links.nth(i).boundingBox();
    // Below the table's sticky header, and not so low that a click would scroll first.
    if (box && box.y > top + 60 && box.y + box.height < bottom - 10) return links.nth(i);
  }
  throw new Error('No link in view');
}

const backLink = (page: Page, to: string) => page.getByRole('link', { name: `← Back to ${to}` });

test('map search → office → Back: the same query, the result list where it was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/offices/search?officeType=private&searchString=bureau');
  const results = page.getByRole('list', { name: 'Results' });
  await expect(results.getByRole('link').nth(10)).toBeVisible(LOAD);
  const searchUrl = page.url();
  const list = await scroller(results);
  const top = await scrollTo(list, 700);
  const office = await linkInView(page, results.getByRole('link'), list);
  const officeName = (await office.getAttribute('data-office'))!;
  await office.click();
  await expect(page).toHaveURL(new RegExp(`/offices/search/details/${officeName}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Office ${officeName}` })).toBeVisible(
    LOAD,
  );

  await backLink(page, 'map search').click();
  await expect(page).toHaveURL(searchUrl);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('bureau');
  await expect(page.getByRole('button', { name: 'Remove Office type: Private' })).toBeVisible();
  const back = await scroller(page.getByRole('list', { name: 'Results' }));
  await expect.poll(() => scrollTopOf(back), LOAD).toBeGreaterThan(top - 2);
  expect(await scrollTopOf(back)).toBeLessThan(top + 2);
  await expect(page.locator(`[data-office="${officeName}"]`)).toBeInViewport();
  await expectNoAxeViolations(page);
});

test('a filtered offices list scrolled down → office → Back: its filters and its scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/offices?publicationState=1&country=FR');
  const grid = page.getByRole('grid', { name: 'Offices' });
  await expect(grid.getByRole('row').nth(10)).toBeVisible(LOAD);
  const listUrl = page.url();
  // The table draws only the rows in view: its own area scrolls.
  const area = await scroller(grid.getByRole('row').nth(10));
  const top = await scrollTo(area, 900);
  const office = await linkInView(page, grid.getByRole('link'), area);
  const href = (await office.getAttribute('href'))!;
  await office.click();
  await expect(page).toHaveURL(/\/offices\/search\/details\/\d+$/);

  await backLink(page, 'offices').click();
  await expect(page).toHaveURL(listUrl);
  await expect(page.getByRole('button', { name: /Status$/ })).toContainText('Published');
  await expect(page.getByRole('button', { name: /Country$/ })).toContainText('FR');
  const back = await scroller(page.getByRole('grid', { name: 'Offices' }).getByRole('row').nth(10));
  await expect.poll(() => scrollTopOf(back), LOAD).toBeGreaterThan(top - 2);
  expect(await scrollTopOf(back)).toBeLessThan(top + 2);
  await expect(
    page.getByRole('grid', { name: 'Offices' }).locator(`a[href="${href}"]`),
  ).toBeInViewport();

  // The browser's Back returns scrolled as well.
  await page.getByRole('grid', { name: 'Offices' }).locator(`a[href="${href}"]`).click();
  await expect(backLink(page, 'offices')).toBeVisible(LOAD);
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect
    .poll(
      async () =>
        scrollTopOf(
          await scroller(page.getByRole('grid', { name: 'Offices' }).getByRole('row').nth(10)),
        ),
      LOAD,
    )
    .toBeGreaterThan(top - 2);
});

test('an office opened from a link goes back to the plain offices list', async ({ page }) => {
  await page.goto('/offices?publicationState=1');
  const link = page.getByRole('grid', { name: 'Offices' }).getByRole('link').first();
  await expect(link).toBeVisible(LOAD);
  const href = (await link.getAttribute('href'))!;
  await page.goto(href);
  await expect(backLink(page, 'offices')).toHaveAttribute('href', '/offices');
});

test('chips remove filters, by mouse and by keyboard, and Clear all removes them all', async ({
  page,
}) => {
  await page.goto('/offices?country=LU&publicationState=1&search=bureau');
  const bar = page.getByRole('search', { name: 'Office filters' });
  const chips = bar.getByRole('group', { name: 'Active filters' });
  await expect(chips.getByRole('listitem')).toHaveText(
    ['Search:bureau', 'Status:Published', 'Country:LU'],
    LOAD,
  );
  await expectNoAxeViolations(page);

  await chips.getByRole('button', { name: 'Remove Status: Published' }).click();
  await expect(page).not.toHaveURL(/publicationState=/);
  await expect(page).toHaveURL(/country=LU/);
  await expect(page.getByRole('button', { name: /Status$/ })).toContainText('All');
  // Focus goes to the chip that took its place.
  await expect(chips.getByRole('button', { name: 'Remove Country: LU' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/country=/);
  await expect(chips.getByRole('button', { name: 'Remove Search: bureau' })).toBeFocused();
  await page.keyboard.press(' ');
  await expect(page).toHaveURL(/\/offices$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(chips).toHaveCount(0);
  // The last chip gone, the filter bar has focus, never the page's body.
  await expect(bar).toBeFocused();

  // The map search's active filters are chips too, not only a count.
  await page.goto('/offices/search?officeType=private&topPick=true');
  const mapChips = page.getByRole('group', { name: 'Active filters' });
  await expect(mapChips.getByRole('button', { name: 'Remove Office type: Private' })).toBeVisible(
    LOAD,
  );
  await expect(mapChips.getByRole('button', { name: 'Remove Top pick: Yes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters (2 active)' })).toBeVisible();
  await mapChips.getByRole('button', { name: 'Remove Top pick: Yes' }).click();
  await expect(page).not.toHaveURL(/topPick=/);
  await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).not.toHaveURL(/officeType=/);
  await expect(mapChips).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeFocused();
  await expectNoAxeViolations(page);
});

test('the users Status filter shows the spec’s words only', async ({ page }) => {
  await page.goto('/users');
  await page.getByRole('button', { name: /Status$/ }).click(LOAD);
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveText(['All', ...USER_STATUSES.map((s) => s.label)]);
  await expect(options).toHaveText([
    'All',
    'Onboarding',
    'Created',
    'Confirmed',
    'Under review',
    'Blocked',
    'Managed',
    'Ready for handover',
  ]);
  for (const text of await options.allTextContents()) expect(text).not.toMatch(/_/);
  await expectNoAxeViolations(page);
  await page.getByRole('option', { name: 'Ready for handover' }).click();
  await expect(page).toHaveURL(/statusCode=ready_for_handover/);
  await expect(
    page.getByRole('button', { name: 'Remove Status: Ready for handover' }),
  ).toBeVisible();
  // Dark theme: the chips and the words stay clean for axe.
  await page.evaluate(() => localStorage.setItem('backoffice.theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Remove Status: Ready for handover' })).toBeVisible(
    LOAD,
  );
  await expectNoAxeViolations(page);
});
