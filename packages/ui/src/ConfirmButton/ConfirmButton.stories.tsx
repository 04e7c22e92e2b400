import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button';
import { flagControls } from '../internal/storyControls';
import { CONFIRM_DELAY, ConfirmButton, confirmTones } from './ConfirmButton';
import { inMain } from '../internal/storyDecorators';

const meta = {
  title: 'Actions/ConfirmButton',
  component: ConfirmButton,
  tags: ['autodocs'],
  // In the app the button sits in the page's <main>; axe's "region" rule expects a landmark
  // around the armed text.
  decorators: [inMain],
  args: {
    children: 'Delete',
    subject: 'office 42',
    onConfirm: fn(),
    onArmedChange: fn(),
  },
  argTypes: {
    ...flagControls('isDisabled', 'isPending', 'fullWidth'),
    tone: { control: 'inline-radio', options: confirmTones },
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof ConfirmButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's canvas, and the button as the default args name it. */
function defaultButton(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return { canvas, button: canvas.getByRole('button', { name: 'Delete office 42' }) };
}

/** The armed button takes a confirming press once it has shown for CONFIRM_DELAY ms. */
async function untilConfirmable(button: HTMLElement) {
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
}

export const Playground: Story = {
  args: { tone: 'critical', armedText: 'Delete office 42: its listing goes for good.' },
  play: async ({ canvasElement, args }) => {
    const { canvas, button } = defaultButton(canvasElement);
    await userEvent.click(button);
    // Armed: the label and the accessible name change, what will happen shows and is
    // announced, and a Cancel steps back.
    await expect(canvas.getByRole('button', { name: 'Confirm: Delete office 42' })).toBe(button);
    await expect(button).toHaveAccessibleDescription(
      'Delete office 42: its listing goes for good.',
    );
    await expect(canvas.getByText('Delete office 42: its listing goes for good.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Press again to confirm: Delete office 42: its listing goes for good.',
    );
    await expect(canvas.getByRole('button', { name: 'Cancel: Delete office 42' })).toBeVisible();
    await expect(args.onArmedChange).toHaveBeenLastCalledWith(true);
    // Not pressable yet: the second press must come once the armed state has been seen.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await untilConfirmable(button);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(button);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAccessibleName('Delete office 42');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    await expect(args.onArmedChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * The bug fixed: a double click passed both steps. Now its second click lands while
 * the armed state is new, and arms only; the button stays armed, waiting for a real second
 * press.
 */
export const DoubleClickArmsOnly: Story = {
  tags: ['!autodocs'],
  args: { timeout: 600_000 },
  play: async ({ canvasElement, args }) => {
    const { button } = defaultButton(canvasElement);
    await userEvent.dblClick(button);
    await expect(button).toHaveAccessibleName('Confirm: Delete office 42');
    // A third click as fast: still nothing, neither now nor once the armed state could confirm
    // (a press kept for later would fire then).
    await userEvent.click(button);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(button).toHaveAccessibleName('Confirm: Delete office 42');
    // Still armed once it can confirm: the picture shows that state, whatever the machine's speed.
    await untilConfirmable(button);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(button).toHaveAccessibleName('Confirm: Delete office 42');
  },
};

/**
 * A held Enter (the key down, then auto-repeated keydowns, released after the wait) is one
 * press: it arms. Held again at once, it started before the armed state could confirm: it
 * never confirms however long it is held.
 */
export const HeldEnterArmsOnly: Story = {
  tags: ['!autodocs'],
  args: { timeout: 600_000 },
  play: async ({ canvasElement, args }) => {
    const { button } = defaultButton(canvasElement);
    // One user-event instance: it remembers that Enter is down between calls.
    const user = userEvent.setup();
    await user.tab();
    await expect(button).toHaveFocus();
    /** Enter held down (its first keydown and an auto-repeat) until `released`, then up. */
    const hold = async (released: () => Promise<unknown>) => {
      await user.keyboard('{Enter>}');
      fireEvent.keyDown(button, { key: 'Enter', code: 'Enter', repeat: true });
      await released();
      fireEvent.keyDown(button, { key: 'Enter', code: 'Enter', repeat: true });
      await user.keyboard('{/Enter}');
    };
    // Held longer than CONFIRM_DELAY, repeating: a deliberate negative window (a repeat must
    // not count as a second press, which an armed state 500 ms old would take). Nothing shows
    // that a repeat was ignored, so the spec's 500 ms and more are let pass; a stall only
    // holds the key longer.
    await hold(() => new Promise((resolve) => window.setTimeout(resolve, CONFIRM_DELAY + 300)));
    await expect(button).toHaveAccessibleName('Confirm: Delete office 42');
    // Held again at once, until the armed state can confirm (it drops aria-disabled), repeating
    // then too: that press began too early, and does not confirm.
    await hold(() => untilConfirmable(button));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(button).toHaveAccessibleName('Confirm: Delete office 42');
    // A new press, once the armed state has shown, confirms.
    await untilConfirmable(button);
    await user.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Enter arms, Escape disarms, Tab past Cancel disarms, a later Enter fires. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <ConfirmButton {...args} />
      <button type="button">Next control</button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const { canvas, button } = defaultButton(canvasElement);
    await userEvent.tab();
    await expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAccessibleName('Confirm: Delete office 42');
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAccessibleName('Delete office 42');
    await expect(button).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAccessibleName('Confirm: Delete office 42');
    // Tab reaches Cancel (still armed), then leaves: disarmed.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel: Delete office 42' })).toHaveFocus();
    await expect(button).toHaveAccessibleName('Confirm: Delete office 42');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next control' })).toHaveFocus();
    await expect(button).toHaveAccessibleName('Delete office 42');

    await userEvent.tab({ shift: true });
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAccessibleName('Confirm: Delete office 42');
    await untilConfirmable(button);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Escape steps back from the armed state, inside a dialog too (it is consumed). */
export const EscapeDisarms: Story = {
  tags: ['!autodocs'],
  args: { timeout: 600_000 },
  play: async ({ canvasElement, args }) => {
    const { canvas, button } = defaultButton(canvasElement);
    await userEvent.click(button);
    await untilConfirmable(button);
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAccessibleName('Delete office 42');
    await expect(button).toHaveFocus();
    await expect(canvas.queryByText('Delete office 42?')).toBeNull();
    await expect(args.onArmedChange).toHaveBeenLastCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The visible way back: Cancel disarms and gives focus back to the action. */
export const CancelStepsBack: Story = {
  tags: ['!autodocs'],
  args: { timeout: 600_000 },
  play: async ({ canvasElement, args }) => {
    const { canvas, button } = defaultButton(canvasElement);
    await userEvent.click(button);
    await expect(canvas.getByText('Delete office 42?')).toBeVisible();
    // Cancelled once it could confirm: the next click must start over, not confirm.
    await untilConfirmable(button);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel: Delete office 42' }));
    await expect(button).toHaveAccessibleName('Delete office 42');
    await expect(button).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    await expect(args.onArmedChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName('Confirm: Delete office 42');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // The picture shows the armed state once it can confirm, whatever the machine's speed.
    await untilConfirmable(button);
  },
};

/** Left armed, the button disarms by itself (here after 300 ms). */
export const DisarmsAfterTimeout: Story = {
  tags: ['!autodocs'],
  args: { timeout: 300 },
  play: async ({ canvasElement, args }) => {
    const { button } = defaultButton(canvasElement);
    // When it armed and disarmed, as its callbacks say: a stalled machine may be past the 300 ms
    // already by the time the play looks at the button, and a stall only makes the time longer.
    const changedAt: number[] = [];
    args.onArmedChange?.mockImplementation(() => void changedAt.push(performance.now()));
    await userEvent.click(button);
    await expect(args.onArmedChange).toHaveBeenNthCalledWith(1, true);
    await waitFor(() => expect(button).toHaveAccessibleName('Delete office 42'));
    await expect(args.onArmedChange).toHaveBeenLastCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Its own 300 ms, not the 5 s every other ConfirmButton waits.
    const [armed, disarmed] = changedAt as [number, number];
    await expect(disarmed - armed).toBeGreaterThanOrEqual(290);
    await expect(disarmed - armed).toBeLessThan(5000);
  },
};

/** The armed look of a destructive action: red. A long timeout keeps it for the screenshot. */
export const Armed: Story = {
  args: {
    timeout: 600_000,
    tone: 'critical',
    armedText: 'Delete office 42: its listing goes for good.',
  },
  play: async ({ canvasElement }) => {
    const { button } = defaultButton(canvasElement);
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName('Confirm: Delete office 42');
    await untilConfirmable(button);
  },
};

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/**
 * The tone follows the action: only a destructive one arms red; proposing or accepting arms to
 * the primary colour (light theme's critical and accent colours).
 */
export const Tone: Story = {
  args: { timeout: 600_000 },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'start', gap: 12 }}>
      <ConfirmButton {...args} tone="critical">
        Delete
      </ConfirmButton>
      <ConfirmButton
        {...args}
        subject="for request 12"
        armedText="Propose these 2 slots to the guest and the host of request 12."
      >
        Propose meeting
      </ConfirmButton>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Delete office 42' });
    await userEvent.click(remove);
    // Waited for: the button's colour eases from one variant to the other.
    await waitFor(() => expect(getComputedStyle(remove).backgroundColor).toBe(rgb('#b91c1c')));
    const propose = canvas.getByRole('button', { name: 'Propose meeting for request 12' });
    await userEvent.click(propose);
    await expect(propose).toHaveAccessibleName('Confirm: Propose meeting for request 12');
    await userEvent.unhover(propose);
    await waitFor(() => expect(getComputedStyle(propose).backgroundColor).toBe(rgb('#1d4ed8')));
    await untilConfirmable(propose);
  },
};

/** A non-destructive state change arms to the primary colour instead of critical red. */
export const StateChange: Story = {
  args: {
    children: 'Accept slot',
    subject: '15/03/2026 10:00',
    armedText: 'Accept 15/03/2026 10:00 for the host.',
    variant: 'primary',
    timeout: 600_000,
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Accept slot 15/03/2026 10:00',
    });
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName('Confirm: Accept slot 15/03/2026 10:00');
    await untilConfirmable(button);
  },
};

/**
 * A form's own checks run before the button arms, never after: refused, the button stays as it
 * was and says why (the form shows the message under its fields too). Filled, it arms.
 */
export const RefusedArming: Story = {
  tags: ['!autodocs'],
  args: { children: 'Propose meeting', subject: 'for request 12' },
  render: function Render(args) {
    const [slot, setSlot] = useState('');
    const [error, setError] = useState('');
    return (
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'start', gap: 8 }}>
        <label>
          Slot <input value={slot} onChange={(event) => setSlot(event.target.value)} />
        </label>
        {error ? <p>{error}</p> : null}
        <ConfirmButton
          {...args}
          validate={() => {
            const message = slot ? '' : 'Please fill in all the slots';
            setError(message);
            return message || true;
          }}
        />
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Propose meeting for request 12' });
    await userEvent.click(button);
    await expect(canvas.getByText('Please fill in all the slots', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Not ready to confirm: Please fill in all the slots',
    );
    await expect(button).toHaveAccessibleName('Propose meeting for request 12');
    await expect(args.onArmedChange).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Slot' }), '15/03/2026 10:00');
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName('Confirm: Propose meeting for request 12');
    await expect(canvas.queryByText('Please fill in all the slots', { selector: 'p' })).toBeNull();
    await untilConfirmable(button);
    await userEvent.click(button);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  tags: ['!autodocs'],
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const { button } = defaultButton(canvasElement);
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(button).toHaveAccessibleName('Delete office 42');
    await expect(args.onArmedChange).not.toHaveBeenCalled();
  },
};

const REASON = 'Viewers cannot change records.';

/** Cannot be used now, and says why: it never arms; the reason is reached by keyboard. */
export const DisabledWithReason: Story = {
  args: { disabledReason: REASON, tone: 'critical' },
  play: async ({ canvasElement, args }) => {
    const { canvas, button } = defaultButton(canvasElement);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(REASON);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName('Delete office 42');
    await expect(args.onArmedChange).not.toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
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
  tags: ['!autodocs'],
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
    const { button } = defaultButton(canvasElement);
    await userEvent.click(button);
    await untilConfirmable(button);
    await userEvent.click(button);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('data-pending', 'true');
  },
};

/** The button keeps the width of its longer label, so arming does not move the layout. */
export const LongLabel: Story = {
  tags: ['!autodocs'],
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
    await userEvent.click(canvas.getByRole('button', { name: 'Delete office 41' }));
    await expect(canvas.getByRole('button', { name: 'Delete office 42' })).toBeVisible();
    const armed = canvas.getByRole('button', { name: 'Confirm: Delete office 41' });
    await untilConfirmable(armed);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { timeout: 600_000, tone: 'critical' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <ConfirmButton {...args} subject="office 41" />
      <ConfirmButton {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const { button } = defaultButton(canvasElement);
    await userEvent.click(button);
    await untilConfirmable(button);
  },
};
