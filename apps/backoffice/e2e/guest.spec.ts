import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { buildPath, routes } from '@backoffice/api';
import type { HistoryAnswer, UsersAnswer, UsersQuery } from '@backoffice/api';
import {
  TOASTS,
  VALIDATION_MESSAGES,
  addDaysToDay,
  crEndDateBounds,
  crFlexibilityOptions,
  crSeatOptions,
  crStartDateBounds,
  crVisitMissingMessage,
  minDay,
  parseMobileNumber,
  parisToday,
  userStatusChangedMessage,
  USER_STATUS_LABELS,
} from '@backoffice/domain';
import type { CrVisitField, Office, User } from '@backoffice/domain';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { LOAD, signInBeforeEach, toast } from './support';

// Each test loads the app several times.
const session = signInBeforeEach({ timeout: 180_000 });

const users = async (request: APIRequestContext, query: UsersQuery): Promise<User[]> =>
  (await session.get<UsersAnswer>(request, routes.users.path, { ...query, perPage: 500 })).users;

/** A text as a regular expression that matches it word for word. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const favorites = (page: Page) => page.getByRole('grid', { name: 'Favorites' });
const favoriteRow = (page: Page, officeId: number): Locator =>
  favorites(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${officeId}(\\D|$)`) }) });

async function open(page: Page, id: number) {
  await page.goto(`/users/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Guest ${id}` })).toBeVisible(LOAD);
}

/** Types an ISO day into a date field's segments (dd MM yyyy). */
async function typeDay(page: Page, scope: Locator, label: string, day: string) {
  const [y, m, d] = day.split('-');
  await scope.getByRole('spinbutton', { name: `day, ${label}` }).click();
  await page.keyboard.type(`${d}${m}${y}`);
}

/**
 * Create CR & Visit's Office id: a combo box offering the guest's favorites, or a text field
 * for a guest without any.
 */
const officeIdField = (dialog: Locator): Locator =>
  dialog
    .getByRole('combobox', { name: 'Office id' })
    .or(dialog.getByRole('textbox', { name: 'Office id' }));

async function choose(page: Page, scope: Locator, select: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(`${select}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * An office CR & Visit can be made on (part-time and full-time offers, several seat counts, a
 * week of start days), with a start, an end and a visit day within its bounds.
 */
async function crOffice(request: APIRequestContext) {
  let chosen: Office | undefined;
  for (let id = 1; id <= 60 && !chosen; id++) {
    const o = await session.office(request, id);
    const bounds = crStartDateBounds(o, new Date());
    const usable = o.flexibility === 'full_and_part_time' && crSeatOptions(o).length > 1;
    if (usable && addDaysToDay(bounds.min, 7) <= bounds.max) chosen = o;
  }
  const now = new Date();
  const startBounds = crStartDateBounds(chosen!, now);
  const start = minDay(addDaysToDay(startBounds.min, 7), startBounds.max);
  const end = crEndDateBounds(chosen!, start, now).min;
  return { chosen: chosen!, start, end, visit: addDaysToDay(parisToday(now), 1) };
}

test('the guest: info list, Confirm user, favorites (add, filter, delete, notes), sending them (a second time asks first), contact requests, axe light and dark', async ({
  page,
  request,
  consoleErrors,
}) => {
  // A second send within 24 h is refused (409 already_sent) before it is asked.
  consoleErrors.allow(/status of 409/);
  // A guest never confirmed, with a phone, SMS on, favorites with a guest's note, and requests.
  const candidates = (await users(request, { userType: 'guest', statusCode: 'created' })).filter(
    (u) => u.phone && u.notifyBySms,
  );
  const created = candidates[0]!;
  const own = new Set((await session.user(request, created.id)).bookmarks!.map((b) => b.officeId));
  const offices = [11, 12, 13, 14, 15, 16].filter((id) => !own.has(id));
  await open(page, created.id);
  await expect(page).toHaveTitle(`Guest ${created.id} · Back-office`);
  const info = page.locator('dl').first();
  for (const term of [
    'Id',
    'Status',
    'Signup date',
    'Confirmed date',
    'Name',
    'Number',
    'Email',
    'Company',
    'Company size',
    'Industry',
  ]) {
    await expect(info.getByText(term, { exact: true })).toBeVisible();
  }
  await expect(info.getByText(created.email)).toBeVisible();
  await expect(info.getByText('Not confirmed')).toBeVisible();
  await expectNoAxeViolations(page);

  // Confirm user: the second click confirms; the button goes once the guest is confirmed.
  const confirm = page.getByRole('button', { name: `Confirm user guest ${created.id}` });
  await confirm.click();
  await page.getByRole('button', { name: `Confirm: Confirm user guest ${created.id}` }).click();
  await expect(toast(page, userStatusChangedMessage(created.id, 'confirmed'))).toBeVisible();
  await expect(page.getByRole('button', { name: /Confirm user/ })).toHaveCount(0);
  await expect(info.getByText('Not confirmed')).toHaveCount(0);
  // Focus, on the button that went, is on the info list's status.
  await expect(page.locator(':focus')).toHaveText(USER_STATUS_LABELS.confirmed);

  // Add favorites: none valid, valid, then a mix (the server's parts as separate toasts).
  const addFavorites = async (text: string) => {
    await page.getByRole('button', { name: 'Add favorites' }).click();
    const dialog = page.getByRole('dialog', { name: `Add favorites to guest ${created.id}` });
    await dialog.getByRole('textbox', { name: 'Office ids' }).fill(text);
    await dialog.getByRole('button', { name: 'Add favorites' }).click();
    return dialog;
  };
  const none = await addFavorites('abc, x y');
  await expect(none.getByText(VALIDATION_MESSAGES.invalidOfficeIds)).toBeVisible();
  await none.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(none).toBeHidden();
  const [first, second] = offices;
  await addFavorites(` ${first} `);
  await expect(toast(page, `Added: ${first}`)).toBeVisible();
  await expect(favoriteRow(page, first!)).toBeVisible();
  const mixed = `${second}, abc, 2000000000, ${first}`;
  const mix = await addFavorites(mixed);
  await expect(toast(page, `Added: ${second}`)).toBeVisible();
  // Each part in its tone, said in words too: already there a warning, not found an error.
  await expect(toast(page, `Already in favorites: ${first}`)).toHaveText(
    `Warning: Already in favorites: ${first}`,
  );
  await expect(toast(page, 'Not found: 2000000000')).toHaveText('Error: Not found: 2000000000');
  // Some were refused, so the dialog stays with the ids as typed and says which
  // under them (an unknown id used to close it, the ids gone).
  const ids = mix.getByRole('textbox', { name: 'Office ids' });
  await expect(ids).toHaveValue(mixed);
  await expect(ids).toHaveAttribute('aria-invalid', 'true');
  await expect(ids).toHaveAccessibleDescription(
    new RegExp(`Added: ${second}.*Already in favorites: ${first} · Not found: 2000000000`),
  );
  // All that could be sent was: closing asks nothing.
  await mix.getByRole('button', { name: 'Cancel' }).click();
  await expect(mix).toBeHidden();
  await expect(favoriteRow(page, second!)).toBeVisible();
  const row = favoriteRow(page, first!);
  await expect(row.getByRole('gridcell', { name: 'CSM', exact: true })).toBeVisible();
  // The cover picture opens full screen.
  await row.getByRole('button', { name: /^View full size: Office/ }).click();
  const preview = page.getByRole('dialog', { name: new RegExp(`^Office ${first},`) });
  await expect(preview.getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // The filter: office id, in the URL.
  const filter = page.getByRole('searchbox', { name: 'Filter favorites' });
  await filter.fill(String(second));
  await filter.press('Enter');
  await expect(page).toHaveURL(new RegExp(`favorites=${second}`));
  await expect(favoriteRow(page, first!)).toHaveCount(0);
  await expect(favoriteRow(page, second!)).toBeVisible();
  await filter.fill('no-such-favorite');
  await filter.press('Enter');
  await expect(page.getByText('No favorites match this filter')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the filter' }).click();
  await expect(favoriteRow(page, first!)).toBeVisible();

  // The staff note: at most 250 characters.
  await row.getByRole('button', { name: 'Edit note' }).click();
  const noteDialog = page.getByRole('dialog', { name: /^Note of favorite/ });
  const note = noteDialog.getByRole('textbox', { name: 'Note' });
  await note.fill('x'.repeat(251));
  await expect(noteDialog.getByText(VALIDATION_MESSAGES.tooManyCharacters).first()).toBeVisible();
  await expect(noteDialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await note.press('Backspace');
  await expect(noteDialog.getByText(VALIDATION_MESSAGES.tooManyCharacters)).toHaveCount(0);
  await noteDialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, /Note of favorite \d+ saved/)).toBeVisible();
  await expect(noteDialog).toBeHidden();
  const stored = (await session.user(request, created.id)).bookmarks!.find(
    (b) => b.officeId === first,
  )!;
  expect(stored.notes.content).toBe('x'.repeat(250));

  // Delete, behind the second Confirm click: the favorite goes after the active ones, red,
  // named removed, with no Delete any more.
  await row.getByRole('button', { name: /^Delete favorite/ }).click();
  await row.getByRole('button', { name: /^Confirm/ }).click();
  await expect(toast(page, new RegExp(`office ${first}\\) removed`))).toBeVisible();
  await expect(row.getByText('Removed')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Delete favorite/ })).toHaveCount(0);
  // Focus is on the favorite now in its place, not lost on the page.
  await expect(page.locator(':focus')).toHaveAttribute('role', 'row');
  await expect(page.locator(':focus').getByRole('rowheader')).not.toHaveText(`${first}Removed`);
  // The list is read again after the delete: the removed favorites end up after the others.
  await expect
    .poll(async () => {
      const order = await favorites(page).getByRole('rowheader').allTextContents();
      const removedFrom = order.findIndex((text) => text.endsWith('Removed'));
      return (
        removedFrom >= 0 &&
        order.slice(removedFrom).every((text) => text.endsWith('Removed')) &&
        order.indexOf(`${first}Removed`) >= removedFrom
      );
    })
    .toBe(true);

  // Send by email and by SMS.
  // Both message the guest: the second press sends.
  await page.getByRole('button', { name: `Send favorites by email to ${created.email}` }).click();
  await page.getByRole('button', { name: /^Confirm: Send favorites by email/ }).click();
  await expect(toast(page, TOASTS.emailWillBeSent.message)).toBeVisible();
  await page.getByRole('button', { name: /^Send favorites by SMS to / }).click();
  await page.getByRole('button', { name: /^Confirm: Send favorites by SMS/ }).click();
  await expect(toast(page, TOASTS.smsWillBeSent.message)).toBeVisible();

  // A second email within 24 h asks first, in the server's words: Cancel (Escape) sends
  // nothing, Send again sends; focus goes back to the button each time.
  const emailSends: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/bookmarks/send_email')) emailSends.push(new URL(r.url()).search);
  });
  const sendEmail = page.getByRole('button', {
    name: `Send favorites by email to ${created.email}`,
  });
  const askedAgain = page.getByRole('alertdialog', { name: 'Favorites already sent by email' });
  const sendAgainAsked = async () => {
    await sendEmail.click();
    await page.getByRole('button', { name: /^Confirm: Send favorites by email/ }).click();
    await expect(askedAgain).toBeVisible();
    await expect(askedAgain).toContainText(/Sent at \d\d:\d\d by .+\. Send again\?/);
  };
  await sendAgainAsked();
  await page.keyboard.press('Escape');
  await expect(askedAgain).toBeHidden();
  await expect(sendEmail).toBeFocused();
  expect(emailSends).toEqual(['']);
  await sendAgainAsked();
  const again = page.waitForResponse(
    (r) => r.url().includes('/bookmarks/send_email?again=true') && r.status() === 200,
  );
  await askedAgain.getByRole('button', { name: 'Send again' }).click();
  await again;
  await expect(askedAgain).toBeHidden();
  await expect(sendEmail).toBeFocused();
  expect(emailSends).toEqual(['', '', '?again=true']);

  // A guest's own note, read only; the contact requests, each to its detail; in dark.
  const confirmedGuests = await users(request, { userType: 'guest', statusCode: 'confirmed' });
  const details = await Promise.all(
    confirmedGuests.slice(0, 40).map((u) => session.user(request, u.id)),
  );
  const noted = details.find(
    (d) => d.bookmarks!.some((b) => b.notes.userNote && !b.deletedAt) && d.requests!.length > 0,
  );
  await page.evaluate(() => localStorage.setItem('backoffice.theme', 'dark'));
  await open(page, noted!.id);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const bookmark = noted!.bookmarks!.find((b) => b.notes.userNote && !b.deletedAt)!;
  const userNote = page.getByRole('dialog', { name: /^User note on favorite/ });
  // One click opens it, as soon as the button shows: a click that did not would fail here
  // (it used to be tried again until the dialog opened, which would hide a lost one).
  await favoriteRow(page, bookmark.officeId)
    .getByRole('button', { name: 'View user note' })
    .click();
  await expect(userNote).toBeVisible();
  await expect(userNote.getByText(bookmark.notes.userNote!)).toBeVisible();
  await userNote.getByRole('button', { name: 'Close', exact: true }).last().click();
  const requests = page.getByRole('grid', { name: 'Contact requests' });
  await expect(requests.getByRole('columnheader')).toHaveText([
    'Request',
    'Received',
    'Meeting proposed',
    'Scheduled',
    'Past',
    'Contract sent',
    'Signed',
    'Cancelled',
  ]);
  const requestId = noted!.requests![0]!.id;
  // Exact: request 127's guest may have request 1277 too.
  await expect(
    requests.getByRole('link', { name: `Request ${requestId}`, exact: true }),
  ).toHaveAttribute('href', `/requests/${requestId}`);
  await expectNoAxeViolations(page);
});

test('SMS refusals; the phone form (its library loads with it; invalid, then valid); CR & Visit, each missing item in order, then a success', async ({
  page,
  request,
}) => {
  const confirmed = await users(request, { userType: 'guest', statusCode: 'confirmed' });
  const smsOff = confirmed.find((u) => u.phone && !u.notifyBySms)!;
  const noPhone = confirmed.find((u) => !u.phone && u.notifyBySms)!;
  const crGuest = confirmed.find((u) => u.phone && u.dayToDay === null && u.id !== noPhone.id)!;

  // SMS refused without a call: notifications off, then no phone number.
  await open(page, smsOff.id);
  await page.getByRole('button', { name: 'Send favorites by SMS' }).click();
  await expect(toast(page, VALIDATION_MESSAGES.smsDisabled)).toBeVisible();
  await open(page, noPhone.id);
  await page.getByRole('button', { name: 'Send favorites by SMS' }).click();
  await expect(toast(page, VALIDATION_MESSAGES.phoneMissingForSms)).toBeVisible();

  // The phone form: libphonenumber-js loads only when it opens.
  const phoneCode: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/(PhoneModal|phoneCountries)-/.test(r.url())) phoneCode.push(r.url());
  });
  await open(page, noPhone.id);
  await expect(page.getByRole('grid', { name: 'Favorites' })).toBeVisible();
  expect(phoneCode).toEqual([]);
  await page.getByRole('button', { name: 'Update phone number' }).click();
  const phone = page.getByRole('dialog', {
    name: `Update the phone number of guest ${noPhone.id}`,
  });
  await expect(phone.getByRole('button', { name: /France \(\+33\)/ })).toBeVisible(LOAD);
  expect(phoneCode.length).toBeGreaterThan(0);
  const number = phone.getByRole('textbox', { name: 'Mobile number' });
  await number.fill('01 42 34 56 78');
  await phone.getByRole('button', { name: 'Update phone number' }).click();
  await expect(phone.getByText(VALIDATION_MESSAGES.invalidMobileNumber)).toBeVisible();
  await number.fill('06 12 34 56 78');
  await phone.getByRole('button', { name: 'Update phone number' }).click();
  await expect(toast(page, TOASTS.phoneUpdated.message)).toBeVisible();
  await expect(phone).toBeHidden();
  await expect(page.getByText('+33612345678')).toBeVisible();
  const updated = await session.user(request, noPhone.id);
  expect([updated.phone, updated.userVerified]).toEqual(['+33612345678', true]);

  // Create CR & Visit for a guest without day-to-day answers, on an office with both
  // part-time and full-time offers.
  const { chosen, start, end, visit } = await crOffice(request);

  await open(page, crGuest.id);
  await page.getByRole('button', { name: 'Create CR & Visit' }).click();
  const dialog = page.getByRole('dialog', { name: `Create CR & Visit for guest ${crGuest.id}` });
  await expect(dialog.getByRole('textbox', { name: 'Company name' })).toBeVisible(LOAD);
  // The guest's own data starts the form: empty what the walk below needs empty.
  await dialog.getByRole('textbox', { name: 'Company name' }).fill('');
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('');
  const create = dialog.getByRole('button', { name: 'Create CR & Visit' });
  const said = dialog.getByRole('alert');
  const expectMissing = async (field: CrVisitField) => {
    await create.click();
    await expect(said).toHaveText(crVisitMissingMessage(field));
  };
  // The radios' inputs are hidden under their drawn circles: a click lands on the label.
  const yesNo = (label: string) =>
    dialog.getByRole('radiogroup', { name: label }).getByText('No', { exact: true });

  await expectMissing('officeId');
  const officeId = officeIdField(dialog);
  await officeId.fill(String(chosen.id));
  await officeId.press('Tab');
  await expect(dialog.getByText(/available from/)).toBeVisible();
  await expectMissing('startDate');
  await typeDay(page, dialog, 'Start date', start);
  await expectMissing('endDate');
  await typeDay(page, dialog, 'End date', end);
  await expectMissing('seats');
  const seats = crSeatOptions(chosen)[0]!;
  await choose(page, dialog, 'Seats', String(seats));
  await expectMissing('flexibility');
  const flexibility = crFlexibilityOptions(chosen);
  expect(flexibility.at(-1)!.label).toBe('Full week');
  await choose(page, dialog, 'Flexibility', flexibility[0]!.label);
  await expectMissing('visitDate');
  await typeDay(page, dialog, 'Visit date', visit);
  await expectMissing('visitTime');
  await dialog.getByRole('spinbutton', { name: /^hour, Visit time/ }).click();
  await page.keyboard.type('1030');
  await expectMissing('companyName');
  await dialog.getByRole('textbox', { name: 'Company name' }).fill('Acme Conseil');
  // Company size and business sector: every seeded guest has them (the form starts with
  // them); their messages are checked in the stories and the domain's tests.
  await expectMissing('phoneNumber');
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('0612345679');
  await expectMissing('frequentClientVisits');
  await yesNo('Does the guest have frequent client visits?').click();
  await expectMissing('frequentPhoneCalls');
  await yesNo('Does the guest make frequent phone calls?').click();
  await expectMissing('quietEnvironmentNeeded');
  await yesNo('Does the guest need a quiet environment?').click();

  // Created: the spec's sentence, and a link to the new request.
  await create.click();
  await expect(toast(page, TOASTS.crVisitCreated.message)).toBeVisible();
  const link = dialog.getByRole('link', { name: /^Open request \d+$/ });
  await expect(link).toBeVisible();
  const requestId = Number((await link.textContent())!.replace(/\D/g, ''));
  const after = await session.user(request, crGuest.id);
  expect(after.requests!.map((r) => r.id)).toContain(requestId);
  expect(after.companyName).toBe('Acme Conseil');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/requests/${requestId}$`));
});

test("CR & Visit sends the guest's stored phone as it is: no mobile rule, the office's title, questions unanswered", async ({
  page,
  request,
}) => {
  const confirmed = await users(request, { userType: 'guest', statusCode: 'confirmed' });
  // A seeded guest whose stored number is no mobile number by the numbering plan (like
  // +33712125058): Phone update would refuse it, CR & Visit has no such rule.
  const stored = confirmed.find(
    (u) => u.phone?.startsWith('+33') && parseMobileNumber(u.phone, 'FR') === null,
  );
  expect(stored, 'a seeded guest with a stored non-mobile number').toBeDefined();
  const { chosen, start, end, visit } = await crOffice(request);

  await open(page, stored!.id);
  await page.getByRole('button', { name: 'Create CR & Visit' }).click();
  const dialog = page.getByRole('dialog', { name: `Create CR & Visit for guest ${stored!.id}` });
  const phone = dialog.getByRole('textbox', { name: 'Phone number' });
  await expect(phone).toHaveValue(stored!.phone!, LOAD);
  // The office id: digits in a text field (no steppers), then the office's title under it.
  const officeId = officeIdField(dialog);
  await expect(officeId).toHaveAttribute('inputmode', 'numeric');
  await officeId.pressSequentially(`${chosen.id}`);
  // Left by Tab, as a person would: when the id is one of the guest's favorites its suggestion
  // stays listed under the field, over the dialog's buttons (a CI run's click waited on it).
  await officeId.press('Tab');
  await expect(officeId).toHaveAccessibleDescription(new RegExp(escape(chosen.title.fr)));
  // The yes/no questions start unanswered: "required" says so.
  await dialog.getByRole('button', { name: 'Create CR & Visit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(crVisitMissingMessage('startDate'));
  await expect(
    dialog.getByText(/^Please select whether the guest .* before creating the cr and visit\.$/),
  ).toHaveCount(3);
  await expect(dialog.getByText(VALIDATION_MESSAGES.invalidMobileNumber)).toHaveCount(0);

  await typeDay(page, dialog, 'Start date', start);
  await typeDay(page, dialog, 'End date', end);
  await choose(page, dialog, 'Seats', String(crSeatOptions(chosen)[0]!));
  await choose(page, dialog, 'Flexibility', crFlexibilityOptions(chosen)[0]!.label);
  await typeDay(page, dialog, 'Visit date', visit);
  await dialog.getByRole('spinbutton', { name: /^hour, Visit time/ }).click();
  await page.keyboard.type('1030');
  for (const question of [
    'Does the guest have frequent client visits?',
    'Does the guest make frequent phone calls?',
    'Does the guest need a quiet environment?',
  ]) {
    // The radios' inputs are hidden under their drawn circles: a click lands on the label.
    await dialog
      .getByRole('radiogroup', { name: question })
      .getByText('Yes', { exact: true })
      .click();
  }
  await dialog.getByRole('button', { name: 'Create CR & Visit' }).click();
  await expect(toast(page, TOASTS.crVisitCreated.message)).toBeVisible();
  const link = dialog.getByRole('link', { name: /^Open request \d+$/ });
  const requestId = Number((await link.textContent())!.replace(/\D/g, ''));

  // The server took it: the request is the guest's, the call's record holds the number sent as
  // it was stored, and the guest keeps it.
  const after = await session.user(request, stored!.id);
  expect(after.requests!.map((r) => r.id)).toContain(requestId);
  expect(after.phone).toBe(stored!.phone);
  const history = await session.get<HistoryAnswer>(
    request,
    buildPath(routes.userHistory.path, { id: stored!.id }),
  );
  const sent = history.entries.find((e) => /cr/i.test(e.action))?.input as {
    guest?: { phoneNumber?: string };
  };
  expect(sent?.guest?.phoneNumber).toBe(stored!.phone);
});

test('Add favorites says that ids typed with a space are two, before sending anything; CR & Visit opens on Office id, offers the guest’s favorites, checks a field once left, and its message follows the fields as they are fixed', async ({
  page,
  request,
  consoleErrors,
}) => {
  // An office id that does not exist is read, and answered 404, on purpose.
  consoleErrors.allow(/status of 404/);
  // A confirmed guest with two active favorites or more.
  let chosen: User | undefined;
  for (const candidate of (
    await users(request, { userType: 'guest', statusCode: 'confirmed' })
  ).slice(0, 40)) {
    const detail = await session.user(request, candidate.id);
    if ((detail.bookmarks ?? []).filter((b) => !b.deletedAt).length >= 2) {
      chosen = detail;
      break;
    }
  }
  expect(chosen, 'a confirmed guest with two active favorites').toBeDefined();
  const g = chosen!;
  const favoriteIds = [...new Set(g.bookmarks!.filter((b) => !b.deletedAt).map((b) => b.officeId))];
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/csm\/users\/\d+\/(bookmarks|contact_requests)/.test(r.url()))
      writes.push(r.url());
  });
  await open(page, g.id);

  // '894 1407' would be the one id 8941407 by the spec's rule: the dialog says what it looks
  // like, keeps the text, and sends nothing.
  await page.getByRole('button', { name: 'Add favorites' }).click();
  const add = page.getByRole('dialog', { name: `Add favorites to guest ${g.id}` });
  const ids = add.getByRole('textbox', { name: 'Office ids' });
  await expect(ids).toBeFocused();
  await page.keyboard.type('894 1407');
  await page.keyboard.press('Enter');
  const hint = 'Looks like 2 ids: 894 and 1407. Separate them with commas';
  await expect(add.getByText(hint, { exact: true })).toBeVisible();
  await expect(ids).toHaveAttribute('aria-invalid', 'true');
  await expect(ids).toHaveValue('894 1407');
  await expectNoAxeViolations(page);
  expect(writes).toEqual([]);
  await add.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(add).toBeHidden();

  // CR & Visit opens with Office id focused: typing starts there.
  await page.getByRole('button', { name: 'Create CR & Visit' }).click();
  const dialog = page.getByRole('dialog', { name: `Create CR & Visit for guest ${g.id}` });
  const officeId = dialog.getByRole('combobox', { name: 'Office id' });
  await expect(officeId).toBeFocused(LOAD);
  const marked = dialog.locator('[aria-invalid="true"]');
  const said = dialog.getByRole('alert');

  // The guest's favorites are its choices (the arrow key opens them), each office once.
  await page.keyboard.press('ArrowDown');
  const choices = page.getByRole('listbox', { name: /Office id/ });
  await expect(choices.getByRole('option')).toHaveCount(favoriteIds.length);
  const favorite = favoriteIds[1]!;
  const { title } = await session.office(request, favorite);
  await choices.getByRole('option', { name: new RegExp(`^${favorite} `) }).click();
  await expect(officeId).toHaveValue(String(favorite));
  await expect(officeId).toHaveAccessibleDescription(new RegExp(escape(title.fr)));
  // Nothing else is checked yet; Enter in Office id reads the office, it sends nothing.
  await officeId.press('Enter');
  await expect(officeId).toBeFocused();
  await expect(marked).toHaveCount(0);
  await expect(said).toHaveText('');
  expect(writes).toEqual([]);

  // A field that was left is checked, alone: the ones not reached stay as they are.
  const company = dialog.getByRole('textbox', { name: 'Company name' });
  await company.fill('');
  await company.press('Tab');
  await expect(dialog.getByText(crVisitMissingMessage('companyName'))).toBeVisible();
  await expect(marked).toHaveCount(1);
  await company.fill('Acme Conseil');
  await expect(marked).toHaveCount(0);

  // Create checks them all, the first said below. Filling the office id moves the message on:
  // 'Please add an office id…' does not stay once the id is there.
  await officeId.fill('');
  // Emptied, it offers every favorite again; Escape closes the list, the dialog stays.
  await expect(choices.getByRole('option')).toHaveCount(favoriteIds.length);
  await officeId.press('Escape');
  await expect(officeId).toHaveAttribute('aria-expanded', 'false');
  await dialog.getByRole('button', { name: 'Create CR & Visit' }).click();
  await expect(said).toHaveText(crVisitMissingMessage('officeId'));
  expect(await marked.count()).toBeGreaterThan(5);
  await expect(officeId).toBeFocused();
  await page.keyboard.type(String(favorite));
  await expect(said).toHaveText(crVisitMissingMessage('startDate'));
  await expect(officeId).toHaveValue(String(favorite));
  await expect(officeId).not.toHaveAttribute('aria-invalid', 'true');
  // An id that is none of the favorites is typed as ever: the list stays closed over the form.
  await officeId.fill('');
  await page.keyboard.type('999999');
  await expect(officeId).toHaveValue('999999');
  await expect(officeId).toHaveAttribute('aria-expanded', 'false');
  await expect(officeId).toHaveAccessibleDescription(/Office 999999 does not exist\./);
  await expectNoAxeViolations(page);
  expect(writes).toEqual([]);
});
