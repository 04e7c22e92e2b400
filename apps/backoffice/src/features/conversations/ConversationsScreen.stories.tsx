import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, mockApi } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';
import { listAtWindows } from '@/stories/windowFit';
import { expectState, FAILED, statePlay, withScenario } from '@/stories/screenStates';

/**
 * The conversations list over the mock API (40 conversations, all in the last 7 days of the
 * reference date): the states of the app's list pattern as /conversations shows them.
 */
export default {
  title: 'Screens/Conversations',
  component: AppStory,
  args: { path: '/conversations' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Conversations' });

export const Full: Story = {
  name: 'Full (red rows say “No unread”)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = within(await table(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Conversations' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('40 conversations');
    await expect(
      canvas.getByText('Id, #request id, .host id, -guest id, or a company'),
    ).toBeVisible();
    // Conversation 40 has nothing unread for the CSM: its row is red and says so.
    const cell = await grid.findByRole('rowheader', { name: '40' });
    await expect(
      within(cell.closest<HTMLElement>('[role="row"]')!).getByText('No unread'),
    ).toBeVisible();
  },
};

export const FilteredByLink: Story = {
  name: 'Filters read from the URL',
  args: { path: '/conversations?unread=csm&sort=request_id_asc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = within(await table(canvasElement));
    await expect(canvas.getByRole('button', { name: /Unread$/ })).toHaveTextContent(
      'Unread by csm',
    );
    await expect(canvas.getByRole('button', { name: /Sort$/ })).toHaveTextContent(
      'Request id ascending',
    );
    await expect(grid.queryAllByText('No unread')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeEnabled();
  },
};

export const SearchByRequest: Story = {
  name: 'Search by # request id',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), '#12{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 conversation'));
  },
};

export const Loading: Story = {
  name: 'Loading (skeleton)',
  parameters: withScenario('conversations', 'loading'),
  play: statePlay({
    text: 'Loading conversations…',
    found: 'inDocument',
    filters: 'Conversation filters',
  }),
};

export const Empty: Story = {
  name: 'Empty (nothing in these days)',
  parameters: withScenario('conversations', 'empty'),
  play: statePlay({ heading: 'No conversations in these days', found: 'visible' }),
};

export const NoResults: Story = {
  name: 'No results for these filters',
  args: { path: '/conversations?search=nobody-at-all' },
  play: async ({ canvasElement }) => {
    const canvas = await expectState(canvasElement, {
      heading: 'No conversations match these filters',
      found: 'visible',
    });
    await expect(canvas.getAllByRole('button', { name: 'Reset filters' })).toHaveLength(2);
  },
};

export const LoadFailed: Story = {
  name: 'Error (catalogue message and Retry)',
  parameters: withScenario('conversations', FAILED),
  play: statePlay({
    heading: 'The conversations could not be loaded',
    found: 'visible',
    message: true,
  }),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(await table(canvasElement)).findByRole('rowheader', { name: '40' });
  },
};

const sized = listAtWindows(
  { grid: 'Conversations', id: 'Conversation id', filters: 'Conversation filters' },
  [1, 1, 1],
);
// At three windows: each row's Conversation id whole in view with no sideways scroll
// of the page (the list has no row actions: a row opens its conversation), the filters on one row.
export const AtWindow1024: Story = { tags: ['window-size'], ...sized.small };
export const AtWindow1440: Story = { tags: ['window-size'], ...sized.office };
export const AtWindow1920: Story = { tags: ['window-size'], ...sized.wide };
