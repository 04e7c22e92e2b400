import type { Page } from '@playwright/test';
import { API_DOCS_PATH, OPENAPI_PATH } from '@backoffice/api';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { LOAD, signInBeforeEach } from './support';

/**
 * The API described for other teams. The docs page (Swagger UI, bundled with the
 * server's build) renders the server's OpenAPI document, in light and dark, axe clean, and
 * nothing it loads comes from anywhere but this server.
 */

/** Every request the page makes to another origin than the server's. */
function requestsElsewhere(page: Page, origin: string): string[] {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== origin) elsewhere.push(request.url());
  });
  return elsewhere;
}

async function openDocs(page: Page) {
  await page.goto(API_DOCS_PATH);
  await expect(page.getByRole('heading', { name: /Office-rental marketplace API/ })).toBeVisible(
    LOAD,
  );
}

test.describe('the docs page', () => {
  test('renders every route of the document from this server alone, axe clean in light and dark', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL as string).origin;
    const elsewhere = requestsElsewhere(page, origin);
    const documentLoaded = page.waitForResponse(
      (res) => new URL(res.url()).pathname === OPENAPI_PATH && res.status() === 200,
    );
    await page.emulateMedia({ colorScheme: 'light' });
    await openDocs(page);
    await documentLoaded;
    await expect(page).toHaveTitle('API reference · Back-office');
    await expect(page.locator('html')).not.toHaveClass(/dark-mode/);

    // The routes by section, and one opened: its path parameter, its answers and error codes.
    await expect(page.getByRole('heading', { name: 'Display sections' })).toBeVisible();
    const office = page.getByRole('button', { name: 'GET /api/v2/csm/offices/{id} Office detail' });
    await office.click();
    await expect(office).toHaveAttribute('aria-expanded', 'true');
    const detail = page.locator('#operations-Offices-office');
    await expect(detail.getByText('integer', { exact: false }).first()).toBeVisible();
    await expect(
      detail.getByRole('region', { name: /^Responses of GET \/api\/v2\/csm\/offices/ }),
    ).toBeVisible();
    await expect(detail.getByText('"not_found"').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Dark: the system's choice, with nothing set in the back-office.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark-mode/);
    await expectNoAxeViolations(page);

    expect(elsewhere).toEqual([]);
  });

  test("follows the back-office's own Theme choice over the system's", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(API_DOCS_PATH);
    await page.evaluate(() => localStorage.setItem('backoffice.theme', 'dark'));
    await openDocs(page);
    await expect(page.locator('html')).toHaveClass(/dark-mode/);
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(28, 32, 34)');
  });
});

test.describe('the user menu', () => {
  signInBeforeEach();

  test('opens the API reference in a new tab, by keyboard', async ({ page, context }) => {
    await page.goto('/analytic');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeFocused(LOAD);
    await page.getByRole('button', { name: /Camille Dubois/ }).press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'Light' })).toBeFocused();
    // Above Logout, the last entry.
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowUp');
    const entry = page.getByRole('menuitem', { name: 'API reference' });
    await expect(entry).toBeFocused();
    const opened = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    const docs = await opened;
    await expect(docs.getByRole('heading', { name: /Office-rental marketplace API/ })).toBeVisible(
      LOAD,
    );
    expect(new URL(docs.url()).pathname).toBe(API_DOCS_PATH);
  });
});
