import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { flagControls, noControls } from '../internal/storyControls';
import { AlertDialog, alertDialogVariants } from './AlertDialog';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  tags: ['autodocs'],
  args: {
    title: 'Publish this page?',
    children: 'Visitors will see it as soon as it is published.',
    confirmLabel: 'Publish',
    trigger: <Button>Publish</Button>,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    ...flagControls('isOpen'),
    ...noControls('defaultOpen'),
    variant: { control: 'inline-radio', options: alertDialogVariants },
    trigger: { control: false },
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The overlay stayed after a press or key that must not close it. Their handlers have run when
 * userEvent resolves, and a close is drawn in the next frame, starting the overlay's exit
 * (`data-exiting`) or removing it: two frames later either would show.
 */
const stillOpen = async (role: 'dialog' | 'alertdialog') => {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await expect(screen.getByRole(role)).toBeVisible();
  await expect(document.querySelector('[data-exiting]')).toBeNull();
};
const closed = () => waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Publish' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish this page?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Visitors will see it as soon as it is published.',
    );
    // The confirm button has the first focus in the default variant.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Publish' })).toHaveFocus(),
    );
    // Escape backs out.
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
    // Enter on the trigger, Enter on Publish: confirmed.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Publish' }).at(-1)).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await closed();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // Open again for the picture.
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog');
  },
};

export const Destructive: Story = {
  args: {
    variant: 'critical',
    title: 'Delete this note?',
    children: 'The note "Call back on Monday" will be deleted for everyone.',
    confirmLabel: 'Delete',
    trigger: <Button variant="critical">Delete note</Button>,
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete note' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this note?' });
    // A hurried Enter cancels: Cancel has the first focus.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    // The backdrop does not answer the question.
    await userEvent.click(dialog.parentElement!.parentElement!);
    await stillOpen('alertdialog');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The confirm's work, held until the play has seen what shows meanwhile (PendingConfirm). */
let finishWork = () => {};

export const PendingConfirm: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((resolve) => void (finishWork = resolve))),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Publish' });
    await userEvent.click(confirm);
    // Waits for the work, showing it, and refuses to be dismissed meanwhile.
    await expect(confirm).toHaveAttribute('data-pending', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await stillOpen('alertdialog');
    // The work done, the dialog closes.
    finishWork();
    await closed();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    // React Aria announced the pending button through its live announcer, which points at the
    // button by id; the button left with the dialog, and axe flags the dangling reference. The
    // announcement is over, so clear it (the test runner does the same between stories).
    document.querySelectorAll('[data-live-announcer]').forEach((el) => el.remove());
  },
};

export const FailedConfirmStaysOpen: Story = {
  args: {
    onConfirm: fn(() => Promise.reject(new Error('Server down'))),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Publish' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).not.toHaveAttribute('data-pending'));
    await stillOpen('alertdialog');
  },
};

/**
 * Hides the overlay for a frame as soon as its exit starts, as React does to the content of a
 * Suspense boundary that shows its fallback again (portals included): the exit animation is
 * cancelled, never finishes, and React Aria alone kept the closed dialog on the page for good.
 */
const hideDuringExit = (overlay: HTMLElement) =>
  new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!overlay.hasAttribute('data-exiting')) return;
      observer.disconnect();
      overlay.style.setProperty('display', 'none', 'important');
      requestAnimationFrame(() => {
        overlay.style.removeProperty('display');
        resolve();
      });
    });
    observer.observe(overlay, { attributes: true, attributeFilter: ['data-exiting'] });
  });

export const ExitCutShort: Story = {
  name: 'Closes even when its exit animation is cut short (hidden for a moment)',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Publish' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog');
    const hidden = hideDuringExit(dialog.parentElement!.parentElement!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await hidden;
    await closed();
    await expect(document.querySelector('[data-exiting]')).toBeNull();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // Focus back on the trigger, not left on the page's body.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LongContent: Story = {
  args: {
    title: 'Take this office off the market and move every open request to another office?',
    children:
      'Every guest with an open request will be told by email. Requests that already have a signed contract keep it; the others go back to the start of the pipeline and need a new visit.',
    confirmLabel: 'Take off the market',
    cancelLabel: 'Keep it listed',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publish' }));
    await screen.findByRole('alertdialog');
  },
};

export const Dark: Story = {
  ...Destructive,
  globals: { theme: 'dark' },
};

// The docs page's "Do" and "Don't": each opens on load, so each is drawn in a frame of its
// own on the page (`docs.story.inline: false`), where its dialog leaves the page usable.
const openInItsFrame = { docs: { story: { inline: false, iframeHeight: 320 } } };

export const DoNameWhatItAffects: Story = {
  name: 'Do: name what it affects',
  tags: ['!autodocs'],
  parameters: openInItsFrame,
  args: {
    ...Destructive.args,
    trigger: undefined,
    defaultOpen: true,
  },
  play: async () => {
    await screen.findByRole('alertdialog', { name: 'Delete this note?' });
  },
};

export const DontAskAreYouSure: Story = {
  name: 'Don’t: ask “Are you sure?”',
  tags: ['!autodocs'],
  parameters: openInItsFrame,
  args: {
    variant: 'critical',
    title: 'Are you sure?',
    children: 'This action cannot be undone.',
    confirmLabel: 'Yes',
    cancelLabel: 'No',
    trigger: undefined,
    defaultOpen: true,
  },
  play: async () => {
    await screen.findByRole('alertdialog', { name: 'Are you sure?' });
  },
};
