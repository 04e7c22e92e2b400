import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMockDb } from '@backoffice/api/mocks';
import type { MockDb } from '@backoffice/api/mocks';
import {
  EDIT_CONFLICT_WORDS,
  HISTORY_PAGE_SIZE,
  INTERNAL_NOTE_TEXTS,
  OFFICE_REFUSALS,
  REJECT_VERSION_CONFIRMATION,
  TOASTS,
  UNPUBLISH_CONFIRMATION,
  editConflictMessage,
  formatEur,
  ifMatchOf,
  partVersion,
  rankUpdatedToast,
} from '@backoffice/domain';
import { THEIR_SAVE, staleEditMock } from '@/shared/forms/editConflictStory';
import { LEA, announcedPresence, someoneElseHere } from '@/shared/live/presenceStory';
import { AppStory, confirmable, mockApi } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';
import { mockApiAs } from '@/shared/roleStory';
import * as fit from '@/stories/windowFit';
import { PICTURE_FILLS, picture } from '@/stories/pictures';
import { historyList, openHistory, showHistory } from '@/shared/history/historyStory';
import { FAILED, statePlay, withScenario } from '@/stories/screenStates';
import { expectNeverLeft, expectSomeoneHere, expectSomeoneHereOnDetail } from '@/stories/presence';

/**
 * The office detail over the mock API: its actions first (publication, rank, best deal, price
 * flexibility), the listing preview, its internal notes (shown unless folded), the office's
 * information, public URLs, its contact requests and Add to favorite.
 */

function storyDb() {
  const db = createMockDb();
  for (const office of db.offices) {
    office.pictures = PICTURE_FILLS.map((fill) => ({ url: picture(fill) }));
  }
  return db;
}

export default {
  title: 'Screens/Office detail',
  component: AppStory,
  // Office 5: two notes, two contact requests, published.
  args: { path: '/offices/search/details/5' },
  parameters: { msw: { handlers: mockApi({ db: storyDb() }) } },
  beforeEach: () => {
    localStorage.removeItem('office-notes-open');
    // Each story starts with no note drafts (a story may leave one behind).
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('backoffice.user.office-note-draft:')) localStorage.removeItem(key);
    }
  },
} satisfies Meta<typeof AppStory>;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Office 5' });

/** The actions card, once its code has loaded. */
async function actionsCard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('group', { name: 'Publication' });
  return within(canvas.getByRole('region', { name: 'Actions' }));
}

export const Full: Story = {
  name: 'Full (actions first, notes shown)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Copy French URL' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy English URL' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Guest ids' })).toBeVisible();
    // The notes are open with no press, their editor loaded.
    await expect(canvas.getByRole('button', { name: /Internal notes \(2\)/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await canvas.findByRole('textbox', { name: 'New note' });
    // Office 5 is published, ranked 1, no best deal, without a minimum capacity: each in words.
    const actions = await actionsCard(canvasElement);
    await expect(
      fit.valueOf(canvas.getByRole('region', { name: 'Actions' }), 'Publication state'),
    ).toHaveTextContent('Published');
    await expect(actions.getByRole('button', { name: 'Publish' })).toHaveAccessibleDescription(
      OFFICE_REFUSALS.published,
    );
    await expect(actions.getByRole('button', { name: /Rank$/ })).toHaveTextContent('1');
    await expect(actions.getByText('Does not apply')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^Request \d+$/ })).toHaveLength(2);
    // The listing preview's price (the mock's office 5: 375 € a seat; the text matcher reads
    // the page's no-break spaces as spaces).
    const price = `${formatEur(375)} per seat per month, excluding VAT`.replace(/\s/g, ' ');
    await expect(canvas.getByText(price)).toBeVisible();
  },
};

/**
 * The notes folded when the page opens, as this person left them: a story writes its note
 * drafts into the browser once the app has started (it forgets the user's keys as it starts),
 * then shows the notes, which read them.
 */
const foldNotes = () => {
  localStorage.setItem('office-notes-open', '0');
};

/** The page's toasts (they are drawn outside the story's root). */
const toasts = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const ActionsUnpublishAsks: Story = {
  name: 'Actions: Unpublish asks first, as the list does (the question shown)',
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const actions = await actionsCard(canvasElement);
    await userEvent.click(actions.getByRole('button', { name: 'Unpublish' }));
    const dialog = await toasts(canvasElement).findByRole('alertdialog', {
      name: 'Unpublish office 5?',
    });
    await expect(dialog).toHaveTextContent(UNPUBLISH_CONFIRMATION);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
  },
};

export const ActionsUnpublishedThenNoRank: Story = {
  name: 'Actions: unpublished, focus kept on Unpublish; the rank set to None',
  // A database of its own: the story changes the office.
  parameters: { msw: { handlers: mockApi({ db: storyDb() }) } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const actions = await actionsCard(canvasElement);
    const card = within(canvasElement).getByRole('region', { name: 'Actions' });
    const unpublish = actions.getByRole('button', { name: 'Unpublish' });
    await userEvent.click(unpublish);
    const dialog = await toasts(canvasElement).findByRole('alertdialog', {
      name: 'Unpublish office 5?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await toasts(canvasElement).findByText(TOASTS.publicationUpdated.message);
    await waitFor(() =>
      expect(fit.valueOf(card, 'Publication state')).toHaveTextContent('Unpublished'),
    );
    // Unpublish stays where it was, now saying why it cannot be pressed again, with focus.
    const again = actions.getByRole('button', { name: 'Unpublish' });
    await waitFor(() => expect(again).toHaveAccessibleDescription(OFFICE_REFUSALS.notPublished));
    await waitFor(() => expect(again).toHaveFocus());
    await expect(actions.getByRole('button', { name: 'Publish' })).not.toHaveAttribute(
      'aria-disabled',
    );
    // None takes the rank away: its own toast, the select says it.
    const rank = actions.getByRole('button', { name: /Rank$/ });
    await userEvent.click(rank);
    await userEvent.click(await toasts(canvasElement).findByRole('option', { name: 'None' }));
    await toasts(canvasElement).findByText(rankUpdatedToast(5, null).message);
    await expect(rank).toHaveTextContent('None');
  },
};

export const ActionsVersionWaiting: Story = {
  name: 'Actions of a version waiting for approval: Reject version asks, then the status says it',
  // A database of its own: the story changes the office.
  parameters: { msw: { handlers: mockApi({ db: storyDb() }) } },
  args: { path: '/offices/search/details/2' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Office 2' });
    const actions = await actionsCard(canvasElement);
    const card = within(canvasElement).getByRole('region', { name: 'Actions' });
    await expect(fit.valueOf(card, 'Publication state')).toHaveTextContent('Waiting for approval');
    const reject = actions.getByRole('button', { name: 'Reject version' });
    await expect(reject).not.toHaveAttribute('aria-disabled');
    await userEvent.click(reject);
    const dialog = await toasts(canvasElement).findByRole('alertdialog', {
      name: 'Reject the version of office 2?',
    });
    await expect(dialog).toHaveTextContent(REJECT_VERSION_CONFIRMATION);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject version' }));
    await waitFor(() => expect(fit.valueOf(card, 'Status')).toHaveTextContent('rejected by csm'));
    await expect(
      actions.getByRole('button', { name: 'Reject version' }),
    ).toHaveAccessibleDescription(OFFICE_REFUSALS.noVersionWaiting);
  },
};

export const NotesFolded: Story = {
  name: 'Internal notes folded by this person (remembered; the editor loads when shown)',
  beforeEach: foldNotes,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const notes = canvas.getByRole('button', { name: /Internal notes \(2\)/ });
    await expect(notes).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('textbox', { name: 'New note' })).toBeNull();
    await userEvent.click(notes);
    await canvas.findByRole('textbox', { name: 'New note' });
    await expect(localStorage.getItem('office-notes-open')).toBe('1');
    await userEvent.click(notes);
    await expect(notes).toHaveAttribute('aria-expanded', 'false');
  },
};

export const NotesShown: Story = {
  name: 'Internal notes shown: an empty note is not saved',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await canvas.findByRole('textbox', { name: 'New note' });
    const notes = within(canvas.getByRole('list', { name: 'Notes' }));
    await expect(notes.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(await canvas.findByText(/An empty note is not saved/)).toBeVisible();
  },
};

/** The browser's draft of a note (shared/userStorage, InternalNotes). */
const draftKey = (note: number | 'new') => `backoffice.user.office-note-draft:5:${note}`;

/** Note 51 of office 5 in a mock database. */
const note51 = (db: MockDb) =>
  db.offices.find((o) => o.id === 5)!.internalNotes.find((n) => n.id === 51)!;

/** Types where the focus is, as a person does (the runner's real keyboard; user-event in the UI). */
async function typeHere(text: string) {
  const real = (
    window as { __realInput?: (input: { kind: 'type'; text: string }) => Promise<void> }
  ).__realInput;
  if (real) await real({ kind: 'type', text });
  else await userEvent.keyboard(text);
}

/** The note's save as the server makes it: refused when begun from another text than its own. */
function noteConflict(theirSave?: (db: MockDb) => void) {
  const db = storyDb();
  const mock = staleEditMock('updateInternalNote', 'internalNote', {
    record: ({ db: now, id }) =>
      now.offices.flatMap((o) => o.internalNotes).find((n) => n.id === id),
    ...(theirSave ? { theirSave: ({ db: now }: { db: MockDb }) => theirSave(now) } : {}),
  });
  return {
    ...mock,
    /** The note's text when the story opens. */
    opening: note51(db).note,
    parameters: { msw: { handlers: mockApi({ db, resolvers: mock.resolvers }) } },
  };
}

const changedMeanwhile = noteConflict();

export const NoteChangedMeanwhile: Story = {
  name: 'An edit draft of a note saved again since: Save note refused naming who, text kept; orphan drafts dropped',
  parameters: changedMeanwhile.parameters,
  beforeEach: foldNotes,
  play: async ({ canvasElement }) => {
    const { ifMatches, opening } = changedMeanwhile;
    ifMatches.length = 0;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    // An edit of note 51 begun on a text it no longer has, and a draft of a note since deleted.
    localStorage.setItem(
      draftKey(51),
      JSON.stringify({ text: '<p>My edit, begun yesterday</p>', base: '<p>Older text</p>' }),
    );
    localStorage.setItem(draftKey(999), JSON.stringify({ text: '<p>Orphan</p>' }));
    await userEvent.click(canvas.getByRole('button', { name: /Internal notes/ }));
    const edit = await canvas.findByRole('textbox', { name: 'Edit note 51' });
    await expect(edit).toHaveTextContent('My edit, begun yesterday');
    await waitFor(() => expect(localStorage.getItem(draftKey(999))).toBeNull());
    // The server tells, naming who saved: the save carried the version the draft began from.
    await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
    const told = await canvas.findByText(editConflictMessage('internalNote', THEIR_SAVE));
    await expect(told).toHaveAttribute('role', 'alert');
    await expect(told).toHaveTextContent(/^Léa Bernard saved this note on 16\/03\/2026 10:02/);
    await waitFor(() => expect(told).toHaveFocus());
    await expect(ifMatches).toEqual([
      ifMatchOf(partVersion('internalNote', { note: '<p>Older text</p>' })),
    ]);
    // The text is kept in the editor, and in the browser's draft.
    await expect(edit).toHaveTextContent('My edit, begun yesterday');
    await expect(localStorage.getItem(draftKey(51))).not.toBeNull();
    // The newer version, shown on request.
    await userEvent.click(canvas.getByRole('button', { name: EDIT_CONFLICT_WORDS.seeTheirs }));
    const theirs = canvas.getByRole('region', { name: EDIT_CONFLICT_WORDS.theirVersion });
    await expect(theirs).toHaveTextContent(
      new DOMParser().parseFromString(opening, 'text/html').body.textContent!,
    );
    await expect(canvas.getByRole('button', { name: EDIT_CONFLICT_WORDS.saveOver })).toBeVisible();
    // The picture shows the refusal, the newer version and the kept text.
    theirs.scrollIntoView({ block: 'center' });
  },
};

const savedOver = noteConflict((db) => {
  note51(db).note = '<p>Léa’s newer words</p>';
});

export const NoteSavedOver: Story = {
  name: 'Editing a note Léa saves meanwhile: refused naming her, then saved over it',
  parameters: savedOver.parameters,
  play: async ({ canvasElement }) => {
    const { ifMatches, opening } = savedOver;
    ifMatches.length = 0;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const notes = within(await canvas.findByRole('list', { name: 'Notes' }));
    const item = notes.getAllByRole('listitem').find((li) => li.dataset.note === '51')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    const edit = await canvas.findByRole('textbox', { name: 'Edit note 51' });
    await waitFor(() => expect(edit).toHaveFocus());
    await typeHere(' Mine too.');
    await waitFor(() => expect(edit).toHaveTextContent(/Mine too\.$/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
    const told = await canvas.findByText(editConflictMessage('internalNote', THEIR_SAVE));
    await waitFor(() => expect(told).toHaveFocus());
    await expect(edit).toHaveTextContent(/Mine too\.$/);
    await expect(ifMatches).toEqual([ifMatchOf(partVersion('internalNote', { note: opening }))]);
    const see = canvas.getByRole('button', { name: EDIT_CONFLICT_WORDS.seeTheirs });
    await userEvent.click(see);
    await expect(see).toHaveAttribute('aria-expanded', 'true');
    const theirs = canvas.getByRole('region', { name: EDIT_CONFLICT_WORDS.theirVersion });
    await expect(await within(theirs).findByText('Léa’s newer words')).toBeVisible();
    // The deliberate second press: the kept text, without If-Match; the note shows it.
    await userEvent.click(canvas.getByRole('button', { name: EDIT_CONFLICT_WORDS.saveOver }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(INTERNAL_NOTE_TEXTS.saved),
    ).toBeVisible();
    await expect(ifMatches).toEqual([ifMatches[0], null]);
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: 'Edit note 51' })).toBeNull());
    // The note as the server now holds it, read again after the save.
    await expect(await within(item).findByText(/Mine too\.$/)).toBeVisible();
    await waitFor(() => expect(within(item).getByRole('button', { name: 'Edit' })).toHaveFocus());
    await expect(localStorage.getItem(draftKey(51))).toBeNull();
  },
};

/**
 * An edit of note 998 (since deleted by someone else) that had changed its text, and one of
 * note 997 (deleted too) that had not; the notes opened (folded by `foldNotes` until the
 * drafts are there). Gives the kept edit's box.
 */
async function openWithDeletedDrafts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await heading(canvasElement);
  localStorage.setItem(
    draftKey(998),
    JSON.stringify({ text: '<p>Words I was adding</p>', base: '<p>Their note</p>' }),
  );
  localStorage.setItem(
    draftKey(997),
    JSON.stringify({ text: '<p>Unchanged</p>', base: '<p>Unchanged</p>' }),
  );
  await userEvent.click(canvas.getByRole('button', { name: /Internal notes/ }));
  const kept = await canvas.findByRole('group', { name: 'Your edit of deleted note 998' });
  await expect(
    await within(kept).findByRole('textbox', { name: 'Your text of deleted note 998' }),
  ).toHaveTextContent('Words I was adding');
  return kept;
}

export const NoteDeletedMeanwhile: Story = {
  name: 'An edit draft of a note deleted since: told, text kept, discarded on the second press',
  beforeEach: foldNotes,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kept = await openWithDeletedDrafts(canvasElement);
    await expect(within(kept).getByRole('alert')).toHaveTextContent(
      /^Someone deleted this note while you were editing it\. Your text is kept below/,
    );
    // The unchanged edit was not worth keeping.
    await expect(canvas.queryByRole('group', { name: /deleted note 997/ })).toBeNull();
    await waitFor(() => expect(localStorage.getItem(draftKey(997))).toBeNull());
    // Discard takes a second press; then the text goes and focus is on Add note.
    await userEvent.click(
      within(kept).getByRole('button', { name: 'Discard your text of deleted note 998' }),
    );
    await expect(localStorage.getItem(draftKey(998))).not.toBeNull();
    await userEvent.click(
      await confirmable(within(kept).getByRole('button', { name: /^Confirm/ })),
    );
    await waitFor(() =>
      expect(canvas.queryByRole('group', { name: /deleted note 998/ })).toBeNull(),
    );
    await expect(localStorage.getItem(draftKey(998))).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add note' })).toHaveFocus());
  },
};

/** The same, left open: the picture of the kept text. */
export const NoteDeletedMeanwhileShown: Story = {
  name: 'An edit draft of a note deleted since (shown)',
  beforeEach: foldNotes,
  play: async ({ canvasElement }) => {
    const kept = await openWithDeletedDrafts(canvasElement);
    kept.scrollIntoView({ block: 'center' });
  },
};

export const NotesDeleted: Story = {
  name: 'Deleting notes: focus on the next note, then on Add note',
  parameters: { msw: { handlers: mockApi({ db: storyDb() }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const notes = within(await canvas.findByRole('list', { name: 'Notes' }));
    const [first, second] = notes.getAllByRole('listitem');
    const remove = async (item: HTMLElement) => {
      await userEvent.click(within(item).getByRole('button', { name: /^Delete note/ }));
      await userEvent.click(
        await confirmable(within(item).getByRole('button', { name: /^Confirm/ })),
      );
    };
    await remove(first!);
    await waitFor(() =>
      expect(within(second!).getByRole('button', { name: 'Edit' })).toHaveFocus(),
    );
    await remove(second!);
    await canvas.findByText('No notes yet.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add note' })).toHaveFocus());
  },
};

export const FavoriteRefused: Story = {
  name: 'Add to favorite without a valid guest id',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Guest ids' }), 'abc, x');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to favorite' }));
    await expect(await canvas.findByText(/Please add at least one valid guest id/)).toBeVisible();
  },
};

/**
 * As a Viewer: the office reads as for anyone; the actions, Add to favorite, Add note and each
 * note's Edit and Delete stay in place, disabled, each with the reason as its description.
 */
export const AsAViewer: Story = {
  name: 'As a Viewer',
  args: { session: 'checking' },
  parameters: { msw: { handlers: mockApiAs('viewer', { db: storyDb() }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const REASON = 'Viewers cannot change records.';
    const add = canvas.getByRole('button', { name: 'Add to favorite' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveAccessibleDescription(REASON);
    await expect(canvas.getByRole('textbox', { name: 'Guest ids' })).toHaveAttribute('readonly');
    await userEvent.click(add);
    await expect(canvas.queryByText(/Please add at least one valid guest id/)).toBeNull();
    const actions = await actionsCard(canvasElement);
    for (const control of [
      ...actions.getAllByRole('button'),
      actions.getByRole('switch', { name: 'Best deal' }),
    ]) {
      await expect(control).toHaveAccessibleDescription(REASON);
    }
    const addNote = await canvas.findByRole('button', { name: 'Add note' });
    await expect(addNote).toHaveAccessibleDescription(REASON);
    await expect(canvas.queryByRole('textbox', { name: 'New note' })).toBeNull();
    const notes = within(canvas.getByRole('list', { name: 'Notes' }));
    for (const button of [
      ...notes.getAllByRole('button', { name: 'Edit' }),
      ...notes.getAllByRole('button', { name: /^Delete note/ }),
    ]) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription(REASON);
    }
    // Reached by keyboard, Add note shows its reason.
    addNote.focus();
    await waitFor(() => expect(canvas.getByRole('tooltip')).toBeVisible());
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(REASON);
  },
};

export const HistoryShown: Story = {
  name: 'History: publication and best deal in words, newest first',
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await openHistory(canvasElement);
    const { list, summaries } = await historyList(canvasElement);
    // Each entry a sentence with its staff member's name, then its time and what changed.
    await expect(summaries()).toEqual([
      'Camille Martin published the office',
      'Léa Bernard marked the office a best deal',
    ]);
    const [newest, older] = Array.from(list.children);
    await expect(newest).toHaveTextContent('Publication state: Waiting for approval → Published');
    await expect(older).toHaveTextContent('16/03/2026 08:00');
    await expect(older).toHaveTextContent('Best deal: No → Yes');
  },
};

/** 45 rank changes by two people: three pages of history, the newest first. */
const rankChanges = Array.from({ length: 45 }, (_, k) => ({
  id: 45 - k,
  at: new Date(Date.UTC(2026, 2, 16, 8, 0) - k * 3_600_000).toISOString(),
  staff: k % 2 ? { id: 2, name: 'Léa Bernard' } : { id: 1, name: 'Camille Martin' },
  action: 'officeRank',
  summary: 'Rank',
  changes: [{ field: 'rank', before: 44 - k, after: 45 - k }],
  input: { rank: 45 - k },
  server: 'mock:1',
}));

export const HistoryPages: Story = {
  name: 'History over three pages: the next page by keyboard',
  parameters: {
    msw: {
      handlers: mockApi({
        db: storyDb(),
        resolvers: {
          officeHistory: ({ query }) => {
            const page = query.page ?? 1;
            return {
              pages: Math.ceil(rankChanges.length / HISTORY_PAGE_SIZE),
              total: rankChanges.length,
              entries: rankChanges.slice((page - 1) * HISTORY_PAGE_SIZE, page * HISTORY_PAGE_SIZE),
            };
          },
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await openHistory(canvasElement);
    const { list, summaries } = await historyList(canvasElement);
    await expect(summaries()).toHaveLength(HISTORY_PAGE_SIZE);
    await expect(list.firstElementChild).toHaveTextContent('Rank: 44 → 45');
    const pages = within(canvasElement).getByRole('navigation', { name: 'History pages' });
    await expect(pages).toHaveTextContent('Changes 1–20 of 45');
    const next = within(pages).getByRole('button', { name: 'Next page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(pages).toHaveTextContent('Changes 21–40 of 45'));
    await waitFor(() => expect(list.firstElementChild).toHaveTextContent('Rank: 24 → 25'));
    await expect(next).toHaveFocus();
    pages.scrollIntoView({ block: 'end' });
  },
};

export const HistoryFailed: Story = {
  name: 'History that could not be loaded, with Try again',
  parameters: withScenario('officeHistory', FAILED, { db: storyDb() }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await openHistory(canvasElement);
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'The history could not be loaded' });
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    showHistory(canvasElement);
  },
};

export const Loading: Story = {
  parameters: withScenario('office', 'loading'),
  play: statePlay({ text: 'Loading the office' }),
};

export const NotFound: Story = {
  name: 'An office that does not exist',
  args: { path: '/offices/search/details/9999' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'This office does not exist' });
  },
};

export const Error: Story = {
  name: 'Error with Retry',
  parameters: withScenario('office', FAILED),
  play: statePlay({ heading: 'The office could not be loaded', retry: true }),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
  },
};

/** What this person's screen told the team (the presence route's bodies), in order. */
const announced = announcedPresence();

/**
 * Léa Bernard writes a note of office 5 on her screen (the live channel told the store), and
 * the presence route keeps what this screen says.
 */
const someoneHere = someoneElseHere(
  announced,
  { ...LEA, place: 'office:5', activity: 'editing', what: 'the internal notes' },
  { db: storyDb() },
);

/** What this screen says of her; the record it tells the team this person is on. */
const LEA_EDITING = 'Léa Bernard is editing the internal notes';
const officeFive = { entity: 'office', id: 5 } as const;

export const SomeoneElseHere: Story = {
  name: 'Someone else here: said under the title; writing a note says so to them',
  ...someoneHere,
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    // Said under the title; this screen tells them, at once, that this person views the office.
    await expectSomeoneHereOnDetail(canvasElement, announced, LEA_EDITING, officeFive);
    // Writing a note, by keyboard: they are told this person edits the internal notes.
    const editor = await within(canvasElement).findByRole('textbox', { name: 'New note' });
    editor.focus();
    await typeHere('Called the host');
    await waitFor(() =>
      expect(announced.bodies.at(-1)).toEqual({
        ...officeFive,
        activity: 'editing',
        what: 'the internal notes',
      }),
    );
    // From viewing to editing without a leaving between: their screen never drops the name.
    await expectNeverLeft(canvasElement, announced);
  },
};

export const SomeoneElseHereDark: Story = {
  name: 'Someone else here, dark',
  ...someoneHere,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expectSomeoneHere(within(canvasElement), LEA_EDITING);
  },
};

/**
 * At a window: what the office is and where (its title, address and publication state), its
 * actions and its internal notes above the fold with no sideways scroll; `host` when its
 * host's name and email are above the fold too (the Office information card in the first row
 * of cards).
 */
const officeAtWindow = (size: fit.WindowSize, { host }: { host: boolean }): Story => ({
  ...fit.atWindow(size),
  play: async ({ canvasElement }) => {
    await fit.expectWindow(canvasElement, size);
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await fit.expectNoSidewaysScroll(canvasElement);
    const preview = canvas.getByRole('region', { name: 'Listing preview' });
    const information = canvas.getByRole('region', { name: 'Office information' });
    const actions = await actionsCard(canvasElement);
    await fit.expectAllInWindow({
      'the title': within(preview).getByText('Bureaux placide à Paris'),
      'the address': within(preview).getByText(/75006 Paris$/),
      'the publication state': fit.valueOf(
        canvas.getByRole('region', { name: 'Actions' }),
        'Publication state',
      ),
      Unpublish: actions.getByRole('button', { name: 'Unpublish' }),
      'the rank': actions.getByRole('button', { name: /Rank$/ }),
      'the internal notes': canvas.getByRole('button', { name: /^Internal notes/ }),
      ...(host
        ? {
            'the host’s name': fit.valueOf(information, 'Host name'),
            'the host’s email': fit.valueOf(information, 'Host email'),
          }
        : {}),
    });
    if (!host) {
      const fold = canvasElement.ownerDocument.defaultView!.innerHeight;
      await expect(
        fit.valueOf(information, 'Host name').getBoundingClientRect().top,
      ).toBeGreaterThan(fold);
    }
    if (size.width >= fit.WINDOWS.wide.width) {
      await fit.expectSpansWindow(preview.parentElement!, 'the cards');
      // The four columns in one row: the contact requests beside the information.
      await expect(
        canvas.getByRole('region', { name: /^Contact requests/ }).getBoundingClientRect().left,
      ).toBeGreaterThan(information.getBoundingClientRect().right);
    }
  },
});

/** Two columns of cards: the information card starts under the preview, its host below the fold. */
export const AtWindow1024: Story = {
  tags: ['window-size'],
  ...officeAtWindow(fit.WINDOWS.small, { host: false }),
};

/** At 1440 × 900: the office, its state and its host above the fold. */
export const AtWindow1440: Story = {
  tags: ['window-size'],
  ...officeAtWindow(fit.WINDOWS.office, { host: true }),
};

/** At 1920 × 1080: four columns across the window. */
export const AtWindow1920: Story = {
  tags: ['window-size'],
  ...officeAtWindow(fit.WINDOWS.wide, { host: true }),
};
