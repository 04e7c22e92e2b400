import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { flagControls, noControls } from '../internal/storyControls';
import { SidePanel, sidePanelSizes } from './SidePanel';

const checkboxes = ['Shared', 'Entire', 'Private'].map((label) => (
  <label key={label} style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 8 }}>
    <input type="checkbox" /> {label}
  </label>
));

const apply = fn();

const meta = {
  title: 'Overlays/SidePanel',
  component: SidePanel,
  tags: ['autodocs'],
  args: {
    title: 'Filters',
    trigger: <Button>Filters</Button>,
    children: (
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ marginBottom: 8, fontWeight: 600 }}>Office type</legend>
        {checkboxes}
      </fieldset>
    ),
    actions: ({ close }) => (
      <>
        <Button>Reset</Button>
        <Button
          variant="primary"
          onPress={() => {
            apply();
            close();
          }}
        >
          Apply
        </Button>
      </>
    ),
    onOpenChange: fn(),
  },
  argTypes: {
    ...flagControls('isOpen', 'isDismissable'),
    ...noControls('defaultOpen'),
    size: { control: 'inline-radio', options: sidePanelSizes },
    trigger: { control: false },
    children: { control: false },
    actions: { control: false },
  },
} satisfies Meta<typeof SidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
  return screen.findByRole('dialog', { name: 'Filters' });
}
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
    let panel = await open(canvasElement);
    // Focus moves in; Tab stays in.
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(panel).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await closed();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // The panel sits against the right edge of the window.
    panel = await open(canvasElement);
    await waitFor(() =>
      expect(Math.round(panel.getBoundingClientRect().right)).toBe(window.innerWidth),
    );
  },
};

export const ApplyCloses: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Entire' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    await closed();
    await expect(apply).toHaveBeenCalled();
  },
};

export const CloseButtonAndBackdrop: Story = {
  play: async ({ canvasElement }) => {
    let panel = await open(canvasElement);
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await closed();
    panel = await open(canvasElement);
    await userEvent.click(panel.parentElement!.parentElement!);
    await closed();
  },
};

const many = Array.from({ length: 30 }, (_, i) => (
  <label key={i} style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 8 }}>
    <input type="checkbox" /> Arrondissement {75001 + i}
  </label>
));

export const ManyItems: Story = {
  args: { children: many },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    // The footer stays in view while the body scrolls.
    await expect(within(panel).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    const apply = within(panel).getByRole('button', { name: 'Apply' });
    await waitFor(() =>
      expect(apply.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight),
    );
  },
};

export const WithoutFooter: Story = {
  args: { actions: undefined, children: <p>Nothing to apply: changes take effect at once.</p> },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await expect(within(panel).queryByRole('button', { name: 'Apply' })).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};
