import type { Meta } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TWO_FACTOR_ACCOUNT } from '@backoffice/api/mocks';
import { RECOVERY_CODE_COUNT, SESSION_ENDED_MESSAGES } from '@backoffice/domain';
import { AppStory, mockApi, typeCredentials } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';

/**
 * Sign-in's second step: the authenticator's code or a recovery code; an Admin
 * without a second factor enrols, then sees the ten recovery codes once. And the login
 * screen after a session the server ended.
 */
export default {
  title: 'Screens/Login/Second factor',
  component: AppStory,
  args: { path: '/requests/2', session: 'signedOut' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

async function password(canvasElement: HTMLElement, email: string) {
  const canvas = await typeCredentials(canvasElement, email, 'demo1234');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  return canvas;
}

const CODE_LABEL = 'The 6-digit code from your authenticator app';

export const CodeStep: Story = {
  name: 'Code step: the 6-digit code from the authenticator app',
  play: async ({ canvasElement }) => {
    const canvas = await password(canvasElement, TWO_FACTOR_ACCOUNT.email);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Two-factor authentication' }),
    ).toHaveFocus();
    const code = canvas.getByRole('textbox', { name: CODE_LABEL });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByRole('button', { name: 'Use a recovery code instead' })).toBeVisible();
  },
};

export const CodeRefused: Story = {
  name: 'Code step: a code that is not 6 digits, then a wrong one',
  play: async ({ canvasElement }) => {
    const canvas = await password(canvasElement, TWO_FACTOR_ACCOUNT.email);
    const code = await canvas.findByRole('textbox', { name: CODE_LABEL });
    await userEvent.type(code, '12');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Enter the 6 digits of the code.')).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, '000 000');
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText('This code is not right, or no longer: try the next one.'),
    ).toBeVisible();
    await expect(code).toHaveValue('000 000');
    await expect(code).toHaveFocus();
  },
};

export const SignedInWithCode: Story = {
  name: 'Code step: the right code lands where the visitor was going',
  play: async ({ canvasElement }) => {
    const canvas = await password(canvasElement, TWO_FACTOR_ACCOUNT.email);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: CODE_LABEL }),
      `${TWO_FACTOR_ACCOUNT.code}{Enter}`,
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Request 2' })).toBeVisible();
  },
};

export const RecoveryCodeStep: Story = {
  name: 'Recovery code step',
  play: async ({ canvasElement }) => {
    const canvas = await password(canvasElement, TWO_FACTOR_ACCOUNT.email);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Use a recovery code instead' }),
    );
    const field = canvas.getByRole('textbox', { name: 'Recovery code' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(
      canvas.getByRole('button', { name: 'Use the authenticator app instead' }),
    ).toBeVisible();
  },
};

export const SignedInWithRecoveryCode: Story = {
  name: 'Recovery code step: a recovery code signs in',
  play: async ({ canvasElement }) => {
    const canvas = await password(canvasElement, TWO_FACTOR_ACCOUNT.email);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Use a recovery code instead' }),
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Recovery code' }),
      `${TWO_FACTOR_ACCOUNT.recoveryCode}{Enter}`,
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Request 2' })).toBeVisible();
  },
};

export const ChallengeExpired: Story = {
  name: 'Code step: too slow, back to the password with the reason',
  parameters: {
    msw: {
      handlers: mockApi({
        resolvers: {
          loginTwoFactor: () =>
            HttpResponse.json(
              {
                code: 'challenge_expired',
                description: 'This sign-in took too long: enter your password again.',
              },
              { status: 401 },
            ),
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await password(canvasElement, TWO_FACTOR_ACCOUNT.email);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: CODE_LABEL }),
      `${TWO_FACTOR_ACCOUNT.code}{Enter}`,
    );
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'This sign-in took too long: enter your password again.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(
      TWO_FACTOR_ACCOUNT.email,
    );
  },
};

const enrol = async (canvasElement: HTMLElement) => {
  const canvas = await password(canvasElement, 'new.admin@example.com');
  await expect(
    await canvas.findByRole('heading', { level: 2, name: 'Set up two-factor authentication' }),
  ).toBeVisible();
  await expect(
    await canvas.findByRole('img', { name: 'QR code of the secret, for your authenticator app' }),
  ).toBeVisible();
  return canvas;
};

/** Enrolled: the authenticator's code typed, then Enter. */
const enrolled = async (canvasElement: HTMLElement) => {
  const canvas = await enrol(canvasElement);
  await userEvent.type(
    canvas.getByRole('textbox', { name: CODE_LABEL }),
    `${TWO_FACTOR_ACCOUNT.code}{Enter}`,
  );
  return canvas;
};

export const EnrolStep: Story = {
  name: 'Enrol step: an Admin without a second factor scans the QR code or types the secret',
  play: async ({ canvasElement }) => {
    const canvas = await enrol(canvasElement);
    await expect(canvas.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await expect(canvas.getByRole('button', { name: 'Copy the secret' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: CODE_LABEL })).toBeVisible();
  },
};

export const RecoveryCodesShown: Story = {
  name: 'Enrol step: the ten recovery codes, shown once',
  play: async ({ canvasElement }) => {
    const canvas = await enrolled(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your recovery codes' }),
    ).toHaveFocus();
    const list = canvas.getByRole('list', { name: 'Recovery codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(RECOVERY_CODE_COUNT);
    await expect(canvas.getByRole('button', { name: 'Copy the codes' })).toBeVisible();
  },
};

export const EnrolledAndSignedIn: Story = {
  name: 'Enrol step: "I have saved these codes" opens the app',
  play: async ({ canvasElement }) => {
    const canvas = await enrolled(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'I have saved these codes' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Request 2' })).toBeVisible();
  },
};

export const SessionEnded: Story = {
  name: 'After a session the server ended: why, in words',
  args: { session: 'checking' },
  parameters: {
    msw: {
      handlers: mockApi({
        resolvers: {
          refresh: () =>
            HttpResponse.json({ code: 'session_idle', description: 'Idle.' }, { status: 401 }),
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('session-ended-notice')).toHaveTextContent(
      SESSION_ENDED_MESSAGES.session_idle!,
    );
  },
};

export const CodeStepDark: Story = {
  ...CodeStep,
  name: 'Code step (dark)',
  globals: { theme: 'dark' },
};

export const RecoveryCodesDark: Story = {
  ...RecoveryCodesShown,
  name: 'Recovery codes (dark)',
  globals: { theme: 'dark' },
};
