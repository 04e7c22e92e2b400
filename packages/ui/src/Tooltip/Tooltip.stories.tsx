import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { noControls } from '../internal/storyControls';
import { Tooltip, tooltipPlacements } from './Tooltip';
import { inMainStyled } from '../internal/storyDecorators';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'Completed: the host filled in the payment form. Verified: the bank checked it.',
    children: (
      <Button iconOnly aria-label="About the payment status" variant="ghost">
        ?
      </Button>
    ),
    delay: 0,
  },
  argTypes: {
    ...noControls('defaultOpen'),
    placement: { control: 'inline-radio', options: tooltipPlacements },
    children: { control: false },
  },
  parameters: {
    a11y: {
      config: {
        // Known exception: React Aria renders the tooltip in a portal at the end of <body>,
        // outside any landmark, and axe's "region" rule does not count role="tooltip" as a
        // region. Its text reaches screen readers as the trigger's aria-describedby.
        rules: [{ id: 'region', enabled: false }],
      },
    },
  },
  decorators: [inMainStyled({ padding: 80, display: 'flex', justifyContent: 'center' })],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'About the payment status' });
    // React Aria opens on hover only once the pointer has been used on the page (a hover
    // that follows keyboard use is ignored), so start with a click beside the trigger.
    await userEvent.click(canvasElement);
    // Hover opens it and describes the trigger.
    await userEvent.hover(trigger);
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent(/Verified: the bank checked it/);
    await expect(trigger).toHaveAccessibleDescription(/Completed: the host filled in/);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // Keyboard focus opens it at once; Escape hides it and focus stays.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
    // Open again for the picture.
    await userEvent.hover(trigger);
    await screen.findByRole('tooltip');
  },
};

export const Placements: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, auto)', gap: '72px 200px' }}>
      {tooltipPlacements.map((placement) => (
        <Tooltip key={placement} {...args} placement={placement} content={placement} defaultOpen>
          <Button>{`Placement ${placement}`}</Button>
        </Tooltip>
      ))}
    </div>
  ),
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('tooltip')).toHaveLength(4));
  },
};

export const HoverDelay: Story = {
  args: { delay: 600, content: 'Appears after a short rest of the pointer' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(canvasElement);
    // A tooltip seen less than half a second earlier makes the next one appear at once (React
    // Aria's warm-up, which an earlier story may have left on): let it cool down first. The
    // cool-down is React Aria's own 500 ms timer, started by the unhover, which nothing on the
    // page shows; a timer due later on the same page always runs after it, so this wait ends
    // after the cool-down however loaded the machine is (not a guess at how long it takes).
    await userEvent.hover(trigger);
    await userEvent.unhover(trigger);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // Not at once on hover: passing the pointer over a toolbar shows nothing. When it appears is
    // taken by a MutationObserver, so a stalled machine (which only makes times longer) cannot
    // fail this.
    let shownAt: number | undefined;
    const observer = new MutationObserver(() => {
      if (shownAt === undefined && document.querySelector('[role="tooltip"]'))
        shownAt = performance.now();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const hoveredAt = performance.now();
    await userEvent.hover(trigger);
    await screen.findByRole('tooltip');
    observer.disconnect();
    await expect(shownAt! - hoveredAt).toBeGreaterThanOrEqual(590);
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    placement: 'bottom',
    content:
      'Completed means the host filled in the payment form; verified means the bank checked the identity and the account. Both are needed before the first payment.',
  },
  play: async () => {
    await screen.findByRole('tooltip');
  },
};

export const Dark: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'dark' },
  play: async () => {
    await screen.findByRole('tooltip');
  },
};
