import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { REFERENCE_DATE, sessionUser } from '@backoffice/api/mocks';
import { AppStory, closeDialogWith, mockApi, pressInDialog } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';

/** 90 seconds before the idle end, by the story's clock (the mock data's reference date). */
const SHORT = {
  idleEndsAt: new Date(REFERENCE_DATE.getTime() + 90_000).toISOString(),
  endsAt: new Date(REFERENCE_DATE.getTime() + 10 * 3_600_000).toISOString(),
};

/** "Still there?": asked two minutes before a session's idle end. */
export default {
  title: 'Screens/Session/Still there',
  component: AppStory,
  // The stored token's check answers a session 90 s from its idle end: the question comes at
  // once (the refresh asked again before it says the idle end has not moved).
  args: { path: '/analytic', session: 'checking' },
  parameters: {
    msw: {
      handlers: mockApi({ resolvers: { refresh: () => ({ user: sessionUser, session: SHORT }) } }),
    },
  },
} satisfies Meta<typeof AppStory>;

export const StillThere: Story = {
  name: 'Still there?',
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Still there?' });
    await expect(dialog).toHaveTextContent(
      'You will be signed out in 1 minute 30 seconds for inactivity.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus(),
    );
    // The dialog fades in: visible once its entrance ends.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeVisible(),
    );
  },
};

export const StaySignedIn: Story = {
  name: 'Still there? "Stay signed in" moves the idle end on',
  play: async ({ canvasElement }) => {
    await closeDialogWith(canvasElement, 'Still there?', 'Stay signed in');
  },
};

export const SignOut: Story = {
  name: 'Still there? "Sign out"',
  play: async ({ canvasElement }) => {
    const page = await pressInDialog(canvasElement, 'Still there?', 'Sign out');
    await expect(
      await page.findByRole('heading', { name: 'Welcome to the back-office' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  ...StillThere,
  name: 'Still there? (dark)',
  globals: { theme: 'dark' },
};
