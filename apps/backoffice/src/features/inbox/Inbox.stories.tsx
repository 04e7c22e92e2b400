import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMockDb } from '@backoffice/api/mocks';
import { inboxLabel } from '@backoffice/domain';
import { AppStory, mockApi } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';
import { NO_EMAIL } from './Preferences';

/**
 * The inbox of the top bar, over the mock API, for the signed-in person (Camille
 * Martin): Léa Bernard mentioned them on request #6, Hugo Petit assigned them request #5 (both
 * unread), and Léa scheduled the visit on request #1, which they own (read).
 */
export default {
  title: 'Screens/Inbox',
  component: AppStory,
  args: { path: '/requests/6' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The request's page drawn (its heading takes focus when it arrives). */
const pageDrawn = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Request 6' });

/** Opens the inbox from the keyboard: Tab to the bell is long, so it is focused, then Enter. */
async function openInbox(canvasElement: HTMLElement, unread = 2) {
  await pageDrawn(canvasElement);
  const bell = await within(canvasElement).findByRole('button', { name: inboxLabel(unread) });
  bell.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Notifications' });
  await within(dialog).findByRole('list', { name: 'Notifications, newest first' });
  return within(dialog);
}

/** Two unread and one read: each says what happened, who did it and when, linking to it. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const inbox = await openInbox(canvasElement);
    // The panel fades in (from opacity 0): seen once its entry has run, not at its first frame.
    await waitFor(() => expect(inbox.getByText('2 unread')).toBeVisible());
    await expect(
      inbox.getByRole('link', { name: 'Léa Bernard mentioned you on request #6' }),
    ).toHaveAttribute('href', '/requests/6');
    await expect(
      inbox.getByRole('link', { name: 'Hugo Petit assigned request #5 to you' }),
    ).toBeVisible();
    await expect(
      inbox.getByRole('link', {
        name: 'Léa Bernard scheduled the visit on request #1, which you own',
      }),
    ).toBeVisible();
    // Unread ones are marked by the word "New", not by colour alone.
    await expect(inbox.getAllByText('New')).toHaveLength(2);
  },
};

/** Mark read on one, then Mark all read: the count in the bar follows. */
export const MarkRead: Story = {
  parameters: { msw: { handlers: mockApi({ db: createMockDb() }) } },
  play: async ({ canvasElement }) => {
    const inbox = await openInbox(canvasElement);
    await userEvent.click(
      inbox.getByRole('button', { name: 'Mark read: Hugo Petit assigned request #5 to you' }),
    );
    await waitFor(() => expect(inbox.getByText('1 unread')).toBeVisible());
    await userEvent.click(inbox.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(inbox.getByText('All read')).toBeVisible());
    await expect(inbox.queryAllByText('New')).toHaveLength(0);
    await expect(
      within(canvasElement).getByRole('button', { name: inboxLabel(0) }),
    ).toBeInTheDocument();
  },
};

/** Preferences: each kind in the app (on) and by email (off: this server sends no email). */
export const Preferences: Story = {
  parameters: { msw: { handlers: mockApi({ db: createMockDb() }) } },
  play: async ({ canvasElement }) => {
    const inbox = await openInbox(canvasElement);
    await userEvent.click(inbox.getByRole('button', { name: 'Preferences' }));
    const table = await inbox.findByRole('table', { name: 'What you want to hear of, and how' });
    const mentions = within(table).getByRole('switch', { name: 'Mentions in the app' });
    await expect(mentions).toBeChecked();
    await userEvent.click(mentions);
    await waitFor(() => expect(mentions).not.toBeChecked());
    await expect(
      within(table).getByRole('switch', { name: 'Mentions by email' }),
    ).toHaveAccessibleDescription(NO_EMAIL);
  },
};

/** Nothing yet: says what will arrive there. */
export const Empty: Story = {
  parameters: { msw: { handlers: mockApi({ db: { ...createMockDb(), notifications: [] } }) } },
  play: async ({ canvasElement }) => {
    await pageDrawn(canvasElement);
    const bell = await within(canvasElement).findByRole('button', { name: inboxLabel(0) });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Notifications' });
    await expect(
      await within(dialog).findByText(/Nothing yet. Mentions of you, requests assigned to you/),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Mark all read' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Open.play,
};
