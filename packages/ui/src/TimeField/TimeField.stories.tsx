import type { Meta, StoryObj } from '@storybook/react-vite';
import { Time } from '@internationalized/date';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeField, timeFieldGranularities } from './TimeField';

const meta = {
  title: 'Forms/TimeField',
  component: TimeField,
  tags: ['autodocs'],
  args: { label: 'Visit time', onChange: fn() },
  argTypes: { granularity: { control: 'inline-radio', options: timeFieldGranularities } },
  // In the app a field sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [
    (Story) => (
      <main style={{ maxWidth: 200 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing fills the hour then the minute (24-hour clock in en-GB). */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Visit time' });
    const [hour, minute] = within(group).getAllByRole('spinbutton');
    await userEvent.click(hour!);
    await userEvent.keyboard('1430');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(14, 30));
    await expect(minute).toHaveFocus();
  },
};

/** Tab enters the hour, arrows step it, ArrowRight moves to the minute, Backspace empties it. */
export const Keyboard: Story = {
  args: { defaultValue: new Time(9, 0) },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Visit time' });
    const [hour, minute] = within(group).getAllByRole('spinbutton');
    await userEvent.tab();
    await expect(hour).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(10, 0));
    await userEvent.keyboard('{ArrowRight}');
    await expect(minute).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(10, 59));
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(minute).toHaveAttribute('aria-valuetext', 'Empty');
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Visit time' });
    await expect(within(group).getAllByRole('spinbutton')).toHaveLength(2);
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: new Time(7, 30),
    description: 'Visits happen between 08:00 and 20:00.',
    errorMessage: 'Choose a time between 08:00 and 20:00.',
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Visit time' });
    const hour = within(group).getAllByRole('spinbutton')[0]!;
    await expect(hour).toHaveAttribute('aria-invalid', 'true');
    await expect(hour).toHaveAccessibleDescription(
      /Visits happen between 08:00 and 20:00\. Choose a time between 08:00 and 20:00\./,
    );
  },
};

export const HoursOnly: Story = {
  args: { granularity: 'hour', defaultValue: new Time(18) },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Visit time' });
    await expect(within(group).getAllByRole('spinbutton')).toHaveLength(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: new Time(9, 30) },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Visit time' });
    await expect(within(group).getAllByRole('spinbutton')[0]).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <TimeField {...args} defaultValue={new Time(9, 30)} />
      <TimeField {...args} label="Invalid" defaultValue={new Time(7, 0)} errorMessage="Too early" />
    </div>
  ),
};
