import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { noControls } from '../internal/storyControls';
import { CommandPalette } from './CommandPalette';
import type { CommandPaletteProps, CommandPaletteSection } from './CommandPalette';

const PLACES: CommandPaletteSection[] = [
  {
    id: 'pages',
    title: 'Pages',
    items: [
      { id: 'inbox', label: 'Inbox' },
      { id: 'reports', label: 'Reports' },
      { id: 'settings', label: 'Settings' },
    ],
  },
  {
    id: 'people',
    title: 'People',
    items: [
      { id: 'ada', kind: 'Person', label: 'Ada Lovelace', description: 'Analytical Engines Ltd' },
      { id: 'alan', kind: 'Person', label: 'Alan Turing', description: 'Bletchley Park' },
    ],
  },
];

/** The palette with a button that opens it, filtering its items by the text typed. */
function Demo(props: Pick<CommandPaletteProps, 'onAction' | 'footer' | 'placeholder'>) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const sections = PLACES.map((section) => ({
    ...section,
    items: section.items.filter((item) =>
      `${item.label} ${item.description ?? ''}`.toLowerCase().includes(text.toLowerCase()),
    ),
  }));
  const count = sections.reduce((n, s) => n + s.items.length, 0);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Go to…</Button>
      <CommandPalette
        {...props}
        isOpen={open}
        onOpenChange={setOpen}
        inputValue={text}
        onInputChange={setText}
        sections={sections}
        onAction={(id) => {
          props.onAction(id);
          setOpen(false);
        }}
        statusText={count === 0 ? 'No results' : `${count} results`}
        emptyMessage={`Nothing matches “${text}”`}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/CommandPalette',
  component: Demo,
  // The story's own wrapper holds the state; the props table is the component's.
  subcomponents: { CommandPalette },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A command palette: a dialog with a search field and its results in groups. Type to filter, the arrow keys move the active result and Enter chooses it; Escape closes and focus goes back where it was. The screen owns the text and the results (searches may be slow); the demo here holds them.',
      },
    },
  },
  args: {
    onAction: fn(),
    placeholder: 'Type a page or a name',
    footer: '↑ ↓ to move · Enter to open · Escape to close',
  },
  argTypes: {
    placeholder: { control: 'text' },
    footer: { control: 'text' },
    ...noControls('onAction'),
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Go to…' }));
  return screen.findByRole('dialog', { name: 'Go to' });
};

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Go to…' });
    const dialog = within(await open(canvasElement));
    const field = dialog.getByRole('combobox', { name: 'Go to' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const listbox = dialog.getByRole('listbox', { name: 'Go to results' });
    await expect(field).toHaveAttribute('aria-controls', listbox.id);
    await expect(within(listbox).getByRole('group', { name: 'People' })).toBeVisible();
    // The arrows move the active result while focus stays in the field; Enter chooses it.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = () => document.getElementById(field.getAttribute('aria-activedescendant')!);
    await waitFor(() => expect(active()).toHaveAccessibleName('Reports'));
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('reports');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Typing narrows; Escape closes and focus goes back.
    const again = within(await open(canvasElement));
    await userEvent.keyboard('turing');
    await waitFor(() => expect(again.getAllByRole('option')).toHaveLength(1));
    await expect(again.getByRole('option')).toHaveAccessibleName(
      'Person Alan Turing Bletchley Park',
    );
    await expect(again.getByRole('status')).toHaveTextContent('1 results');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    // Open for the picture.
    await open(canvasElement);
  },
};

export const NoResults: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const dialog = within(await open(canvasElement));
    await userEvent.keyboard('zzz');
    await expect(await dialog.findByText('Nothing matches “zzz”')).toBeVisible();
    await expect(dialog.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog.getByRole('status')).toHaveTextContent('No results');
  },
};
