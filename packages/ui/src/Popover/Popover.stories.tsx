import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover, popoverPlacements } from './Popover';
import type { PopoverProps } from './Popover';
import { inMain } from '../internal/storyDecorators';

// The props are a union (a title or an aria-label is required), which Storybook's arg types
// cannot express; stories use the flattened shape and render through the real component.
type Args = Omit<PopoverProps, 'title' | 'aria-label'> & { title?: string; 'aria-label'?: string };

const copy = fn();

const meta: Meta<Args> = {
  title: 'Overlays/Popover',
  component: Popover as unknown as ComponentType<Args>,
  render: (args) => <Popover {...(args as PopoverProps)} />,
  tags: ['autodocs'],
  args: {
    title: 'Public address',
    trigger: <Button>Share</Button>,
    children: ({ close }) => (
      <>
        <p style={{ margin: 0 }}>https://example.com/offices/42</p>
        <div>
          <Button
            size="sm"
            variant="primary"
            onPress={() => {
              copy();
              close();
            }}
          >
            Copy address
          </Button>
        </div>
      </>
    ),
  },
  argTypes: {
    placement: { control: 'select', options: popoverPlacements },
    trigger: { control: false },
    children: { control: false },
  },
  decorators: [inMain],
};

export default meta;
type Story = StoryObj<Args>;

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Share' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Public address' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Focus moves in; Escape closes and gives focus back.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await closed();
    await waitFor(() => expect(trigger).toHaveFocus());
    // An action inside can close it.
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Copy address' }));
    await closed();
    await expect(copy).toHaveBeenCalledTimes(1);
    // Open for the picture.
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }));
    await screen.findByRole('dialog');
    await userEvent.click(document.body);
    await closed();
  },
};

export const LabelledWithoutTitle: Story = {
  args: {
    title: undefined,
    'aria-label': 'Row options',
    trigger: <Button>Options</Button>,
    children: <p style={{ margin: 0 }}>Options of this row.</p>,
    showArrow: false,
    placement: 'bottom end',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Options' }));
    await expect(await screen.findByRole('dialog', { name: 'Row options' })).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    title: 'What the price flexibility means for the guest and for the host',
    children: (
      <p style={{ margin: 0 }}>
        A flexible price lets the guest propose a lower monthly price within the range the host
        accepted. The host still confirms each proposal, and the range is never shown to the guest.
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }));
    await screen.findByRole('dialog');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }));
    await screen.findByRole('dialog');
  },
};
