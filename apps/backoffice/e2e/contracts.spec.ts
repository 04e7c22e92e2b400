import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { routes } from '@backoffice/api';
import type { ContractsAnswer, ContractsQuery } from '@backoffice/api';
import { CONTRACT_COLUMNS, listHeaders } from '@backoffice/domain';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import {
  choose,
  downloadListCsv,
  listScreen,
  LOAD,
  serverErrors,
  signInBeforeEach,
  tabIntoRow,
  tabTo,
} from './support';

const HEADERS = listHeaders(CONTRACT_COLUMNS);

// Each test loads the app several times.
const session = signInBeforeEach({ timeout: 180_000 });

/** The contracts the API answers for some filters (what the screen should show). */
const contracts = session.list<ContractsAnswer, ContractsQuery>(routes.contracts.path);

// `rowIds` reads only the rows in view: compare with the start of a page.
const { grid, shown, resultLine, named, rowIds, searchHostileTexts } = listScreen('contracts');
/** How many rows the table holds in all (its aria-rowcount, less the header row). */
const rowCount = async (page: Page) => Number(await grid(page).getAttribute('aria-rowcount')) - 1;

test('the list shows the 14 columns in the spec’s order, the total and the first page', async ({
  page,
  request,
}) => {
  const all = await contracts(request);
  await page.goto('/contracts');
  await shown(page);
  await expect(grid(page).getByRole('columnheader')).toHaveText(HEADERS);
  await expect(resultLine(page)).toHaveText(named(all.total));
  await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
  const ids = await rowIds(page);
  expect(ids.slice(0, 5)).toEqual(all.contracts.slice(0, 5).map((c) => c.id));
  expect(await rowCount(page)).toBe(Math.min(50, all.total));
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(new URL(page.url()).search).toBe('');
  await expectNoAxeViolations(page);
});

test('each filter changes the rows and the URL; reload and Back keep them', async ({
  page,
  request,
}) => {
  await page.goto('/contracts');
  await shown(page);

  // Status.
  const expired = await contracts(request, { status: 'expired' });
  await choose(page, 'Status', 'Expired');
  await expect(page).toHaveURL(/\/contracts\?status=expired$/);
  await expect(resultLine(page)).toHaveText(named(expired.total));
  await expect(grid(page).getByRole('gridcell', { name: 'Active', exact: true })).toHaveCount(0);
  await expect(
    grid(page).getByRole('gridcell', { name: 'Expired', exact: true }).first(),
  ).toBeVisible();

  // Sort by user id.
  const sorted = await contracts(request, { status: 'expired', sort: 'user_id_asc' });
  await choose(page, 'Sort', 'User id ascending');
  await expect(page).toHaveURL(/\?sort=user_id_asc&status=expired$/);
  await expect
    .poll(() => rowIds(page).then((ids) => ids.slice(0, 3)))
    .toEqual(sorted.contracts.slice(0, 3).map((c) => c.id));

  // Search by company.
  const company = sorted.contracts[0]!.guest.companyName;
  const found = await contracts(request, {
    status: 'expired',
    sort: 'user_id_asc',
    search: company,
  });
  await page.getByRole('searchbox', { name: 'Search' }).fill(company);
  // Enter ends the typing: the next search is a step of its own in the history.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`search=${encodeURIComponent(company).replace(/%20/g, '\\+')}`),
  );
  await expect(resultLine(page)).toHaveText(named(found.total));

  // Search by uuid: exactly one row.
  const uuid = sorted.contracts[1]!.contractUuid;
  await page.getByRole('searchbox', { name: 'Search' }).fill(uuid);
  await expect(page).toHaveURL(new RegExp(`search=${uuid}`));
  await expect(resultLine(page)).toHaveText(named(1));
  await expect(grid(page).getByRole('gridcell', { name: uuid })).toBeVisible();

  // Reload keeps everything.
  await page.reload();
  await shown(page);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(uuid);
  await expect(page.getByRole('button', { name: /Status$/ })).toContainText('Expired');
  await expect(page.getByRole('button', { name: /Sort/ })).toContainText('User id ascending');
  await expect(resultLine(page)).toHaveText(named(1));

  // Back undoes one step at a time (a typed search is one step).
  await page.goBack();
  await expect(page).toHaveURL(
    new RegExp(`search=${encodeURIComponent(company).replace(/%20/g, '\\+')}`),
  );
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(company);
  await page.goBack();
  await expect(page).toHaveURL(/\?sort=user_id_asc&status=expired$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(resultLine(page)).toHaveText(named(sorted.total));
  await page.goBack();
  await expect(page).toHaveURL(/\?status=expired$/);
  await expect(page.getByRole('button', { name: /Sort/ })).toContainText('Newest first');
});

test('page and page size live in the URL; a filter change returns to page 1', async ({
  page,
  request,
}) => {
  const all = await contracts(request, { perPage: 20, page: 2 });
  expect(all.pages).toBeGreaterThan(2);
  await page.goto('/contracts');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('button', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '20', exact: true }).click();
  await expect(page).toHaveURL(/\?perPage=20$/);
  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2&perPage=20$/);
  await expect
    .poll(async () => {
      const ids = await rowIds(page);
      return ids.length > 0 && ids.every((id, i) => id === all.contracts[i]?.id);
    })
    .toBe(true);
  expect(await rowCount(page)).toBe(20);
  await expect(pagination.getByText(`21–40 of ${all.total.toLocaleString('en-GB')}`)).toBeVisible();
  await page.reload();
  await shown(page);
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await choose(page, 'Status', 'Active');
  await expect(page).toHaveURL(/\?perPage=20&status=active$/);
  await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goBack();
  await expect(page).toHaveURL(/\?page=2&perPage=20$/);
});

test('a URL with nonsense parameters opens the list on its defaults', async ({ page, request }) => {
  const all = await contracts(request);
  await page.goto('/contracts?page=-3&perPage=7&status=zzz&sort=sideways&foo=bar');
  await shown(page);
  await expect(resultLine(page)).toHaveText(named(all.total));
  await expect(page.getByRole('button', { name: /Status$/ })).toContainText('All');
  await expect(page.getByRole('button', { name: /Sort/ })).toContainText('Newest first');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pagination.getByRole('button', { name: /Rows per page/ })).toContainText('50');
  expect(await rowCount(page)).toBe(Math.min(50, all.total));
});

test('Download CSV: a browser download of every matching row, the table’s columns', async ({
  page,
  request,
}) => {
  const active = await contracts(request, { status: 'active', perPage: 20 });
  expect(active.total).toBeGreaterThan(20);
  await page.goto('/contracts?status=active&perPage=20');
  await shown(page);
  const { filename, lines } = await downloadListCsv(page);
  expect(filename).toMatch(/^contracts-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(lines[0]).toBe(HEADERS.join(','));
  expect(lines).toHaveLength(active.total + 1);
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
});

test('a row’s contract PDF downloads from its button', async ({ page }) => {
  await page.goto('/contracts');
  await expect(resultLine(page)).toHaveText(/\d contracts?$/, LOAD);
  const button = grid(page)
    .getByRole('button', { name: /^Download PDF of contract \d+$/ })
    .first();
  const id = ((await button.getAttribute('aria-label')) ?? '').replace(/\D/g, '');
  // The button is in the last column, out of view to the right: scroll to it, as a person does,
  // and press at once. (The table takes a click right after a scroll: DataTable.css.ts.)
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^contract-.+\.pdf$/);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
  expect(id).not.toBe('');
});

test('one whole flow by keyboard alone: search, filter, open a row’s PDF', async ({
  page,
  request,
}) => {
  const signed = (await contracts(request, { status: 'active' })).contracts.find(
    (c) => c.downloadPdf,
  )!;
  await page.goto('/contracts');
  await shown(page);
  const search = page.getByRole('searchbox', { name: 'Search' });
  // Tab from the top of the page to the search box.
  await tabTo(page, search);
  await expect(search).toBeFocused();
  await page.keyboard.type(signed.contractUuid);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${signed.contractUuid}`));
  await expect(resultLine(page)).toHaveText(named(1));
  // The status select: open it with the keyboard, choose Active.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /Status/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('Active');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/status=active/);
  await expect(resultLine(page)).toHaveText(named(1));
  // Into the table: its one row, then Enter on the row downloads the contract's PDF.
  const row = grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(signed.id) }) });
  await tabIntoRow(page, row);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  expect(download.suggestedFilename()).toBe(`contract-${signed.contractUuid}.pdf`);
});

test('axe finds nothing in light and dark, states included', async ({ page }) => {
  await page.goto('/contracts?sort=user_id_desc');
  await shown(page);
  await expectNoAxeViolations(page);
  await page.evaluate(() => localStorage.setItem('backoffice.theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await shown(page);
  await expectNoAxeViolations(page);
  await page.goto('/contracts?search=nobody-at-all-here');
  await expect(page.getByRole('heading', { name: 'No contracts match these filters' })).toBeVisible(
    LOAD,
  );
  await expectNoAxeViolations(page);
});

test('bad input in the search box gives no results, never an error page or a 5xx', async ({
  page,
}) => {
  const failures = serverErrors(page);
  await page.goto('/contracts');
  await shown(page);
  await searchHostileTexts(page);
  expect(failures).toEqual([]);
});
