import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMockDb } from '@backoffice/api/mocks';
import type { MockDb } from '@backoffice/api/mocks';
import {
  EDIT_CONFLICT_WORDS,
  SEO_LOCATION_COLUMNS,
  VALIDATION_MESSAGES,
  editConflictMessage,
  listHeaders,
} from '@backoffice/domain';
import { THEIR_SAVE, staleEditMock } from '@/shared/forms/editConflictStory';
import { LEA, announcedPresence, someoneElseHere } from '@/shared/live/presenceStory';
import { expectSomeoneHere } from '@/stories/presence';
import { AppStory, confirmable, mockApi } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';
import { listAtWindow, listAtWindows, WINDOWS } from '@/stories/windowFit';
import { FAILED, statePlay, withScenario } from '@/stories/screenStates';

/**
 * SEO location pages over the mock API (12 locations, some suspended, one without its English
 * page): every state of the list, the location modal and the FAQ modal, as /seo shows them.
 */
export default {
  title: 'Screens/SEO pages',
  component: AppStory,
  args: { path: '/seo' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'SEO location pages' });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens a modal from a row's button and waits for its editor. */
async function openFromRow(canvasElement: HTMLElement, button: string) {
  await table(canvasElement);
  await userEvent.click(await within(canvasElement).findByRole('button', { name: button }));
  const dialog = await body(canvasElement).findByRole('dialog');
  await within(dialog).findByRole('toolbar');
  return within(dialog);
}

export const Full: Story = {
  name: 'Full (suspended rows tinted, with their status in words)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = within(await table(canvasElement));
    await expect(grid.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      ...listHeaders(SEO_LOCATION_COLUMNS),
      'Action',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('12 locations');
    await grid.findAllByText('Suspended');
    // A location without its English page says so (it offers Edit and FAQ edit, not the status
    // change, which acts on both pages).
    await grid.findAllByText('No English page');
    await expect(canvas.getByRole('button', { name: 'Add Seo Page' })).toBeEnabled();
  },
};

export const FiltersFromUrl: Story = {
  name: 'Search and slug read from the URL',
  args: { path: '/seo?slug=coworking&displayTitle=Lyon' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = within(await table(canvasElement));
    await expect(await canvas.findByRole('button', { name: /Slug$/ })).toHaveTextContent(
      'coworking',
    );
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('Lyon');
    await expect(grid.getAllByRole('rowheader').map((c) => c.textContent)).toEqual([
      'Lyon 69002 Presqu’île',
    ]);
  },
};

export const Loading: Story = {
  parameters: withScenario('seoLocations', 'loading'),
  play: statePlay({ text: 'Loading locations…' }),
};

export const Empty: Story = {
  name: 'Empty (no SEO pages yet)',
  parameters: withScenario('seoLocations', 'empty'),
  play: statePlay({ heading: 'No SEO location pages yet' }),
};

export const NoResults: Story = {
  name: 'No results for the filters',
  args: { path: '/seo?displayTitle=nowhere-at-all' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', {
      name: 'No SEO location pages match these filters',
    });
  },
};

export const Error: Story = {
  name: 'Error with Retry',
  parameters: withScenario('seoLocations', FAILED),
  play: statePlay({ heading: 'The SEO location pages could not be loaded', retry: true }),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const grid = within(await table(canvasElement));
    await grid.findAllByText('Suspended');
  },
};

export const EditModal: Story = {
  name: "'Add/Edit Seo Location Page': a location's French page and its links",
  args: { path: '/seo?displayTitle=Paris%2075008' },
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Edit Paris 75008 Champs-Élysées');
    await expect(dialog.getByRole('tab', { name: 'FR' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('textbox', { name: 'City' })).toHaveValue('Paris');
    // The locations to link come with the modal's own call.
    await dialog.findByText('2 of 15 linked');
  },
};

export const AddRefused: Story = {
  name: "'Add Seo Page' saved empty: the required fields",
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Seo Page' }));
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await dialog.findByRole('toolbar');
    await expect(dialog.getByRole('button', { name: 'Generate' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(dialog.getAllByRole('alert').at(-1)).toHaveTextContent(
      VALIDATION_MESSAGES.fillAllFields,
    );
  },
};

export const EditModalDark: Story = {
  name: "'Add/Edit Seo Location Page' in dark",
  globals: { theme: 'dark' },
  args: EditModal.args,
  play: async ({ canvasElement }) => {
    await openFromRow(canvasElement, 'Edit Paris 75008 Champs-Élysées');
  },
};

export const FaqModal: Story = {
  name: 'The FAQ modal: entry 1 in French',
  args: { path: '/seo?displayTitle=Paris%2075008' },
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Edit FAQ of Paris 75008 Champs-Élysées');
    await expect(dialog.getByRole('textbox', { name: 'FAQ title' })).toHaveValue(
      'Questions fréquentes',
    );
    await expect(dialog.getByRole('radio', { name: '1' })).toBeChecked();
  },
};

export const FaqRefused: Story = {
  name: 'The FAQ modal: a new entry without its answers is refused',
  args: FaqModal.args,
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Edit FAQ of Paris 75008 Champs-Élysées');
    await userEvent.click(dialog.getByRole('button', { name: 'Add new FAQ' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Question 3' }), 'Un parking ?');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(dialog.getByRole('radio', { name: '3 (incomplete)' })).toBeChecked();
    // The empty answer says so under itself, as the question does when it is empty.
    const answer = dialog.getByRole('textbox', { name: 'Answer 3' });
    await expect(answer).toHaveAttribute('aria-invalid', 'true');
    await expect(answer).toHaveAccessibleDescription(VALIDATION_MESSAGES.fillAllFields);
    await expect(dialog.getAllByRole('alert').at(-1)).toHaveTextContent(
      VALIDATION_MESSAGES.fillAllFields,
    );
  },
};

/**
 * Bug fixed: 'Delete this Entry' deleted on the server at once, though the modal has
 * Cancel and Save changes. Now the entry leaves the form only: Cancel (after 'Discard
 * changes?') leaves the server as it was, and reopening shows the entry again; Save changes
 * deletes it.
 */
export const FaqDeleteIsStaged: Story = {
  name: 'The FAQ modal: a deleted entry stays on the server until Save changes',
  args: FaqModal.args,
  // Its own mock server: the deletion must not reach the other stories' data.
  parameters: { msw: { handlers: mockApi() } },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const row = 'Edit FAQ of Paris 75008 Champs-Élysées';
    const deleteFirst = async (dialog: ReturnType<typeof within>) => {
      await userEvent.click(dialog.getByRole('button', { name: 'Delete this Entry FAQ 1' }));
      // Once it can confirm (a fixed 600 ms pause was shorter than a loaded machine's wait).
      await userEvent.click(
        await confirmable(dialog.getByRole('button', { name: 'Confirm: Delete this Entry FAQ 1' })),
      );
      await expect(dialog.queryByRole('radio', { name: '2' })).toBeNull();
      await expect(
        dialog.getByText(
          "FAQ 1 deleted here: 'Save changes' deletes it on the server; Cancel keeps it.",
        ),
      ).toHaveAttribute('role', 'status');
    };

    let dialog = await openFromRow(canvasElement, row);
    await expect(dialog.getByRole('radio', { name: '2' })).not.toBeChecked();
    await deleteFirst(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const discard = await page.findByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.click(within(discard).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());

    // Reopened: the server kept both entries.
    dialog = await openFromRow(canvasElement, row);
    await expect(dialog.getByRole('radio', { name: '2' })).not.toBeChecked();
    await deleteFirst(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());

    // Saved: one entry left.
    dialog = await openFromRow(canvasElement, row);
    await expect(dialog.getByRole('radio', { name: '1' })).toBeChecked();
    await expect(dialog.queryByRole('radio', { name: '2' })).toBeNull();
  },
};

/**
 * Bug fixed: FAQ edit was hidden when one language's page was missing, though only
 * the status change is skipped then (people-and-content §4). Marseille has its French page
 * only: its FAQ is edited and saved in French alone.
 */
export const FaqOneLanguage: Story = {
  name: 'The FAQ modal of a location without its English page',
  args: { path: '/seo?displayTitle=Marseille' },
  // Its own mock server: the save must not reach the other stories' data.
  parameters: { msw: { handlers: mockApi() } },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const grid = within(await table(canvasElement));
    await grid.findByText('No English page');
    await expect(grid.queryByRole('button', { name: /^(Suspend|Activate)/ })).toBeNull();
    const open = async () => {
      await userEvent.click(grid.getByRole('button', { name: 'Edit FAQ of Marseille' }));
      return within(await page.findByRole('dialog', { name: 'FAQ of Marseille' }));
    };
    let dialog = await open();
    // The modal fades in from transparent: visible once its entrance has run.
    const note = dialog.getByText("No English page: this FAQ is the French page's only.");
    await waitFor(() => expect(note).toBeVisible());
    await expect(dialog.getByRole('radio', { name: 'FR' })).toBeChecked();
    await expect(dialog.queryByRole('radio', { name: 'EN' })).toBeNull();
    const title = dialog.getByRole('textbox', { name: 'FAQ title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'FAQ Marseille');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());

    // Saved for the French page; a new question alone is refused, in French only.
    dialog = await open();
    await expect(dialog.getByRole('textbox', { name: 'FAQ title' })).toHaveValue('FAQ Marseille');
    await userEvent.click(dialog.getByRole('button', { name: 'Add new FAQ' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Question 1' }), 'Un parking ?');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(dialog.getByRole('radio', { name: '1 (incomplete)' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'FR' })).toBeChecked();
  },
};

export const FaqModalDark: Story = {
  name: 'The FAQ modal in dark',
  globals: { theme: 'dark' },
  args: FaqModal.args,
  play: async ({ canvasElement }) => {
    await openFromRow(canvasElement, 'Edit FAQ of Paris 75008 Champs-Élysées');
  },
};

// No silent overwrite ------------------------------------------------------------------------

const CHAMPS = 'Paris 75008 Champs-Élysées';
const champs = (db: MockDb) => db.seoLocations.find((l) => l.displayTitle === CHAMPS)!;

/** The FAQ save as the server makes it: Léa Bernard saves FAQ 1's French question first. */
function faqConflict() {
  const db = createMockDb();
  const mock = staleEditMock('saveFaq', 'seoFaq', {
    record: ({ db: now, body }) =>
      now.seoLocations.find((l) =>
        [l.seoPages.fr?.id, l.seoPages.en?.id].includes(body.data[0]?.pageId),
      ),
    theirSave: ({ db: now }) => {
      champs(now).seoPages.fr!.faq[0]!.title = 'Peut-on se garer ? (Léa)';
    },
  });
  return { ...mock, parameters: { msw: { handlers: mockApi({ db, resolvers: mock.resolvers }) } } };
}

/**
 * Types into FAQ 1's French question and saves: refused, naming Léa Bernard, focus on the
 * words, the typed question kept; "See their version" shows her question.
 */
async function refusedFaq(canvasElement: HTMLElement, ifMatches: (string | null)[]) {
  const dialog = await openFromRow(canvasElement, `Edit FAQ of ${CHAMPS}`);
  const question = dialog.getByRole('textbox', { name: 'Question 1' });
  await userEvent.clear(question);
  await userEvent.type(question, 'Y a-t-il un parking ?');
  await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
  const refusal = await dialog.findByText(editConflictMessage('seoFaq', THEIR_SAVE));
  await expect(refusal).toHaveAttribute('role', 'alert');
  await expect(refusal).toHaveTextContent(/^Léa Bernard saved the FAQ on 16\/03\/2026 10:02/);
  await waitFor(() => expect(refusal).toHaveFocus());
  await expect(question).toHaveValue('Y a-t-il un parking ?');
  // The save carried the version the modal opened on.
  await expect(ifMatches).toHaveLength(1);
  await expect(ifMatches[0]).toMatch(/^"v1-[0-9a-f]{16}"$/);
  const see = dialog.getByRole('button', { name: EDIT_CONFLICT_WORDS.seeTheirs });
  await expect(see).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(see);
  await expect(see).toHaveAccessibleName(EDIT_CONFLICT_WORDS.hideTheirs);
  const theirs = dialog.getByRole('region', { name: EDIT_CONFLICT_WORDS.theirVersion });
  await expect(await within(theirs).findByText('Peut-on se garer ? (Léa)')).toBeVisible();
  await expect(question).toHaveValue('Y a-t-il un parking ?');
  return { dialog, theirs };
}

const faqSavedOver = faqConflict();

export const FaqEditConflict: Story = {
  name: 'The FAQ modal: a save over Léa’s newer FAQ refused, then saved over it',
  args: FaqModal.args,
  parameters: faqSavedOver.parameters,
  play: async ({ canvasElement }) => {
    const { ifMatches } = faqSavedOver;
    const { dialog } = await refusedFaq(canvasElement, ifMatches);
    // The deliberate second press: the same FAQ, without If-Match; the modal closes.
    await userEvent.click(dialog.getByRole('button', { name: EDIT_CONFLICT_WORDS.saveOver }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(ifMatches).toHaveLength(2);
    await expect(ifMatches[1]).toBeNull();
    // Saved: the question typed is the server's now.
    const reopened = await openFromRow(canvasElement, `Edit FAQ of ${CHAMPS}`);
    await expect(reopened.getByRole('textbox', { name: 'Question 1' })).toHaveValue(
      'Y a-t-il un parking ?',
    );
  },
};

const faqShown = faqConflict();

/** The refusal and their version, left open: the picture and the accessibility check. */
export const FaqEditConflictShown: Story = {
  name: 'The FAQ modal: a refused save with their version shown',
  args: FaqModal.args,
  parameters: faqShown.parameters,
  play: async ({ canvasElement }) => {
    faqShown.ifMatches.length = 0;
    const { theirs } = await refusedFaq(canvasElement, faqShown.ifMatches);
    theirs.scrollIntoView({ block: 'center' });
  },
};

const faqShownDark = faqConflict();

export const FaqEditConflictShownDark: Story = {
  name: 'The FAQ modal: a refused save with their version shown, in dark',
  globals: { theme: 'dark' },
  args: FaqModal.args,
  parameters: faqShownDark.parameters,
  play: async ({ canvasElement }) => {
    faqShownDark.ifMatches.length = 0;
    const { theirs } = await refusedFaq(canvasElement, faqShownDark.ifMatches);
    theirs.scrollIntoView({ block: 'center' });
  },
};

const locationSavedOver = (() => {
  const db = createMockDb();
  const mock = staleEditMock('updateSeoLocation', 'seoLocation', {
    record: ({ db: now, id }) => now.seoLocations.find((l) => l.id === id),
    theirSave: ({ db: now }) => {
      champs(now).seoPages.fr!.navCta = 'Bureaux aux Champs (Léa)';
    },
  });
  return { ...mock, parameters: { msw: { handlers: mockApi({ db, resolvers: mock.resolvers }) } } };
})();

export const EditConflict: Story = {
  name: "'Add/Edit Seo Location Page': a save over Léa’s newer page refused, then saved over it",
  args: EditModal.args,
  parameters: locationSavedOver.parameters,
  play: async ({ canvasElement }) => {
    const { ifMatches } = locationSavedOver;
    ifMatches.length = 0;
    const dialog = await openFromRow(canvasElement, `Edit ${CHAMPS}`);
    await dialog.findByText('2 of 15 linked');
    const cta = dialog.getByRole('textbox', { name: /^Nav CTA/ });
    await userEvent.clear(cta);
    await userEvent.type(cta, 'Nos bureaux');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    const refusal = await dialog.findByText(editConflictMessage('seoLocation', THEIR_SAVE));
    await expect(refusal).toHaveAttribute('role', 'alert');
    await expect(refusal).toHaveTextContent(/^Léa Bernard saved this SEO page on 16\/03\/2026/);
    await waitFor(() => expect(refusal).toHaveFocus());
    await expect(cta).toHaveValue('Nos bureaux');
    await expect(ifMatches[0]).toMatch(/^"v1-[0-9a-f]{16}"$/);
    await userEvent.click(dialog.getByRole('button', { name: EDIT_CONFLICT_WORDS.seeTheirs }));
    const theirs = dialog.getByRole('region', { name: EDIT_CONFLICT_WORDS.theirVersion });
    await expect(await within(theirs).findByText('Bureaux aux Champs (Léa)')).toBeVisible();
    await expect(cta).toHaveValue('Nos bureaux');
    await userEvent.click(dialog.getByRole('button', { name: EDIT_CONFLICT_WORDS.saveOver }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(ifMatches).toEqual([ifMatches[0], null]);
    const reopened = await openFromRow(canvasElement, `Edit ${CHAMPS}`);
    await expect(reopened.getByRole('textbox', { name: /^Nav CTA/ })).toHaveValue('Nos bureaux');
  },
};

const seoFit = {
  grid: 'SEO location pages',
  id: 'Location',
  actions: 'Action',
  filters: 'SEO page filters',
};
const sized = listAtWindows(seoFit, [1, 1, 1]);
// At three windows: each row's Location and its actions (Edit, Edit FAQ, Suspend or
// Activate) whole in view with no sideways scroll of the page, the filters on one row.
/**
 * At 1024 px the five columns are about 100 px wider than the table, which scrolls under its
 * pinned Action column; Location is not pinned (SeoScreen's columns), so scrolled to the end
 * it is cut at the left: only the actions are checked there.
 */
export const AtWindow1024: Story = {
  tags: ['window-size'],
  ...listAtWindow(WINDOWS.small, { ...seoFit, filterRows: 1 }),
};
export const AtWindow1440: Story = { tags: ['window-size'], ...sized.office };
export const AtWindow1920: Story = { tags: ['window-size'], ...sized.wide };

// Who is here ------------------------------------------------------------------------------

/** What this person's screen told the team (the presence route's bodies), in order. */
const announced = announcedPresence();
/** This screen's own: present (the leavings kept apart). */
const present = announced.present;
const champsId = champs(createMockDb()).id;

/**
 * Léa Bernard edits the FAQ of Paris 75008 Champs-Élysées on her screen (the live channel told
 * the store); the presence route keeps what this screen says.
 */
const someoneHere = someoneElseHere(announced, {
  ...LEA,
  place: `seo_location:${champsId}`,
  activity: 'editing',
  what: 'the FAQ',
});

/** The row of a location: its marker says, in words, that Léa has it open; rows keep their height. */
async function expectRowMarker(canvasElement: HTMLElement) {
  const grid = await table(canvasElement);
  const name = within(grid).getByRole('rowheader', { name: new RegExp(`^${CHAMPS}`) });
  // Read with what she does (the browser may put a space before the comma).
  await expect(name).toHaveAccessibleName(
    new RegExp(`^${CHAMPS} ?, Léa Bernard is editing the FAQ$`),
  );
  await expect(within(name).getByText('Open by Léa Bernard')).toBeVisible();
  // Only on that row.
  await expect(within(grid).getAllByText(/^Open by /)).toHaveLength(1);
  const rows = within(grid).getAllByRole('row').slice(1);
  const marked = name.closest('[role="row"]')!;
  const other = rows.find((row) => row !== marked)!;
  await expect(marked.getBoundingClientRect().height).toBe(other.getBoundingClientRect().height);
}

export const SomeoneElseHere: Story = {
  name: 'Someone else here: their row says so, and the FAQ modal under its title',
  ...someoneHere,
  play: async ({ canvasElement }) => {
    await expectRowMarker(canvasElement);
    // The list says nothing of this person; the modal does.
    await expect(present()).toEqual([]);
    const dialog = await openFromRow(canvasElement, `Edit FAQ of ${CHAMPS}`);
    await expectSomeoneHere(dialog, 'Léa Bernard is editing the FAQ');
    // This screen tells them, at once, that this person edits the FAQ.
    await waitFor(() =>
      expect(present()).toEqual([
        { entity: 'seo_location', id: champsId, activity: 'editing', what: 'the FAQ' },
      ]),
    );
  },
};

export const SomeoneElseHereEditing: Story = {
  name: 'Someone else here: the page modal says so; closing it tells them this person left',
  ...someoneHere,
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, `Edit ${CHAMPS}`);
    await waitFor(() => expect(dialog.getByText('Léa Bernard is editing the FAQ')).toBeVisible());
    const editing = {
      entity: 'seo_location',
      id: champsId,
      activity: 'editing',
      what: 'the SEO page',
    };
    await waitFor(() => expect(present()).toEqual([editing]));
    // Nothing changed: Cancel closes at once (by keyboard, Escape).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(announced.bodies.at(-1)).toEqual({ ...editing, left: true }));
    await expect(present()).toEqual([editing]);
    // Focus back on the row's Edit, its row still marked.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: `Edit ${CHAMPS}` })).toHaveFocus(),
    );
    await expectRowMarker(canvasElement);
  },
};

export const SomeoneElseHereDark: Story = {
  name: 'Someone else here, dark',
  ...someoneHere,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectRowMarker(canvasElement);
  },
};
