import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMockDb, createResolvers } from '@backoffice/api/mocks';
import type { MockDb, Resolver, Resolvers } from '@backoffice/api/mocks';
import {
  EDIT_CONFLICT,
  EDIT_CONFLICT_WORDS,
  STAGE_WAIT_DAYS,
  THRESHOLD_WORDS,
  editConflictMessage,
  ifMatchOf,
  partVersion,
} from '@backoffice/domain';
import type { BoardColumnKey } from '@backoffice/domain';
import { THEIR_SAVE } from '@/shared/forms/editConflictStory';
import { mockApiAs } from '@/shared/roleStory';
import { AppStory, mockApi } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';
import { NOTHING_TO_SAVE } from './ThresholdsSection';
import { FAILED, statePlay, withScenario } from '@/stories/screenStates';
import { OPEN_BOARD_COLUMNS } from '@/stories/boardColumns';

/**
 * Settings over the mock API, as the signed-in Admin (Camille Martin) sees it: the board's
 * "Waiting too long" thresholds, each open column's days (empty: never) with its default;
 * Save changes, the form's own checks, and a save refused because Léa Bernard saved first.
 */
export default {
  title: 'Screens/Settings',
  component: AppStory,
  args: { path: '/settings', role: 'admin' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

/** The six open columns, in the board's order, as the fields are labelled. */
const FIELDS = OPEN_BOARD_COLUMNS;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The section, once its fields are drawn. */
async function section(canvasElement: HTMLElement) {
  const region = await within(canvasElement).findByRole('region', { name: THRESHOLD_WORDS.title });
  await within(region).findByRole('textbox', { name: FIELDS[0] });
  return within(region);
}

/** Types a number of days into a column's field, from the keyboard (Tab commits it). */
async function typeDays(canvasElement: HTMLElement, label: string, days: string) {
  const field = (await section(canvasElement)).getByRole('textbox', { name: label });
  await userEvent.clear(field);
  if (days) await userEvent.type(field, days);
  await userEvent.tab();
  return field;
}

/** What the mock's PUT received: each call's body and If-Match, in order. */
interface SaveCall {
  thresholds: { column: BoardColumnKey; days: number | null }[];
  ifMatch: string | null;
}

/**
 * A story's own mock database whose PUT notes each call (`calls`, emptied by each play), then
 * answers as `answer` does (the mock's own save by default).
 */
function recordedSaves(
  answer: Resolver<'saveStageThresholds'> = createResolvers().saveStageThresholds,
  db: MockDb = createMockDb(),
) {
  const calls: SaveCall[] = [];
  const saveStageThresholds: Resolver<'saveStageThresholds'> = (context) => {
    calls.push({
      thresholds: context.body.thresholds,
      ifMatch: context.request.headers.get('If-Match'),
    });
    return answer(context);
  };
  const resolvers: Partial<Resolvers> = { saveStageThresholds };
  return { calls, parameters: { msw: { handlers: mockApi({ db, resolvers }) } } };
}

export const Defaults: Story = {
  name: 'The defaults (each column’s days, empty for never, its default under it)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Settings' }),
    ).toBeInTheDocument();
    const form = await section(canvasElement);
    await expect(form.getByRole('heading', { level: 2 })).toHaveTextContent('Waiting too long');
    await expect(form.getByText(THRESHOLD_WORDS.intro)).toBeVisible();
    // One field per open column, in the board's order; signed and cancelled have none.
    await expect(form.getAllByRole('textbox')).toHaveLength(FIELDS.length);
    for (const [i, label] of FIELDS.entries()) {
      const field = form.getByRole('textbox', { name: label });
      const column = Object.keys(STAGE_WAIT_DAYS)[i] as BoardColumnKey;
      const days = STAGE_WAIT_DAYS[column];
      await expect(field).toHaveValue(days === null ? '' : String(days));
      await expect(field).toHaveAccessibleDescription(THRESHOLD_WORDS.byDefault(days));
    }
    await expect(form.queryByRole('textbox', { name: 'Contract Signed' })).toBeNull();
    await expect(form.getByRole('textbox', { name: 'Visit Scheduled' })).toHaveAttribute(
      'placeholder',
      THRESHOLD_WORDS.never,
    );
    // Nobody changed them yet: no "Last changed by".
    await expect(form.queryByText(/^Last changed by/)).toBeNull();
    await expect(form.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe('Settings · Back-office'));
  },
};

/** Léa Bernard set "Request received" to 4 days this morning (10:02 in Paris). */
function leaSetFourDays(db: MockDb) {
  db.thresholds = {
    set: [{ column: 'request_received', days: 4 }],
    changed: THEIR_SAVE,
  };
}

const changedByLea = (() => {
  const db = createMockDb();
  leaSetFourDays(db);
  return { msw: { handlers: mockApi({ db }) } };
})();

export const ChangedByLea: Story = {
  name: 'Changed by another Admin: who and when, under the title',
  parameters: changedByLea,
  play: async ({ canvasElement }) => {
    const form = await section(canvasElement);
    await expect(form.getByText('Last changed by Léa Bernard, 16/03/2026 10:02')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Request received' })).toHaveValue('4');
    await expect(
      form.getByRole('textbox', { name: 'Request received' }),
    ).toHaveAccessibleDescription('Default: 2 days');
  },
};

const saved = recordedSaves();

export const Saved: Story = {
  name: 'A change saved: one save for a double click, the toast, the values kept',
  parameters: saved.parameters,
  play: async ({ canvasElement }) => {
    saved.calls.length = 0;
    await typeDays(canvasElement, 'Request received', '60');
    await typeDays(canvasElement, 'Contract Sent', '');
    const form = await section(canvasElement);
    const save = form.getByRole('button', { name: 'Save changes' });
    await userEvent.dblClick(save);
    await expect(await body(canvasElement).findByText(THRESHOLD_WORDS.saved)).toBeVisible();
    await expect(saved.calls).toHaveLength(1);
    // Every open column, an empty field as never, sent with the version it began from.
    await expect(saved.calls[0]!.thresholds).toEqual([
      { column: 'request_received', days: 60 },
      { column: 'meeting_proposed', days: 3 },
      { column: 'visit_scheduled', days: null },
      { column: 'visit_past', days: 3 },
      { column: 'contract_start', days: 5 },
      { column: 'contract_sent', days: null },
    ]);
    await expect(saved.calls[0]!.ifMatch).toBe(
      ifMatchOf(partVersion('stageThresholds', STAGE_WAIT_DAYS)),
    );
    // The values saved stay in the fields; who changed them is said.
    await expect(form.getByRole('textbox', { name: 'Request received' })).toHaveValue('60');
    await expect(form.getByRole('textbox', { name: 'Contract Sent' })).toHaveValue('');
    await expect(
      await form.findByText('Last changed by Camille Martin, 16/03/2026 10:00'),
    ).toBeVisible();
    // Focus stayed on Save, never on the page.
    await expect(save).toHaveFocus();
    // Pressed again with nothing changed: nothing is sent, and it says so.
    await userEvent.keyboard('{Enter}');
    await expect(await form.findByText(NOTHING_TO_SAVE)).toBeVisible();
    await expect(saved.calls).toHaveLength(1);
  },
};

const refusedZero = recordedSaves();

export const ZeroRefused: Story = {
  name: 'A value of 0 refused under its field, from the keyboard: nothing sent',
  parameters: refusedZero.parameters,
  play: async ({ canvasElement }) => {
    refusedZero.calls.length = 0;
    const form = await section(canvasElement);
    const field = form.getByRole('textbox', { name: 'Meeting proposed' });
    await userEvent.clear(field);
    await userEvent.type(field, '0{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(new RegExp(escaped(THRESHOLD_WORDS.range)));
    await expect(form.getByText(THRESHOLD_WORDS.range)).toBeVisible();
    // The field keeps its 0 and the focus; the others are untouched.
    await expect(field).toHaveValue('0');
    await expect(field).toHaveFocus();
    await expect(form.getAllByText(THRESHOLD_WORDS.range)).toHaveLength(1);
    await expect(refusedZero.calls).toEqual([]);
    await expect(body(canvasElement).queryByText(THRESHOLD_WORDS.saved)).toBeNull();
  },
};

/**
 * The PUT as the server answers a save begun before Léa Bernard's: with If-Match, refused
 * (409 edit_conflict naming her, her change made meanwhile); "Save over it" sends none, and
 * the mock saves it.
 */
function refusedForLea() {
  const save = createResolvers().saveStageThresholds;
  return recordedSaves((context) => {
    if (context.request.headers.get('If-Match') === null) return save(context);
    leaSetFourDays(context.db);
    return new Response(
      JSON.stringify({
        code: EDIT_CONFLICT,
        description: editConflictMessage('stageThresholds', THEIR_SAVE),
      }),
      { status: 409, headers: { 'Content-Type': 'application/json' } },
    );
  });
}

const conflict = refusedForLea();

export const EditConflict: Story = {
  name: 'A save over Léa’s newer one refused: the values kept, their version, then Save over it',
  parameters: conflict.parameters,
  play: async ({ canvasElement }) => {
    conflict.calls.length = 0;
    const field = await typeDays(canvasElement, 'Request received', '60');
    const form = await section(canvasElement);
    form.getByRole('button', { name: 'Save changes' }).focus();
    await userEvent.keyboard('{Enter}');
    const refusal = await form.findByText(editConflictMessage('stageThresholds', THEIR_SAVE));
    await expect(refusal).toHaveAttribute('role', 'alert');
    await expect(refusal).toHaveTextContent(
      /^Léa Bernard saved the thresholds on 16\/03\/2026 10:02/,
    );
    await waitFor(() => expect(refusal).toHaveFocus());
    await expect(field).toHaveValue('60');
    await expect(conflict.calls[0]!.ifMatch).toMatch(/^"v1-[0-9a-f]{16}"$/);
    await expect(body(canvasElement).queryByText(THRESHOLD_WORDS.saved)).toBeNull();
    // Their version, read again: Léa's 4 days; the field still holds what was typed.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const theirs = form.getByRole('region', { name: EDIT_CONFLICT_WORDS.theirVersion });
    await expect(await within(theirs).findByText('4 days')).toBeVisible();
    await expect(field).toHaveValue('60');
    await expect(form.getByText('Last changed by Léa Bernard, 16/03/2026 10:02')).toBeVisible();
    await expect(form.getByRole('button', { name: EDIT_CONFLICT_WORDS.saveOver })).toBeVisible();
  },
};

const savedOver = refusedForLea();

export const SavedOver: Story = {
  name: 'Save over it: the values typed saved without If-Match, focus back on Save',
  parameters: savedOver.parameters,
  play: async ({ canvasElement }) => {
    savedOver.calls.length = 0;
    const field = await typeDays(canvasElement, 'Request received', '60');
    const form = await section(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await form.findByRole('alert');
    await userEvent.click(form.getByRole('button', { name: EDIT_CONFLICT_WORDS.saveOver }));
    await expect(await body(canvasElement).findByText(THRESHOLD_WORDS.saved)).toBeVisible();
    await expect(savedOver.calls.map((c) => c.ifMatch)).toEqual([
      savedOver.calls[0]!.ifMatch,
      null,
    ]);
    await expect(savedOver.calls[1]!.thresholds[0]).toEqual({
      column: 'request_received',
      days: 60,
    });
    await waitFor(() => expect(form.queryByRole('alert')).toBeNull());
    await expect(field).toHaveValue('60');
    await expect(form.getByRole('button', { name: 'Save changes' })).toHaveFocus();
    await expect(
      await form.findByText('Last changed by Camille Martin, 16/03/2026 10:00'),
    ).toBeVisible();
  },
};

export const SaveFailed: Story = {
  name: 'A save that fails: the catalogue’s message, what was typed kept',
  parameters: withScenario('saveStageThresholds', FAILED),
  play: async ({ canvasElement }) => {
    const field = await typeDays(canvasElement, 'Visit past', '10');
    const form = await section(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(await body(canvasElement).findByText('Error server!')).toBeVisible();
    await expect(body(canvasElement).queryByText(THRESHOLD_WORDS.saved)).toBeNull();
    await expect(field).toHaveValue('10');
    await expect(form.getByRole('button', { name: 'Save changes' })).toHaveFocus();
  },
};

export const LeaveAsks: Story = {
  name: 'Leaving with a change not saved asks first; Keep editing keeps it',
  play: async ({ canvasElement }) => {
    const field = await typeDays(canvasElement, 'Contract Start', '12');
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Requests' }));
    const question = await body(canvasElement).findByRole('alertdialog', {
      name: 'Leave without saving?',
    });
    await expect(question).toHaveTextContent('The thresholds you changed are not saved.');
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(field).toHaveValue('12');
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Settings' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Error (catalogue message and Retry)',
  parameters: withScenario('stageThresholds', FAILED),
  play: statePlay({ heading: 'The thresholds could not be loaded', retry: true }),
};

export const Dark: Story = {
  name: 'Dark',
  globals: { theme: 'dark' },
  parameters: changedByLea,
  play: async ({ canvasElement }) => {
    const form = await section(canvasElement);
    await expect(form.getByText('Last changed by Léa Bernard, 16/03/2026 10:02')).toBeVisible();
  },
};

/** The thresholds' reads the mock answered: none for someone who may not use the screen. */
const csmReads: string[] = [];

export const NotAnAdmin: Story = {
  name: 'A CSM who opens /settings: why not, in words (nothing asked of the server)',
  args: { session: 'checking' },
  parameters: {
    msw: {
      handlers: mockApiAs('csm', {
        resolvers: {
          stageThresholds: (context) => {
            csmReads.push(context.request.url);
            return createResolvers().stageThresholds(context);
          },
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    csmReads.length = 0;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Admins only' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Only Admins can manage staff, read the Security log and change the team’s settings.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).toBeNull();
    // Nor is the screen offered in a CSM's navigation.
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).queryByRole('link', { name: 'Settings' })).toBeNull();
    await expect(csmReads).toEqual([]);
  },
};
