import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button';
import { flagControls } from '../internal/storyControls';
import { ActionMenu, actionMenuPlacements } from './ActionMenu';
import type { ActionMenuItem } from './ActionMenu';
import { inMainStyled } from '../internal/storyDecorators';

const officeActions: ActionMenuItem[] = [
  { id: 'edit', label: 'Edit' },
  { id: 'publish', label: 'Publish' },
  { id: 'publish-off-market', label: 'Publish off market', isDisabled: true },
  { id: 'unpublish', label: 'Unpublish', tone: 'critical' },
  { id: 'seo', label: 'Generate SEO description', description: 'Replaces the current text.' },
];

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Actions/ActionMenu',
  component: ActionMenu,
  tags: ['autodocs'],
  args: {
    label: 'Actions for office 42',
    items: officeActions,
    onAction: fn(),
    onOpenChange: fn(),
    isDisabled: false,
    placement: 'bottom end',
  },
  argTypes: {
    ...flagControls('isDisabled'),
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    placement: { control: 'inline-radio', options: actionMenuPlacements },
  },
  // In the app a menu sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMainStyled({ display: 'flex', justifyContent: 'center' })],
} satisfies Meta<typeof ActionMenu<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions for office 42' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(trigger);
    const menu = await body(canvasElement).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Publish' }));
    await expect(args.onAction).toHaveBeenCalledWith('publish');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Enter opens on the first item, arrows skip the disabled one, Enter acts, Escape closes. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions for office 42' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    const item = (name: string | RegExp) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('Edit')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(item('Publish')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    // 'Publish off market' is disabled: focus skips to 'Unpublish'.
    await waitFor(() => expect(item('Unpublish')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();

    await userEvent.keyboard('{ArrowDown}');
    const reopened = await body(canvasElement).findByRole('menu');
    await waitFor(() =>
      expect(within(reopened).getByRole('menuitem', { name: 'Edit' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('seo');
  },
};

/** The open menu, for the screenshot and the accessibility check of the popover. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Actions for office 42' }),
    );
    const menu = await body(canvasElement).findByRole('menu');
    const disabled = within(menu).getByRole('menuitem', { name: 'Publish off market' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(
      within(menu).getByRole('menuitem', { name: /Generate SEO description/ }),
    ).toHaveAccessibleDescription('Replaces the current text.');
  },
};

const REASON = 'Viewers cannot change records.';

/**
 * Items that cannot be used now say why: reached by the arrow keys (a disabled item is
 * skipped), marked ⊘, the reason as their second line and description; choosing one does
 * nothing and leaves the menu open.
 */
export const ItemsDisabledWithReason: Story = {
  args: {
    items: [
      { id: 'view', label: 'Open the office page' },
      { id: 'publish', label: 'Publish', disabledReason: REASON },
      { id: 'unpublish', label: 'Unpublish', tone: 'critical', disabledReason: REASON },
    ],
  },
  play: async ({ canvasElement, args }) => {
    // Opened by keyboard: focus on the first item, and the arrow reaches the next one.
    within(canvasElement).getByRole('button', { name: 'Actions for office 42' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    const publish = within(menu).getByRole('menuitem', { name: /^Publish/ });
    // Chromium reads the label's hidden colon as a block of its own: 'Publish : …'.
    await expect(publish).toHaveAccessibleName(/^Publish ?: Viewers cannot change records\.$/);
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Open the office page' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(publish).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(body(canvasElement).getByRole('menu')).toBeInTheDocument();
  },
};

/** The whole menu cannot be used now: its trigger says why. */
export const DisabledWithReason: Story = {
  args: { disabledReason: REASON },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions for office 42' });
    await expect(trigger).toHaveAccessibleDescription(REASON);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(within(canvasElement).getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(body(canvasElement).queryByRole('menu')).toBeNull();
  },
};

/** A text trigger, e.g. moving a card to another column. */
export const MoveTo: Story = {
  args: {
    label: 'Move to… request 1234',
    triggerText: 'Move to…',
    placement: 'bottom start',
    items: [
      { id: 'received', label: 'Request received', isDisabled: true },
      { id: 'meeting', label: 'Meeting proposed' },
      { id: 'visit', label: 'Visit Scheduled' },
      { id: 'cancelled', label: 'Cancelled' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Move to… request 1234' });
    await userEvent.click(trigger);
    await userEvent.click(
      await body(canvasElement).findByRole('menuitem', { name: 'Visit Scheduled' }),
    );
    await expect(args.onAction).toHaveBeenCalledWith('visit');
  },
};

/** Row actions in a table: each trigger names its row. */
export const InRows: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      {[41, 42, 43].map((id) => (
        <div key={id} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <span>Office {id}</span>
          <ActionMenu {...args} label={`Actions for office ${id}`} size="sm" />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Actions for office/ })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for office 43' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Edit' }));
    await expect(args.onAction).toHaveBeenCalledWith('edit');
  },
};

export const Disabled: Story = {
  tags: ['!autodocs'],
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions for office 42' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Many actions and long labels: the menu scrolls and wraps within the viewport. */
export const ManyItems: Story = {
  args: {
    items: Array.from({ length: 24 }, (_, i) => ({
      id: `action-${i + 1}`,
      label:
        i === 3
          ? 'Send the favourites of this guest by email and by SMS with the visit details'
          : `Action ${i + 1}`,
    })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Actions for office 42' }),
    );
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(24);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Actions for office 42' }),
    );
    await body(canvasElement).findByRole('menu');
  },
};
