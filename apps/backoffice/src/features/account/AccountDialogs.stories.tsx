import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TWO_FACTOR_ACCOUNT, sessionTimes, sessionUser } from '@backoffice/api/mocks';
import { COMMON_PASSWORD_MESSAGE, RECOVERY_CODE_COUNT } from '@backoffice/domain';
import { AppStory, confirmable, mockApi } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';

/** The user menu's account dialogs. */
export default {
  title: 'Screens/Account',
  component: AppStory,
  args: { path: '/analytic' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

/** Opens the user menu's entry; the dialog it opens. */
async function open(canvasElement: HTMLElement, entry: string) {
  const canvas = within(canvasElement);
  const page = within(canvasElement.ownerDocument.body);
  const trigger = await canvas.findByRole('button', { name: /Camille Martin/ });
  await userEvent.click(trigger);
  await userEvent.click(await page.findByRole('menuitem', { name: entry }));
  const dialog = await page.findByRole('dialog', { name: entry });
  // The dialog fades in: visible once its entrance ends.
  await waitFor(() => expect(dialog).toBeVisible());
  return { dialog: within(dialog), element: dialog, page, trigger };
}

const field = (dialog: ReturnType<typeof within>, label: string) =>
  // The label's start: a required field's label ends with its marker.
  dialog.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

export const UserMenu: Story = {
  name: 'User menu: Your sessions, Change password, Two-factor authentication',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Camille Martin/ }));
    const page = within(canvasElement.ownerDocument.body);
    for (const entry of ['Your sessions', 'Change password', 'Two-factor authentication']) {
      await expect(await page.findByRole('menuitem', { name: entry })).toBeVisible();
    }
  },
};

export const YourSessions: Story = {
  name: 'Your sessions',
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement, 'Your sessions');
    const table = await dialog.findByTestId('sessions-table');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    const current = within(table).getByRole('rowheader', { name: /Chrome on Linux/ });
    await expect(current).toHaveTextContent('This session');
    await expect(
      dialog.getByRole('button', { name: 'Sign out Firefox on Windows, 198.51.100.7' }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign out everywhere else' })).toBeVisible();
  },
};

export const SignOutSessions: Story = {
  // Its changes stay in its own mock database, not in the next story's.
  parameters: { msw: { handlers: mockApi() } },
  name: 'Your sessions: Sign out one, then everywhere else (confirmed twice); focus back on the menu',
  play: async ({ canvasElement }) => {
    const { dialog, page, trigger } = await open(canvasElement, 'Your sessions');
    await userEvent.click(
      await dialog.findByRole('button', { name: 'Sign out Firefox on Windows, 198.51.100.7' }),
    );
    await expect(
      await page.findByText('The session on Firefox on Windows is signed out.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(dialog.getByTestId('sessions-table')).getAllByRole('row')).toHaveLength(3),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Sign out everywhere else' }));
    await userEvent.click(await confirmable(dialog.getByRole('button', { name: /^Confirm/ })));
    await expect(await dialog.findByText('This is your only session.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ChangePassword: Story = {
  name: 'Change password',
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement, 'Change password');
    await expect(field(dialog, 'Current password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expect(field(dialog, 'New password')).toBeVisible();
    await expect(field(dialog, 'Repeat the new password')).toBeVisible();
  },
};

export const ChangePasswordRefused: Story = {
  name: 'Change password: a wrong current password, then a common new one',
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement, 'Change password');
    await userEvent.type(field(dialog, 'Current password'), 'not it');
    await userEvent.type(field(dialog, 'New password'), 'a long new password');
    await userEvent.type(field(dialog, 'Repeat the new password'), 'a long new password');
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    await expect(await dialog.findByText('Your current password is not right.')).toBeVisible();
    await userEvent.clear(field(dialog, 'Current password'));
    await userEvent.type(field(dialog, 'Current password'), 'demo1234');
    await userEvent.clear(field(dialog, 'New password'));
    await userEvent.type(field(dialog, 'New password'), 'password1234567');
    await userEvent.clear(field(dialog, 'Repeat the new password'));
    await userEvent.type(field(dialog, 'Repeat the new password'), 'password1234567');
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    await expect(await dialog.findByText(COMMON_PASSWORD_MESSAGE)).toBeVisible();
  },
};

export const PasswordChanged: Story = {
  // Its changes stay in its own mock database, not in the next story's.
  parameters: { msw: { handlers: mockApi() } },
  name: 'Change password: done, the other sessions signed out',
  play: async ({ canvasElement }) => {
    const { dialog, page, trigger } = await open(canvasElement, 'Change password');
    await userEvent.type(field(dialog, 'Current password'), 'demo1234');
    await userEvent.type(field(dialog, 'New password'), 'a long new password');
    await userEvent.type(field(dialog, 'Repeat the new password'), 'a long new password{Enter}');
    await expect(
      await page.findByText('Password changed. Your other sessions were signed out.'),
    ).toBeVisible();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const TwoFactorOff: Story = {
  name: 'Two-factor authentication: off, set up with the QR code and a first code',
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement, 'Two-factor authentication');
    await expect(dialog.getByTestId('two-factor-status')).toHaveTextContent(
      'Two-factor authentication is off.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Set up two-factor authentication' }));
    await expect(
      await dialog.findByRole('img', { name: 'QR code of the secret, for your authenticator app' }),
    ).toBeVisible();
    await expect(dialog.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
  },
};

export const TwoFactorCodes: Story = {
  // Its changes stay in its own mock database, not in the next story's.
  parameters: { msw: { handlers: mockApi() } },
  name: 'Two-factor authentication: turned on, the ten recovery codes once',
  play: async ({ canvasElement }) => {
    const { dialog, page, trigger } = await open(canvasElement, 'Two-factor authentication');
    await userEvent.click(dialog.getByRole('button', { name: 'Set up two-factor authentication' }));
    await userEvent.type(
      await dialog.findByRole('textbox', { name: 'The 6-digit code from your authenticator app' }),
      '000000',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Turn on' }));
    await expect(
      await dialog.findByText('This code is not right, or no longer: try the next one.'),
    ).toBeVisible();
    const code = dialog.getByRole('textbox', {
      name: 'The 6-digit code from your authenticator app',
    });
    await userEvent.clear(code);
    await userEvent.type(code, TWO_FACTOR_ACCOUNT.code);
    await userEvent.click(dialog.getByRole('button', { name: 'Turn on' }));
    const list = await dialog.findByRole('list', { name: 'Recovery codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(RECOVERY_CODE_COUNT);
    await userEvent.click(dialog.getByRole('button', { name: 'I have saved these codes' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const TwoFactorOn: Story = {
  name: 'Two-factor authentication: on',
  // The stored token's check answers a person whose second factor is on.
  args: { session: 'checking' },
  parameters: {
    msw: {
      handlers: mockApi({
        resolvers: {
          refresh: () => ({ user: { ...sessionUser, twoFactor: true }, session: sessionTimes }),
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement, 'Two-factor authentication');
    await expect(dialog.getByTestId('two-factor-status')).toHaveTextContent(
      /Two-factor authentication is on/,
    );
    await expect(dialog.getByText(/An Admin can reset it/)).toBeVisible();
  },
};

export const YourSessionsDark: Story = {
  ...YourSessions,
  name: 'Your sessions (dark)',
  globals: { theme: 'dark' },
};

export const ChangePasswordDark: Story = {
  ...ChangePassword,
  name: 'Change password (dark)',
  globals: { theme: 'dark' },
};
