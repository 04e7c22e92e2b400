import type { Page } from '@playwright/test';
import { defaultRequestDateRange, formatDate } from '@backoffice/domain';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import {
  allRequests,
  freshRequests,
  shownDate,
  signInWithToken,
  typeDateTime,
  typedDay,
} from './support';

/**
 * The date pickers write what the product writes (dd/MM/yyyy, 24-hour clock, English names,
 * Paris time) whatever the browser's language and time zone: the app fixes them once in its
 * LocaleProvider. Each browser below would show mm/dd/yyyy and AM/PM, or French names, if the
 * pickers followed it. Chromium is started with `--lang=en-US`.
 */
const browsers = [
  { locale: 'en-US', timezoneId: 'America/New_York' },
  { locale: 'fr-FR', timezoneId: 'Europe/Paris' },
] as const;

// Chromium itself runs in en-US here (its UI language, its Accept-Language); the fr-FR
// pages below are told their language by the context.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--lang=en-US'],
  },
});

const openCalendar = async (page: Page, field: string) => {
  await page
    .getByRole('group', { name: field })
    .getByRole('button', { name: /Calendar/ })
    .click();
  return page.getByRole('dialog');
};

for (const browser of browsers) {
  test.describe(`a browser in ${browser.locale} (${browser.timezoneId})`, () => {
    test.use(browser);

    test('the board’s date filters read and take dd/MM/yyyy, with English names', async ({
      page,
      request,
    }) => {
      await signInWithToken(page, request);
      expect(await page.evaluate(() => navigator.language)).toBe(browser.locale);
      await page.goto('/requests');
      const { startDate } = defaultRequestDateRange(new Date());
      const start = page.getByRole('group', { name: 'Start date' });
      await expect(start).toHaveText(formatDate(startDate));

      // Day first: 12/05 is the 12th of May, never the 5th of December.
      await page.getByRole('spinbutton', { name: 'day, Start date' }).click();
      await page.keyboard.type('12052026');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/startDate=2026-05-12/);
      await expect(start).toHaveText('12/05/2026');

      // The calendar: English month and weekday names, weeks from Monday.
      const dialog = await openCalendar(page, 'Start date');
      await expect(dialog.getByRole('heading', { name: 'May 2026' })).toBeVisible();
      await expect(dialog.locator('thead th')).toHaveText(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
      const picked = dialog.getByRole('button', { name: /^Tuesday, 12 May 2026/ });
      await expect(picked).toBeFocused();
      await expect(dialog.getByRole('button', { name: 'Previous' })).toBeVisible();
      await expectNoAxeViolations(page);
      // Picking a day applies it at once.
      await dialog.getByRole('button', { name: /^Friday, 15 May 2026/ }).click();
      await expect(page).toHaveURL(/startDate=2026-05-15/);
      await expect(start).toHaveText('15/05/2026');
    });

    test('a date typed key by key applies once, at its year’s last digit; nothing on the way', async ({
      page,
      request,
    }) => {
      await signInWithToken(page, request);
      for (const path of ['/requests', '/documents']) {
        await page.goto(path);
        await expect(page.getByRole('group', { name: 'Start date' })).toBeVisible();
        const year = page.getByRole('spinbutton', { name: 'year, Start date' });
        await page.getByRole('spinbutton', { name: 'day, Start date' }).click();
        // The day and the month typed over the board's default date make whole dates, and the
        // year's first three digits (the years 2, 20 and 202) none: the URL keeps what it had
        // (the documents' start is empty until the year is typed), the field what is typed.
        const before = new URL(page.url()).searchParams.get('startDate');
        await page.keyboard.type('1205');
        await expect(page.getByRole('spinbutton', { name: 'month, Start date' })).toHaveAttribute(
          'aria-valuenow',
          '5',
        );
        expect(new URL(page.url()).searchParams.get('startDate')).toBe(before);
        for (const [key, shown] of [
          ['2', '2'],
          ['0', '20'],
          ['2', '202'],
        ] as const) {
          await page.keyboard.type(key);
          await expect(year).toHaveAttribute('aria-valuenow', shown);
          expect(new URL(page.url()).searchParams.get('startDate')).toBe(before);
        }
        // The list asks the server for the whole date at once.
        const asked = page.waitForRequest(
          (r) =>
            new URL(r.url()).pathname.startsWith('/api/') &&
            new URL(r.url()).searchParams.get('startDate') === '2025-05-12',
        );
        await page.keyboard.type('5');
        await expect(page).toHaveURL(new RegExp(`${path}\\?startDate=2025-05-12$`));
        await asked;
        await expect(page.getByRole('group', { name: 'Start date' })).toHaveText('12/05/2025');
        await expect(year).toBeFocused();
        // The whole typing was one step of the history.
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
      }
    });

    test('a date-time field takes dd/MM/yyyy and the 24-hour clock, in Paris time', async ({
      page,
      request,
    }) => {
      const token = await signInWithToken(page, request);
      const [target] = freshRequests(await allRequests(request, token));
      await page.goto(`/requests/${target!.id}`);
      await page
        .getByRole('complementary', { name: 'Actions' })
        .getByRole('button', { name: 'Schedule a visit', exact: true })
        .click();
      const field = page.getByRole('group', { name: 'Visit date and time' });
      // Day, month, year, hour, minute: no AM/PM segment.
      await expect(field.getByRole('spinbutton')).toHaveCount(5);
      await typeDateTime(page, 'Visit date and time', 10, '14:30');
      await expect.poll(() => shownDate(field)).toBe(`${formatDate(typedDay(10).iso)}, 14:30`);

      // Saved as 14:30 in Paris, not in the browser's time zone.
      const name = `Schedule visit for request ${target!.id}`;
      await page.getByRole('button', { name, exact: true }).click();
      await page.getByRole('button', { name: `Confirm: ${name}`, exact: true }).click();
      await expect(
        page
          .getByRole('region', { name: 'Visit and ratings' })
          .getByText(`${formatDate(typedDay(10).iso)} 14:30`),
      ).toBeVisible();
    });
  });
}
