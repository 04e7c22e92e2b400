import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, mockApi } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';
import * as fit from '@/stories/windowFit';
import { FAILED, statePlay, withScenario } from '@/stories/screenStates';

/**
 * A conversation over the mock API (conversation 12: system, status and user messages from
 * both sides), as /conversations/12 shows it.
 */
export default {
  title: 'Screens/Conversation',
  component: AppStory,
  args: { path: '/conversations/12' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

const messages = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: /^Messages/ });

export const Full: Story = {
  name: 'Messages of the three kinds',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await messages(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Conversation 12' })).toBeVisible();
    await expect(list.getAllByText('System', { exact: true }).length).toBeGreaterThan(0);
    await expect(list.getAllByText('Status', { exact: true }).length).toBeGreaterThan(0);
    await expect(list.getAllByText('Host', { exact: true }).length).toBeGreaterThan(0);
    await expect(list.getAllByText('Guest', { exact: true }).length).toBeGreaterThan(0);
    await expect(await canvas.findByRole('link', { name: 'Request 12' })).toHaveAttribute(
      'href',
      '/requests/12',
    );
  },
};

export const WithoutSystemMessages: Story = {
  name: 'Remove system messages',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await messages(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Remove system messages' }));
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: /^Messages/ })).queryAllByText('System', {
          exact: true,
        }),
      ).toHaveLength(0),
    );
  },
};

export const NotFound: Story = {
  name: 'A conversation that does not exist',
  args: { path: '/conversations/999' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'This conversation does not exist',
      }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Error (catalogue message and Retry)',
  parameters: withScenario('chatMessages', FAILED),
  play: statePlay({
    heading: 'The conversation could not be loaded',
    found: 'visible',
    message: true,
  }),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await messages(canvasElement);
  },
};

/**
 * At a window: who (the host and the guest, under the title), the request and where
 * it stands, and the first message above the fold with no sideways scroll; the messages span
 * the window's width.
 */
const conversationAtWindow = (size: fit.WindowSize): Story => ({
  ...fit.atWindow(size),
  play: async ({ canvasElement }) => {
    await fit.expectWindow(canvasElement, size);
    const canvas = within(canvasElement);
    const list = await messages(canvasElement);
    // The conversation's summary comes with its own read, which a loaded machine may answer
    // after the messages': wait for what it draws.
    const who = await canvas.findByText('Fernandez SA (host) and Simon SASU (guest)');
    const summary = await canvas.findByRole('region', { name: 'Conversation' });
    await fit.expectNoSidewaysScroll(canvasElement);
    await fit.expectAllInWindow({
      'who: the host and the guest': who,
      'the request': await canvas.findByRole('link', { name: 'Request 12' }),
      'its state': fit.valueOf(summary, 'Status'),
      'the first message': within(list).getAllByRole('listitem')[0]!,
    });
    await fit.expectSpansWindow(list, 'the messages', 72);
  },
});

/** At 1024 × 768: who, the request and the first messages above the fold. */
export const AtWindow1024: Story = {
  tags: ['window-size'],
  ...conversationAtWindow(fit.WINDOWS.small),
};

/** At 1440 × 900. */
export const AtWindow1440: Story = {
  tags: ['window-size'],
  ...conversationAtWindow(fit.WINDOWS.office),
};

/** At 1920 × 1080: the messages span the window. */
export const AtWindow1920: Story = {
  tags: ['window-size'],
  ...conversationAtWindow(fit.WINDOWS.wide),
};
