import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMockDb } from '@backoffice/api/mocks';
import { DISPLAY_SECTION_NAMES, TOASTS, VALIDATION_MESSAGES } from '@backoffice/domain';
import { AppStory, LOAD, mockApi } from '@/stories/storySupport';

/**
 * The homepage display sections over the mock API (the 7 sections of Paris, 3 or 4 offices
 * each): every state of /office_display, the duplicate refusal and the add modal.
 */
const meta = {
  title: 'Screens/Display offices',
  component: AppStory,
  args: { path: '/office_display' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const sections = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('group', { name: 'Display sections' }, LOAD);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Office 6 sits in PARIS 8 (Ignore) and, here, in Hero too. */
function withDuplicate() {
  const db = createMockDb();
  db.sections[0]!.offices.push(6);
  return mockApi({ db });
}

export const Full: Story = {
  name: 'Full (the seven sections in order)',
  play: async ({ canvasElement }) => {
    const group = within(await sections(canvasElement));
    await expect(
      group.getAllByRole('heading', { level: 2 }).map((h) => h.firstChild?.textContent),
    ).toEqual([...DISPLAY_SECTION_NAMES]);
    await expect(group.getAllByText('Paris').length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockApi({ scenarios: { displaySections: 'loading' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading the display sections', undefined, LOAD);
  },
};

export const Empty: Story = {
  name: 'Empty (the seven sections, no office yet)',
  parameters: { msw: { handlers: mockApi({ scenarios: { displaySections: 'empty' } }) } },
  play: async ({ canvasElement }) => {
    const group = within(await sections(canvasElement));
    await expect(group.getAllByText('No offices in this section')).toHaveLength(7);
  },
};

export const Error: Story = {
  name: 'Error with Retry',
  parameters: {
    msw: { handlers: mockApi({ scenarios: { displaySections: { error: 'http_500' } } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'The display sections could not be loaded' }, LOAD);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const DuplicateRefused: Story = {
  name: 'Moving an office into a section that holds it: refused',
  parameters: { msw: { handlers: withDuplicate() } },
  play: async ({ canvasElement }) => {
    const group = within(await sections(canvasElement));
    const paris8 = within(group.getByRole('group', { name: /^PARIS 8 \(Ignore\) \d+$/ }));
    await userEvent.click(paris8.getByRole('button', { name: 'Move Office 6 to…' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Hero' }));
    await expect(group.getByRole('alert')).toHaveTextContent(
      VALIDATION_MESSAGES.officeAlreadyInSection,
    );
  },
};

export const DeleteArmed: Story = {
  name: 'Delete armed: the second press removes the office',
  // The armed button disarms after 5 s (ConfirmButton's timeout), which the axe check before
  // the screenshot can outlast on a busy machine: the armed look is the ConfirmButton's own
  // baseline (Armed, with a long timeout); this story checks the screen arms the right row.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const group = within(await sections(canvasElement));
    await userEvent.click(group.getByRole('button', { name: 'Delete Office 1' }));
    await expect(group.getByRole('button', { name: 'Confirm: Delete Office 1' })).toBeVisible();
  },
};

export const AddModal: Story = {
  name: "'Add Display Office': ids that are not ids refused",
  play: async ({ canvasElement }) => {
    await sections(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Add Display Office' }),
    );
    const dialog = within(await body(canvasElement).findByRole('dialog', undefined, LOAD));
    await expect(dialog.getByRole('textbox', { name: 'Location' })).toHaveValue('Paris');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Office ids' }), 'abc, x');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(dialog.getByText(VALIDATION_MESSAGES.invalidOfficeIds)).toBeVisible();
  },
};

export const AddFailed: Story = {
  name: "'Add Display Office': the call fails, the ids stay",
  parameters: {
    msw: { handlers: mockApi({ scenarios: { addDisplayOffices: { error: 'http_500' } } }) },
  },
  play: async ({ canvasElement }) => {
    await sections(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Add Display Office' }),
    );
    const dialog = within(await body(canvasElement).findByRole('dialog', undefined, LOAD));
    const ids = dialog.getByRole('textbox', { name: 'Office ids' });
    await userEvent.type(ids, '12, 15');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    // The toast slides in from transparent: visible once its entrance has run.
    const toast = await body(canvasElement).findByText(
      TOASTS.sectionAddFailed.message,
      undefined,
      LOAD,
    );
    await waitFor(() => expect(toast).toBeVisible());
    await expect(ids).toHaveValue('12, 15');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await sections(canvasElement);
  },
};

export const AddModalDark: Story = {
  name: "'Add Display Office' in dark",
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await sections(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Add Display Office' }),
    );
    await body(canvasElement).findByRole('dialog', undefined, LOAD);
  },
};
