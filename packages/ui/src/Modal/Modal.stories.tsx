import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { flagControls, noControls } from '../internal/storyControls';
import { Modal, modalSizes } from './Modal';
import type { ModalProps } from './Modal';

const fieldStyle = { display: 'grid', gap: 4, maxWidth: 360 } as const;
const inputStyle = {
  padding: '6px 8px',
  border: '1px solid currentColor',
  borderRadius: 6,
  background: 'transparent',
} as const;

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: {
    title: 'Edit details',
    trigger: <Button>Edit details</Button>,
    children: <p>The details below are shown to every visitor of the page.</p>,
    actions: <Button variant="primary">Save</Button>,
    onOpenChange: fn(),
  },
  argTypes: {
    ...flagControls('isOpen', 'isDirty', 'isDismissable'),
    ...noControls('defaultOpen'),
    size: { control: 'inline-radio', options: modalSizes },
    trigger: { control: false },
    children: { control: false },
    actions: { control: false },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement, name = 'Edit details') {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return screen.findByRole('dialog');
}

// Overlays fade in: wait for the end of the (reduced) entry animation before checking visibility.
const visible = (el: HTMLElement) => waitFor(() => expect(el).toBeVisible());
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
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit details' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Edit details');
    // Focus moves into the dialog and Tab cannot leave it.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    // Escape closes and focus goes back to the trigger.
    await userEvent.keyboard('{Escape}');
    await closed();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Reopen by keyboard for the picture.
    await userEvent.keyboard('{Enter}');
    await visible(await screen.findByRole('dialog'));
  },
};

export const CloseButtonAndCancel: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit details' });
    let dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await closed();
    await waitFor(() => expect(trigger).toHaveFocus());
    dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed();
  },
};

export const BackdropClick: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const backdrop = dialog.parentElement!.parentElement!;
    await userEvent.click(backdrop);
    await closed();
  },
};

export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(dialog.parentElement!.parentElement!);
    // Still open: only Escape, Cancel or the close button leave.
    await stillOpen('dialog');
  },
};

function DirtyForm(args: ModalProps & { onSave: (value: string) => void }) {
  const initial = 'Bright room near the station';
  const [value, setValue] = useState(initial);
  const { onSave, ...modalArgs } = args;
  return (
    <Modal
      {...modalArgs}
      isDirty={value !== initial}
      onOpenChange={(isOpen) => {
        if (!isOpen) setValue(initial);
        args.onOpenChange?.(isOpen);
      }}
      actions={({ close }) => (
        <Button
          variant="primary"
          onPress={() => {
            onSave(value);
            close();
          }}
        >
          Save
        </Button>
      )}
    >
      <label style={fieldStyle}>
        Name
        <input style={inputStyle} value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
    </Modal>
  );
}

type DirtyStory = StoryObj<ModalProps & { onSave: (value: string) => void }>;

export const UnsavedChangesGuard: DirtyStory = {
  args: { onSave: fn() },
  render: (args) => <DirtyForm {...args} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit details' });
    const dialog = await open(canvasElement);
    const input = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, ', 3rd floor');

    // Escape asks first; "Keep editing" (focused first) returns to the form untouched.
    await userEvent.keyboard('{Escape}');
    let question = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    const keep = within(question).getByRole('button', { name: 'Keep editing' });
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(
      'Bright room near the station, 3rd floor',
    );

    // A click on the backdrop asks too.
    await userEvent.click(dialog.parentElement!.parentElement!);
    question = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // Cancel asks; Discard closes both and focus returns to the trigger.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    question = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Discard' }));
    await closed();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();

    // Clean again after discarding: closing does not ask.
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await closed();

    // Leave the question on screen for the picture.
    const again = await open(canvasElement);
    await userEvent.type(within(again).getByRole('textbox', { name: 'Name' }), '!');
    await userEvent.click(within(again).getByRole('button', { name: 'Close' }));
    await screen.findByRole('alertdialog', { name: 'Discard changes?' });
  },
};

export const SaveClosesWithoutAsking: DirtyStory = {
  tags: ['!autodocs'],
  args: { onSave: fn() },
  render: (args) => <DirtyForm {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' (new)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await closed();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(args.onSave).toHaveBeenCalledWith('Bright room near the station (new)');
  },
};

export const OpenedByTheCaller: Story = {
  tags: ['!autodocs'],
  args: { trigger: undefined, defaultOpen: true, title: 'Opened from code' },
  play: async () => {
    await visible(await screen.findByRole('dialog', { name: 'Opened from code' }));
  },
};

export const Small: Story = {
  args: { size: 'sm', title: 'Rename' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

const paragraphs = Array.from({ length: 24 }, (_, i) => (
  <p key={i} style={{ marginBottom: 12 }}>
    Paragraph {i + 1}. A long body scrolls inside the modal while the title and the footer actions
    stay in view, so that Save is always one press away.
  </p>
));

export const LongContent: Story = {
  args: {
    title: 'A very long title that goes on to show how the heading wraps next to the close button',
    children: paragraphs,
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await visible(within(dialog).getByRole('button', { name: 'Save' }));
  },
};

export const WithoutCancel: Story = {
  args: { cancelLabel: null, actions: <Button variant="primary">Done</Button> },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

// The docs page's "Do" and "Don't": each opens on load, so each is drawn in a frame of its
// own on the page (`docs.story.inline: false`), where its modal leaves the page usable.
const openInItsFrame = { docs: { story: { inline: false, iframeHeight: 360 } } };

export const DoNameTheTask: Story = {
  name: 'Do: name the task',
  tags: ['!autodocs'],
  parameters: openInItsFrame,
  args: {
    trigger: undefined,
    defaultOpen: true,
    title: 'Rename the office',
    size: 'sm',
    children: <p>The new name shows on the listing and in the next invoices.</p>,
    actions: <Button variant="primary">Rename</Button>,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Rename the office' });
    await visible(within(dialog).getByRole('button', { name: 'Rename' }));
  },
};

export const DontAskAVagueQuestion: Story = {
  name: 'Don’t: ask a vague question',
  tags: ['!autodocs'],
  parameters: openInItsFrame,
  args: {
    trigger: undefined,
    defaultOpen: true,
    title: 'Are you sure?',
    size: 'sm',
    children: <p>Do you want to continue?</p>,
    actions: <Button variant="primary">OK</Button>,
  },
  play: async () => {
    await visible(await screen.findByRole('dialog', { name: 'Are you sure?' }));
  },
};
