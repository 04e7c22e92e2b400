import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { routes } from '@backoffice/api';
import type { ContractsAnswer, DocumentsAnswer, DocumentsQuery } from '@backoffice/api';
import { DOCUMENT_COLUMNS, defaultDocumentDateRange, listHeaders } from '@backoffice/domain';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import {
  downloadListCsv,
  listScreen,
  LOAD,
  serverErrors,
  signInBeforeEach,
  tabTo,
} from './support';

const HEADERS = listHeaders(DOCUMENT_COLUMNS);

// Each test loads the app several times.
const session = signInBeforeEach({ timeout: 180_000 });

/** The documents the API answers for some filters (what the screen should show). */
const documents = session.list<DocumentsAnswer, DocumentsQuery>(routes.documents.path);

const { grid, shown, resultLine, named, rowIds, searchBox, search, searchHostileTexts } =
  listScreen('documents');
const typeSelect = (page: Page) => page.getByRole('button', { name: /Type$/ });
const noResults = (page: Page) =>
  page.getByRole('heading', { name: 'No documents match these filters' });

/** Wide dates, so that every seeded document is in the list. */
const WIDE = { startDate: '2000-01-01' };

test('the default list, each filter and search in the URL; reload and Back keep them', async ({
  page,
  request,
}) => {
  // The last 28 days by default (operations §9): the dates are not written in the URL.
  const recent = await documents(request, defaultDocumentDateRange(new Date()));
  expect(recent.total).toBeGreaterThan(0);
  await page.goto('/documents');
  await shown(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(grid(page).getByRole('columnheader')).toHaveText(HEADERS);
  await expect(resultLine(page)).toHaveText(named(recent.total));
  await expect
    .poll(() => rowIds(page).then((ids) => ids.slice(0, 5)))
    .toEqual(recent.documents.slice(0, 5).map((d) => d.id));
  expect(new URL(page.url()).search).toBe('');

  // Start date: typed into the picker's segments (day, month, year); Enter applies it.
  const wide = await documents(request, WIDE);
  await page.getByRole('spinbutton', { name: 'day, Start date' }).click();
  await page.keyboard.type('01012000');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?startDate=2000-01-01$/);
  await expect(resultLine(page)).toHaveText(named(wide.total));

  // Type: every row is a payout and says so in words (its tint is not the only cue).
  const payouts = await documents(request, { ...WIDE, type: 'payout' });
  await typeSelect(page).click();
  await page.getByRole('option', { name: 'Payout', exact: true }).click();
  await expect(page).toHaveURL(/startDate=2000-01-01&type=payout$/);
  await expect(resultLine(page)).toHaveText(named(payouts.total));
  const typeCells = grid(page).getByRole('gridcell', { name: /^(Invoice|Payment|Payout)$/ });
  await expect(typeCells.first()).toHaveText('Payout');
  expect(new Set(await typeCells.allTextContents())).toEqual(new Set(['Payout']));

  // Search by a contract id: its documents (a document id finds that document the same way).
  const target = payouts.documents.find((d) => d.hostCompanyName)!;
  const byContract = await documents(request, {
    ...WIDE,
    type: 'payout',
    search: String(target.contractId),
  });
  await search(page, String(target.contractId));
  await expect(page).toHaveURL(new RegExp(`search=${target.contractId}`));
  await expect(resultLine(page)).toHaveText(named(byContract.total));
  await expect.poll(() => rowIds(page)).toContain(target.id);

  // Search by a company.
  const company = target.hostCompanyName!;
  const byCompany = await documents(request, { ...WIDE, type: 'payout', search: company });
  await search(page, company);
  await expect(resultLine(page)).toHaveText(named(byCompany.total));
  await expect(grid(page).getByText(company).first()).toBeVisible();

  // Reload keeps everything.
  await page.reload();
  await shown(page);
  await expect(searchBox(page)).toHaveValue(company);
  await expect(typeSelect(page)).toContainText('Payout');
  await expect(resultLine(page)).toHaveText(named(byCompany.total));

  // Back undoes one step at a time (a typed search is one step).
  await page.goBack();
  await expect(searchBox(page)).toHaveValue(String(target.contractId));
  await page.goBack();
  await expect(page).toHaveURL(/startDate=2000-01-01&type=payout$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?startDate=2000-01-01$/);
  await expect(typeSelect(page)).toContainText('All');
  await expect(resultLine(page)).toHaveText(named(wide.total));

  // A contract uuid finds the contract's documents, in any case.
  const contracts = await session.get<ContractsAnswer>(request, routes.contracts.path);
  const signed = contracts.contracts.find((c) => c.downloadPdf)!;
  const byUuid = await documents(request, { ...WIDE, search: signed.contractUuid });
  expect(byUuid.total).toBeGreaterThan(0);
  expect(byUuid.documents.every((d) => d.contractId === signed.id)).toBe(true);
  await search(page, signed.contractUuid.toUpperCase());
  await expect(resultLine(page)).toHaveText(named(byUuid.total));
  await expect.poll(() => rowIds(page)).toEqual(byUuid.documents.map((d) => d.id));

  // Nonsense parameters open on the defaults.
  await page.goto('/documents?page=-3&perPage=7&type=zzz&startDate=2026-02-31&endDate=x&foo=1');
  await shown(page);
  await expect(resultLine(page)).toHaveText(named(recent.total));
  await expect(typeSelect(page)).toContainText('All');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pagination.getByRole('button', { name: /Rows per page/ })).toContainText('50');
});

test('Download CSV of the filtered list, and a row’s PDF from its button', async ({
  page,
  request,
}) => {
  const invoices = await documents(request, { ...WIDE, type: 'invoice', perPage: 20 });
  expect(invoices.total).toBeGreaterThan(20);
  await page.goto('/documents?startDate=2000-01-01&type=invoice&perPage=20');
  await shown(page);
  const { filename, lines } = await downloadListCsv(page);
  expect(filename).toMatch(/^documents-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(lines[0]).toBe(HEADERS.join(','));
  expect(lines).toHaveLength(invoices.total + 1);
  expect(lines.slice(1).every((line) => line.split(',')[1] === 'Invoice')).toBe(true);

  // The table settles its column widths once measured: press once the total is shown.
  await expect(resultLine(page)).toHaveText(named(invoices.total));
  const first = invoices.documents[0]!;
  const button = grid(page).getByRole('button', { name: `Download PDF of document ${first.id}` });
  const [pdf] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(pdf.suggestedFilename()).toBe(`invoice-${first.id}.pdf`);
  expect(
    fs
      .readFileSync((await pdf.path())!)
      .subarray(0, 4)
      .toString(),
  ).toBe('%PDF');
});

test('one whole flow by keyboard alone: search, type, a row’s PDF by Enter', async ({
  page,
  request,
}) => {
  const recent = await documents(request, defaultDocumentDateRange(new Date()));
  const target = recent.documents.find((d) => d.type === 'payment')!;
  await page.goto('/documents');
  await shown(page);
  const box = searchBox(page);
  await tabTo(page, box);
  await expect(box).toBeFocused();
  await page.keyboard.type(String(target.contractId));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${target.contractId}`));
  // The type select: open it with the keyboard, choose Payment.
  await page.keyboard.press('Tab');
  await expect(typeSelect(page)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('Payment');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/type=payment/);
  await expect.poll(() => rowIds(page)).toContain(target.id);
  // Into the table, to the target's row; Enter on the row downloads its PDF.
  const row = grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(target.id) }) });
  for (
    let i = 0;
    i < 20 && !(await grid(page).evaluate((el) => el.contains(document.activeElement)));
    i++
  ) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Home');
  for (let i = 0; i < 10 && !(await row.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(row).toBeFocused();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  expect(download.suggestedFilename()).toBe(`payment-${target.id}.pdf`);
});

test('axe finds nothing in light and dark; bad input gives no results, never a 5xx', async ({
  page,
}) => {
  const failures = serverErrors(page);
  await page.goto('/documents?type=payment');
  await shown(page);
  await expectNoAxeViolations(page);
  await searchHostileTexts(page);
  expect(failures).toEqual([]);
  await page.evaluate(() => localStorage.setItem('backoffice.theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(noResults(page)).toBeVisible(LOAD);
  await expectNoAxeViolations(page);
  await page.goto('/documents');
  await shown(page);
  await expectNoAxeViolations(page);
});
