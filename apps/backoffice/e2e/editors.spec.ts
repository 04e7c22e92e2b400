import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { routes } from '@backoffice/api';
import type { OfficesAnswer, SeoLocationsAnswer } from '@backoffice/api';
import { SEO_LOCATION_SAVED } from '@backoffice/domain';
import type { SeoLocation } from '@backoffice/domain';
import { expect, test } from './fixtures';
import { LOAD, listScreen, signInBeforeEach, toast } from './support';

/**
 * Every rich-text editor of the app, typed into with the keyboard as a person types:
 * sentences with spaces at their ends and in their middles, Enter, and words inserted after a
 * click at the end of a paragraph that text follows, then what the server stored, read through
 * the API, compared word for word. Before the fix, a space typed at the end of a line reset the
 * document and the next words landed at its start.
 */
const session = signInBeforeEach({ timeout: 180_000 });

const seoLocations = async (request: APIRequestContext): Promise<SeoLocation[]> =>
  (await session.get<SeoLocationsAnswer>(request, routes.seoLocations.path, {})).seoLocations;
const seoLocation = async (request: APIRequestContext, id: number) =>
  (await seoLocations(request)).find((l) => l.id === id)!;
const seoList = listScreen('seo');
const seoRow = (page: Page, title: string) =>
  seoList
    .grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });

/** Opens /seo on one location, then one of its row's buttons. */
async function openFromSeoRow(page: Page, location: SeoLocation, button: string) {
  if (!new URL(page.url()).pathname.startsWith('/seo')) {
    await page.goto(`/seo?displayTitle=${encodeURIComponent(location.displayTitle)}`);
    await seoList.shown(page);
  }
  await seoRow(page, location.displayTitle)
    .getByRole('button', { name: `${button} ${location.displayTitle}` })
    .click();
}

/** Empties an editor with the keyboard: focus in it, select all, delete. */
async function emptyEditor(page: Page, editor: Locator) {
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await expect(editor).toHaveText('');
}

/**
 * Clicks just past the end of a block's text (a paragraph, a heading), where a person clicks
 * to go on writing: the caret goes to the end of that line.
 */
async function clickAtEndOf(block: Locator) {
  const box = (await block.boundingBox())!;
  await block.click({ position: { x: box.width - 2, y: box.height / 2 } });
}

/** Writes a heading and a paragraph, then inserts words at the end of both after clicks. */
async function writeDescription(
  page: Page,
  editor: Locator,
  toolbar: Locator,
  text: { title: string; body: string; afterTitle: string; afterBody: string },
) {
  await emptyEditor(page, editor);
  await toolbar.getByRole('button', { name: 'H3 heading' }).click();
  await expect(editor).toBeFocused();
  await page.keyboard.type(text.title);
  await page.keyboard.press('Enter');
  await page.keyboard.type(text.body);
  // The bug's steps: a click at the end of the last paragraph, then words starting with a space.
  await clickAtEndOf(editor.locator('p').last());
  await page.keyboard.type(text.afterBody);
  // And in the middle of the text: the end of the title, which the paragraph follows.
  await clickAtEndOf(editor.getByRole('heading', { level: 3 }));
  await page.keyboard.type(text.afterTitle);
  return `<h3>${text.title}${text.afterTitle}</h3><p>${text.body}${text.afterBody}</p>`;
}

/** What the SEO description test types in each language. */
const DESCRIPTIONS = {
  fr: {
    title: 'Bureaux flexibles Marseille',
    body: 'Des bureaux équipés, proches du métro et du Vieux-Port.',
    afterTitle: ' centre',
    afterBody: ' Extra words here',
  },
  en: {
    title: 'Flexible offices in Marseille',
    body: 'Furnished offices, close to the metro and the Old Port.',
    afterTitle: ' centre',
    afterBody: ' More words, typed here.',
  },
};

test('SEO description, French and English: typed sentences and insertions stored word for word', async ({
  page,
  request,
}) => {
  const target = (await seoLocations(request)).findLast((l) => l.seoPages.fr && l.seoPages.en)!;
  await openFromSeoRow(page, target, 'Edit');
  const modal = page.getByRole('dialog', { name: 'Add/Edit Seo Location Page' });
  const editor = modal.getByRole('textbox', { name: 'Description', exact: true });
  const toolbar = modal.getByRole('toolbar', { name: 'Description: formatting' });
  await expect(editor).toBeVisible(LOAD);

  const written: Partial<Record<'fr' | 'en', string>> = {};
  for (const [lang, text] of Object.entries(DESCRIPTIONS) as [
    'fr' | 'en',
    (typeof DESCRIPTIONS)['fr'],
  ][]) {
    await modal.getByRole('tab', { name: lang.toUpperCase() }).click();
    await expect(editor).toBeVisible();
    written[lang] = await writeDescription(page, editor, toolbar, text);
  }
  await modal.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, SEO_LOCATION_SAVED)).toBeVisible();

  const stored = (await seoLocation(request, target.id)).seoPages;
  expect(stored.fr!.description).toBe(written.fr);
  expect(stored.en!.description).toBe(written.en);
  expect(written.fr).toBe(
    '<h3>Bureaux flexibles Marseille centre</h3><p>Des bureaux équipés, proches du métro et du Vieux-Port. Extra words here</p>',
  );
});

test('FAQ answers, French and English, typed and stored; Delete this Entry waits for Save changes', async ({
  page,
  request,
}) => {
  const target = (await seoLocations(request)).find(
    (l) => l.seoPages.fr && l.seoPages.en && l.seoPages.fr.faq.length >= 2,
  )!;
  await openFromSeoRow(page, target, 'Edit FAQ of');
  const modal = page.getByRole('dialog', { name: `FAQ of ${target.displayTitle}` });
  const answer = modal.getByRole('textbox', { name: 'Answer 1' });
  await expect(answer).toBeVisible(LOAD);

  // French: the answer the bug garbled, a second paragraph, then words after the first one's end.
  await emptyEditor(page, answer);
  await page.keyboard.type('Oui, sur rendez-vous avec le CSM.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Le samedi aussi.');
  await clickAtEndOf(answer.locator('p').first());
  await page.keyboard.type(' Sans frais.');
  // English.
  // The radio's input is hidden under its drawn label: a click lands on the label.
  await modal
    .getByRole('radiogroup', { name: 'Language' })
    .getByText('EN', { exact: true })
    .click();
  await expect(modal.getByRole('radio', { name: 'EN' })).toBeChecked();
  await expect(answer).toBeVisible();
  await emptyEditor(page, answer);
  await page.keyboard.type('Yes, by appointment with the CSM. ');
  await page.keyboard.type('Saturdays too.');
  await modal.getByRole('button', { name: 'Save changes' }).click();
  await expect(modal).toHaveCount(0, LOAD);

  let pages = (await seoLocation(request, target.id)).seoPages;
  expect(pages.fr!.faq[0]!.description).toBe(
    '<p>Oui, sur rendez-vous avec le CSM. Sans frais.</p><p>Le samedi aussi.</p>',
  );
  expect(pages.en!.faq[0]!.description).toBe(
    '<p>Yes, by appointment with the CSM. Saturdays too.</p>',
  );
  const before = pages.fr!.faq.map((e) => e.title);

  // Delete this Entry, then Cancel: the server keeps the entry.
  const deleteFirst = async () => {
    await modal.getByRole('button', { name: 'Delete this Entry FAQ 1' }).click();
    // The second press once the armed button can confirm (it is aria-disabled until then): a
    // fixed 600 ms pause was shorter than a loaded machine's wait, and that press only armed.
    const confirm = modal.getByRole('button', { name: 'Confirm: Delete this Entry FAQ 1' });
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(modal.getByRole('radio', { name: String(before.length) })).toHaveCount(0);
  };
  await openFromSeoRow(page, target, 'Edit FAQ of');
  await expect(answer).toBeVisible(LOAD);
  await deleteFirst();
  pages = (await seoLocation(request, target.id)).seoPages;
  expect(pages.fr!.faq.map((e) => e.title)).toEqual(before);
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(modal).toHaveCount(0);
  pages = (await seoLocation(request, target.id)).seoPages;
  expect(pages.fr!.faq.map((e) => e.title)).toEqual(before);
  expect(pages.en!.faq).toHaveLength(before.length);

  // Delete this Entry, then Save changes: now it goes, in both languages.
  await openFromSeoRow(page, target, 'Edit FAQ of');
  await expect(answer).toBeVisible(LOAD);
  await deleteFirst();
  await modal.getByRole('button', { name: 'Save changes' }).click();
  await expect(modal).toHaveCount(0, LOAD);
  pages = (await seoLocation(request, target.id)).seoPages;
  expect(pages.fr!.faq.map((e) => e.title)).toEqual(before.slice(1));
  expect(pages.en!.faq).toHaveLength(before.length - 1);
});

test('internal notes: a new note and an edit typed and stored; focus follows Edit, Save and Cancel', async ({
  page,
  request,
}) => {
  const first = (await session.get<OfficesAnswer>(request, routes.offices.path, {})).offices[0]!;
  await page.goto(`/offices/search/details/${first.id}`);
  // The internal notes are open with no press.
  const editor = page.getByRole('textbox', { name: 'New note' });
  await expect(editor).toBeVisible(LOAD);

  await editor.click();
  await page.keyboard.type('Premier appel : le CSM rappelle lundi. ');
  await page.keyboard.type('Merci.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Deuxième ligne.');
  await clickAtEndOf(editor.locator('p').first());
  await page.keyboard.type(' Confirmé.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(toast(page, 'Note added')).toBeVisible();
  const typed =
    '<p>Premier appel : le CSM rappelle lundi. Merci. Confirmé.</p><p>Deuxième ligne.</p>';
  const stored = (await session.office(request, first.id)).internalNotes.find(
    (n) => n.note === typed,
  );
  expect(stored, 'the note as typed').toBeDefined();

  // Edit (by the keyboard): focus goes into the text, at its end, never to the page.
  const note = page.locator(`[data-note="${stored!.id}"]`);
  const edit = note.getByRole('button', { name: 'Edit' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const editing = note.getByRole('textbox', { name: `Edit note ${stored!.id}` });
  await expect(editing).toBeFocused();
  await page.keyboard.type(' Rappelé mardi.');
  await note.getByRole('button', { name: 'Save note' }).click();
  await expect(toast(page, 'Note saved')).toBeVisible();
  // Saved: the editor went, focus is on the note's Edit button.
  await expect(edit).toBeFocused();
  const edited = (await session.office(request, first.id)).internalNotes.find(
    (n) => n.id === stored!.id,
  );
  expect(edited!.note).toBe(
    '<p>Premier appel : le CSM rappelle lundi. Merci. Confirmé.</p><p>Deuxième ligne. Rappelé mardi.</p>',
  );

  // Edit then Cancel: focus back on Edit, the note as it was.
  await page.keyboard.press('Enter');
  await expect(editing).toBeFocused();
  await page.keyboard.type(' Not kept.');
  await note.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeFocused();
  expect(
    (await session.office(request, first.id)).internalNotes.find((n) => n.id === stored!.id)!.note,
  ).toBe(edited!.note);
});
