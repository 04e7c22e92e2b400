import { routes } from '@backoffice/api';
import type { OfficesAnswer } from '@backoffice/api';
import { CONNECTION_LOST_MESSAGE } from '@backoffice/domain';
import { expect, test } from './fixtures';
import { LOAD, signInBeforeEach, toast } from './support';

const session = signInBeforeEach({ timeout: 120_000 });

// The server's own answer while its database is cut off (apps/server ops tests cut a real one):
// here the browser meets it, as it would, for every API call but the live stream.
const DATABASE_AWAY = {
  status: 503,
  headers: { 'Retry-After': '2' },
  json: {
    code: 'database_unavailable',
    description: 'The database cannot be reached right now: try again in a few seconds.',
  },
};

test('the database away: the top bar says so, a note being added keeps its text and is added once when the server answers', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 503/);
  const first = (await session.get<OfficesAnswer>(request, routes.offices.path, {})).offices[0]!;
  const notes = async () => (await session.office(request, first.id)).internalNotes;
  const text = `Rappeler le propriétaire ${Date.now()}.`;
  await page.goto(`/offices/search/details/${first.id}`);
  // The internal notes are open with no press.
  const editor = page.getByRole('textbox', { name: 'New note' });
  await expect(editor).toBeVisible(LOAD);
  await editor.click();
  await page.keyboard.type(text);

  let down = true;
  let refused = 0;
  await page.route('**/api/v2/**', async (route) => {
    const stream = (await route.request().headerValue('accept')) === 'text/event-stream';
    if (!down || stream) return route.fallback();
    refused += 1;
    return route.fulfill(DATABASE_AWAY);
  });
  const banner = page.getByRole('status').filter({ hasText: CONNECTION_LOST_MESSAGE });
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(banner).toBeVisible(LOAD);
  // The write was tried again (its Idempotency-Key kept), then given up: nothing stored, the
  // text still in the editor, the person told.
  await expect.poll(() => refused, LOAD).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('button', { name: 'Add note' })).toBeEnabled(LOAD);
  await expect(editor).toHaveText(text);
  expect((await notes()).filter((n) => n.note.includes(text))).toHaveLength(0);

  // The database back: the same press adds the note, once; the top bar says nothing more.
  down = false;
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(toast(page, 'Note added')).toBeVisible(LOAD);
  await expect(banner).toHaveCount(0);
  expect((await notes()).filter((n) => n.note.includes(text))).toHaveLength(1);
});
