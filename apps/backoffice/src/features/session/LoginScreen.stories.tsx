import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, mockApi, typeCredentials } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';
import { statePlay, withScenario } from '@/stories/screenStates';

/**
 * The login screen: what an unauthenticated visitor sees on every path. Messages come from
 * @backoffice/domain; stories may quote them.
 */
export default {
  title: 'Screens/Login',
  component: AppStory,
  args: { path: '/requests', session: 'signedOut' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

const heading = 'Welcome to the back-office';

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('required')).toBeVisible();
    await expect(canvas.getByText('password required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const MalformedEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typeCredentials(canvasElement, 'csm@', 'x');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('email is not correct')).toBeVisible();
  },
};

export const PasswordShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = await canvas.findByLabelText('Password', { exact: false, selector: 'input' });
    await userEvent.type(password, 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeVisible();
  },
};

export const RefusedSignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typeCredentials(canvasElement, 'csm@example.com', 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('alert')).toHaveTextContent('Login invalid!');
  },
};

export const SignedIn: Story = {
  name: 'Signing in lands where the visitor was going',
  args: { path: '/requests/2' },
  play: async ({ canvasElement }) => {
    const canvas = await typeCredentials(canvasElement, 'csm@example.com', 'demo1234');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Request 2' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Camille Martin/ })).toBeVisible(),
    );
  },
};

export const CheckingSession: Story = {
  args: { session: 'checking' },
  parameters: withScenario('refresh', 'loading'),
  play: statePlay({ text: 'Checking your session…', found: 'visible' }),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: heading }),
    ).toBeVisible();
  },
};
