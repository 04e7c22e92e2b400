import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { routes } from '@backoffice/api';
import { defaultSearchAnalyticsRange, lastDays, noSearchesText } from '@backoffice/domain';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { LOAD, signInBeforeEach, tabTo, typedDay } from './support';

const session = signInBeforeEach({ timeout: 120_000 });

const searchStats = (page: Page) => page.getByRole('region', { name: 'Search Stats' });
const officeAnalytics = (page: Page) => page.getByRole('region', { name: 'Office analytics' });
const searchButton = (page: Page) => page.getByRole('button', { name: 'Download search stats' });
const officeButton = (page: Page) =>
  page.getByRole('button', { name: 'Download office analytics' });

/** The first line of a downloaded file. */
function firstLine(path: string): string {
  return fs
    .readFileSync(path, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)[0]!;
}

/**
 * Holds each analytics answer back until the test lets it go, once it has seen that the page
 * is working: answers the function that lets the next one (held or still to come) through. A
 * fixed 700 ms hold could end before a loaded machine's first look at "Preparing the file…".
 */
async function holdAnalytics(page: Page): Promise<() => void> {
  const held: (() => void)[] = [];
  let letThrough = 0;
  await page.route('**/api/v2/csm/analytics/**', async (route) => {
    if (letThrough > 0) letThrough -= 1;
    else await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  return () => {
    const next = held.shift();
    if (next) next();
    else letThrough += 1;
  };
}

test('each download shows it is working and arrives as a CSV; an empty range says so', async ({
  page,
}) => {
  const letGo = await holdAnalytics(page);
  const range = defaultSearchAnalyticsRange(new Date());
  await page.goto('/analytic');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible(LOAD);
  await expect(searchButton(page)).toBeEnabled(LOAD);
  // The last 28 days unless chosen, not written in the URL.
  const [start, end] = [range.minDate, range.maxDate].map((d) => d.split('-').reverse().join('/'));
  await expect(page.getByRole('group', { name: 'Dates' })).toContainText(`${start}`);
  await expect(page.getByRole('group', { name: 'Dates' })).toContainText(`${end}`);
  expect(new URL(page.url()).search).toBe('');
  await expectNoAxeViolations(page);

  // Search stats: pending, then a browser download whose first line is the CSV header.
  const searchDownload = page.waitForEvent('download');
  await searchButton(page).click();
  await expect(searchStats(page).getByRole('status')).toHaveText('Preparing the file…');
  letGo();
  const search = await searchDownload;
  expect(search.suggestedFilename()).toBe(`search-analytics-${range.minDate}-${range.maxDate}.csv`);
  const searchLines = fs
    .readFileSync((await search.path())!, 'utf8')
    .trim()
    .split('\r\n');
  // Paris dates and times as the spec shows them, then one column per search criterion.
  expect(firstLine((await search.path())!)).toMatch(
    /^Id,Date,Time \(Paris\),Source,Place,Results,q,placeId,.*,seatsMin,/,
  );
  expect(searchLines.length).toBeGreaterThan(1);
  for (const line of searchLines.slice(1))
    expect(line).toMatch(/^\d+,\d\d\/\d\d\/\d{4},\d\d:\d\d,/);
  await expect(searchStats(page).getByRole('status')).toHaveText(
    `Downloaded ${search.suggestedFilename()}.`,
  );

  // Office analytics, the same way.
  const officeDownload = page.waitForEvent('download');
  await officeButton(page).click();
  await expect(officeAnalytics(page).getByRole('status')).toHaveText('Preparing the file…');
  letGo();
  const offices = await officeDownload;
  expect(offices.suggestedFilename()).toBe('office-analytics.csv');
  expect(firstLine((await offices.path())!)).toMatch(/^id,reference,address,/);

  // A range without a search: said, and no file.
  const empty = { minDate: '2001-01-01', maxDate: '2001-01-31' };
  await page.goto(`/analytic?minDate=${empty.minDate}&maxDate=${empty.maxDate}`);
  await expect(page.getByRole('group', { name: 'Dates' })).toContainText('01/01/2001', LOAD);
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  letGo();
  await searchButton(page).click();
  await expect(searchStats(page).getByRole('status')).toHaveText(noSearchesText(empty));
  expect(downloads).toBe(0);

  // Nonsense parameters open on the default range.
  await page.goto('/analytic?minDate=2026-02-31&maxDate=yesterday&x=1');
  await expect(page.getByRole('group', { name: 'Dates' })).toContainText(start!, LOAD);
});

test('by keyboard alone: a preset range, then its download; axe clean in dark', async ({
  page,
}) => {
  await page.evaluate(() => localStorage.setItem('backoffice.theme', 'dark'));
  await page.goto('/analytic');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(searchButton(page)).toBeEnabled(LOAD);
  await expectNoAxeViolations(page);
  // Tab from the top of the page to the range's calendar button, open it, take a preset.
  const calendar = searchStats(page).getByRole('button', { name: /Calendar/ });
  await tabTo(page, calendar);
  await expect(calendar).toBeFocused();
  await page.keyboard.press('Enter');
  const preset = page.getByRole('button', { name: 'Last 7 days' });
  await expect(preset).toBeVisible();
  await tabTo(page, preset, 60);
  await page.keyboard.press('Enter');
  // The last 7 days: the end is today, the default's, so only the start is written.
  const { startDate: minDate, endDate: maxDate } = lastDays(7, new Date());
  await expect(page).toHaveURL(new RegExp(`/analytic\\?minDate=${minDate}$`));
  // Back to the download button, by Tab alone; Enter downloads.
  await tabTo(page, searchButton(page), 20);
  await expect(searchButton(page)).toBeFocused();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  expect(download.suggestedFilename()).toBe(`search-analytics-${minDate}-${maxDate}.csv`);
  await expectNoAxeViolations(page);
});

test('a range typed key by key stays as typed; its CSV is named by those days and covers them', async ({
  page,
  request,
}) => {
  const [start, end] = [typedDay(-20), typedDay(-6)];
  await page.goto('/analytic');
  await expect(searchButton(page)).toBeEnabled(LOAD);
  const segments = page.getByRole('group', { name: 'Dates' }).getByRole('spinbutton');
  await expect(segments).toHaveCount(6);
  await segments.nth(0).click();
  // Each key alone, as a person types: the year's first digits (2, 20, 202) are kept as typed,
  // never taken for a range (the URL refused them and the range snapped back to the default).
  for (const [index, day] of [
    [2, start],
    [5, end],
  ] as const) {
    for (const [i, key] of [...day.typed].entries()) {
      await page.keyboard.press(key);
      if (i >= 4) {
        await expect(segments.nth(index)).toHaveAttribute(
          'aria-valuenow',
          day.typed.slice(4, i + 1),
        );
      }
    }
  }
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
    .toEqual({ minDate: start.iso, maxDate: end.iso });
  const shown = (iso: string) => iso.split('-').reverse().join('/');
  await expect(page.getByRole('group', { name: 'Dates' })).toHaveText(
    `${shown(start.iso)}–${shown(end.iso)}`,
  );

  const [download] = await Promise.all([page.waitForEvent('download'), searchButton(page).click()]);
  expect(download.suggestedFilename()).toBe(`search-analytics-${start.iso}-${end.iso}.csv`);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  // The same file as the server writes for those days...
  const asked = await request.get(routes.searchAnalyticsCsv.path, {
    headers: session.auth(),
    params: { minDate: start.iso, maxDate: end.iso },
  });
  expect(asked.status()).toBe(200);
  expect(text).toBe(await asked.text());
  // ...whose every search was made on one of them (Paris days).
  const rows = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1);
  expect(rows.length).toBeGreaterThan(0);
  // The Date column is the Paris day, dd/MM/yyyy.
  const days = rows.map((row) => row.split(',')[1]!.split('/').reverse().join('-'));
  expect(days.filter((day) => day < start.iso || day > end.iso)).toEqual([]);
  await expect(searchStats(page).getByRole('status')).toHaveText(
    `Downloaded ${download.suggestedFilename()}.`,
  );
});
