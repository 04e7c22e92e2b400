import type { Meta } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { COMMON_PASSWORD_MESSAGE } from '@backoffice/domain';
import { AppStory, mockApi } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';

/** The one-time link page: an invitation or a reset, public. */
export default {
  title: 'Screens/One-time link',
  component: AppStory,
  args: { path: '/set-password?token=mock-7', session: 'signedOut' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

const linkFor = (purpose: 'password_reset' | 'two_factor_reset') =>
  mockApi({
    resolvers: {
      checkOneTimeLink: () => ({ purpose, name: 'Hugo Petit', email: 'hugo.petit@example.com' }),
    },
  });

const field = (canvas: ReturnType<typeof within>, label: string) =>
  // The label's start: a required field's label ends with its marker.
  canvas.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

const INVITATION = 'Welcome, Nora Lefèvre: choose your password';

export const Invitation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Welcome, Nora Lefèvre: choose your password',
      }),
    ).toBeVisible();
    await expect(canvas.getByTestId('one-time-link-email')).toHaveTextContent(
      'nora.lefevre@example.com',
    );
    await expect(field(canvas, 'New password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(field(canvas, 'Repeat the new password')).toBeVisible();
  },
};

export const PasswordSet: Story = {
  name: 'Invitation: the password is set, then sign in with the email filled in',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: INVITATION });
    const password = field(canvas, 'New password');
    await userEvent.type(password, 'short');
    // The rule shows as typed, in words.
    await expect(
      canvas.getByText('Use at least 12 characters. 5 so far.', { exact: false }),
    ).toBeVisible();
    await userEvent.type(password, ' but now long enough');
    await userEvent.type(field(canvas, 'Repeat the new password'), 'short but now long enough');
    await userEvent.click(canvas.getByRole('button', { name: 'Set my password' }));
    await expect(await canvas.findByText('Your password is set. Sign in with it.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Sign in' }));
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toHaveValue(
      'nora.lefevre@example.com',
    );
  },
};

export const Refused: Story = {
  name: 'Invitation: too short, not repeated, then a common one (the server’s words)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: INVITATION });
    await userEvent.type(field(canvas, 'New password'), 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Set my password' }));
    await expect(await canvas.findAllByText(/Use at least 12 characters\./)).not.toHaveLength(0);
    await expect(field(canvas, 'New password')).toHaveFocus();
    await userEvent.type(field(canvas, 'New password'), '1234567');
    await userEvent.type(field(canvas, 'Repeat the new password'), 'password1234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Set my password' }));
    await expect(await canvas.findByText(COMMON_PASSWORD_MESSAGE)).toBeVisible();
    await expect(field(canvas, 'New password')).toHaveValue('password1234567');
  },
};

export const PasswordReset: Story = {
  parameters: { msw: { handlers: linkFor('password_reset') } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: 'Choose a new password',
      }),
    ).toBeVisible();
  },
};

export const TwoFactorReset: Story = {
  parameters: { msw: { handlers: linkFor('two_factor_reset') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/you will set up two-factor authentication again at your next sign-in/),
    ).toBeVisible();
  },
};

export const Expired: Story = {
  name: 'An expired or used link',
  args: { path: '/set-password?token=used-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('one-time-link-expired')).toHaveTextContent(
      'This link has expired or was already used. Ask an Admin for a new one.',
    );
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  },
};

export const LinkedExpiredAtSend: Story = {
  name: 'A link used elsewhere while the form was open',
  parameters: {
    msw: {
      handlers: mockApi({
        resolvers: {
          setPassword: () =>
            HttpResponse.json({ code: 'link_expired', description: 'x' }, { status: 404 }),
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: INVITATION });
    await userEvent.type(field(canvas, 'New password'), 'a long password here');
    await userEvent.type(field(canvas, 'Repeat the new password'), 'a long password here');
    await userEvent.click(canvas.getByRole('button', { name: 'Set my password' }));
    await expect(await canvas.findByTestId('one-time-link-expired')).toBeVisible();
  },
};

export const Dark: Story = {
  ...Invitation,
  globals: { theme: 'dark' },
};
