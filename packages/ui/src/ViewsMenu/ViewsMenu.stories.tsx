import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { flagControls, noControls } from '../internal/storyControls';
import { buttonSizes } from '../Button';
import { ViewsMenu } from './ViewsMenu';
import { ViewsMenuStandIn } from './ViewsMenuStandIn';
import type { SavedView, ViewsMenuProps } from './ViewsMenu';
import { inMainStyled } from '../internal/storyDecorators';

const views: SavedView[] = [
  { id: 1, name: 'Open, assigned to me', shared: false, isDefault: true, canEdit: true },
  { id: 2, name: 'Waiting for the client', shared: false, isDefault: false, canEdit: true },
  {
    id: 'team-7',
    name: 'Lyon office, this week',
    shared: true,
    isDefault: false,
    canEdit: false,
    authorName: 'Léa Bernard',
  },
  {
    id: 'team-9',
    name: 'Overdue',
    shared: true,
    isDefault: false,
    canEdit: true,
    authorName: 'Hugo Martin',
  },
];

const meta = {
  title: 'Data/ViewsMenu',
  component: ViewsMenu,
  tags: ['autodocs'],
  args: {
    views,
    currentViewId: 2,
    isSaving: false,
    onApply: fn(),
    onSave: fn(() => Promise.resolve()),
    onRename: fn(() => Promise.resolve()),
    onDelete: fn(() => Promise.resolve()),
    onSetDefault: fn(),
  },
  argTypes: {
    ...flagControls('isSaving'),
    size: { control: 'inline-radio', options: buttonSizes },
    ...noControls('views'),
    currentViewId: { control: 'inline-radio', options: [null, ...views.map((view) => view.id)] },
  },
  // In the app the menu sits in the page's <main>, above the list; room below for the menu.
  decorators: [inMainStyled({ minHeight: 420 })],
} satisfies Meta<typeof ViewsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

// Chromium reads the hidden comma before "Default" as a block of its own: 'me , Default'.
const DEFAULT_VIEW = /^Open, assigned to me ?, ?Default$/;

const viewsButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Views' });

async function openMenu(canvasElement: HTMLElement) {
  await userEvent.click(viewsButton(canvasElement));
  return screen.findByRole('menu');
}

const menuClosed = () => waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

async function openDialog(canvasElement: HTMLElement, item: string | RegExp) {
  const menu = await openMenu(canvasElement);
  await userEvent.click(within(menu).getByRole('menuitem', { name: item }));
  return screen.findByRole('dialog');
}

/** The views in their two sections, the current one checked, the default said in words. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = viewsButton(canvasElement);
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    const menu = await openMenu(canvasElement);
    const mine = within(menu).getByRole('group', { name: 'My views' });
    const team = within(menu).getByRole('group', { name: 'Shared with the team' });
    await expect(within(mine).getByRole('menuitemradio', { name: DEFAULT_VIEW })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(
      within(mine).getByRole('menuitemradio', { name: 'Waiting for the client' }),
    ).toHaveAttribute('aria-checked', 'true');
    await expect(
      within(team).getByRole('menuitemradio', { name: 'Lyon office, this week' }),
    ).toHaveAccessibleDescription('By Léa Bernard');
    await userEvent.click(within(team).getByRole('menuitemradio', { name: 'Overdue' }));
    await expect(args.onApply).toHaveBeenCalledWith('team-9');
    await menuClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The menu open, for the picture and the accessibility check of the popover. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    for (const name of [
      'Save view…',
      'Rename “Waiting for the client”…',
      'Make “Waiting for the client” my default',
      'Clear default',
      'Delete “Waiting for the client”…',
    ]) {
      await expect(within(menu).getByRole('menuitem', { name })).toBeVisible();
    }
  },
};

/** Enter opens on the first view, arrows move, Enter applies, Escape gives focus back. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const trigger = viewsButton(canvasElement);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    let menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemradio', { name: DEFAULT_VIEW })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      within(menu).getByRole('menuitemradio', { name: 'Waiting for the client' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await menuClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onApply).not.toHaveBeenCalled();

    await userEvent.keyboard('{ArrowDown}');
    menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemradio', { name: DEFAULT_VIEW })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('team-7');
    await menuClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * "Save view…" by keyboard: the dialog takes focus on its Name field and keeps it inside;
 * Save sends the name and both choices, the dialog closes, focus returns to Views.
 */
export const SaveView: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const trigger = viewsButton(canvasElement);
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    const menu = await screen.findByRole('menu');
    // ArrowUp opens on the last item: Delete; up to Save view… past the current view's actions.
    await waitFor(() =>
      expect(
        within(menu).getByRole('menuitem', { name: 'Delete “Waiting for the client”…' }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Save view…' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toBeRequired();
    await userEvent.keyboard('Closed this month');
    await userEvent.tab();
    await expect(
      within(dialog).getByRole('checkbox', { name: 'Share with the team' }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(
      within(dialog).getByRole('checkbox', { name: 'Make it my default' }),
    ).toBeChecked();
    // Focus stays inside the dialog.
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    name.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Closed this month',
      shared: true,
      makeDefault: true,
    });
    await dialogClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Cancel and Escape close the dialog, and focus returns to Views. */
export const CancelReturnsFocus: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const trigger = viewsButton(canvasElement);
    let dialog = await openDialog(canvasElement, 'Save view…');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
    dialog = await openDialog(canvasElement, 'Save view…');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await dialogClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The name is required and at most 60 characters: the error says so, in words, under it. */
export const NameErrors: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, 'Save view…');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Enter a name for the view\./);
    await expect(name).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(name, 'x'.repeat(61));
    await expect(name).toHaveAccessibleDescription(
      /Keep the name to 60 characters or fewer \(it has 61\)\./,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog', { name: 'Save view' })).toBeVisible();
  },
};

/** The app refuses the save: the dialog stays, says why, and keeps what was typed. */
export const SaveRefused: Story = {
  args: {
    onSave: fn(() =>
      Promise.reject(new Error('A view named “Overdue” exists already: choose another name.')),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, 'Save view…');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Overdue');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Overdue',
      shared: false,
      makeDefault: false,
    });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A view named “Overdue” exists already: choose another name.',
    );
    await expect(name).toHaveValue('Overdue');
    await expect(screen.getByRole('dialog', { name: 'Save view' })).toBeVisible();
  },
};

/** While the app saves: Save shows a spinner and ignores presses. */
export const Saving: Story = {
  tags: ['!autodocs'],
  args: { isSaving: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, 'Save view…');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Mine');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Save/ }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Rename reuses the dialog, the current name filled in and nothing else asked. */
export const Rename: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, 'Rename “Waiting for the client”…');
    await expect(dialog).toHaveAccessibleName('Rename view');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Waiting for the client');
    await expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await userEvent.clear(name);
    await userEvent.type(name, 'Waiting for the client (Paris){Enter}');
    // With the view as it was when the dialog opened (for the app's version check).
    await expect(args.onRename).toHaveBeenCalledWith(
      2,
      'Waiting for the client (Paris)',
      expect.objectContaining({ id: 2, name: 'Waiting for the client' }),
    );
    await dialogClosed();
    await waitFor(() => expect(viewsButton(canvasElement)).toHaveFocus());
  },
};

/** Delete asks first, in a small dialog that names the view; Cancel is focused first. */
export const Delete: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(
      within(menu).getByRole('menuitem', { name: 'Delete “Waiting for the client”…' }),
    );
    const question = await screen.findByRole('alertdialog', {
      name: 'Delete the view “Waiting for the client”?',
    });
    await waitFor(() =>
      expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(viewsButton(canvasElement)).toHaveFocus());

    const again = await openMenu(canvasElement);
    await userEvent.click(
      within(again).getByRole('menuitem', { name: 'Delete “Waiting for the client”…' }),
    );
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete view' }));
    await expect(args.onDelete).toHaveBeenCalledWith(2);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** "Make … my default" and "Clear default". */
export const Defaults: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    let menu = await openMenu(canvasElement);
    await userEvent.click(
      within(menu).getByRole('menuitem', { name: 'Make “Waiting for the client” my default' }),
    );
    await expect(args.onSetDefault).toHaveBeenLastCalledWith(2);
    await menuClosed();
    menu = await openMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Clear default' }));
    await expect(args.onSetDefault).toHaveBeenLastCalledWith(null);
  },
};

/**
 * A shared view the reader cannot edit: neither Rename nor Delete; no default set, so no
 * "Clear default".
 */
export const NotEditable: Story = {
  tags: ['!autodocs'],
  args: {
    currentViewId: 'team-7',
    views: views.map((view) => ({ ...view, isDefault: false })),
  },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(within(menu).queryByRole('menuitem', { name: /^Rename/ })).toBeNull();
    await expect(within(menu).queryByRole('menuitem', { name: /^Delete/ })).toBeNull();
    await expect(within(menu).queryByRole('menuitem', { name: 'Clear default' })).toBeNull();
    await expect(
      within(menu).getByRole('menuitem', { name: 'Make “Lyon office, this week” my default' }),
    ).toBeVisible();
  },
};

/** No saved view yet: the menu says so, and offers to save the first one. */
export const Empty: Story = {
  args: { views: [], currentViewId: null },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(within(menu).getByText('No saved views yet')).toBeVisible();
    await expect(within(menu).getByRole('group', { name: 'No saved views yet' })).toContainElement(
      within(menu).getByRole('menuitem', { name: 'Save view…' }),
    );
    await expect(within(menu).queryByRole('menuitemradio')).toBeNull();
  },
};

const many: SavedView[] = Array.from({ length: 18 }, (_, i) => ({
  id: i + 1,
  name:
    i === 3
      ? 'Requests for the Marseille and Aix offices waiting for a signed mandate'
      : `View ${i + 1}`,
  shared: i % 2 === 1,
  isDefault: i === 4,
  canEdit: i % 2 === 0,
  authorName: i % 2 === 1 ? 'Léa Bernard' : undefined,
}));

/** Many views and a long name: the menu scrolls, the long name wraps. */
export const Many: Story = {
  args: { views: many, currentViewId: 4 },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(18);
  },
};

/** The views as the app keeps them: a saved view shows at once in the menu, applied. */
function Stateful(args: ViewsMenuProps) {
  const [list, setList] = useState<SavedView[]>([]);
  const [current, setCurrent] = useState<SavedView['id'] | null>(null);
  return (
    <ViewsMenu
      {...args}
      views={list}
      currentViewId={current}
      onApply={setCurrent}
      onSave={async (input) => {
        await args.onSave(input);
        const id = list.length + 1;
        setList([
          ...list.map((view) => (input.makeDefault ? { ...view, isDefault: false } : view)),
          {
            id,
            name: input.name,
            shared: input.shared,
            isDefault: input.makeDefault,
            canEdit: true,
            authorName: input.shared ? 'Camille Durand' : undefined,
          },
        ]);
        setCurrent(id);
      }}
    />
  );
}

export const FirstViewSaved: Story = {
  tags: ['!autodocs'],
  args: { views: [], currentViewId: null },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Save view…');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'My Monday{Enter}');
    await dialogClosed();
    const menu = await openMenu(canvasElement);
    await expect(
      within(within(menu).getByRole('group', { name: 'My views' })).getByRole('menuitemradio', {
        name: 'My Monday',
      }),
    ).toHaveAttribute('aria-checked', 'true');
    await expect(within(menu).queryByText('No saved views yet')).toBeNull();
  },
};

/**
 * What a screen shows while the menu's code loads, at each size, above the real menu: the
 * same box to the pixel, so that the header row never moves when the menu arrives.
 */
export const StandIn: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      {(['sm', 'md'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: 16 }}>
          <span data-testid={`stand-in-${size}`}>
            <ViewsMenuStandIn size={size} />
          </span>
          <span data-testid={`menu-${size}`}>
            <ViewsMenu {...args} size={size} />
          </span>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = (id: string) => {
      const { width, height } = canvas.getByTestId(id).firstElementChild!.getBoundingClientRect();
      return { width, height };
    };
    for (const size of ['sm', 'md']) {
      const standIn = canvas.getByTestId(`stand-in-${size}`).firstElementChild!;
      await expect(standIn).toHaveAttribute('aria-busy', 'true');
      await expect(standIn).toHaveTextContent('Views');
      await expect(box(`stand-in-${size}`)).toEqual(box(`menu-${size}`));
    }
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement);
  },
};

/** The Save view dialog in the dark theme, with its error under the name. */
export const DarkDialog: Story = {
  tags: ['!autodocs'],
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Save view…');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByText('Enter a name for the view.')).toBeVisible();
  },
};
