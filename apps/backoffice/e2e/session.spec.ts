import { routes, TOKEN_STORAGE_KEY } from '@backoffice/api';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { DEMO, signInWithForm, signInWithToken } from './support';

const welcome = { level: 1, name: 'Welcome to the back-office' } as const;

test('an unauthenticated visitor sees only the login screen, on any path', async ({ page }) => {
  for (const path of ['/', '/requests', '/requests/12', '/users', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', welcome)).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(path);
  }
  await expectNoAxeViolations(page);
});

test('the sign-in page opens on Email: the first keys typed land there; on Password when the email came filled in', async ({
  page,
}) => {
  await page.goto('/requests');
  await page.getByRole('heading', welcome).waitFor();
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeFocused();
  // Typed at once, nothing clicked first: every character is kept.
  await page.keyboard.type(DEMO.email);
  await expect(email).toHaveValue(DEMO.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeFocused();

  // The one-time link page's "Sign in" gives the email: the password is what is left to type.
  await page.evaluate((key) => localStorage.removeItem(key), TOKEN_STORAGE_KEY);
  await page.goto(`/login?email=${encodeURIComponent(DEMO.email)}`);
  await page.getByRole('heading', welcome).waitFor();
  await expect(email).toHaveValue(DEMO.email);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await expectNoAxeViolations(page);
});

test('sign-in shows the spec’s messages for bad input, by keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('heading', welcome).waitFor();
  // Email has the focus as the page opens; then Tab: password, show/hide, Sign in.
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type('csm@');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('email is not correct')).toBeVisible();
  await expect(page.getByText('password required')).toBeVisible();
  // The first invalid field takes the focus.
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(page.getByText('required', { exact: true })).toBeVisible();

  // Show and hide the password with the keyboard.
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.focus();
  await page.keyboard.type('secret');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide password' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'password');
});

test('wrong credentials show the catalogue’s toast', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 401/);
  await page.goto('/requests');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Login invalid!' })).toBeVisible();
  await expect(page.getByRole('heading', welcome)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
});

test('signing in lands where the visitor was going; the session survives a reload', async ({
  page,
}) => {
  await page.goto('/requests?search=zzz-no-match');
  await expect(page).toHaveTitle('Sign in · Back-office');
  await signInWithForm(page);
  // Focus goes to the page's heading, not the body; the tab names the page.
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeFocused();
  await expect(page).toHaveTitle('Requests · Back-office');
  await expect(page).toHaveURL(/\/requests\?search=zzz-no-match$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('zzz-no-match');

  const refresh = page.waitForResponse((r) => r.url().endsWith('/refresh'));
  await page.reload();
  expect((await refresh).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Camille Dubois/ })).toBeVisible();
});

test('/login and unknown paths lead to /requests once signed in', async ({ page, request }) => {
  await signInWithToken(page, request);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/requests$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/requests$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/requests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
});

test('logout revokes the token on the server, forgets it and shows the login screen', async ({
  page,
  request,
}) => {
  const token = await signInWithToken(page, request);
  await page.goto('/requests');
  await page.getByRole('button', { name: /Camille Dubois/ }).click();
  const loggedOut = page.waitForResponse((r) => r.url().endsWith(routes.logout.path));
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  expect((await loggedOut).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', welcome)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
  // The token no longer opens a session, even if it was copied before the logout.
  const refresh = await request.get(routes.refresh.path, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refresh.status()).toBe(401);
  await page.goto('/requests');
  await expect(page.getByRole('heading', welcome)).toBeVisible();
});

test('a stored token the server refuses logs out and goes to /login', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 401/);
  await page.goto('/login');
  await page.evaluate((key) => localStorage.setItem(key, 'not-a-valid-token'), TOKEN_STORAGE_KEY);
  await page.goto('/requests/5');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', welcome)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
  // Signing in again returns to the page the visitor was on.
  await signInWithForm(page);
  await expect(page).toHaveURL(/\/requests\/5$/);
});

test('a session check that gets no answer keeps the token, says so and tries again; leaving the page during the check signs no one out', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource|status of 503/);
  const token = await signInWithToken(page, request);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  await page.route(`**${routes.refresh.path}`, async (route) => {
    calls += 1;
    if (calls === 1) {
      // Held until the page is left: the browser drops it.
      await released;
      return route.abort().catch(() => {});
    }
    if (calls === 2) return route.abort('connectionrefused');
    if (calls === 3)
      return route.fulfill({ status: 503, json: { code: 'unavailable', description: 'Down' } });
    return route.continue();
  });
  await page.goto('/requests');
  await expect(page.getByRole('status')).toHaveText('Checking your session…');
  // A reload (here, another address) while the check is on its way.
  await page.goto('/requests/5');
  release();
  // No answer, then a 503: the screen says the server cannot be reached; the token stays.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Checking your session…' }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('The server cannot be reached. Trying again…');
  await expect(page.getByRole('navigation')).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBe(token);
  await expectNoAxeViolations(page);
  // By keyboard: Try again now (a 503, still no verdict), then the next try by itself gets in.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Try again now' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/requests\/5$/);
  expect(calls).toBe(4);
});
