import type { Response } from '@playwright/test';
import { routes } from '@backoffice/api';
import { expect, test } from './fixtures';
import { apiToken } from './support';

test('a deep link is served by the single-page fallback; the app’s code comes compressed', async ({
  page,
}) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.js$/.test(new URL(response.url()).pathname)) scripts.push(response);
  });
  const response = await page.goto('/requests/123');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Chromium asks for brotli; the server sends the copies the build compressed, to be kept a
  // year (their names change with their content) and told apart by Accept-Encoding. Every
  // script comes compressed, the small ones too (a screen loads twenty under 1 KiB); only one
  // of a few bytes (a re-export) may come whole, brotli making it no smaller.
  expect(scripts.length).toBeGreaterThan(0);
  let smallCompressed = 0;
  for (const script of scripts) {
    const headers = script.headers();
    const size = (await script.body()).length;
    expect({
      encoding: size < 64 ? 'a few bytes' : headers['content-encoding'],
      vary: headers['vary'],
      cache: headers['cache-control'],
    }).toEqual({
      encoding: size < 64 ? 'a few bytes' : 'br',
      vary: 'Accept-Encoding',
      cache: 'public, max-age=31536000, immutable',
    });
    if (size < 1024 && headers['content-encoding'] === 'br') smallCompressed += 1;
  }
  expect(smallCompressed).toBeGreaterThan(0);
});

test('API answers are compressed as Accept-Encoding asks, and say they vary by it', async ({
  request,
}) => {
  const token = await apiToken(request);
  const board = (encoding: string) =>
    request.get(routes.requestBoard.path, {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': encoding },
    });
  const br = await board('gzip, deflate, br, zstd');
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['vary']).toBe('Accept-Encoding');
  const gzip = await board('gzip');
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await board('identity');
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(plain.headers()['vary']).toBe('Accept-Encoding');
  // The same answer whichever way it came.
  expect(await br.json()).toEqual(await plain.json());
  expect(Number(br.headers()['content-length'])).toBeLessThan(
    Number(plain.headers()['content-length']) / 4,
  );
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
