import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { signInWithToken } from './support';

const LINKS: [string, string][] = [
  ['Analytics', '/analytic'],
  ['Users', '/users'],
  ['Offices', '/offices'],
  ['Requests', '/requests'],
  ['Conversations', '/conversations'],
  ['Contracts', '/contracts'],
  ['Documents', '/documents'],
  ['Map search', '/offices/search'],
  ['SEO', '/seo'],
  ['Display', '/office_display'],
];

test.beforeEach(async ({ page, request }) => {
  await signInWithToken(page, request);
});

test('the navigation has the 10 links in the spec’s order', async ({ page }) => {
  await page.goto('/requests');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(LINKS.map(([label]) => label));
  for (const [label, href] of LINKS) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('link', { name: 'Requests' })).toHaveAttribute('aria-current', 'page');
});

test('every link opens its screen inside the layout, its link marked as the current page', async ({
  page,
}) => {
  await page.goto('/requests');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, href] of LINKS.filter(([, href]) => href !== '/requests')) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${href}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  await expectNoAxeViolations(page);
});

test('Export warns the user to wait, then shows the server’s message', async ({ page }) => {
  await page.goto('/users');
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The export is being prepared, please wait.' }),
  ).toBeVisible();
  const done = page.getByRole('status').filter({ hasText: /The export of \d+ requests is ready/ });
  await expect(done).toBeVisible();
  // Toasts sit top-right and close by themselves after 5 s.
  const box = (await done.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeLessThan(120);
  expect(box.x).toBeGreaterThan(viewport.width / 2);
  await page.mouse.move(10, viewport.height - 10);
  await expect(done).toBeHidden({ timeout: 7000 });
});

test('the user menu shows the signed-in name', async ({ page }) => {
  await page.goto('/analytic');
  await page.getByRole('button', { name: /Camille Dubois/ }).press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /Camille Dubois/ })).toBeFocused();
});
