import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { flagControls, noControls } from '../internal/storyControls';
import { Switch } from './Switch';
import { inBox, inMain } from '../internal/storyDecorators';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Remove system messages', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    ...flagControls('isSelected', 'hideLabel', 'isDisabled', 'isReadOnly'),
    ...noControls('defaultSelected'),
  },
  // In the app a field sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMain],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Remove system messages' });
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** Tab focuses it, Space toggles it. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Remove system messages' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeChecked();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Switch {...args} label="Off and disabled" isDisabled />
      <Switch {...args} label="On and disabled" isDisabled defaultSelected />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const off = within(canvasElement).getByRole('switch', { name: 'Off and disabled' });
    await expect(off).toBeDisabled();
    await userEvent.click(off, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const REASON = 'Viewers cannot change records.';

/** Cannot be changed now, and says why: read-only but focusable, the reason its description. */
export const DisabledWithReason: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, paddingBottom: 48 }}>
      <Switch {...args} label="Best deal" disabledReason={REASON} defaultSelected />
      <Switch {...args} label="Price flexibility" disabledReason={REASON} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const on = canvas.getByRole('switch', { name: 'Best deal' });
    await expect(on).toHaveAccessibleDescription(REASON);
    await expect(on).toBeChecked();
    await userEvent.tab();
    await expect(on).toHaveFocus();
    await expect(canvas.getAllByRole('tooltip')[0]).toBeVisible();
    await userEvent.keyboard(' ');
    await userEvent.click(on);
    await expect(on).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * A row's switch: the label is hidden, the accessible name says which row. On the cell's line
 * of text it is centred in the row, not set on the text's baseline (which lifted it 4 px).
 */
export const InTableRow: Story = {
  args: { label: 'Best deal for office 42', hideLabel: true, defaultSelected: true },
  render: (args) => (
    <table style={{ borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'start', fontWeight: 600 }}>Best deals</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start', paddingInlineEnd: 24 }}>
            Office
          </th>
          <th scope="col" style={{ textAlign: 'start' }}>
            Best deal
          </th>
        </tr>
      </thead>
      <tbody>
        {/* A data table's cells are one line as tall as the row (line-height), as here. */}
        <tr style={{ lineHeight: '40px', borderBlock: '1px solid currentColor' }}>
          <td style={{ paddingInlineEnd: 24 }}>Office 42, Lyon Part-Dieu</td>
          <td>
            <Switch {...args} />
          </td>
        </tr>
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Best deal for office 42' });
    await expect(control).toBeChecked();
    const track = control.closest('label')!.querySelector('[aria-hidden="true"]')!;
    const cell = control.closest('td')!.getBoundingClientRect();
    const box = track.getBoundingClientRect();
    const middle = (rect: DOMRect) => rect.top + rect.height / 2;
    // Within the rounding of the font's x-height (set on the baseline it was 4 px high).
    await expect(Math.abs(middle(box) - middle(cell))).toBeLessThanOrEqual(2);
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'Send an SMS to the host every time a guest writes a message, including outside office hours',
  },
  decorators: [inBox({ maxWidth: 320 })],
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Switch {...args} label="Off" />
      <Switch {...args} label="On" defaultSelected />
      <Switch {...args} label="Disabled" isDisabled defaultSelected />
    </div>
  ),
};
