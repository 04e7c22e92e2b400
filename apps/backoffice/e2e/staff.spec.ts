/**
 * Staff who are who they are, in Chromium against the real server. An Admin invites a
 * CSM and a Viewer, each signs in through the one-time link; the Viewer sees writes disabled
 * with the reason and the API refuses them (403); the Admin disables the CSM, whose open tab is
 * signed out within 2 s; a second factor is enrolled, then used at sign-in (a code, then a
 * recovery code); "Sign out everywhere else" ends the other tab; a server whose idle timeout is
 * short signs an idle tab out while its live stream stays open. The Security log shows each of
 * those events with who, when and from where, axe clean in light and dark.
 *
 * Every account here is made by the test: the demo accounts stay as the other specs expect.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import path from 'node:path';
import { generate } from 'otplib';
import { routes, TOKEN_STORAGE_KEY } from '@backoffice/api';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { start, type Running } from './processes';
import { DEMO, LOAD, sessionToken, signInWithToken, storeToken } from './support';

test.describe.configure({ timeout: 180_000 });

/** The promise: a disabled person's open tab is signed out within 2 s. */
const SIGNED_OUT_WITHIN = { timeout: 2_000 };

/** A name and email no other run of this spec has used on this server. */
function newcomer(first: string) {
  const tag = Math.random().toString(36).slice(2, 8);
  return { name: `${first} ${tag}`, email: `${first.toLowerCase()}.${tag}@example.com` };
}

/** A fresh browser context of its own (another person), on the same server. */
async function person(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-GB',
    timezoneId: 'Europe/Paris',
  });
  return { context, page: await context.newPage() };
}

/** Through the Staff screen: invites someone and answers the one-time link shown once. */
async function invite(
  page: Page,
  who: { name: string; email: string },
  role: string,
): Promise<string> {
  await page.getByRole('button', { name: 'Invite staff member' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(who.name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(who.email);
  // The dialog's Role select (the table behind has a Role column of its own).
  await dialog.getByRole('button', { name: /Role$/ }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await expect(dialog.getByRole('button', { name: /Role$/ })).toContainText(role);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  const link = dialog.getByLabel('One-time link');
  await expect(link).toContainText('/set-password#token=', LOAD);
  await expect(dialog).toContainText('Valid 24 hours. Shown once: copy it now.');
  const text = (await link.textContent())!.trim();
  await dialog
    .getByRole('button', { name: /^(Close|Done)$/ })
    .first()
    .click();
  await expect(dialog).toBeHidden();
  return text;
}

/** Opens a one-time link, chooses the password, then signs in with it through the form. */
async function acceptLink(
  page: Page,
  link: string,
  who: { name: string; email: string },
  password: string,
) {
  // The link as the Admin copied it, opened on this browser's server.
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.hash}`);
  await expect(
    page.getByRole('heading', { name: `Welcome, ${who.name}: choose your password` }),
  ).toBeVisible(LOAD);
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Repeat the new password/).fill(password);
  await page.getByRole('button', { name: 'Set my password' }).click();
  await expect(page.getByText('Your password is set. Sign in with it.')).toBeVisible(LOAD);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(who.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The token the app stored for its session. */
const storedToken = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);

test('an Admin invites a CSM and a Viewer; the Viewer cannot write; a disabled CSM is signed out at once; all on the Security log', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  await signInWithToken(page, request);
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible(LOAD);
  const csm = newcomer('Nina');
  const viewer = newcomer('Victor');
  const csmLink = await invite(page, csm, 'CSM');
  const viewerLink = await invite(page, viewer, 'Viewer');
  await expect(page.getByRole('row').filter({ hasText: csm.email })).toContainText('Invited');

  // Each signs in through their link, in a browser of their own.
  const nina = await person(browser, baseURL!);
  await acceptLink(nina.page, csmLink, csm, 'les quais de Saône au matin');
  await expect(nina.page.getByRole('navigation')).toBeVisible(LOAD);
  const victor = await person(browser, baseURL!);
  await acceptLink(victor.page, viewerLink, viewer, 'un café crème sans sucre');
  await expect(victor.page.getByRole('navigation')).toBeVisible(LOAD);

  // The Viewer: the board's cards are there, their moves disabled, the reason in words; a
  // control refused keeps its reason as its description (read by a screen reader, and on focus).
  await victor.page.goto('/requests');
  await expect(
    victor.page.getByText('Cards cannot be moved: Viewers cannot change records.'),
  ).toBeVisible(LOAD);
  const exportButton = victor.page.getByRole('button', { name: /^Export/ });
  await expect(exportButton).toHaveAttribute('aria-disabled', 'true');
  await expect(exportButton).toHaveAccessibleDescription(/Viewers cannot export lists\./);
  await expectNoAxeViolations(victor.page);
  // …and the API refuses them the same, whatever the page shows.
  const viewerToken = await storedToken(victor.page);
  const refused = await request.patch(routes.officeRank.path.replace(':id', '3'), {
    headers: { Authorization: `Bearer ${viewerToken}`, 'Content-Type': 'application/json' },
    data: { rank: 2 },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    code: 'forbidden',
    description: 'Viewers cannot change records.',
  });
  // Nor do they see the Admins' screens in the navigation.
  await expect(victor.page.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);

  // The Admin disables the CSM, whose tab is open on the board: signed out within 2 s.
  await nina.page.goto('/requests');
  await expect(nina.page.getByRole('heading', { level: 1 })).toBeVisible(LOAD);
  const row = page.getByRole('row').filter({ hasText: csm.email });
  await page.getByRole('button', { name: `Actions for ${csm.name}` }).click();
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  const confirm = page.getByRole('dialog', { name: `Disable ${csm.name}?` });
  // Asked twice: the first press only arms it.
  await confirm.getByRole('button', { name: `Disable ${csm.name}` }).click();
  const answered = page.waitForResponse(
    (r) => r.url().includes('/disable') && r.request().method() === 'POST',
  );
  await confirm.getByRole('button', { name: `Confirm: Disable ${csm.name}` }).click();
  expect((await answered).status()).toBe(200);
  await expect(nina.page.getByTestId('session-ended-notice')).toBeVisible(SIGNED_OUT_WITHIN);
  await expect(nina.page.getByTestId('session-ended-notice')).toContainText(
    'Your session was ended.',
  );
  await expect(row).toContainText('Disabled');

  // The Security log: each of those, with who and from where; axe clean in light and dark.
  await page.goto('/security-log');
  await expect(page.getByRole('heading', { name: 'Security log', level: 1 })).toBeVisible(LOAD);
  const log = page.getByRole('grid').or(page.getByRole('table')).first();
  await expect(log).toContainText(`Invited ${csm.name} (${csm.email}) as CSM`, LOAD);
  await expect(log).toContainText(`Invited ${viewer.name} (${viewer.email}) as Viewer`);
  await expect(log).toContainText(`Disabled ${csm.name}`);
  await expect(log).toContainText('Accepted the invitation: password chosen');
  await expect(log).toContainText('127.0.0.1');
  await expectNoAxeViolations(page);
  await page.evaluate(() => localStorage.setItem('backoffice.theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('heading', { name: 'Security log', level: 1 })).toBeVisible(LOAD);
  await expectNoAxeViolations(page);
  await page.goto('/staff');
  await expect(page.getByRole('row').filter({ hasText: viewer.email })).toBeVisible(LOAD);
  await expectNoAxeViolations(page);
  await page.evaluate(() => localStorage.removeItem('backoffice.theme'));

  await nina.context.close();
  await victor.context.close();
});

test('a second factor: enrolled from the user menu, then a code and a recovery code at sign-in; Sign out everywhere else', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // A CSM of this test's own, invited through the API (the Staff screen is the test above's).
  const admin = await sessionToken(request);
  const who = newcomer('Rose');
  const invited = await request.post(routes.inviteStaff.path, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { name: who.name, email: who.email, role: 'csm' },
  });
  expect(invited.status()).toBe(200);
  const password = 'la tour Eiffel est grise';
  await acceptLink(page, ((await invited.json()) as { link: string }).link, who, password);
  await expect(page.getByRole('navigation')).toBeVisible(LOAD);

  // Enrol from the user menu: the secret, a first code, ten recovery codes shown once.
  await page.getByRole('button', { name: new RegExp(who.name) }).click();
  await page.getByRole('menuitem', { name: 'Two-factor authentication' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secret = ((await dialog.getByTestId('two-factor-secret').textContent()) ?? '').replace(
    /\s/g,
    '',
  );
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await dialog
    .getByRole('textbox', { name: 'The 6-digit code from your authenticator app' })
    .fill(await generate({ secret }));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const codes = dialog.getByTestId('recovery-codes');
  await expect(codes.getByRole('listitem')).toHaveCount(10, LOAD);
  const recovery = ((await codes.getByRole('listitem').first().textContent()) ?? '').trim();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(dialog).toBeHidden();

  // Another browser: the password, then the authenticator's code.
  const second = await person(browser, baseURL!);
  await second.page.goto('/login');
  await second.page.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await second.page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await second.page.getByRole('button', { name: 'Sign in' }).click();
  await expect(second.page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible(
    LOAD,
  );
  await second.page
    .getByRole('textbox', { name: 'The 6-digit code from your authenticator app' })
    .fill(await generate({ secret }));
  await second.page.getByRole('button', { name: 'Sign in' }).click();
  await expect(second.page.getByRole('navigation')).toBeVisible(LOAD);

  // A third: a recovery code instead, once.
  const third = await person(browser, baseURL!);
  await third.page.goto('/login');
  await third.page.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await third.page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await third.page.getByRole('button', { name: 'Sign in' }).click();
  await third.page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await third.page.getByRole('textbox', { name: 'Recovery code' }).fill(recovery);
  await third.page.getByRole('button', { name: 'Sign in' }).click();
  await expect(third.page.getByRole('navigation')).toBeVisible(LOAD);

  // Your sessions: three; Sign out everywhere else ends the other two tabs.
  await page.getByRole('button', { name: new RegExp(who.name) }).click();
  await page.getByRole('menuitem', { name: 'Your sessions' }).click();
  const sessions = page.getByTestId('sessions-table');
  await expect(sessions.getByRole('row')).toHaveCount(4, LOAD);
  await expect(sessions).toContainText('This session');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await page.getByRole('button', { name: /^Confirm/ }).click();
  await expect(page.getByText('This is your only session.')).toBeVisible(LOAD);
  for (const other of [second, third]) {
    await expect(other.page.getByTestId('session-ended-notice')).toBeVisible(LOAD);
    await other.context.close();
  }

  // On the Security log: the second factor turned on, the recovery code used, the sessions ended.
  const events = await request.get(routes.securityEvents.path, {
    headers: { Authorization: `Bearer ${admin}` },
    params: { perPage: 100 },
  });
  const summaries = (
    (await events.json()) as { events: { summary: string; staffName: string }[] }
  ).events
    .filter((e) => e.staffName === who.name)
    .map((e) => e.summary);
  expect(summaries).toEqual(
    expect.arrayContaining([
      'Turned on two-factor authentication',
      expect.stringMatching(/^Signed in with a recovery code/),
      'Signed in with a code',
      expect.stringMatching(/^2 sessions of .* ended: signed out from another session$/),
    ]),
  );
});

test.describe('a server whose sessions idle out in 20 seconds', () => {
  let server: Running;
  test.beforeAll(async () => {
    const repoRoot = path.resolve(import.meta.dirname, '../../..');
    server = await start(path.join(repoRoot, 'apps/server/dist/index.js'), {
      DATA_DIR: path.join(test.info().project.outputDir, `idle-${Date.now()}`),
      DATABASE_URL: '',
      SESSION_IDLE_SECONDS: '20',
    });
  });
  test.afterAll(async () => server?.stop());

  test('asks "Still there?" before the end, keeps a person who answers, signs out one who does not, while the live stream stays open', async ({
    browser,
  }) => {
    const { context, page } = await person(browser, server.url);
    const signIn = await page.request.post(`${server.url}${routes.login.path}`, { data: DEMO });
    const { token } = (await signIn.json()) as { token: string };
    await page.goto(`${server.url}${routes.health.path}`);
    await storeToken(page, token);
    // The stream's requests, to see it open and never count as activity.
    const streams: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/csm/events')) streams.push(r.url());
    });
    await page.goto(`${server.url}/requests`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOAD);

    const still = page.getByRole('dialog', { name: 'Still there?' });
    await expect(still).toBeVisible({ timeout: 25_000 });
    await expect(still.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    await still.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(still).toBeHidden();
    // Not answered the second time: signed out at the idle end, the reason said.
    await expect(still).toBeVisible({ timeout: 25_000 });
    await expect(page.getByTestId('session-ended-notice')).toBeVisible({ timeout: 25_000 });
    await expect(page.getByTestId('session-ended-notice')).toContainText('without activity');
    expect(streams.length, 'the live stream was open all along').toBeGreaterThan(0);
    // The server agrees: the token is refused, and says why.
    const after = await page.request.get(`${server.url}${routes.refresh.path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(after.status()).toBe(401);
    expect(((await after.json()) as { code: string }).code).toBe('session_idle');
    await context.close();
  });
});
