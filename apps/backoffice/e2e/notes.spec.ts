/**
 * Staff notes on a request against the real server: a double click on "Add note"
 * adds one note; an edit's Cancel sends nothing and the server keeps the text.
 */
import { buildPath, routes } from '@backoffice/api';
import type { RequestNotesAnswer } from '@backoffice/api';
import { expect, test } from './fixtures';
import { LOAD, signInBeforeEach, toast } from './support';

const session = signInBeforeEach();

test('a double click adds one note; Cancel on an edit leaves the server’s text as it was', async ({
  page,
  request,
}) => {
  const board = await session.get<{ columns: { key: string; requests: { id: number }[] }[] }>(
    request,
    routes.requestBoard.path,
    { owner: 'unassigned', open: true, perColumn: 50 },
  );
  const id = board.columns.find((c) => c.key === 'request_received')!.requests[7]!.id;
  const notesPath = buildPath(routes.requestNotes.path, { id });
  const before = (await session.get<RequestNotesAnswer>(request, notesPath)).notes.length;

  // Its own words each run: the server's data outlives a repeated test.
  const words = `Keys are at the front desk (${Date.now()}).`;
  await page.goto(`/requests/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Request ${id}` })).toBeVisible(LOAD);
  const box = page.getByRole('textbox', { name: 'New note' });
  await box.click();
  await page.keyboard.type(words);
  await page.getByRole('button', { name: 'Add note' }).dblclick();
  await expect(toast(page, 'Note added.')).toBeVisible();
  await expect(box).toHaveValue('');
  const after = (await session.get<RequestNotesAnswer>(request, notesPath)).notes;
  expect(after).toHaveLength(before + 1);
  expect(after.at(-1)!.body).toBe(words);

  // Edit, type, Cancel: nothing sent, the server holds the first words, focus back on Edit.
  const note = page
    .getByRole('list', { name: 'Notes, oldest first' })
    .getByRole('listitem')
    .filter({ hasText: words });
  await note.getByRole('button', { name: 'Edit' }).click();
  const edit = note.getByRole('textbox', { name: 'Edit the note' });
  await expect(edit).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' Not anymore.');
  await note.getByRole('button', { name: 'Cancel' }).click();
  await expect(note.getByRole('button', { name: 'Edit' })).toBeFocused();
  const kept = (await session.get<RequestNotesAnswer>(request, notesPath)).notes;
  expect(kept.at(-1)!.body).toBe(words);
  expect(kept.at(-1)!.editedAt).toBeNull();
});
