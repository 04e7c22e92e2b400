import { routes } from '@backoffice/api';
import type { ChatMessagesAnswer, ConversationsAnswer, ConversationsQuery } from '@backoffice/api';
import {
  CONVERSATION_COLUMNS,
  defaultConversationDateRange,
  listHeaders,
} from '@backoffice/domain';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import {
  choose,
  downloadListCsv,
  listScreen,
  LOAD,
  rowsInView,
  signInBeforeEach,
  tabIntoRow,
  tabTo,
} from './support';

const HEADERS = listHeaders(CONVERSATION_COLUMNS);

// Each test loads the app several times.
const session = signInBeforeEach({ timeout: 180_000 });

/** The conversations the API answers for some filters (what the screen should show). */
const conversations = session.list<ConversationsAnswer, ConversationsQuery>(
  routes.conversations.path,
);

const { grid, shown, resultLine, named, rowIds, searchBox, search } = listScreen('conversations');

/** Wide dates, so that every seeded conversation is in the list. */
const WIDE = { startDate: '2000-01-01' };

test('the default list, each filter and sort in the URL; reload and Back keep them', async ({
  page,
  request,
}) => {
  // The last 7 days by default (operations §9): the dates are not written in the URL.
  const recent = await conversations(request, defaultConversationDateRange(new Date()));
  await page.goto('/conversations');
  await shown(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Conversations' })).toBeVisible();
  // The selection's checkbox column first (no visible header), then the spec's columns.
  await expect(grid(page).getByRole('columnheader')).toHaveText(['', ...HEADERS]);
  await expect(resultLine(page)).toHaveText(named(recent.total));
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByText('Id, #request id, .host id, -guest id, or a company')).toBeVisible();

  // Start date: typed into the picker's segments (day, month, year); Enter applies it.
  const wide = await conversations(request, WIDE);
  await page.getByRole('spinbutton', { name: 'day, Start date' }).click();
  await page.keyboard.type('01012000');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?startDate=2000-01-01$/);
  await expect(resultLine(page)).toHaveText(named(wide.total));

  // Unread by csm.
  const unreadCsm = await conversations(request, { ...WIDE, unread: 'csm' });
  await choose(page, 'Unread', 'Unread by csm');
  await expect(page).toHaveURL(/startDate=2000-01-01&unread=csm/);
  await expect(resultLine(page)).toHaveText(named(unreadCsm.total));
  await expect(grid(page).getByText('No unread')).toHaveCount(0);

  // Status.
  const status = await conversations(request, {
    ...WIDE,
    unread: 'csm',
    status: 'meeting_proposed',
  });
  await choose(page, 'Status', 'Meeting proposed');
  await expect(page).toHaveURL(/status=meeting_proposed/);
  await expect(resultLine(page)).toHaveText(named(status.total));

  // Sort by request id ascending.
  const sorted = await conversations(request, {
    ...WIDE,
    unread: 'csm',
    status: 'meeting_proposed',
    sort: 'request_id_asc',
  });
  await choose(page, 'Sort', 'Request id ascending');
  await expect(page).toHaveURL(/sort=request_id_asc/);
  await expect
    .poll(() => grid(page).getByRole('row').nth(1).getByRole('gridcell').nth(1).textContent())
    .toBe(String(sorted.conversations[0]!.requestId));

  // Reload keeps everything.
  await page.reload();
  await shown(page);
  await expect(page.getByRole('button', { name: /Status$/ })).toContainText('Meeting proposed');
  await expect(page.getByRole('button', { name: /Unread$/ })).toContainText('Unread by csm');
  await expect(page.getByRole('button', { name: /Sort$/ })).toContainText('Request id ascending');
  await expect(resultLine(page)).toHaveText(named(sorted.total));

  // Back undoes one step at a time.
  await page.goBack();
  await expect(page).toHaveURL(/status=meeting_proposed/);
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.getByRole('button', { name: /Sort$/ })).toContainText('Newest first');
  await page.goBack();
  await expect(page).not.toHaveURL(/status=/);
  await expect(resultLine(page)).toHaveText(named(unreadCsm.total));
});

test('each search syntax finds the right rows; red rows say so in words', async ({
  page,
  request,
}) => {
  const all = await conversations(request, { ...WIDE, sort: 'conversation_id_asc' });
  const target = all.conversations.find((c) => c.host.companyName)!;
  await page.goto('/conversations?startDate=2000-01-01');
  await shown(page);

  // Red rows (nothing unread for the CSM) carry the words "No unread".
  const read = all.conversations.find((c) => c.unreadByCsm === 0);
  if (read) {
    await search(page, String(read.conversationId));
    await expect(resultLine(page)).toHaveText(named(1));
    await expect(grid(page).getByRole('row').nth(1)).toContainText('No unread');
  }

  // A plain conversation id.
  await search(page, String(target.conversationId));
  await expect(page).toHaveURL(new RegExp(`search=${target.conversationId}`));
  await expect.poll(() => rowIds(page)).toEqual([target.conversationId]);

  // '#' and a request id.
  const byRequest = await conversations(request, { ...WIDE, search: `#${target.requestId}` });
  await search(page, `#${target.requestId}`);
  await expect(resultLine(page)).toHaveText(named(byRequest.total));
  await expect.poll(() => rowIds(page)).toContain(target.conversationId);

  // '.' and a host id.
  const byHost = await conversations(request, { ...WIDE, search: `.${target.host.id}` });
  expect(byHost.conversations.every((c) => c.host.id === target.host.id)).toBe(true);
  await search(page, `.${target.host.id}`);
  await expect(resultLine(page)).toHaveText(named(byHost.total));

  // '-' and a guest id.
  const byGuest = await conversations(request, { ...WIDE, search: `-${target.guest.id}` });
  expect(byGuest.conversations.every((c) => c.guest.id === target.guest.id)).toBe(true);
  await search(page, `-${target.guest.id}`);
  await expect(resultLine(page)).toHaveText(named(byGuest.total));
  await expect.poll(() => rowIds(page)).toContain(target.conversationId);

  // A company.
  const company = target.host.companyName!;
  const byCompany = await conversations(request, { ...WIDE, search: company });
  await search(page, company);
  await expect(resultLine(page)).toHaveText(named(byCompany.total));
  await expect(grid(page).getByText(company).first()).toBeVisible();

  // Nonsense parameters open on the defaults.
  const recent = await conversations(request, defaultConversationDateRange(new Date()));
  await page.goto('/conversations?page=-3&perPage=7&status=zzz&unread=all&sort=up&startDate=x');
  await shown(page);
  await expect(resultLine(page)).toHaveText(named(recent.total));
  await expect(page.getByRole('button', { name: /Status$/ })).toContainText('All');
  await expect(page.getByRole('button', { name: /Sort$/ })).toContainText('Newest first');
});

test('a row opens its conversation, which is then read; Back restores the list', async ({
  page,
  request,
}) => {
  const listed = await conversations(request, {
    ...WIDE,
    sort: 'conversation_id_asc',
    perPage: 100,
  });

  await page.goto('/conversations?startDate=2000-01-01&sort=conversation_id_asc&perPage=100');
  await shown(page);
  // An unread conversation (not red) past the first rows, so that the table scrolls to it.
  const index = listed.conversations.findIndex((c, i) => i >= 15 && c.unreadByCsm > 0);
  expect(index).toBeGreaterThan(0);
  const target = listed.conversations[index]!;
  // Scroll the table down (it draws only the rows in view; a row is 40 px tall) until that row
  // is shown whole.
  await grid(page).evaluate((el, top) => (el.scrollTop = top), index * 40 - 200);
  await expect
    .poll(async () => (await rowsInView(grid(page))).map(Number))
    .toContain(target.conversationId);
  const messages = await session.get<ChatMessagesAnswer>(
    request,
    routes.chatMessages.path.replace(':id', String(target.conversationId)),
  );
  const row = grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(target.conversationId) }) });
  await expect(row).not.toContainText('No unread');
  await expect(row).toBeInViewport();
  await row.click();

  await expect(page).toHaveURL(new RegExp(`/conversations/${target.conversationId}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Conversation ${target.conversationId}` }),
  ).toBeVisible(LOAD);
  await expect(page.getByRole('link', { name: `Request ${target.requestId}` })).toHaveAttribute(
    'href',
    `/requests/${target.requestId}`,
  );
  const list = page.getByRole('list', { name: /^Messages/ });
  await expect(list).toHaveAccessibleName(`Messages (${messages.messages.length})`);
  // The kinds say what they are in words.
  const kinds = new Set(messages.messages.map((m) => m.messageType));
  if (kinds.has('system'))
    await expect(list.getByText('System', { exact: true }).first()).toBeVisible();
  if (kinds.has('status'))
    await expect(list.getByText('Status', { exact: true }).first()).toBeVisible();

  // Remove system messages: in the URL, and no system message left; off again.
  const withoutSystem = messages.messages.filter((m) => m.messageType !== 'system').length;
  const toggle = page.getByRole('switch', { name: 'Remove system messages' });
  // React Aria's switch: its input is hidden under its drawing; Space toggles it.
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  await expect(page).toHaveURL(/removeSystem=true/);
  await expect(list).toHaveAccessibleName(`Messages (${withoutSystem})`);
  await expect(list.getByText('System', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(page).not.toHaveURL(/removeSystem/);

  // Opening it marked it read by the CSM.
  await expect
    .poll(async () => {
      const after = await conversations(request, { search: String(target.conversationId) });
      return after.conversations[0]?.unreadByCsm;
    })
    .toBe(0);

  // Back to the list: its filters, its scroll, and the row now read (no reload).
  await page.goBack();
  await expect(page).toHaveURL(/\/conversations\?startDate=2000-01-01&sort=conversation_id_asc/);
  await shown(page);
  await expect(row).toContainText('No unread');
  await expect.poll(() => grid(page).evaluate((el) => el.scrollTop)).toBeGreaterThan(0);

  // A link with the toggle on opens with it on.
  await page.goto(`/conversations/${target.conversationId}?removeSystem=true`);
  await expect(toggle).toBeChecked(LOAD);
  await expect(list).toHaveAccessibleName(`Messages (${withoutSystem})`);
});

test('Download CSV: a browser download whose first line is the header', async ({
  page,
  request,
}) => {
  const recent = await conversations(request, { ...WIDE, unread: 'host' });
  await page.goto('/conversations?startDate=2000-01-01&unread=host');
  await shown(page);
  const { filename, lines } = await downloadListCsv(page);
  expect(filename).toMatch(/^conversations-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(lines[0]).toBe(HEADERS.join(','));
  expect(lines).toHaveLength(recent.total + 1);
});

test('by keyboard alone: search, open a row, back to the list', async ({ page, request }) => {
  const all = await conversations(request, WIDE);
  const target = all.conversations[0]!;
  await page.goto('/conversations?startDate=2000-01-01');
  await shown(page);
  await tabTo(page, searchBox(page));
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type(String(target.conversationId));
  await page.keyboard.press('Enter');
  await expect(resultLine(page)).toHaveText(named(1));
  const row = grid(page).getByRole('row').nth(1);
  await tabIntoRow(page, row);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/conversations/${target.conversationId}$`));
  const toggle = page.getByRole('switch', { name: 'Remove system messages' });
  await expect(toggle).toBeVisible(LOAD);
  const back = page.getByRole('link', { name: '← Back to conversations' });
  await tabTo(page, back);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${target.conversationId}`));
  await shown(page);
});

test('axe finds nothing on both routes, light and dark', async ({ page, request }) => {
  const all = await conversations(request, WIDE);
  const id = all.conversations[0]!.conversationId;
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => localStorage.setItem('backoffice.theme', t), theme);
    await page.goto('/conversations?startDate=2000-01-01');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await shown(page);
    await expectNoAxeViolations(page);
    await page.goto(`/conversations/${id}`);
    await expect(page.getByRole('list', { name: /^Messages/ })).toBeVisible(LOAD);
    await expectNoAxeViolations(page);
  }
});
