/**
 * Saved views against the real server, by keyboard: a view saved as one's default
 * opens the screen with its filters; a URL with filters of its own keeps them; Reset filters
 * stays reset; Go to lists the view and opens it; the view is deleted on the record; the
 * menu's stand-in holds its place while its code loads.
 */
import { buildPath, routes } from '@backoffice/api';
import type { SavedViewsAnswer } from '@backoffice/api';
import { expect, test } from './fixtures';
import { LOAD, signInBeforeEach, toast } from './support';

const session = signInBeforeEach();

test('a default view opens Offices with its filters, a link keeps its own, Go to opens it, Delete removes it', async ({
  page,
  request,
}) => {
  // Its own name each run: the server's data outlives a repeated test.
  const name = `Published, rank first ${Date.now() % 100000}`;
  await page.goto('/offices?publicationState=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Offices' })).toBeVisible(LOAD);
  const views = page.getByRole('button', { name: 'Views' });
  await views.focus();
  await page.keyboard.press('Enter');
  const save = page.getByRole('menuitem', { name: 'Save view…' });
  await expect(save).toBeVisible();
  await save.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await page.keyboard.type(name);
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await dialog.getByText('Make it my default').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `View “${name}” saved.`)).toBeVisible();
  await expect(views).toBeFocused();

  const saved = await session.get<SavedViewsAnswer>(request, routes.savedViews.path, {
    screen: 'offices',
  });
  const view = saved.views.find((v) => v.name === name)!;
  expect(view).toMatchObject({ query: 'publicationState=1', shared: false, isDefault: true });

  // Opened from another screen's navigation (no filter in its URL): the default's filters.
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users', exact: true })).toBeVisible(
    LOAD,
  );
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Offices' })
    .click();
  await expect(page).toHaveURL(/\/offices\?publicationState=1$/, LOAD);
  // A link with filters of its own keeps them.
  await page.goto('/offices?search=Lyon');
  await expect(page.getByRole('heading', { level: 1, name: 'Offices' })).toBeVisible(LOAD);
  await expect(page).toHaveURL(/\/offices\?search=Lyon$/);
  // Reset filters stays reset, the default is not put back.
  await page.getByRole('button', { name: 'Reset filters' }).first().click();
  await expect(page).toHaveURL(/\/offices$/);
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/offices$/);

  // Go to finds it by name and opens it.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Go to' });
  await expect(palette).toBeVisible();
  await page.keyboard.type(name.slice(0, 18));
  await expect(palette.getByRole('option', { name: new RegExp(name.slice(0, 18)) })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/offices\?publicationState=1$/);

  // Delete, asked first: gone from the record.
  await views.click();
  await page.getByRole('menuitem', { name: `Delete “${name}”…` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `View “${name}” deleted.`)).toBeVisible();
  const after = await session.get<SavedViewsAnswer>(request, routes.savedViews.path, {
    screen: 'offices',
  });
  expect(after.views.map((v) => v.id)).not.toContain(view.id);
});

test('a rename begun before the view was renamed elsewhere is refused, naming who; the typed name stays, and Rename again saves over it', async ({
  consoleErrors,
  page,
  request,
}) => {
  // The refused rename is a 409 the browser logs.
  consoleErrors.allow(/status of 409/);
  const n = Date.now() % 100000;
  const name = `Team users ${n}`;
  // A view the team shares, with filters of its own so that the screen shows it as current.
  const created = await request.post(routes.createSavedView.path, {
    headers: session.auth(),
    data: { screen: 'users', name, query: `search=view${n}`, shared: true },
  });
  expect(created.status()).toBe(200);
  const { view } = (await created.json()) as { view: { id: number } };
  const named = async () =>
    (
      await session.get<SavedViewsAnswer>(request, routes.savedViews.path, { screen: 'users' })
    ).views.find((v) => v.id === view.id)?.name;

  await page.goto(`/users?search=view${n}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Users', exact: true })).toBeVisible(
    LOAD,
  );
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: `Rename “${name}”…` }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename view' });
  const field = dialog.getByRole('textbox', { name: 'Name' });
  await expect(field).toHaveValue(name);
  await field.fill(`${name}, mine`);

  // Meanwhile, in another tab, the view is renamed.
  const elsewhere = await request.patch(buildPath(routes.updateSavedView.path, { id: view.id }), {
    headers: session.auth(),
    data: { name: `${name}, theirs` },
  });
  expect(elsewhere.status()).toBe(200);

  // Rename: refused, saying who renamed it and when; the typed name is still there.
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(
    dialog.getByText(
      / saved this view on \d\d\/\d\d\/\d{4} \d\d:\d\d, after you began renaming it\. Your name is kept: press Rename again to save over it\.$/,
    ),
  ).toBeVisible();
  await expect(field).toHaveValue(`${name}, mine`);
  expect(await named()).toBe(`${name}, theirs`);

  // Rename again, knowingly: saved over it.
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(toast(page, `View “${name}, mine” saved.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(await named()).toBe(`${name}, mine`);
});

test('while the Views menu’s code loads, a stand-in of its size holds its place: the header row does not move when it arrives', async ({
  page,
}) => {
  // The menu's code held back, as on a slow machine where it arrived after the list (the
  // header row then moved under the pointer: "Download CSV" jumped right).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(/\/assets\/ViewsControl-[^/]+\.js$/, async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users', exact: true })).toBeVisible(
    LOAD,
  );
  const download = page.getByRole('button', { name: 'Download CSV' });
  await expect(download).toBeVisible(LOAD);
  // The stand-in: the button's look, busy, not yet a button.
  const standIn = page.locator('[aria-busy="true"]', { hasText: /^Views$/ });
  await expect(standIn).toBeVisible();
  await expect(page.getByRole('button', { name: 'Views' })).toHaveCount(0);
  const before = { standIn: await standIn.boundingBox(), download: await download.boundingBox() };
  expect(asked).toBe(1);
  release();
  const views = page.getByRole('button', { name: 'Views' });
  await expect(views).toBeVisible(LOAD);
  await expect(standIn).toHaveCount(0);
  expect(await views.boundingBox()).toEqual(before.standIn);
  expect(await download.boundingBox()).toEqual(before.download);
});
