import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DatePicker } from '../DatePicker';
import { loadedField, productSettings, shownText } from '../DatePicker/storySupport';
import { inBox, inMainWithLocale } from '../internal/storyDecorators';
import { DateRangePresets, dateRangePresetsOrientations } from './DateRangePresets';
import { lastDaysPreset, thisWeekPreset, todayPreset } from './presets';
import type { DateRangeValue } from './presets';

// A fixed today, a Wednesday: its week runs from Monday 16 to Sunday 22 March 2026.
const today = '2026-03-18';
const presets = [todayPreset(), thisWeekPreset()];
const thisWeek = { start: '2026-03-16', end: '2026-03-22' };

const meta = {
  title: 'Forms/DateRangePresets',
  component: DateRangePresets,
  tags: ['autodocs'],
  args: {
    presets,
    today,
    label: 'Date presets',
    onChange: fn(),
  },
  argTypes: {
    value: { control: 'object' },
    today: { control: 'text' },
    label: { control: 'text' },
    orientation: { control: 'inline-radio', options: dateRangePresetsOrientations },
    isDisabled: { control: 'boolean' },
    presets: {
      control: 'inline-radio',
      options: ['Today and this week', 'With the last 7 days'],
      mapping: {
        'Today and this week': presets,
        'With the last 7 days': [...presets, lastDaysPreset(7, 'Last 7 days')],
      },
    },
  },
  // In the app the presets sit in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMainWithLocale(productSettings, { maxWidth: 480 })],
} satisfies Meta<typeof DateRangePresets>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A press gives the preset's range, both ends, counted from `today`. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Date presets' });
    await userEvent.click(within(group).getByRole('button', { name: 'This week' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(thisWeek);
    await userEvent.click(within(group).getByRole('button', { name: 'Today' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: today, end: today });
  },
};

/**
 * The preset equal to the fields' range is the current one: a check mark beside its name and
 * its colour, `aria-current` for assistive technology. Each is a tab stop of its own; Enter
 * and Space press it.
 */
export const Current: Story = {
  args: { value: thisWeek },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const week = canvas.getByRole('button', { name: 'This week' });
    const day = canvas.getByRole('button', { name: 'Today' });
    await expect(week).toHaveAttribute('aria-current', 'true');
    await expect(day).not.toHaveAttribute('aria-current');
    await userEvent.tab();
    await expect(day).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: today, end: today });
    await userEvent.tab();
    await expect(week).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(thisWeek);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Stacked, small, in the height of a field and its label: beside two date fields in a row. */
export const Vertical: Story = {
  args: { orientation: 'vertical', value: { start: today, end: today } },
  play: async ({ canvasElement }) => {
    const [day, week] = within(canvasElement).getAllByRole('button');
    const [a, b] = [day!.getBoundingClientRect(), week!.getBoundingClientRect()];
    // One above the other, as wide as each other, each at least 24 px high (WCAG 2.5.8).
    await expect(b.top).toBeGreaterThanOrEqual(a.bottom);
    await expect(a.width).toBe(b.width);
    await expect(a.height).toBeGreaterThanOrEqual(24);
    await expect(day).toHaveAttribute('aria-current', 'true');
  },
};

/** While the dates do not apply (a filter that ignores them), no preset can be pressed. */
export const Disabled: Story = {
  args: { isDisabled: true, value: thisWeek },
  play: async ({ canvasElement, args }) => {
    for (const button of within(canvasElement).getAllByRole('button')) {
      await expect(button).toBeDisabled();
    }
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Today' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Beside a filter's two date fields: a press sets both at once, and the fields show the range.
 * Typing a date that makes the range a preset's marks that preset.
 */
function BesideTwoFields(props: Parameters<typeof DateRangePresets>[0]) {
  const [range, setRange] = useState<DateRangeValue>({ start: '2026-03-11', end: today });
  return (
    <div style={{ display: 'flex', alignItems: 'flex-start', gap: 4 }}>
      <DatePicker
        label="Start date"
        value={range.start}
        onCommit={(start) => setRange((r) => ({ ...r, start }))}
      />
      <DatePicker
        label="End date"
        value={range.end}
        onCommit={(end) => setRange((r) => ({ ...r, end }))}
      />
      <DateRangePresets
        {...props}
        orientation="vertical"
        value={range}
        onChange={(next) => {
          props.onChange(next);
          setRange(next);
        }}
      />
    </div>
  );
}

export const BesideTwoDateFields: Story = {
  render: (args) => <BesideTwoFields {...args} />,
  decorators: [inBox({ width: 440 })],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const start = await loadedField(canvasElement, 'Start date');
    const end = await loadedField(canvasElement, 'End date');
    await userEvent.click(canvas.getByRole('button', { name: 'This week' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(shownText(start)).toBe('16/03/2026');
    await expect(shownText(end)).toBe('22/03/2026');
    await expect(canvas.getByRole('button', { name: 'This week' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Both ends typed to today: Today is the current preset, This week no longer.
    for (const field of [start, end]) {
      await userEvent.click(within(field).getAllByRole('spinbutton')[0]!);
      await userEvent.keyboard('18032026');
    }
    await expect(canvas.getByRole('button', { name: 'Today' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'This week' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { value: thisWeek },
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      <DateRangePresets {...args} />
      <DateRangePresets {...args} label="Stacked presets" orientation="vertical" />
      <DateRangePresets {...args} label="Disabled presets" isDisabled />
    </div>
  ),
};
