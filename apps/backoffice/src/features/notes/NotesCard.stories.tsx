import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMockDb } from '@backoffice/api/mocks';
import { NOTE_WORDS } from '@backoffice/domain';
import { pageAtRest } from '@/stories/atRest';
import { AppStory, mockApi } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';

/**
 * A request's staff notes on its detail, over the mock API: Léa Bernard's handover
 * mentioning the signed-in person (Camille Martin, an Admin), Hugo Petit's answer (edited), and
 * Camille's own note. Camille may edit her own and, as an Admin, delete any.
 */
export default {
  title: 'Screens/Request notes',
  component: AppStory,
  args: { path: '/requests/6', role: 'admin' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

async function notes(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole('list', { name: 'Notes, oldest first' });
  return within(list);
}

/** The notes, oldest first: author, time, "edited", mentions in bold with their "@". */
export const Notes: Story = {
  play: async ({ canvasElement }) => {
    const list = await notes(canvasElement);
    const lea = list.getByRole('listitem', { name: 'Note by Léa Bernard' });
    await expect(within(lea).getByText('@Camille Martin').tagName).toBe('STRONG');
    await expect(within(lea).queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(within(lea).getByRole('button', { name: /Delete/ })).toBeVisible();
    await expect(list.getByRole('listitem', { name: 'Note by Hugo Petit' })).toHaveTextContent(
      /edited/,
    );
    const own = list.getByRole('listitem', { name: 'Note by Camille Martin' });
    await expect(within(own).getByRole('button', { name: 'Edit' })).toBeVisible();
    // The picture shows the card, scrolled once the page above it is final (the actions
    // panel and the parts drawn after the first paint; the list scrolled while one of them
    // still settled was 1–2 px off in some runs), and taken once it is still there.
    const notesList = lea.closest('ol')!;
    await pageAtRest(canvasElement, notesList);
    notesList.scrollIntoView({ block: 'center' });
    await pageAtRest(canvasElement, notesList);
  },
};

/** A note with a mention, typed by keyboard: "@hu", Enter, then Add note. */
export const AddWithMention: Story = {
  parameters: { msw: { handlers: mockApi({ db: createMockDb() }) } },
  play: async ({ canvasElement }) => {
    await notes(canvasElement);
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'New note' });
    await userEvent.click(box);
    await userEvent.type(box, 'Over to you @hu');
    await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Hugo Petit' });
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('Over to you @Hugo Petit ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    const list = await notes(canvasElement);
    await waitFor(() =>
      expect(list.getAllByRole('listitem', { name: 'Note by Camille Martin' })).toHaveLength(2),
    );
    await expect(box).toHaveValue('');
  },
};

/** Add note on an empty text: the rule's words under the field, nothing sent. */
export const EmptyRefused: Story = {
  play: async ({ canvasElement }) => {
    await notes(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(await canvas.findByText(NOTE_WORDS.empty)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'New note' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A Viewer reads the notes and is told why they cannot add one. */
export const Viewer: Story = {
  args: { role: 'viewer' },
  play: async ({ canvasElement }) => {
    await notes(canvasElement);
    await expect(within(canvasElement).queryByRole('textbox', { name: 'New note' })).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Notes.play,
};
