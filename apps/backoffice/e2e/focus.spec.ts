/**
 * After every action of every screen (save, delete, drop, close of a
 * menu, dialog or modal, the detail actions) focus is somewhere sensible, never the page's
 * body. One walk a screen; each step waits for what the action shows (a toast, a closed
 * dialog, a moved row), lets two frames pass (focus moved a frame later lands), then asks the
 * document where its focus is. The drops are walked in board.spec.ts and display.spec.ts (by
 * mouse, by keyboard, near the window's edge), the live moves of a focused card in
 * board.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { buildPath, routes } from '@backoffice/api';
import type {
  ContractsAnswer,
  DisplaySectionsAnswer,
  DocumentsAnswer,
  OfficesAnswer,
  SeoLocationsAnswer,
  UsersAnswer,
} from '@backoffice/api';
import {
  DISPLAY_OFFICES_ADDED,
  DISPLAY_SECTION_NAMES,
  TOASTS,
  priceFlexibilityActionLabel,
} from '@backoffice/domain';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import {
  allRequests,
  chooseProjectPostponed,
  freshRequests,
  listScreen,
  LOAD,
  openAction,
  openRequest,
  signInBeforeEach,
  tabIntoRow,
  tabTo,
  toast,
} from './support';

const session = signInBeforeEach({ timeout: 180_000 });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What has focus, for the failure message: its tag and accessible name or text. */
const focusNow = (page: Page) =>
  page.evaluate(async () => {
    // Two frames: focus a component moves "a frame later" has landed.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 60) ?? '';
    return `${active.tagName.toLowerCase()} ${name}`;
  });

/**
 * Focus is not on the page's body once `action` has shown its result, and still not half a
 * second later: what follows an action (a file handed over, a toast closing, a list read
 * again) can take it away after the first look.
 */
async function focusKept(page: Page, action: string) {
  await expect.poll(() => focusNow(page), { message: `focus after ${action}` }).not.toBe('body');
  // A deliberate negative window, the one fixed wait of this file: the spec (README, "Focus
  // after actions") has focus still in place 500 ms after an action, and nothing can be seen
  // to wait for when nothing takes it away. A stall only makes the window longer.
  await page.waitForTimeout(500);
  expect(await focusNow(page), `focus a moment after ${action}`).not.toBe('body');
}

/** A confirm-twice button: the press that arms, then (once the armed state shows) the second. */
async function confirmTwice(within: Page | Locator, name: string) {
  await within.getByRole('button', { name, exact: true }).click();
  const armed = within.getByRole('button', { name: `Confirm: ${name}`, exact: true });
  // A confirming press is a new press once the armed state has shown for 500 ms: until then
  // the button says it cannot confirm yet (aria-disabled), which toBeEnabled reads.
  await expect(armed).toBeEnabled();
  await armed.click();
}

/**
 * Drags by mouse from `from` to the middle of `to`: pressed, past dnd-kit's 4 px, then over the
 * target in steps, each once the page has announced it (`over`), then released.
 */
async function dropByMouse(page: Page, from: Locator, to: Locator, over: string) {
  const start = (await from.boundingBox())!;
  const [x, y] = [start.x + start.width / 2, start.y + start.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 8, y + 8, { steps: 4 });
  await expect(page.locator('[aria-pressed="true"]')).toHaveCount(1);
  // The target is measured once the drag has begun: the page may have moved under the pointer
  // by then (a section's drop area drawn, a scroll), and the old box would miss it.
  const end = (await to.boundingBox())!;
  await page.mouse.move(end.x + end.width / 2, end.y + Math.min(end.height / 2, 120), {
    steps: 12,
  });
  await expect(page.getByText(over)).toBeAttached();
  await page.mouse.up();
}

test('the board: a "Move to…" menu closed, then used; Undo moves; a mouse drop', async ({
  page,
}) => {
  await page.goto('/requests');
  const board = page.getByRole('group', { name: 'Requests by funnel stage' });
  const column = (title: string) => board.getByRole('group', { name: new RegExp(`^${title}`) });
  const received = column('Request received');
  await expect(received.getByRole('listitem').first()).toBeVisible(LOAD);
  const id = ((await received.getByRole('link').first().textContent()) ?? '').replace(/\D/g, '');
  const menuButton = (where: ReturnType<typeof column>) =>
    where.getByRole('button', { name: `Actions for Request ${id}`, exact: true });

  await menuButton(received).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await focusKept(page, 'Escape in a card menu');
  await expect(menuButton(received)).toBeFocused();

  await menuButton(received).click();
  await page.getByRole('menuitem', { name: 'Meeting proposed' }).click();
  await expect(
    column('Meeting proposed').getByRole('link', { name: `Request #${id}`, exact: true }),
  ).toBeVisible();
  await focusKept(page, 'a move by the card menu');
  await expect(menuButton(column('Meeting proposed'))).toBeFocused();

  await page.getByRole('button', { name: 'Undo moves' }).click();
  await expect(received.getByRole('link', { name: `Request #${id}`, exact: true })).toBeVisible();
  await focusKept(page, 'Undo moves');
  await expect(board).toBeFocused();

  const handle = (where: ReturnType<typeof column>) =>
    where.getByRole('button', { name: `Drag Request ${id}`, exact: true });
  await dropByMouse(
    page,
    handle(received),
    column('Visit past'),
    `Request ${id} is over Visit past.`,
  );
  await expect(
    column('Visit past').getByRole('link', { name: `Request #${id}`, exact: true }),
  ).toBeVisible();
  await focusKept(page, 'a card dropped by mouse');
  await expect(handle(column('Visit past'))).toBeFocused();
});

test('a request: an action confirmed, the view refreshed under it', async ({ page, request }) => {
  const [target] = freshRequests(await allRequests(request, session.token));
  await openRequest(page, target!.id);
  const form = await openAction(page, 'Cancel as guest');
  await chooseProjectPostponed(page, form);
  await focusKept(page, 'a choice in the Reason list');
  await form.getByRole('textbox', { name: 'Message' }).fill('Focus walk: the move is postponed.');
  await confirmTwice(page, `Cancel as guest request ${target!.id}`);
  await expect(toast(page, 'Request cancelled as guest')).toBeVisible();
  await focusKept(page, 'Cancel as guest, confirmed');
});

test('display: a mouse drop, a delete confirmed, the Add modal closed, then sent', async ({
  page,
  request,
}) => {
  const answer = await session.get<DisplaySectionsAnswer>(request, routes.displaySections.path);
  const ranked = [...answer.sections].sort((a, b) => a.rank - b.rank);
  await page.goto('/office_display');
  const section = (rank: number) =>
    page.getByRole('group', { name: 'Display sections' }).getByRole('group', {
      name: new RegExp(`^${escapeRegExp(DISPLAY_SECTION_NAMES[rank - 1]!)} \\d+$`),
    });
  await expect(section(1)).toBeVisible(LOAD);

  const dragged = ranked[2]!.offices.findLast((id) => !ranked[3]!.offices.includes(id))!;
  const handle = (rank: number) =>
    section(rank).getByRole('button', { name: `Drag Office ${dragged}`, exact: true });
  // Both ends in the window: the dragged office is the last of its section, right above the
  // next section's heading, which a long section otherwise leaves below the window's edge (the
  // pointer would leave the page, and nothing is "over").
  await section(4).getByRole('heading').scrollIntoViewIfNeeded();
  await handle(3).scrollIntoViewIfNeeded();
  await dropByMouse(
    page,
    handle(3),
    section(4).getByRole('heading'),
    `Office ${dragged} is over in ${DISPLAY_SECTION_NAMES[3]}.`,
  );
  await expect(toast(page, TOASTS.sectionRearranged.message)).toBeVisible();
  await focusKept(page, 'an office dropped by mouse');
  await expect(handle(4)).toBeFocused();

  const gone = ranked[1]!.offices[0]!;
  // In its section: an office may sit in several.
  await confirmTwice(section(2), `Delete Office ${gone}`);
  await expect(toast(page, TOASTS.sectionOfficeRemoved.message)).toBeVisible();
  await expect(section(2).getByRole('link', { name: `Office ${gone}`, exact: true })).toHaveCount(
    0,
  );
  await focusKept(page, 'a delete in a display section');

  const add = page.getByRole('button', { name: 'Add Display Office' });
  await add.click();
  const modal = page.getByRole('dialog', { name: 'Add Display Office' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await focusKept(page, 'Escape in the Add Display Office modal');
  await expect(add).toBeFocused();

  await add.click();
  const fresh = [21, 22].filter((id) => !ranked[5]!.offices.includes(id));
  await modal.getByRole('textbox', { name: 'Office ids' }).fill(fresh.join(', '));
  await modal.getByRole('button', { name: /Section/ }).click();
  await page.getByRole('option', { name: DISPLAY_SECTION_NAMES[5] }).click();
  await focusKept(page, 'a choice in the Section list');
  await modal.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, DISPLAY_OFFICES_ADDED)).toBeVisible();
  await expect(modal).toHaveCount(0);
  await focusKept(page, 'Add in the Add Display Office modal');
});

test('SEO: a location’s modal closed by Cancel and by Escape', async ({ page, request }) => {
  const { seoLocations } = await session.get<SeoLocationsAnswer>(request, routes.seoLocations.path);
  const title = seoLocations[0]!.displayTitle;
  const { grid } = listScreen('seo');
  await page.goto(`/seo?displayTitle=${encodeURIComponent(title)}`);
  await expect(grid(page)).toBeVisible(LOAD);
  const edit = grid(page)
    .getByRole('button', { name: `Edit ${title}`, exact: true })
    .first();
  const modal = page.getByRole('dialog', { name: 'Add/Edit Seo Location Page' });
  await edit.click();
  await expect(modal).toBeVisible(LOAD);
  await modal.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(modal).toHaveCount(0);
  await focusKept(page, 'Cancel in the SEO modal');
  await edit.click();
  await expect(modal).toBeVisible(LOAD);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await focusKept(page, 'Escape in the SEO modal');
});

test('the shell: a theme chosen, the Go to palette and the shortcut sheet closed', async ({
  page,
}) => {
  await page.goto('/analytic');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeFocused(LOAD);
  const menu = page.getByRole('button', { name: /Camille Dubois/ });
  await menu.click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await focusKept(page, 'a theme chosen in the user menu');
  await menu.click();
  await page.getByRole('menuitemradio', { name: 'System' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  await focusKept(page, 'System chosen in the user menu');

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Go to' });
  await expect(palette).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette).toHaveCount(0);
  await focusKept(page, 'Escape in the Go to palette');

  const shortcuts = page.getByRole('button', { name: /^Shortcuts/ });
  await shortcuts.click();
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await focusKept(page, 'Escape in the shortcut sheet');
  await expect(shortcuts).toBeFocused();
});

test('users: a row’s menu actions, their dialogs, the list read again after them', async ({
  page,
  request,
}) => {
  const { users } = await session.get<UsersAnswer>(request, routes.users.path, {
    userType: 'host',
    statusCode: 'confirmed',
    pro: false,
    perPage: 20,
  });
  const host = users[0]!;
  const { grid } = listScreen('users');
  await page.goto('/users');
  await expect(grid(page)).toBeVisible(LOAD);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(host.email);
  await search.press('Enter');
  const actions = page.getByRole('button', { name: `Actions for user ${host.id}` });
  await expect(actions).toBeVisible();
  /**
   * The list read again after a Pro change: the answer of the first list read once the change
   * has answered, the one that brings the new row (live refresh reads the same rows again later,
   * which redraws nothing). Asked for before the action, so that a read answered before the
   * toast is looked at is not missed.
   */
  const readAgain = () => {
    let changed = false;
    return page.waitForResponse((response) => {
      const { pathname } = new URL(response.url());
      if (pathname === buildPath(routes.setUserPro.path, { id: host.id })) changed = true;
      return changed && pathname === routes.users.path && response.request().method() === 'GET';
    });
  };

  let reread = readAgain();
  await actions.click();
  await page.getByRole('menuitem', { name: 'Mark Pro' }).click();
  await expect(toast(page, 'The host is now Pro.')).toBeVisible();
  await reread;
  await focusKept(page, 'Mark Pro');

  reread = readAgain();
  await actions.click();
  await page.getByRole('menuitem', { name: 'Unmark Pro' }).click();
  const unmark = page.getByRole('alertdialog', { name: `Unmark Pro host ${host.id}?` });
  await unmark.getByRole('button', { name: 'Unmark Pro' }).click();
  await expect(toast(page, 'The host is no longer Pro.')).toBeVisible();
  await reread;
  await focusKept(page, 'Unmark Pro, confirmed');

  await actions.click();
  await page.getByRole('menuitem', { name: 'Reset password' }).click();
  const reset = page.getByRole('alertdialog', { name: `Reset password of host ${host.id}?` });
  await expect(reset).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(reset).toHaveCount(0);
  await focusKept(page, 'Escape in the Reset password dialog');

  await actions.click();
  await page.getByRole('menuitem', { name: 'Manage account' }).click();
  const manage = page.getByRole('dialog', { name: `Manage account of host ${host.id}` });
  await expect(manage).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(manage).toHaveCount(0);
  await focusKept(page, 'Escape in the Manage account dialog');
});

test('offices: a row’s action run, one that asks first cancelled; the detail’s copy buttons', async ({
  page,
  request,
  context,
}) => {
  const { offices } = await session.get<OfficesAnswer>(request, routes.offices.path, {
    perPage: 100,
  });
  const flexible = offices.find((o) => (o.minCapacity ?? 0) > 0)!;
  const published = offices.find((o) => o.publicationState === 1 && o.id !== flexible.id)!;
  const { grid } = listScreen('offices');
  const actions = (id: number) => page.getByRole('button', { name: `Actions for office ${id}` });

  await page.goto(`/offices?search=${flexible.id}`);
  await expect(grid(page).getByRole('rowheader', { name: String(flexible.id) })).toBeVisible(LOAD);
  await actions(flexible.id).click();
  await page
    .getByRole('menuitem', {
      name: priceFlexibilityActionLabel(flexible.priceFlexibility),
      exact: true,
    })
    .click();
  await expect(toast(page, TOASTS.priceFlexibilityUpdated.message)).toBeVisible();
  await focusKept(page, 'Toggle price flexibility');

  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(String(published.id));
  await search.press('Enter');
  await expect(grid(page).getByRole('rowheader', { name: String(published.id) })).toBeVisible();
  await actions(published.id).click();
  await page.getByRole('menuitem', { name: /^Unpublish/ }).click();
  const unpublish = page.getByRole('alertdialog', { name: `Unpublish office ${published.id}?` });
  await unpublish.getByRole('button', { name: 'Cancel' }).click();
  await expect(unpublish).toHaveCount(0);
  await focusKept(page, 'Cancel in the Unpublish dialog');

  await page.goto(`/offices/search/details/${published.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Office ${published.id}` })).toBeVisible(
    LOAD,
  );
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy French URL' }).click();
  await expect(toast(page, TOASTS.officeUrlCopied.message)).toBeVisible();
  await focusKept(page, 'Copy French URL');
});

/**
 * Reaches a control in a grid's cell as a keyboard user does (focusing it directly hands the
 * focus to its row): Tab into the grid, Home to its row and again to the first row, ArrowDown
 * to `row`, ArrowRight through its cells to `target`.
 */
async function arrowTo(page: Page, grid: Locator, row: Locator, target: Locator) {
  const has = (where: Locator) => where.evaluate((el) => el.contains(document.activeElement));
  for (let i = 0; i < 40 && !(await has(grid)); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Home');
  await page.keyboard.press('Home');
  for (let i = 0; i < 50 && !(await has(row)); i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 20 && !(await has(target)); i++) await page.keyboard.press('ArrowRight');
  await expect(target).toBeFocused();
}

/**
 * A confirm-twice button that has the focus, by keyboard: Enter arms it, Enter again (a new
 * press, once the armed state has shown) confirms.
 */
async function confirmByKeyboard(page: Page, armed: Locator) {
  await page.keyboard.press('Enter');
  await expect(armed).toBeFocused();
  // Until the armed state has shown for 500 ms the button says it cannot confirm yet.
  await expect(armed).toBeEnabled();
  await page.keyboard.press('Enter');
}

/**
 * A dialog opened by Enter on `opener` (which has the focus), `field` focused in it: Escape
 * closes it and gives the focus back to `opener`; Enter opens it again.
 */
async function escapeGivesFocusBack(
  page: Page,
  { opener, dialog, field }: { opener: Locator; dialog: Locator; field: Locator },
  what: string,
) {
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await focusKept(page, `Escape in ${what}`);
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
}

test('a guest’s favorites: Add favorites closed and sent, a note edited, one removed', async ({
  page,
  request,
}) => {
  const { users } = await session.get<UsersAnswer>(request, routes.users.path, {
    userType: 'guest',
    statusCode: 'confirmed',
    perPage: 20,
  });
  const guestId = users[0]!.id;
  const user = await session.user(request, guestId);
  const own = new Set(user.bookmarks!.map((b) => b.officeId));
  // Offices the guest has never had (a run against a server with earlier runs' data included).
  const [first, second] = Array.from({ length: 100 }, (_, i) => 31 + i).filter(
    (id) => !own.has(id),
  );
  await page.goto(`/users/${guestId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Guest ${guestId}` })).toBeFocused(LOAD);
  const favorites = page.getByRole('grid', { name: 'Favorites' });
  await expect(favorites).toBeVisible(LOAD);

  // Add favorites: Escape, then the ids typed and Enter.
  const add = page.getByRole('button', { name: 'Add favorites' });
  await tabTo(page, add);
  const dialog = page.getByRole('dialog', { name: `Add favorites to guest ${guestId}` });
  const ids = dialog.getByRole('textbox', { name: 'Office ids' });
  await escapeGivesFocusBack(page, { opener: add, dialog, field: ids }, 'Add favorites');
  await page.keyboard.type(`${first}, ${second}`);
  await page.keyboard.press('Enter');
  await expect(toast(page, `Added: ${first}, ${second}`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await focusKept(page, 'Add favorites, sent');
  await expect(add).toBeFocused();

  // The new favorite's note: closed by Escape, then saved; the guest is read again under it.
  const row = favorites
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(first), exact: true }) });
  await expect(row).toBeVisible();
  const editNote = row.getByRole('button', { name: 'Edit note' });
  await arrowTo(page, favorites, row, editNote);
  const noteDialog = page.getByRole('dialog', { name: /^Note of favorite/ });
  const note = noteDialog.getByRole('textbox', { name: 'Note' });
  await escapeGivesFocusBack(
    page,
    { opener: editNote, dialog: noteDialog, field: note },
    'the favorite’s note',
  );
  await page.keyboard.type('Called: wants to visit on Monday.');
  await noteDialog.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(toast(page, /Note of favorite \d+ saved/)).toBeVisible();
  await expect(noteDialog).toHaveCount(0);
  await focusKept(page, 'Save in the favorite’s note');
  await expect(editNote).toBeFocused();
  await expectNoAxeViolations(page);

  // Delete, confirmed by keyboard: the row loses its button, focus goes to a row.
  const remove = row.getByRole('button', { name: /^Delete favorite/ });
  await arrowTo(page, favorites, row, remove);
  await confirmByKeyboard(page, row.getByRole('button', { name: /^Confirm: Delete favorite/ }));
  await expect(toast(page, new RegExp(`office ${first}\\) removed`))).toBeVisible();
  await expect(row.getByRole('button', { name: /^Delete favorite/ })).toHaveCount(0);
  await focusKept(page, 'a favorite deleted');
});

test('conversations: rows by keyboard, a page turned, one opened, Back and back again', async ({
  page,
}) => {
  const { grid, shown } = listScreen('conversations');
  await page.goto('/conversations?startDate=2000-01-01&perPage=20');
  await shown(page);
  const rows = grid(page).getByRole('row');

  // The list's own keys: the arrows in the grid, j / k from anywhere on the screen.
  await tabIntoRow(page, rows.nth(1));
  await page.keyboard.press('ArrowDown');
  await focusKept(page, 'ArrowDown in the list');
  await expect(rows.nth(2)).toBeFocused();
  await page.keyboard.press('k');
  await focusKept(page, 'k in the list');
  await expect(rows.nth(1)).toBeFocused();

  // The pages: the last one (its buttons go disabled), then the first again.
  const last = page.getByRole('button', { name: 'Last page' });
  await last.press('Enter');
  await expect(page).toHaveURL(/page=\d+/);
  await focusKept(page, 'Last page');
  const firstPage = page.getByRole('button', { name: 'First page' });
  await firstPage.press('Enter');
  await expect(page).not.toHaveURL(/page=/);
  await focusKept(page, 'First page');

  // A row opened by Enter (j, from the pages, goes to the first row); its Back link; then the
  // browser's Back from the conversation.
  await page.keyboard.press('j');
  await expect(rows.nth(1)).toBeFocused();
  const id = (await rows.nth(1).getByRole('rowheader').textContent())!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/conversations/${id}$`));
  const heading = page.getByRole('heading', { level: 1, name: `Conversation ${id}` });
  await expect(heading).toBeFocused(LOAD);
  const toggle = page.getByRole('switch', { name: 'Remove system messages' });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  await focusKept(page, 'Remove system messages');
  await page.getByRole('link', { name: '← Back to conversations' }).press('Enter');
  await expect(page).toHaveURL(/\/conversations\?/);
  await shown(page);
  await focusKept(page, 'Back to conversations');
  await expect(page.getByRole('heading', { level: 1, name: 'Conversations' })).toBeFocused();

  await page.keyboard.press('j');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heading).toBeFocused(LOAD);
  await page.goBack();
  await shown(page);
  await focusKept(page, 'the browser’s Back from a conversation');
});

test('downloads: a contract’s and a document’s PDF, a list’s CSV, Export’s file', async ({
  page,
  request,
}) => {
  const signed = (
    await session.get<ContractsAnswer>(request, routes.contracts.path, { status: 'active' })
  ).contracts.find((c) => c.downloadPdf)!;
  const { grid } = listScreen('contracts');
  await page.goto(`/contracts?search=${signed.contractUuid}`);
  await expect(grid(page)).toBeVisible(LOAD);
  const pdf = grid(page).getByRole('button', { name: `Download PDF of contract ${signed.id}` });
  await arrowTo(page, grid(page), grid(page).getByRole('row').nth(1), pdf);
  await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  await focusKept(page, 'Download PDF of a contract');
  await expect(pdf).toBeFocused();
  const csv = page.getByRole('button', { name: 'Download CSV' });
  await csv.focus();
  await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  await focusKept(page, 'Download CSV of the contracts');
  await expect(csv).toBeFocused();

  const { documents } = await session.get<DocumentsAnswer>(request, routes.documents.path, {
    startDate: '2000-01-01',
  });
  const document = documents[0]!;
  await page.goto(`/documents?startDate=2000-01-01&search=${document.id}`);
  const documentPdf = listScreen('documents')
    .grid(page)
    .getByRole('button', { name: `Download PDF of document ${document.id}` });
  await expect(documentPdf).toBeVisible(LOAD);
  const documentRows = listScreen('documents').grid(page);
  await arrowTo(page, documentRows, documentRows.getByRole('row').nth(1), documentPdf);
  await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  await focusKept(page, 'Download PDF of a document');
  await expect(documentPdf).toBeFocused();

  // Export (the board's filters as shown: one request), asked first, then its toast's file.
  await page.goto('/requests?search=%231');
  await expect(page.getByText('Showing request #1 whatever its date')).toBeVisible(LOAD);
  const exportButton = page.getByRole('button', { name: 'Export', exact: true });
  await exportButton.focus();
  await page.keyboard.press('Enter');
  // The question opens on its Export: Enter exports, and focus goes back to the bar's Export.
  const asked = page.getByRole('dialog', { name: 'Export requests' });
  await expect(asked.getByRole('button', { name: 'Export' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(asked).toBeHidden();
  await expect(exportButton).toBeFocused();
  const done = page.getByRole('alertdialog').filter({ hasText: 'is ready' });
  await expect(done).toBeVisible();
  await focusKept(page, 'Export, its file ready');
  const take = done.getByRole('button', { name: 'Download the CSV' });
  await take.focus();
  await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  await expect(done).toHaveCount(0);
  await focusKept(page, 'Download the CSV in Export’s toast');
  await expect(exportButton).toBeFocused();
});

test('map search: the Filters panel closed and applied, more results, an office and back', async ({
  page,
}) => {
  await page.goto('/offices/search');
  const results = page.getByRole('list', { name: 'Results' }).getByRole('link');
  await expect(results).toHaveCount(20, LOAD);

  // The Filters panel: Escape, then a choice applied.
  const filters = page.getByRole('button', { name: /^Filters/ });
  await filters.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await focusKept(page, 'Escape in the Filters panel');
  await expect(filters).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  const state = panel.getByRole('button', { name: /Publication state$/ });
  await state.press('Enter');
  // Published is the default: the choice here is Any state.
  await expect(state).toContainText('Published');
  await page.getByRole('option', { name: 'Any state', exact: true }).press('Enter');
  await expect(state).toContainText('Any state');
  await focusKept(page, 'a choice in the Filters panel');
  await expect(state).toBeFocused();
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Apply' }).press('Enter');
  await expect(panel).toHaveCount(0);
  await expect(page).toHaveURL(/publicationState=any/);
  await focusKept(page, 'Apply in the Filters panel');
  await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toBeFocused();

  // The list's end by keyboard: Tab from the 20th result lands on "Load more", which scrolls
  // the end into view and loads the next 20 (held until focus has been looked at).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v2\/.*[?&]page=2(&|$)/, async (route) => {
    await held;
    await route.continue();
  });
  const more = page.getByRole('button', { name: 'Load more' });
  await more.focus();
  await expect(page.getByText('Loading more results…')).toBeVisible();
  await focusKept(page, 'Load more, the next results on their way');
  release();
  await expect(results).toHaveCount(40, LOAD);
  await focusKept(page, 'Load more, the next results in');
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(results).toHaveCount(60, LOAD);
  await focusKept(page, 'Enter on Load more');

  // A result opened by Enter, then the browser's Back to the search.
  const href = (await results.nth(3).getAttribute('href'))!;
  await results.nth(3).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1, name: /^Office \d+$/ })).toBeFocused(LOAD);
  await page.goBack();
  await expect(page).toHaveURL(/publicationState=any/);
  await expect(results.first()).toBeVisible(LOAD);
  await focusKept(page, 'Back from an office to the map search');
});
