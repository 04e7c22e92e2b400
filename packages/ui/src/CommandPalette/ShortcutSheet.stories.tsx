import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ShortcutSheet } from './ShortcutSheet';
import type { ShortcutSheetProps } from './ShortcutSheet';

const GROUPS: ShortcutSheetProps['groups'] = [
  {
    id: 'here',
    title: 'On this page',
    items: [
      { id: '/', keys: [['/']], description: 'Focus the search', alternative: 'Click the search' },
      { id: 'j', keys: [['j']], description: 'Next row', alternative: 'Click the row below' },
    ],
  },
  {
    id: 'everywhere',
    title: 'Everywhere',
    items: [
      {
        id: 'mod+k',
        keys: [['Ctrl', 'K']],
        description: 'Open the command palette',
        alternative: 'The “Go to…” button',
      },
      {
        id: 'g i',
        keys: [['g'], ['i']],
        description: 'Go to the inbox',
        alternative: 'The Inbox link',
      },
    ],
  },
];

/** The sheet with a button that opens it. */
function Demo(props: Pick<ShortcutSheetProps, 'note'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Shortcuts</Button>
      <ShortcutSheet {...props} isOpen={open} onOpenChange={setOpen} groups={GROUPS} />
    </>
  );
}

const meta = {
  title: 'Overlays/ShortcutSheet',
  component: Demo,
  // The story's own wrapper holds the state; the props table is the component's.
  subcomponents: { ShortcutSheet },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A dialog listing the keyboard shortcuts in groups, each with what it does and the way to do the same without the keyboard. The screen opens it (from a button or a key of its own); focus moves in and goes back on closing.',
      },
    },
  },
  args: { note: 'Shortcuts do nothing while you type in a field.' },
  argTypes: { note: { control: 'text' } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Shortcuts' });
    await userEvent.click(trigger);
    const dialog = within(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }));
    const everywhere = within(dialog.getByRole('table', { name: 'Everywhere' }));
    await expect(everywhere.getAllByRole('row')[2]).toHaveTextContent(
      'g then iGo to the inboxThe Inbox link',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Open for the picture.
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
  },
};
