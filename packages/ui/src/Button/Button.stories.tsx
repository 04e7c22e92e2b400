import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { ForcedState } from '../internal/ForcedState';
import type { ForcedStateName } from '../internal/ForcedState';
import { flagControls } from '../internal/storyControls';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save changes', onPress: fn() },
  argTypes: {
    ...flagControls('isDisabled', 'isPending', 'iconOnly', 'fullWidth', 'excludeFromTabOrder'),
    type: { control: 'inline-radio', options: ['button', 'submit', 'reset'] },
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // Keyboard: Tab to focus, Enter and Space both press.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

const REASON = 'Viewers cannot change records.';

/** The states a matrix column shows, forced as React Aria's attributes (see ForcedState). */
const matrixStates: readonly { title: string; states: readonly ForcedStateName[] }[] = [
  { title: 'Rest', states: [] },
  { title: 'Hover', states: ['hovered'] },
  { title: 'Pressed', states: ['hovered', 'pressed'] },
  { title: 'Focus', states: ['focus-visible'] },
];

/**
 * Every variant in every state, side by side: at rest, hovered, pressed, focused by keyboard,
 * disabled and unavailable with a reason. The states are forced, for review and the picture;
 * the other stories show them for real.
 */
export const StateMatrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <table style={{ borderSpacing: 16, marginInline: -16 }}>
      <caption style={{ textAlign: 'start', fontWeight: 600 }}>Button states by variant</caption>
      <thead>
        <tr>
          <th scope="col">Variant</th>
          {matrixStates.map(({ title }) => (
            <th key={title} scope="col">
              {title}
            </th>
          ))}
          <th scope="col">Disabled</th>
          <th scope="col">Unavailable</th>
        </tr>
      </thead>
      <tbody>
        {buttonVariants.map((variant) => (
          <tr key={variant}>
            <th scope="row" style={{ textAlign: 'start' }}>
              {variant[0]!.toUpperCase() + variant.slice(1)}
            </th>
            {matrixStates.map(({ title, states }) => (
              <td key={title}>
                <ForcedState states={states} target="button">
                  <Button variant={variant}>Save</Button>
                </ForcedState>
              </td>
            ))}
            <td>
              <Button variant={variant} isDisabled>
                Save
              </Button>
            </td>
            <td>
              <Button variant={variant} disabledReason={REASON}>
                Save
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Button states by variant' });
    await expect(within(table).getAllByRole('row')).toHaveLength(buttonVariants.length + 1);
  },
};

/** The matrix in the dark theme: the ghost button's hover and press show there too. */
export const StateMatrixDark: Story = {
  ...StateMatrix,
  tags: ['!autodocs'],
  globals: { theme: 'dark' },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant[0]!.toUpperCase() + variant.slice(1)}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  tags: ['!autodocs'],
  args: { isDisabled: true, variant: 'primary' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/**
 * Cannot be used now, and says why: focusable (so the reason can be reached by keyboard),
 * `aria-disabled`, the reason as its description and shown under it on focus and hover.
 */
export const DisabledWithReason: Story = {
  args: { disabledReason: REASON, variant: 'primary' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toBeEnabled();
    await expect(button).toHaveAccessibleDescription(REASON);
    await expect(canvas.getByRole('tooltip', { hidden: true })).not.toBeVisible();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(REASON);
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    // Neither a key nor a click presses it.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const DisabledWithReasonDark: Story = {
  tags: ['!autodocs'],
  args: { disabledReason: REASON, variant: 'primary' },
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, paddingBottom: 48 }}>
      <Button {...args}>Save changes</Button>
      <Button {...args} variant="critical">
        Delete
      </Button>
      <Button disabledReason={REASON} iconOnly aria-label="Delete office 42" variant="ghost">
        <Icon name="close" size="md" />
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('tooltip')).toBeVisible();
  },
};

export const Pending: Story = {
  tags: ['!autodocs'],
  args: { isPending: true, variant: 'primary' },
  parameters: { screenshot: { animations: 'disabled' } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Save changes/ });
    // React Aria keeps a pending button focusable but not pressable.
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('data-pending', 'true');
  },
};

export const IconOnly: Story = {
  args: {
    iconOnly: true,
    'aria-label': 'Delete office 42',
    children: <Icon name="close" size="md" />,
    variant: 'ghost',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Delete office 42' }),
    ).toBeInTheDocument();
  },
};

export const WithIcon: Story = {
  args: { icon: <Icon name="download" size="md" />, children: 'Export' },
};

export const LongLabel: Story = {
  tags: ['!autodocs'],
  args: { children: 'Send the favourites of this guest by email and by SMS right now' },
};

export const Dark: Story = {
  args: { variant: 'primary' },
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};
