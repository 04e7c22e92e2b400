import type { Locator, Page } from '@playwright/test';
import { routes } from '@backoffice/api';
import type { OfficesAnswer, UsersAnswer } from '@backoffice/api';
import {
  OFFICE_REFUSALS,
  PUBLISH_OFF_MARKET_CONFIRMATION,
  TOASTS,
  UNPUBLISH_CONFIRMATION,
  VALIDATION_MESSAGES,
  bestDealToast,
  rankUpdatedToast,
} from '@backoffice/domain';
import type { User } from '@backoffice/domain';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { listScreen, LOAD, officePicker, signInBeforeEach, toast } from './support';

// Each test loads the app several times.
const session = signInBeforeEach({ timeout: 180_000 });

/** Offices of the first 1,000 (newest first), each picked once, to find one in each state. */
const pick = officePicker(
  async (request) =>
    (await session.get<OfficesAnswer>(request, routes.offices.path, { perPage: 1000 })).offices,
);

/** Opens an office's page; its actions, once they show. */
async function openOffice(page: Page, id: number): Promise<Locator> {
  await page.goto(`/offices/search/details/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Office ${id}` })).toBeVisible(LOAD);
  const actions = page.getByRole('region', { name: 'Actions' });
  await expect(actions.getByRole('group', { name: 'Publication' })).toBeVisible(LOAD);
  return actions;
}

/** What a description list in `scope` says for `term`. */
const valueOf = (scope: Locator, term: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

const { grid, shown } = listScreen('offices');

test('publish, unpublish and rank (then None) from the office detail, by keyboard: the page, the server and a list open elsewhere agree; axe in light and dark', async ({
  page,
  context,
  request,
}) => {
  const target = await pick(
    request,
    (o) => o.publicationState === 0 && o.market !== 100 && o.rank !== 2,
  );
  // The offices list, open in another tab on this office, follows by live refresh.
  const list = await context.newPage();
  await list.goto(`/offices?search=${target.id}`);
  await shown(list);
  const listState = grid(list).getByRole('gridcell', { name: 'Unpublished', exact: true });
  await expect(listState).toBeVisible();

  const actions = await openOffice(page, target.id);
  // The internal notes are open near the top, with no press; the state is said in words.
  await expect(page.getByRole('button', { name: /^Internal notes/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByRole('textbox', { name: 'New note' })).toBeVisible(LOAD);
  await expect(valueOf(actions, 'Publication state')).toHaveText('Unpublished');
  const unpublish = actions.getByRole('button', { name: 'Unpublish' });
  await expect(unpublish).toHaveAttribute('aria-disabled', 'true');
  await expect(unpublish).toHaveAccessibleDescription(OFFICE_REFUSALS.notPublished);
  await expectNoAxeViolations(page);

  // Publish, by keyboard: the state changes on the page, on the server and in the list; the
  // button stays, focused, now saying why it cannot be pressed again.
  const publish = actions.getByRole('button', { name: 'Publish', exact: true });
  await publish.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, TOASTS.publicationUpdated.message)).toBeVisible();
  await expect(valueOf(actions, 'Publication state')).toHaveText('Published');
  await expect(publish).toHaveAttribute('aria-disabled', 'true');
  await expect(publish).toHaveAccessibleDescription(OFFICE_REFUSALS.published);
  await expect(publish).toBeFocused();
  expect((await session.office(request, target.id)).publicationState).toBe(1);
  await expect(grid(list).getByRole('gridcell', { name: 'Published', exact: true })).toBeVisible();

  // Unpublish asks first, as the list's does: Cancel (Escape) sends nothing.
  await unpublish.focus();
  await page.keyboard.press('Enter');
  const asked = page.getByRole('alertdialog', { name: `Unpublish office ${target.id}?` });
  await expect(asked).toContainText(UNPUBLISH_CONFIRMATION);
  await page.keyboard.press('Escape');
  await expect(asked).toHaveCount(0);
  await expect(unpublish).toBeFocused();
  expect((await session.office(request, target.id)).publicationState).toBe(1);
  await page.keyboard.press('Enter');
  await asked.getByRole('button', { name: 'Unpublish' }).click();
  await expect(valueOf(actions, 'Publication state')).toHaveText('Unpublished');
  // Focus comes back to Unpublish, now unavailable, not to the page's body.
  await expect(unpublish).toHaveAttribute('aria-disabled', 'true');
  await expect(unpublish).toBeFocused();
  expect((await session.office(request, target.id)).publicationState).toBe(0);
  await expect(listState).toBeVisible();

  // Rank 2, then None, by keyboard: each said by its own toast, and saved.
  const rank = actions.getByRole('button', { name: /Rank$/ });
  const choose = async (choice: string) => {
    await rank.focus();
    await page.keyboard.press('Enter');
    const option = page.getByRole('option', { name: choice, exact: true });
    await expect(option).toBeVisible();
    // From the first choice (None), down to the one wanted.
    await page.keyboard.press('Home');
    for (let step = 0; step < 6; step += 1) {
      if (await option.evaluate((o) => o === document.activeElement)) break;
      await page.keyboard.press('ArrowDown');
    }
    await expect(option).toBeFocused();
    await page.keyboard.press('Enter');
  };
  await choose('2');
  await expect(toast(page, rankUpdatedToast(target.id, 2).message)).toBeVisible();
  await expect(rank).toContainText('2');
  expect((await session.office(request, target.id)).rank).toBe(2);
  await choose('None');
  await expect(toast(page, rankUpdatedToast(target.id, null).message)).toBeVisible();
  await expect(rank).toContainText('None');
  await expect.poll(async () => (await session.office(request, target.id)).rank).toBeNull();
  // The list open elsewhere shows no rank either.
  await expect(
    grid(list).getByRole('button', { name: new RegExp(`Rank of office ${target.id}`) }),
  ).toContainText('None');
  await list.close();

  // After a reload, in dark: what was saved, in words; axe clean.
  await page.evaluate(() => localStorage.setItem('backoffice.theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(actions.getByRole('group', { name: 'Publication' })).toBeVisible(LOAD);
  await expect(rank).toContainText('None');
  await expect(
    valueOf(page.getByRole('region', { name: 'Office information' }), 'Rank'),
  ).toHaveText('None');
  await expectNoAxeViolations(page);
});

test('best deal and price flexibility switch with their words and toasts; Publish asks first for an office that was off market', async ({
  page,
  request,
}) => {
  const target = await pick(request, (o) => (o.minCapacity ?? 0) > 0 && !o.isBestDeal);
  const actions = await openOffice(page, target.id);

  const bestDeal = actions.getByRole('switch', { name: 'Best deal' });
  await expect(bestDeal).not.toBeChecked();
  await expect(actions.getByText('Off', { exact: true }).first()).toBeVisible();
  await bestDeal.focus();
  await page.keyboard.press('Space');
  await expect(bestDeal).toBeChecked();
  await expect(toast(page, bestDealToast(true).message)).toBeVisible();
  await expect.poll(async () => (await session.office(request, target.id)).isBestDeal).toBe(true);

  const flexibility = actions.getByRole('switch', { name: 'Price flexibility' });
  const before = target.priceFlexibility;
  await flexibility.focus();
  await page.keyboard.press('Space');
  await expect(toast(page, TOASTS.priceFlexibilityUpdated.message)).toBeVisible();
  await expect
    .poll(async () => (await session.office(request, target.id)).priceFlexibility)
    .toBe(!before);
  await expect(flexibility).toBeChecked({ checked: !before });

  // An office previously off market (market 100): Publish asks first, in the spec's words.
  const market100 = await pick(request, (o) => o.publicationState === 0 && o.market === 100);
  const others = await openOffice(page, market100.id);
  await others.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: `Publish office ${market100.id}?` });
  await expect(dialog).toContainText(PUBLISH_OFF_MARKET_CONFIRMATION);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await session.office(request, market100.id)).publicationState).toBe(0);
  await others.getByRole('button', { name: 'Publish', exact: true }).click();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, TOASTS.publicationUpdated.message)).toBeVisible();
  await expect(valueOf(others, 'Publication state')).toHaveText('Published');
});

test("the guest's Receive SMS: shown off beside the favorites, turned on by keyboard, then the favorites go by SMS", async ({
  page,
  request,
}) => {
  const guests = (
    await session.get<UsersAnswer>(request, routes.users.path, {
      userType: 'guest',
      statusCode: 'confirmed',
      perPage: 500,
    })
  ).users.filter((u) => u.phone && !u.notifyBySms);
  // One with favorites to send (the server refuses a guest who has none).
  let smsOff: User | undefined;
  for (const candidate of guests) {
    const user = await session.user(request, candidate.id);
    const active = (user as unknown as { bookmarks: { deletedAt: string | null }[] }).bookmarks;
    if (active.some((b) => !b.deletedAt)) {
      smsOff = user;
      break;
    }
  }
  if (!smsOff) throw new Error('No guest with a phone, SMS off and favorites');

  await page.goto(`/users/${smsOff.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Guest ${smsOff.id}` })).toBeVisible(
    LOAD,
  );
  const receive = page.getByRole('switch', { name: 'Receive SMS' });
  await expect(receive).not.toBeChecked();
  const off = page.getByText('Off: favorites cannot be sent by SMS until this is on');
  await expect(off).toBeVisible();
  // Sending while SMS are off is refused, in the spec's words; the switch that allows it is
  // the line just above the button, and the refusal takes focus to it.
  const send = page.getByRole('button', { name: /^Send favorites by SMS/ });
  await send.click();
  await expect(toast(page, VALIDATION_MESSAGES.smsDisabled)).toBeVisible();
  await expect(receive).toBeFocused();
  const switchBox = (await receive.locator('xpath=ancestor::label[1]').boundingBox())!;
  const sendBox = (await send.boundingBox())!;
  expect(sendBox.y).toBeGreaterThan(switchBox.y);
  expect(sendBox.y - (switchBox.y + switchBox.height)).toBeLessThan(120);
  await expectNoAxeViolations(page);

  // On, by keyboard, from there: the server's words, the guest read again, the words beside
  // it change.
  await page.keyboard.press('Space');
  await expect(receive).toBeChecked();
  await expect(toast(page, 'Sms notifications enabled')).toBeVisible();
  await expect(off).toHaveCount(0);
  await expect
    .poll(async () => {
      const user = await session.user(request, smsOff.id);
      return user.notifyBySms;
    })
    .toBe(true);

  // Now the favorites go by SMS, asked twice like every message to the guest.
  await page.getByRole('button', { name: /^Send favorites by SMS to / }).click();
  const confirm = page.getByRole('button', { name: /^Confirm: Send favorites by SMS/ });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(toast(page, TOASTS.smsWillBeSent.message)).toBeVisible();
});
