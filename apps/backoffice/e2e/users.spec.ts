import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { routes } from '@backoffice/api';
import type { UsersAnswer, UsersQuery } from '@backoffice/api';
import {
  HANDOVER_LINK_COPIED,
  STRIPE_TOOLTIP,
  USER_COLUMNS,
  USER_STATUS_LABELS,
  VALIDATION_MESSAGES,
  listHeaders,
  userStatusChangedMessage,
} from '@backoffice/domain';
import type { User } from '@backoffice/domain';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { choose, downloadListCsv, listScreen, LOAD, signInBeforeEach, toast } from './support';

// Each test loads the app several times.
const session = signInBeforeEach({ timeout: 180_000 });

/** The users the API answers for some filters (what the screen should show). */
const users = session.list<UsersAnswer, UsersQuery>(routes.users.path);

async function firstUser(request: APIRequestContext, query: UsersQuery): Promise<User> {
  const found = (await users(request, { ...query, perPage: 20 })).users[0];
  if (!found) throw new Error(`No user for ${JSON.stringify(query)}`);
  return found;
}

const { grid, shown, resultLine, named } = listScreen('users');
const rowOf = (page: Page, id: number): Locator =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(id) }) });
// The selection's checkbox column (no visible header), the actions menu, the spec's columns.
const HEADERS = ['', 'Actions', ...listHeaders(USER_COLUMNS)];
/** A row's cell under a column header. */
const cellOf = (row: Locator, header: string) =>
  row.locator(`[aria-colindex="${HEADERS.indexOf(header) + 1}"]`);
const actionsOf = (page: Page, id: number) =>
  page.getByRole('button', { name: `Actions for user ${id}` });

/** Shows one user alone in the list, by its email in the search box. */
async function showOne(page: Page, { id, email }: Pick<User, 'id' | 'email'>) {
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill(email);
  await box.press('Enter');
  await expect(resultLine(page)).toHaveText(named(1));
  await expect(rowOf(page, id)).toBeVisible();
}

/**
 * Opens a row's menu by keyboard: on the row (where Tab lands in the table), the right arrow
 * moves to its first cell (the row's selection box), again to the actions button, and Enter
 * opens the menu.
 */
async function openMenu(page: Page, id: number) {
  await rowOf(page, id).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('checkbox', { name: `Select User ${id}` })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(actionsOf(page, id)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
}

/** The row's menu items, in order (an action the transitions do not allow is absent). */
async function offered(page: Page, id: number): Promise<string[]> {
  await actionsOf(page, id).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const items = (await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  return items;
}

test('the list: 16 columns, the nine filters in the URL, a shared link, blocked rows, axe light and dark', async ({
  page,
  request,
}) => {
  const all = await users(request);
  // 20 a page (Reset keeps the page size): fewer rows to draw and for axe to read.
  await page.goto('/users?perPage=20');
  await shown(page);
  await expect(page).toHaveTitle('Users · Back-office');
  await expect(resultLine(page)).toHaveText(named(all.total));
  await expect(grid(page).getByRole('columnheader')).toHaveText(HEADERS);
  // Newest id first by default.
  await expect(grid(page).getByRole('rowheader').first()).toHaveText(String(all.users[0]!.id));
  // A verified phone has its tick, read as "verified".
  const verified = all.users.slice(0, 8).find((u) => u.phone && u.userVerified)!;
  await expect(cellOf(rowOf(page, verified.id), 'Phone')).toHaveText(`${verified.phone}✓verified`);
  await expectNoAxeViolations(page);

  const filters: [string, string, UsersQuery, RegExp][] = [
    ['Id order', 'Id ascending', { orderType: 'asc' }, /orderType=asc/],
    ['Status', 'Blocked', { statusCode: 'blocked' }, /statusCode=blocked/],
    ['User type', 'Host', { userType: 'host' }, /userType=host/],
    ['Category', 'Pro', { pro: true }, /pro=true/],
    ['Stripe', 'Verified', { stripe: 'verified' }, /stripe=verified/],
    ['Profile', 'Pending', { profileComplete: false }, /profileComplete=false/],
  ];
  for (const [select, option, query, url] of filters) {
    const expected = await users(request, query);
    await choose(page, select, option);
    await expect(page).toHaveURL(url);
    await expect(resultLine(page)).toHaveText(named(expected.total));
    await expect(grid(page).getByRole('rowheader').first()).toHaveText(
      String(expected.users[0]!.id),
    );
    if (query.stripe) {
      // The Stripe state carries the tooltip that tells completed from verified.
      await cellOf(rowOf(page, expected.users[0]!.id), 'Stripe').getByRole('button').hover();
      await expect(page.getByRole('tooltip')).toHaveText(STRIPE_TOOLTIP);
    }
    if (query.statusCode === 'blocked') {
      // Red rows, and the status in words.
      const row = rowOf(page, expected.users[0]!.id);
      await expect(cellOf(row, 'Status')).toHaveText(USER_STATUS_LABELS.blocked);
      const tint = await row.evaluate((r) => getComputedStyle(r).backgroundColor);
      expect(tint).not.toBe('rgba(0, 0, 0, 0)');
    }
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(/\/users\?perPage=20$/);
  }

  // Free search: company name, user id or email.
  const sample = all.users.find((u) => u.company)!;
  const box = page.getByRole('searchbox', { name: 'Search' });
  for (const text of [sample.email, String(sample.id), sample.company!]) {
    const expected = await users(request, { searchText: text });
    await box.fill(text);
    await box.press('Enter');
    await expect(page).toHaveURL(/searchText=/);
    await expect(resultLine(page)).toHaveText(named(expected.total));
    await expect(rowOf(page, sample.id)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Reset filters' }).click();

  // Signup start and end dates, typed into the pickers' segments.
  const dates = await users(request, { startDate: '2026-01-01', endDate: '2026-06-30' });
  await page.getByRole('spinbutton', { name: 'day, Signup start date' }).click();
  await page.keyboard.type('01012026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/startDate=2026-01-01/);
  await page.getByRole('spinbutton', { name: 'day, Signup end date' }).click();
  await page.keyboard.type('30062026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/endDate=2026-06-30/);
  await expect(resultLine(page)).toHaveText(named(dates.total));

  // A shared link opens on its filters (and its page), in dark.
  const link = { statusCode: 'blocked', userType: 'guest', perPage: 20, page: 2 } as const;
  const linked = await users(request, link);
  await page.evaluate(() => localStorage.setItem('backoffice.theme', 'dark'));
  await page.goto('/users?page=2&perPage=20&statusCode=blocked&userType=guest');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await shown(page);
  await expect(page.getByRole('button', { name: /Status$/ })).toContainText('Blocked');
  await expect(page.getByRole('button', { name: /User type$/ })).toContainText('Guest');
  await expect(resultLine(page)).toHaveText(named(linked.total));
  await expect(grid(page).getByRole('rowheader').first()).toHaveText(String(linked.users[0]!.id));
  await expectNoAxeViolations(page);

  // Download CSV: every user these filters match (not only page 2), the table's columns
  // without its actions menu, in the list's order.
  const { filename, lines } = await downloadListCsv(page);
  expect(filename).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(lines[0]).toBe(listHeaders(USER_COLUMNS).join(','));
  expect(lines).toHaveLength(linked.total + 1);
  expect(linked.total).toBeGreaterThan(20);
  expect(lines[21]).toMatch(new RegExp(`^Guest,${linked.users[0]!.id},`));
});

test('host actions: Copy Link, Manage account (mismatch, refusal, success), Reset password, Mark and Unmark Pro, the SMS switch', async ({
  page,
  request,
  context,
  consoleErrors,
}) => {
  // The server refuses an email another account has (409), on purpose.
  consoleErrors.allow(/status of 409/);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const managed = await firstUser(request, { userType: 'host', statusCode: 'managed' });
  const host = await firstUser(request, { userType: 'host', statusCode: 'confirmed', pro: false });
  const other = (await users(request, { userType: 'guest' })).users[0]!;
  await page.goto('/users');
  await shown(page);

  // A managed host: Copy Link (the handover link) instead of Manage account.
  await showOne(page, managed);
  expect(await offered(page, managed.id)).toEqual([
    'Copy Link',
    'Reset password',
    managed.pro ? 'Unmark Pro' : 'Mark Pro',
  ]);
  await actionsOf(page, managed.id).click();
  await page.getByRole('menuitem', { name: 'Copy Link' }).click();
  await expect(toast(page, HANDOVER_LINK_COPIED)).toBeVisible();
  // A link made for this copy: its token is nowhere in the list the page read.
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^https:\/\/www\.example\.com\/fr\/handover\?token=[\w-]{43}$/);

  // Another host: Manage account.
  await showOne(page, host);
  expect(await offered(page, host.id)).toEqual(['Manage account', 'Reset password', 'Mark Pro']);
  await actionsOf(page, host.id).click();
  await page.getByRole('menuitem', { name: 'Manage account' }).click();
  const dialog = page.getByRole('dialog', { name: `Manage account of host ${host.id}` });
  const email = dialog.getByRole('textbox', { name: 'Email', exact: true });
  const confirmEmail = dialog.getByRole('textbox', { name: 'Confirm email' });
  const password = dialog.getByRole('textbox', { name: 'New password' });
  const confirmPassword = dialog.getByRole('textbox', { name: 'Confirm password' });
  // Paste is disabled on the password fields.
  await page.evaluate(() => navigator.clipboard.writeText('pasted-secret'));
  await password.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(password).toHaveValue('');
  // Mismatches, and the minimum length, in the spec's words.
  await email.fill(`host-${host.id}@example.org`);
  await confirmEmail.fill(`other-${host.id}@example.org`);
  await password.fill('abc');
  await confirmPassword.fill('abd');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(VALIDATION_MESSAGES.emailMismatch)).toBeVisible();
  await expect(dialog.getByText(VALIDATION_MESSAGES.passwordMismatch)).toBeVisible();
  await expect(dialog.getByText(VALIDATION_MESSAGES.passwordTooShort).first()).toBeVisible();
  // An email another account has: the server refuses; what was typed stays.
  await email.fill(other.email);
  await confirmEmail.fill(other.email);
  await password.fill('new-secret-1');
  await confirmPassword.fill('new-secret-1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'This email is already used by another account.')).toBeVisible();
  await expect(email).toHaveValue(other.email);
  await expect(password).toHaveValue('new-secret-1');
  // Closing with typed text asks first.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep editing' }).click();
  const fresh = `host-${host.id}-${Date.now()}@example.org`;
  await email.fill(fresh);
  await confirmEmail.fill(fresh);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, /The credentials of .+ were updated\./)).toBeVisible();
  await expect(dialog).toBeHidden();
  await showOne(page, { id: host.id, email: fresh });

  // Reset password: a host's row (no detail screen) opens its menu; it asks first (it emails
  // the host), then the server's message.
  await rowOf(page, host.id).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/users\?/);
  await page
    .getByRole('alertdialog', { name: `Reset password of host ${host.id}?` })
    .getByRole('button', { name: 'Reset password' })
    .click();
  await expect(toast(page, `A password reset email will be sent to ${fresh}.`)).toBeVisible();

  // Mark Pro, then Unmark Pro: the category follows.
  const category = cellOf(rowOf(page, host.id), 'Category');
  await expect(category).toHaveText('Non-Pro');
  await actionsOf(page, host.id).click();
  await page.getByRole('menuitem', { name: 'Mark Pro' }).click();
  await expect(toast(page, 'The host is now Pro.')).toBeVisible();
  await expect(category).toHaveText('Pro');
  expect(await offered(page, host.id)).toContain('Unmark Pro');
  await actionsOf(page, host.id).click();
  await page.getByRole('menuitem', { name: 'Unmark Pro' }).click();
  await page
    .getByRole('alertdialog', { name: `Unmark Pro host ${host.id}?` })
    .getByRole('button', { name: 'Unmark Pro' })
    .click();
  await expect(toast(page, 'The host is no longer Pro.')).toBeVisible();
  await expect(category).toHaveText('Non-Pro');

  // The receive-SMS switch.
  const sms = page.getByRole('switch', { name: `Receive SMS for user ${host.id}` });
  const was = await sms.isChecked();
  // The switch's input is hidden under its drawn track: a click lands on its label.
  await page.locator('label').filter({ has: sms }).click();
  await expect(
    toast(page, was ? 'Sms notifications disabled' : 'Sms notifications enabled'),
  ).toBeVisible();
  await expect(sms).toBeChecked({ checked: !was });
  const after = await users(request, { searchText: String(host.id) });
  expect(after.users.find((u) => u.id === host.id)!.notifyBySms).toBe(!was);
});

test('guest actions along the transitions, by keyboard alone: the list refreshes after 1000 ms keeping filters, page and focus; Details and Back', async ({
  page,
  request,
}) => {
  const query = { userType: 'guest', perPage: 20, page: 2 } as const;
  const pageTwo = (await users(request, query)).users;
  const guest = pageTwo.find((u) => u.status === 'confirmed')!;
  const created = (await users(request, { userType: 'guest', statusCode: 'created' })).users[0]!;
  const url = '/users?page=2&perPage=20&userType=guest';
  await page.goto(url);
  await shown(page);
  const row = rowOf(page, guest.id);
  const status = cellOf(row, 'Status');
  await expect(status).toHaveText(USER_STATUS_LABELS.confirmed);
  expect(await offered(page, guest.id)).toEqual(['Block user', 'Review user', 'Details']);

  // Block user, by keyboard: the menu, the question, the answer.
  const menuButton = actionsOf(page, guest.id);
  const run = async (label: string, to: User['status']) => {
    await openMenu(page, guest.id);
    const item = page.getByRole('menuitem', { name: label, exact: true });
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    while (!(await item.evaluate((el) => el === document.activeElement))) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog', { name: `${label} ${guest.id}?` });
    await expect(question).toBeVisible();
    const confirm = question.getByRole('button', { name: label, exact: true });
    while (!(await confirm.evaluate((el) => el === document.activeElement))) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    const confirmedAt = Date.now();
    await expect(toast(page, userStatusChangedMessage(guest.id, to))).toBeVisible();
    // The list refreshes 1000 ms after the change: the row shows the new status then.
    await expect(status).toHaveText(USER_STATUS_LABELS[to]);
    expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(900);
    // Same filters, same page, and the row's menu button still has the focus.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(url);
    await expect(menuButton).toBeFocused();
  };
  await run('Block user', 'blocked');
  expect(await offered(page, guest.id)).toEqual(['Confirm user', 'Review user', 'Details']);
  await run('Review user', 'under_review');
  expect(await offered(page, guest.id)).toEqual(['Block user', 'Confirm user', 'Details']);
  await run('Confirm user', 'confirmed');

  // A guest that was never confirmed can be confirmed from the list, as from its page.
  await page.goto(`/users?searchText=${created.id}`);
  await shown(page);
  expect(await offered(page, created.id)).toEqual(['Confirm user', 'Details']);

  // Details opens the guest; Back returns to the list with its filters and page.
  await page.goto(url);
  await shown(page);
  await openMenu(page, guest.id);
  await page.getByRole('menuitem', { name: 'Details' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/users/${guest.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Guest ${guest.id}` })).toBeVisible(
    LOAD,
  );
  const back = page.getByRole('link', { name: '← Back to users' });
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${url.replace(/[?]/g, '\\?')}$`));
  await shown(page);
  await expect(rowOf(page, guest.id)).toBeVisible();
});
