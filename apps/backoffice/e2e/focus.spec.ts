/**
 * Issue 26, point 6: after every action of every screen (save, delete, drop, close of a
 * menu, dialog or modal, the detail actions) focus is somewhere sensible, never the page's
 * body. One walk a screen; each step waits for what the action shows (a toast, a closed
 * dialog, a moved row), lets two frames pass (focus moved a frame later lands), then asks the
 * document where its focus is. The drops are walked in board.spec.ts and display.spec.ts (by
 * mouse, by keyboard, near the window's edge), the live moves of a focused card in
 * board.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { routes } from '@backoffice/api';
import type {
  DisplaySectionsAnswer,
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
import { expect, test } from './fixtures';
import { LOAD, allRequests, freshRequests, listScreen, signInBeforeEach, toast } from './support';

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

/** Focus is not on the page's body once `action` has shown its result. */
async function focusKept(page: Page, action: string) {
  await expect.poll(() => focusNow(page), { message: `focus after ${action}` }).not.toBe('body');
}

/** A confirm-twice button: the press that arms, then (once the armed state shows) the second. */
async function confirmTwice(within: Page | Locator, name: string) {
  await within.getByRole('button', { name, exact: true }).click();
  const armed = within.getByRole('button', { name: `Confirm: ${name}`, exact: true });
  await expect(armed).toBeVisible();
  // A confirming press is a new press after the armed state has been seen.
  await new Promise((resolve) => setTimeout(resolve, 600));
  await armed.click();
}

/**
 * Drags by mouse from `from` to the middle of `to`: pressed, past dnd-kit's 4 px, then over the
 * target in steps, each once the page has announced it (`over`), then released.
 */
async function dropByMouse(page: Page, from: Locator, to: Locator, over: string) {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  const [x, y] = [start.x + start.width / 2, start.y + start.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 8, y + 8, { steps: 4 });
  await expect(page.locator('[aria-pressed="true"]')).toHaveCount(1);
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
    where.getByRole('button', { name: `Move Request ${id} to…`, exact: true });

  await menuButton(received).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await focusKept(page, 'Escape in a card menu');
  await expect(menuButton(received)).toBeFocused();

  await menuButton(received).click();
  await page.getByRole('menuitem', { name: 'Meeting proposed' }).click();
  await expect(
    column('Meeting proposed').getByRole('link', { name: `Request #${id}` }),
  ).toBeVisible();
  await focusKept(page, 'a move by the card menu');
  await expect(menuButton(column('Meeting proposed'))).toBeFocused();

  await page.getByRole('button', { name: 'Undo moves' }).click();
  await expect(received.getByRole('link', { name: `Request #${id}` })).toBeVisible();
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
  await expect(column('Visit past').getByRole('link', { name: `Request #${id}` })).toBeVisible();
  await focusKept(page, 'a card dropped by mouse');
  await expect(handle(column('Visit past'))).toBeFocused();
});

test('a request: an action confirmed, the view refreshed under it', async ({ page, request }) => {
  const [target] = freshRequests(await allRequests(request, session.token));
  await page.goto(`/requests/${target!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Request ${target!.id}` })).toBeVisible(
    LOAD,
  );
  const actions = page.getByRole('complementary', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Cancel as guest', exact: true }).click();
  const form = actions.getByRole('group', { name: 'Cancel as guest', exact: true });
  await form.getByRole('button', { name: /Reason/ }).click();
  await page
    .getByRole('group', { name: 'General reasons' })
    .getByRole('option', { name: 'Project postponed', exact: true })
    .click();
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
  /** The list is read again 1000 ms after a status change (the spec's rhythm). */
  const reread = () => page.waitForTimeout(1200);

  await actions.click();
  await page.getByRole('menuitem', { name: 'Mark Pro' }).click();
  await expect(toast(page, 'The host is now Pro.')).toBeVisible();
  await reread();
  await focusKept(page, 'Mark Pro');

  await actions.click();
  await page.getByRole('menuitem', { name: 'Unmark Pro' }).click();
  const unmark = page.getByRole('alertdialog', { name: `Unmark Pro host ${host.id}?` });
  await unmark.getByRole('button', { name: 'Unmark Pro' }).click();
  await expect(toast(page, 'The host is no longer Pro.')).toBeVisible();
  await reread();
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
