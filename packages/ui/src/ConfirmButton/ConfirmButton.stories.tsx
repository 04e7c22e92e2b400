import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button';
import { flagControls } from '../internal/storyControls';
import { ConfirmButton } from './ConfirmButton';

const meta = {
  title: 'Actions/ConfirmButton',
  component: ConfirmButton,
  tags: ['autodocs'],
  args: {
    children: 'Delete',
    subject: 'office 42',
    onConfirm: fn(),
    onArmedChange: fn(),
  },
  argTypes: {
    ...flagControls('isDisabled', 'isPending', 'fullWidth'),
    variant: { control: 'inline-radio', options: buttonVariants },
    armedVariant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof ConfirmButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Delete office 42' });
    await userEvent.click(button);
    // Armed: the label and the accessible name change, and the state is announced.
    await expect(canvas.getByRole('button', { name: 'Confirm: Delete office 42' })).toBe(button);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Press again to confirm: Delete office 42',
    );
    await expect(args.onArmedChange).toHaveBeenLastCalledWith(true);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(button);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAccessibleName('Delete office 42');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(args.onArmedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Enter arms, Escape disarms, Tab away disarms, a second Enter fires. */
export const Keyboard: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <ConfirmButton {...args} />
      <button type="button">Next control</button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Delete office 42' });
    await userEvent.tab();
    await expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAccessibleName('Confirm: Delete office 42');
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAccessibleName('Delete office 42');
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAccessibleName('Confirm: Delete office 42');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next control' })).toHaveFocus();
    await expect(button).toHaveAccessibleName('Delete office 42');

    await userEvent.tab({ shift: true });
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAccessibleName('Confirm: Delete office 42');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Left armed, the button disarms by itself (here after 300 ms). */
export const DisarmsAfterTimeout: Story = {
  args: { timeout: 300 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete office 42' });
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName('Confirm: Delete office 42');
    await waitFor(() => expect(button).toHaveAccessibleName('Delete office 42'), {
      timeout: 2000,
    });
    await expect(args.onArmedChange).toHaveBeenLastCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The armed look. A long timeout keeps it armed until the screenshot is taken. */
export const Armed: Story = {
  args: { timeout: 600_000 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete office 42' });
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName('Confirm: Delete office 42');
  },
};

/** A non-destructive state change arms to the primary colour instead of critical red. */
export const StateChange: Story = {
  args: {
    children: 'Accept slot',
    subject: '15/03/2026 10:00',
    variant: 'primary',
    armedVariant: 'primary',
    timeout: 600_000,
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Accept slot 15/03/2026 10:00',
    });
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName('Confirm: Accept slot 15/03/2026 10:00');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete office 42' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(button).toHaveAccessibleName('Delete office 42');
    await expect(args.onArmedChange).not.toHaveBeenCalled();
  },
};

/** While the confirmed action runs, the button shows a spinner and ignores presses. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Delete office 42/ });
    await userEvent.click(button);
    await expect(args.onArmedChange).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('data-pending', 'true');
  },
};

/** The typical flow: confirming starts the request, and the button is pending until it ends. */
export const ConfirmThenPending: Story = {
  render: function Render(args) {
    const [isPending, setPending] = useState(false);
    return (
      <ConfirmButton
        {...args}
        isPending={isPending}
        onConfirm={() => {
          args.onConfirm();
          setPending(true);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete office 42' });
    await userEvent.dblClick(button);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('data-pending', 'true');
  },
};

/** The button keeps the width of its longer label, so arming does not move the layout. */
export const LongLabel: Story = {
  args: {
    children: 'Cancel the request for the guest',
    subject: 'request 1234',
  },
};

/** Several in a row: each names what it acts on. */
export const InARow: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {['office 41', 'office 42', 'office 43'].map((subject) => (
        <ConfirmButton key={subject} {...args} subject={subject} size="sm" timeout={600_000} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete office 42' }));
    await expect(canvas.getByRole('button', { name: 'Confirm: Delete office 42' })).toBeVisible();
    // Moving to another button disarms the first one.
    await userEvent.click(canvas.getByRole('button', { name: 'Delete office 43' }));
    await expect(canvas.getByRole('button', { name: 'Delete office 42' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm: Delete office 43' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { timeout: 600_000 },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <ConfirmButton {...args} subject="office 41" />
      <ConfirmButton {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete office 42' }));
  },
};
