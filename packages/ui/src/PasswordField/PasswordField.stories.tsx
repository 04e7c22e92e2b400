import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fieldArgTypes, fieldArgs, flagControls } from '../internal/storyControls';
import { PasswordField, passwordAutoCompletes } from './PasswordField';
import { inMainStyled } from '../internal/storyDecorators';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', onChange: fn(), ...fieldArgs, blockClipboard: false },
  argTypes: {
    ...flagControls('blockClipboard'),
    ...fieldArgTypes,
    autoComplete: { control: 'inline-radio', options: passwordAutoCompletes },
  },
  // In the app a field sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMainStyled({ maxWidth: 360 })],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A password input has no ARIA role: its label finds it.
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'demo1234');
    await expect(args.onChange).toHaveBeenLastCalledWith('demo1234');

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** Tab reaches the input then the toggle; Enter or Space toggles. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  args: { defaultValue: 'demo1234' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAccessibleName('Hide password');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('demo1234');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAccessibleName('Show password');
  },
};

/** The spec's host-credential form: copy and paste are disabled on the password fields. */
export const ClipboardBlocked: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    blockClipboard: true,
    description: 'At least 6 characters.',
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('New password');
    await userEvent.click(input);
    await userEvent.paste('pasted-secret');
    await expect(input).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(input, 'typed1');
    await expect(input).toHaveValue('typed1');
    await expect(input).toHaveAccessibleDescription('At least 6 characters.');
  },
};

/** Without blocking, pasting works (password managers and long generated passwords). */
export const ClipboardAllowed: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await userEvent.click(input);
    await userEvent.paste('pasted-secret');
    await expect(input).toHaveValue('pasted-secret');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Enter your password to sign in.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Password/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter your password to sign in.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'demo1234' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PasswordField {...args} defaultValue="demo1234" />
      <PasswordField
        {...args}
        label="Confirm password"
        errorMessage="Your password and confirmation did not match."
      />
    </div>
  ),
};
