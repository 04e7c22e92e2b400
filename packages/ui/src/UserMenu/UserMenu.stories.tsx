import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu, UserMenuStandIn } from './UserMenu';

const meta = {
  title: 'Layout/UserMenu',
  component: UserMenu,
  tags: ['autodocs'],
  args: { name: 'Camille Martin', onLogout: fn(), onAction: fn(), logoutLabel: 'Log out' },
  argTypes: { name: { control: 'text' }, logoutLabel: { control: 'text' } },
  // The menu's code loads just after the first paint (a stand-in until then): have it before
  // the story renders, as the app has it a moment after its first paint.
  loaders: [() => import('./UserMenuTrigger')],
  decorators: [
    (Story) => (
      <header style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </header>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: 'Camille Martin' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(trigger);
    const menu = await body(canvasElement).findByRole('menu', { name: 'Camille Martin' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: 'Camille Martin' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus(),
    );
    // Escape closes and gives focus back to the trigger, without logging out.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
    // Given back on the frame after the menu goes (React Aria's FocusScope): wait for it.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await body(canvasElement).findByRole('menu');
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const Open: Story = {
  args: { items: [{ id: 'profile', label: 'My profile' }] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Camille Martin' }),
    );
    const menu = await body(canvasElement).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['My profile', 'Log out']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'My profile' }));
    await expect(args.onAction).toHaveBeenCalledWith('profile');
    await expect(args.onLogout).not.toHaveBeenCalled();
    // Open again for the picture.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Camille Martin' }));
    await body(canvasElement).findByRole('menu');
  },
};

/** A choice of one among a few (the app's theme), checked where it stands; Log out below. */
export const ThemeChoice: Story = {
  args: {
    choice: {
      label: 'Theme',
      options: [
        { id: 'light', label: 'Light' },
        { id: 'dark', label: 'Dark' },
        { id: 'system', label: 'System' },
      ],
      selected: 'system',
      onChange: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Camille Martin' }),
    );
    const menu = await body(canvasElement).findByRole('menu', { name: 'Camille Martin' });
    const system = within(menu).getByRole('menuitemradio', { name: 'System' });
    await expect(system).toHaveAttribute('aria-checked', 'true');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    await expect(args.choice?.onChange).toHaveBeenCalledWith('dark');
    await expect(args.onLogout).not.toHaveBeenCalled();
    // Open again for the picture.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Camille Martin' }));
    await body(canvasElement).findByRole('menu');
  },
};

export const LongName: Story = {
  args: { name: 'Marie-Charlotte de la Tour d’Auvergne-Lauraguais' },
  play: async ({ canvasElement }) => {
    // Clipped on screen, whole in the accessible name.
    await expect(
      await within(canvasElement).findByRole('button', {
        name: 'Marie-Charlotte de la Tour d’Auvergne-Lauraguais',
      }),
    ).toBeVisible();
  },
};

export const OtherLabel: Story = {
  args: { logoutLabel: 'Se déconnecter' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button'));
    await expect(
      await body(canvasElement).findByRole('menuitem', { name: 'Se déconnecter' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button'));
    await body(canvasElement).findByRole('menu');
  },
};

/**
 * The menu's code loads just after the first paint, behind a stand-in drawn with the
 * trigger's classes: the stand-in stays beside the real trigger here, so that any difference
 * between the two shows (the same box to the pixel), and it is busy, not a button.
 */
export const StandIn: Story = {
  args: { name: 'Marie-Charlotte de la Tour d’Auvergne-Lauraguais' },
  decorators: [
    (Story, { args }) => (
      <div style={{ display: 'grid', justifyItems: 'end', gap: 16 }}>
        <div data-testid="stand-in">
          <UserMenuStandIn name={args.name} />
        </div>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: args.name });
    const standIn = canvas.getByTestId('stand-in').firstElementChild!;
    await expect(standIn).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvas.getByTestId('stand-in')).queryByRole('button')).toBeNull();
    const box = (el: Element) => {
      const { width, height } = el.getBoundingClientRect();
      return { width, height };
    };
    await expect(box(standIn)).toEqual(box(trigger));
    await expect(standIn.textContent).toBe(trigger.textContent);
  },
};
