import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMockDb } from '@backoffice/api/mocks';
import {
  EDIT_CONFLICT_WORDS,
  OFFICE_COLUMNS,
  REJECT_VERSION_CONFIRMATION,
  SEO_DESCRIPTION_SAVED,
  editConflictMessage,
  listHeaders,
} from '@backoffice/domain';
import { THEIR_SAVE, staleEditMock } from '@/shared/forms/editConflictStory';
import { LEA, announcedPresence, someoneElseHere } from '@/shared/live/presenceStory';
import { expectSomeoneHere } from '@/stories/presence';
import { AppStory, columnHeaders, mockApi, openRowActions } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';
import { listAtWindows } from '@/stories/windowFit';
import { FAILED, statePlay, withScenario } from '@/stories/screenStates';

/**
 * The offices list over the mock API (60 offices, in all four publication states): every
 * state of the list pattern, the row controls and the actions menu, as /offices shows them.
 */
export default {
  title: 'Screens/Offices',
  component: AppStory,
  args: { path: '/offices' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

/** The domain's columns, then the table's own actions column, pinned at the end. */
// The selection's checkbox column first (its header says nothing visible), then the columns.
const HEADERS = ['', ...listHeaders(OFFICE_COLUMNS), 'Actions'];

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Offices' });

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the actions menu of an office's row, once the table shows; answers the menu. */
const openActions = (canvasElement: HTMLElement, id: number) =>
  openRowActions(canvasElement, 'Offices', `office ${id}`);

export const Full: Story = {
  name: 'Full (first page of 60)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    const headers = columnHeaders(grid);
    // The columns drawn: the first ones in order, and the pinned actions column last.
    await expect(headers.at(-1)).toBe('Actions');
    await expect(headers.slice(0, -1)).toEqual(HEADERS.slice(0, headers.length - 1));
    await expect(canvas.getByRole('status')).toHaveTextContent('60 offices');
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    await expect(
      canvas.getByText(
        "Office id, reference, '#' host id, '.' company, '-' zip code, or an address",
      ),
    ).toBeVisible();
    // The mock API lists by id ascending by default.
    await within(grid).findByRole('rowheader', { name: '1' });
  },
};

export const FiltersFromUrl: Story = {
  name: 'Filters read from the URL',
  args: { path: '/offices?publicationState=2&country=FR&sort=id_asc&bestDeal=false' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = within(await table(canvasElement));
    await expect(canvas.getByRole('button', { name: /Status$/ })).toHaveTextContent(
      'Waiting for approval',
    );
    await expect(canvas.getByRole('button', { name: /Country$/ })).toHaveTextContent('FR');
    await expect(canvas.getByRole('button', { name: /Best deal$/ })).toHaveTextContent('No');
    await expect(canvas.getByRole('button', { name: /Id sort$/ })).toHaveTextContent(
      'Id ascending',
    );
    // Office 2 is the first waiting for approval.
    await grid.findByRole('rowheader', { name: '2' });
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeEnabled();
  },
};

export const RowActions: Story = {
  name: 'Row actions: only those its rules allow (state 2, version waiting)',
  args: { path: '/offices?search=2' },
  play: async ({ canvasElement }) => {
    const menu = await openActions(canvasElement, 2);
    await expect(menu.getByRole('menuitem', { name: /^Publish$/ })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(menu.getByRole('menuitem', { name: /^Reject version/ })).not.toHaveAttribute(
      'aria-disabled',
    );
    // Never published? No: it was, so Publish off market is not offered.
    await expect(menu.queryByRole('menuitem', { name: /^Publish off market/ })).toBeNull();
  },
};

export const PublishAsksFirst: Story = {
  name: 'Publish asks first when the office was off market (market 100)',
  args: { path: '/offices?search=18' },
  play: async ({ canvasElement }) => {
    const menu = await openActions(canvasElement, 18);
    await userEvent.click(menu.getByRole('menuitem', { name: /^Publish$/ }));
    await expect(await body(canvasElement).findByRole('alertdialog')).toHaveTextContent(
      'previously off market',
    );
  },
};

export const RejectAsksFirst: Story = {
  name: "Reject version asks first (it throws the host's changes away)",
  args: { path: '/offices?search=2' },
  play: async ({ canvasElement }) => {
    const menu = await openActions(canvasElement, 2);
    await userEvent.click(menu.getByRole('menuitem', { name: /^Reject version/ }));
    const question = await body(canvasElement).findByRole('alertdialog', {
      name: 'Reject the version of office 2?',
    });
    await expect(question).toHaveTextContent(REJECT_VERSION_CONFIRMATION);
    // The dialog fades in: its button is visible once the entrance has run.
    const reject = within(question).getByRole('button', { name: 'Reject version' });
    await waitFor(() => expect(reject).toBeVisible());
  },
};

export const SeoModal: Story = {
  name: 'Edit SEO description (French and English)',
  args: { path: '/offices?search=4' },
  play: async ({ canvasElement }) => {
    const menu = await openActions(canvasElement, 4);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Edit SEO description' }));
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await expect(dialog.getByRole('textbox', { name: 'French description' })).not.toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Generate' })).toBeEnabled();
  },
};

/** What this person's screen told the team (the presence route's bodies), in order. */
const announced = announcedPresence();

/** This person edits office 4's SEO texts: what their screen says, and what the team sees. */
const editingSeoTexts = {
  entity: 'office',
  id: 4,
  activity: 'editing',
  what: 'the SEO texts',
} as const;

/** Opens office 4's SEO texts modal from its row's menu. */
async function openSeoTexts(canvasElement: HTMLElement) {
  const menu = await openActions(canvasElement, 4);
  await userEvent.click(menu.getByRole('menuitem', { name: 'Edit SEO description' }));
  return within(await body(canvasElement).findByRole('dialog'));
}

export const SeoModalSomeoneElseHere: Story = {
  name: 'Edit SEO description: Léa editing the texts too is said at its top; this person’s editing told to her',
  args: SeoModal.args,
  ...someoneElseHere(announced, {
    ...LEA,
    place: 'office:4',
    activity: 'editing',
    what: 'the SEO texts',
  }),
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    // The list says nothing of this person; the modal does.
    await expect(announced.present()).toEqual([]);
    let dialog = await openSeoTexts(canvasElement);
    await expectSomeoneHere(dialog, 'Léa Bernard is editing the SEO texts');
    await waitFor(() => expect(announced.present()).toEqual([editingSeoTexts]));
    // Nothing changed: Escape closes at once, and tells her this person left.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(announced.leavings()).toEqual([{ ...editingSeoTexts, left: true }]));
    // Opened again: said again, and Léa is still there.
    dialog = await openSeoTexts(canvasElement);
    await waitFor(() => expect(announced.present()).toEqual([editingSeoTexts, editingSeoTexts]));
    // The dialog opened again fades in (from opacity 0): seen once its entry has run.
    await waitFor(() =>
      expect(dialog.getByText('Léa Bernard is editing the SEO texts')).toBeVisible(),
    );
  },
};

/** The SEO texts' save as the server makes it: Léa Bernard saves office 4's French text first. */
const seoSavedOver = (() => {
  const db = createMockDb();
  const mock = staleEditMock('updateSeoDescription', 'officeSeoTexts', {
    record: ({ db: now, id }) => now.offices.find((o) => o.id === id),
    theirSave: ({ db: now }) => {
      now.offices.find((o) => o.id === 4)!.seoDescription.fr = 'Le texte de Léa, enregistré.';
    },
  });
  return { ...mock, parameters: { msw: { handlers: mockApi({ db, resolvers: mock.resolvers }) } } };
})();

export const SeoEditConflict: Story = {
  name: 'Edit SEO description: a save over Léa’s newer texts refused, then saved over them',
  args: SeoModal.args,
  parameters: seoSavedOver.parameters,
  play: async ({ canvasElement }) => {
    const { ifMatches } = seoSavedOver;
    ifMatches.length = 0;
    const menu = await openActions(canvasElement, 4);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Edit SEO description' }));
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    const french = dialog.getByRole('textbox', { name: 'French description' });
    await userEvent.clear(french);
    await userEvent.type(french, 'Mon texte.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const refusal = await dialog.findByText(editConflictMessage('officeSeoTexts', THEIR_SAVE));
    await expect(refusal).toHaveAttribute('role', 'alert');
    await expect(refusal).toHaveTextContent(/^Léa Bernard saved the SEO texts on 16\/03\/2026/);
    await waitFor(() => expect(refusal).toHaveFocus());
    await expect(french).toHaveValue('Mon texte.');
    await expect(ifMatches[0]).toMatch(/^"v1-[0-9a-f]{16}"$/);
    await userEvent.click(dialog.getByRole('button', { name: EDIT_CONFLICT_WORDS.seeTheirs }));
    const theirs = dialog.getByRole('region', { name: EDIT_CONFLICT_WORDS.theirVersion });
    await expect(await within(theirs).findByText('Le texte de Léa, enregistré.')).toBeVisible();
    await expect(french).toHaveValue('Mon texte.');
    // The deliberate second press: the texts typed, without If-Match.
    await userEvent.click(dialog.getByRole('button', { name: EDIT_CONFLICT_WORDS.saveOver }));
    await expect(await body(canvasElement).findByText(SEO_DESCRIPTION_SAVED)).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(ifMatches).toEqual([ifMatches[0], null]);
  },
};

export const Loading: Story = {
  parameters: withScenario('offices', 'loading'),
  play: statePlay({ text: 'Loading offices…', found: 'inDocument' }),
};

export const Empty: Story = {
  name: 'Empty (no offices yet)',
  parameters: withScenario('offices', 'empty'),
  play: statePlay({ heading: 'No offices yet' }),
};

export const NoResults: Story = {
  name: 'No results for the filters',
  args: { path: '/offices?search=nobody-at-all-here' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'No offices match these filters' });
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: 'Reset filters' })).toHaveLength(2),
    );
  },
};

export const Error: Story = {
  name: 'Error with Retry',
  parameters: withScenario('offices', FAILED),
  play: statePlay({ heading: 'The offices could not be loaded', retry: true }),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await within(grid).findByRole('rowheader', { name: '1' });
  },
};

const sized = listAtWindows(
  { grid: 'Offices', id: 'Id', actions: 'Actions', filters: 'Office filters' },
  [2, 1, 1],
);
// At three windows: each row's Id and its actions menu whole in view with no sideways
// scroll of the page (the 12 other columns scroll between them); the filters take two rows at
// 1024 px, one from 1440.
export const AtWindow1024: Story = { tags: ['window-size'], ...sized.small };
export const AtWindow1440: Story = { tags: ['window-size'], ...sized.office };
export const AtWindow1920: Story = { tags: ['window-size'], ...sized.wide };
