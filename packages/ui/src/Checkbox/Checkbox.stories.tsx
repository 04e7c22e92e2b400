import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { flagControls, noControls } from '../internal/storyControls';
import { Checkbox } from './Checkbox';
import { inBox, inMain } from '../internal/storyDecorators';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: {
    label: 'Unread by the host',
    onChange: fn(),
    hideLabel: false,
    isDisabled: false,
    isIndeterminate: false,
    isReadOnly: false,
  },
  argTypes: {
    ...flagControls('isDisabled', 'isIndeterminate', 'isReadOnly', 'isRequired', 'hideLabel'),
    ...noControls('defaultSelected'),
    label: { control: 'text' },
    isSelected: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
  // In the app a field sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMain],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Unread by the host' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // Clicking the label toggles too.
    await userEvent.click(within(canvasElement).getByText('Unread by the host'));
    await expect(box).not.toBeChecked();
  },
};

/** Tab focuses it, Space toggles it. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Unread by the host' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column' }}>
      <Checkbox {...args} label="Unchecked" />
      <Checkbox {...args} label="Checked" defaultSelected />
      <Checkbox {...args} label="Some of them" isIndeterminate />
      <Checkbox {...args} label="Invalid" isInvalid />
      <Checkbox {...args} label="Disabled" isDisabled />
      <Checkbox {...args} label="Disabled and checked" isDisabled defaultSelected />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Some of them' })).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Invalid' })).toBeInvalid();
    await expect(canvas.getByRole('checkbox', { name: 'Disabled' })).toBeDisabled();
  },
};

/** "Select all" drives its rows; it shows the mixed state when some are selected. */
export const SelectAll: Story = {
  render: function Render(args) {
    const rows = ['Request 1', 'Request 2', 'Request 3'];
    const [selected, setSelected] = useState<string[]>(['Request 2']);
    const all = selected.length === rows.length;
    return (
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <Checkbox
          {...args}
          label="Select all"
          isSelected={all}
          isIndeterminate={selected.length > 0 && !all}
          onChange={(checked) => setSelected(checked ? rows : [])}
        />
        {rows.map((row) => (
          <Checkbox
            key={row}
            label={`Select ${row}`}
            hideLabel
            isSelected={selected.includes(row)}
            onChange={(checked) =>
              setSelected((current) =>
                checked ? [...current, row] : current.filter((r) => r !== row),
              )
            }
          />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select all' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select Request 1' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Request 3' }));
    await expect(all).toBePartiallyChecked();
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'The guest agrees to be contacted by the host by phone and by email about this office and similar offices nearby',
  },
  decorators: [inBox({ maxWidth: 320 })],
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: States.render,
};
