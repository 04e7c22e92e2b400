import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loadedField, productSettings } from '../DatePicker/storySupport';
import { inMainWithLocale } from '../internal/storyDecorators';
import { fieldArgTypes, textControls } from '../internal/storyControls';
import { TimeField, timeFieldGranularities } from './TimeField';

const field = (canvasElement: HTMLElement, name = 'Visit time') => loadedField(canvasElement, name);

const meta = {
  title: 'Forms/TimeField',
  component: TimeField,
  tags: ['autodocs'],
  args: { label: 'Visit time', onChange: fn() },
  argTypes: {
    ...fieldArgTypes,
    granularity: { control: 'inline-radio', options: timeFieldGranularities },
    hourCycle: { control: 'inline-radio', options: [12, 24] },
    ...textControls('value', 'defaultValue', 'minValue', 'maxValue'),
  },
  // In the app a field sits in the page's <main>; axe's "region" rule expects a landmark.
  // The product's settings come from the LocaleProvider, not from the browser.
  decorators: [inMainWithLocale(productSettings, { maxWidth: 200 })],
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing fills the hour then the minute (24-hour clock); the value is 'HH:mm'. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const group = await field(canvasElement);
    const [hour, minute] = within(group).getAllByRole('spinbutton');
    await userEvent.click(hour!);
    await userEvent.keyboard('1430');
    await expect(args.onChange).toHaveBeenLastCalledWith('14:30');
    await expect(minute).toHaveFocus();
  },
};

/** Tab enters the hour, arrows step it, ArrowRight moves to the minute, Backspace empties it. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  args: { defaultValue: '09:00' },
  play: async ({ canvasElement, args }) => {
    const group = await field(canvasElement);
    const [hour, minute] = within(group).getAllByRole('spinbutton');
    await userEvent.tab();
    await expect(hour).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('10:00');
    await userEvent.keyboard('{ArrowRight}');
    await expect(minute).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('10:59');
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(minute).toHaveAttribute('aria-valuetext', 'Empty');
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const group = await field(canvasElement);
    await expect(within(group).getAllByRole('spinbutton')).toHaveLength(2);
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: '07:30',
    description: 'Visits happen between 08:00 and 20:00.',
    errorMessage: 'Choose a time between 08:00 and 20:00.',
  },
  play: async ({ canvasElement }) => {
    const group = await field(canvasElement);
    const hour = within(group).getAllByRole('spinbutton')[0]!;
    await expect(hour).toHaveAttribute('aria-invalid', 'true');
    await expect(hour).toHaveAccessibleDescription(
      /Visits happen between 08:00 and 20:00\. Choose a time between 08:00 and 20:00\./,
    );
  },
};

export const HoursOnly: Story = {
  args: { granularity: 'hour', defaultValue: '18:00' },
  play: async ({ canvasElement }) => {
    const group = await field(canvasElement);
    await expect(within(group).getAllByRole('spinbutton')).toHaveLength(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '09:30' },
  play: async ({ canvasElement }) => {
    const group = await field(canvasElement);
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
      <TimeField {...args} defaultValue="09:30" />
      <TimeField {...args} label="Invalid" defaultValue="07:00" errorMessage="Too early" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await field(canvasElement);
    await field(canvasElement, 'Invalid');
  },
};

/** Bounds: a time outside them is refused with a message in the field's own words. */
export const Limits: Story = {
  args: { minValue: '08:00', maxValue: '20:00', defaultValue: '07:30' },
  play: async ({ canvasElement }) => {
    const group = await field(canvasElement);
    const [hour] = within(group).getAllByRole('spinbutton');
    await expect(hour).toHaveAttribute('aria-invalid', 'true');
    await expect(hour).toHaveAccessibleDescription(/Choose a time between 08:00 and 20:00\.$/);
    await userEvent.click(hour!);
    await userEvent.keyboard('0915');
    await expect(hour).not.toHaveAttribute('aria-invalid');
  },
};

/** A 12-hour clock when asked for: an AM/PM segment follows the minutes. */
export const TwelveHourClock: Story = {
  args: { hourCycle: 12, defaultValue: '14:30' },
  play: async ({ canvasElement, args }) => {
    const group = await field(canvasElement);
    const segments = within(group).getAllByRole('spinbutton');
    await expect(segments).toHaveLength(3);
    await expect(segments[0]).toHaveTextContent('02');
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('15:30');
  },
};
