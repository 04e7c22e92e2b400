import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryForm } from '../internal/StoryForm';
import { useCheckedOnSubmit } from '../internal/useCheckedOnSubmit';
import { StateMatrixTable, restHoverFocus, stateMatrixPlay } from '../internal/ForcedState';
import { fieldArgTypes, fieldArgs, flagControls } from '../internal/storyControls';
import { TextField, textFieldTypes } from './TextField';
import { inMainStyled } from '../internal/storyDecorators';

/** An `@` with text before it and a dot after it, no space (one pass, no backtracking). */
function looksLikeEmail(text: string): boolean {
  const at = text.indexOf('@');
  const dot = text.indexOf('.', at + 2);
  return at > 0 && dot !== -1 && dot < text.length - 1 && !/\s/.test(text);
}

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', onChange: fn(), onBlur: fn(), ...fieldArgs, type: 'text' },
  argTypes: {
    ...flagControls('isReadOnly'),
    ...fieldArgTypes,
    type: { control: 'inline-radio', options: textFieldTypes },
    placeholder: { control: 'text' },
  },
  // In the app a field sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMainStyled({ maxWidth: 360 })],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { type: 'email', autoComplete: 'email' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'claire.martin@example.com');
    await expect(input).toHaveValue('claire.martin@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('claire.martin@example.com');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Guest ids',
    description: 'Separate the ids with commas.',
    placeholder: '1024, 2048',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Guest ids' });
    await expect(input).toHaveAccessibleDescription('Separate the ids with commas.');
  },
};

/**
 * Every state of a text field, one under the other: at rest, hovered, focused (the ring shows
 * on any focus in a text input), filled, disabled, read-only and invalid. Hover and focus are
 * forced for review and the picture; the other stories show them for real.
 */
export const StateMatrix: Story = {
  render: () => (
    <StateMatrixTable
      caption="Text field states"
      target="input"
      rows={[
        ...restHoverFocus(<TextField label="Email" placeholder="name@example.com" />, [
          'focused',
          'focus-visible',
        ]),
        {
          title: 'Filled',
          field: <TextField label="Email" defaultValue="claire.martin@example.com" />,
        },
        {
          title: 'Disabled',
          field: <TextField label="Email" defaultValue="claire.martin@example.com" isDisabled />,
        },
        {
          title: 'Read-only',
          field: <TextField label="Email" defaultValue="claire.martin@example.com" isReadOnly />,
        },
        {
          title: 'Invalid',
          field: (
            <TextField
              label="Email"
              defaultValue="claire.martin@example"
              errorMessage="This address has no domain. Enter it in full, like name@example.com."
            />
          ),
        },
      ]}
    />
  ),
  play: stateMatrixPlay('Text field states', 'textbox', 7),
};

/** The error comes from the caller and is read after the label through aria-describedby. */
export const Invalid: Story = {
  args: {
    type: 'email',
    defaultValue: 'claire.martin@example',
    isRequired: true,
    description: 'The address you sign in with.',
    errorMessage: 'This address has no domain. Enter it in full, like name@example.com.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Email/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      'The address you sign in with. This address has no domain. Enter it in full, like name@example.com.',
    );
  },
};

/** `isInvalid={false}` wins over a message, e.g. while the user is still typing. */
export const InvalidOverridden: Story = {
  tags: ['!autodocs'],
  args: {
    errorMessage: 'This address has no domain. Enter it in full, like name@example.com.',
    isInvalid: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(
      canvas.queryByText('This address has no domain. Enter it in full, like name@example.com.'),
    ).toBeNull();
  },
};

export const Disabled: Story = {
  tags: ['!autodocs'],
  args: { isDisabled: true, defaultValue: 'claire.martin@example.com' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'claire.martin@example.com' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('claire.martin@example.com');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A visually hidden label for a field whose context names it (a table row). */
export const HiddenLabel: Story = {
  args: { label: 'Reference of office 42', hideLabel: true, defaultValue: 'PAR-0042' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Reference of office 42' }),
    ).toHaveValue('PAR-0042');
  },
};

export const LongContent: Story = {
  args: {
    label: 'Address of the office as written on the signed contract, with the floor and the door',
    defaultValue:
      '12 rue du Faubourg Saint-Honoré, bâtiment B, 4e étage, porte gauche, 75008 Paris, France',
    description:
      'Use the address printed on the contract, even when the listing shows a shorter one, so that the invoices match.',
    errorMessage: 'This address does not match the one of the contract: check the floor.',
  },
};

/**
 * The pattern for a form: the caller validates (here on submit, as react-hook-form does with
 * `mode: 'onSubmit'`), passes the message, and focuses the first invalid field through the ref.
 */
export const ValidationOnSubmit: Story = {
  tags: ['!autodocs'],
  render: function Render(args) {
    const field = useCheckedOnSubmit('', (value) =>
      !value
        ? 'required'
        : !looksLikeEmail(value)
          ? 'This address has no domain. Enter it in full, like name@example.com.'
          : undefined,
    );
    return (
      <StoryForm submit="Sign in" onSubmit={field.onSubmit}>
        <TextField
          {...args}
          ref={field.ref}
          type="email"
          isRequired
          value={field.value}
          onChange={field.setValue}
          errorMessage={field.error}
        />
      </StoryForm>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Email/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription('required');
    await userEvent.type(input, 'claire.martin@example');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAccessibleDescription(
      'This address has no domain. Enter it in full, like name@example.com.',
    );
    await userEvent.type(input, '.com{Enter}');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <TextField
        {...args}
        description="The address you sign in with."
        placeholder="name@example.com"
      />
      <TextField
        {...args}
        label="Invalid"
        defaultValue="claire.martin@"
        errorMessage="This address has no domain. Enter it in full, like name@example.com."
      />
      <TextField {...args} label="Disabled" defaultValue="claire.martin@example.com" isDisabled />
    </div>
  ),
};
