/**
 * One search rule for people and places, on the seeded data: Éléonore Giraud is found as a CSM
 * types her (names in any order, without accents, a part of a name) by Go to, the users list
 * and the board (Guenièvre Rousseau, a guest with requests, as "rousseau guenievre"); an address
 * typed without accents finds its office.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LOAD, signInBeforeEach } from './support';

signInBeforeEach();

const palette = (page: Page) => page.getByRole('dialog', { name: 'Go to' });

async function goTo(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  const field = palette(page).getByRole('combobox', { name: 'Go to' });
  await expect(field).toBeFocused();
  await field.fill(query);
}

test('Go to finds a person by name as typed, people first, "See all" after five', async ({
  page,
}) => {
  await page.goto('/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible(LOAD);
  for (const typed of ['eleonore giraud', 'Giraud Éléonore', 'Éléo']) {
    await goTo(page, typed);
    const people = palette(page).getByRole('group', { name: 'Users' });
    await expect(
      people.getByRole('option', { name: /^Guest Éléonore Giraud Guest \d+/ }),
    ).toBeVisible(LOAD);
    await page.keyboard.press('Escape');
  }
  // A common name: five people, then the users list searched the same way.
  await goTo(page, 'Martin');
  const seeAll = palette(page).getByRole('option', { name: /See all users matching “Martin”/ });
  await expect(seeAll).toBeVisible(LOAD);
  await seeAll.click();
  await expect(page).toHaveURL(/\/users\?searchText=Martin$/);
});

test('the users list and the board find her without accents; an address without accents finds its office', async ({
  page,
}) => {
  await page.goto('/users?searchText=eleonore%20giraud');
  await expect(page.getByRole('row').filter({ hasText: 'Éléonore Giraud' }).first()).toBeVisible(
    LOAD,
  );
  await page.goto('/users?searchText=Giraud%20%C3%89l%C3%A9o');
  await expect(page.getByRole('row').filter({ hasText: 'Éléonore Giraud' }).first()).toBeVisible(
    LOAD,
  );

  await page.goto('/requests?startDate=2020-01-01&endDate=2030-12-31&search=rousseau%20guenievre');
  const board = page.getByRole('group', { name: 'Requests by funnel stage' });
  await expect(
    board.getByRole('listitem').filter({ hasText: 'Guenièvre Rousseau' }).first(),
  ).toBeVisible(LOAD);

  await page.goto('/offices?search=58%20allee%20royale');
  await expect(page.getByRole('row').filter({ hasText: '58 Allée Royale' }).first()).toBeVisible(
    LOAD,
  );
});
