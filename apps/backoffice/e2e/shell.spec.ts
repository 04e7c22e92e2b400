import { routes } from '@backoffice/api';
import { expect, test } from './fixtures';

test('a deep link is served by the single-page fallback', async ({ page }) => {
  const response = await page.goto('/requests/123');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the API answers health and a JSON 404 for unknown paths', async ({ request }) => {
  const health = await request.get(routes.health.path);
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });

  const missing = await request.get(`${routes.health.path}-does-not-exist`);
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ code: 'not_found' });
});

test('the theme choice is remembered across reloads', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('backoffice.theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
