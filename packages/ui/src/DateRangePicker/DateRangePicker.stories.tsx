import { startTransition, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  calendarPopover,
  loadedField,
  openCalendar,
  productSettings,
  shownText,
} from '../DatePicker/storySupport';
import { fieldArgTypes, textControls } from '../internal/storyControls';
import { inMainWithLocale } from '../internal/storyDecorators';
import { DateRangePicker } from './DateRangePicker';
import { defaultDateRangePresets, lastDaysPreset } from './presets';
import type { DateRangeValue } from './presets';

// Fixed dates: screenshots must not depend on the day they are taken. The product's settings
// come from the LocaleProvider, not from the browser running the story.
const today = '2026-03-15';
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const field = (canvasElement: HTMLElement) => loadedField(canvasElement, 'Dates');
/** Opens the popover and waits for its calendar. */
const openPopover = async (canvasElement: HTMLElement) => {
  await field(canvasElement);
  return openCalendar(canvasElement);
};

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  tags: ['autodocs'],
  args: {
    label: 'Dates',
    today,
    presets: defaultDateRangePresets,
    onChange: fn(),
  },
  argTypes: {
    ...fieldArgTypes,
    value: { control: 'object' },
    defaultValue: { control: 'object' },
    presets: {
      control: 'inline-radio',
      options: ['Last 7 and 28 days', 'None'],
      mapping: { 'Last 7 and 28 days': defaultDateRangePresets, None: [] },
    },
    ...textControls('today', 'minValue', 'maxValue', 'presetsLabel'),
  },
  // In the app a field sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMainWithLocale(productSettings, { maxWidth: 360 })],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing fills the start, then the end. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const group = await field(canvasElement);
    const segments = within(group).getAllByRole('spinbutton');
    await expect(segments).toHaveLength(6);
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('01032026');
    await userEvent.keyboard('15032026');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-03-01', end: today });
  },
};

/** A preset sets the range from `today` and closes the popover; reopening marks it current. */
export const Presets: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await openPopover(canvasElement);
    const button = canvas.getByRole('button', { name: /Calendar/ });
    const presets = within(dialog).getByRole('group', { name: 'Presets' });
    await userEvent.click(within(presets).getByRole('button', { name: 'Last 7 days' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-03-08', end: today });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());

    await userEvent.click(button);
    const reopened = await body(canvasElement).findByRole('dialog');
    await expect(within(reopened).getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(
      within(reopened).getByRole('button', { name: 'Last 28 days' }),
    ).not.toHaveAttribute('aria-current');
  },
};

/** Picking two days in the calendar makes the range. */
export const PickInCalendar: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const dialog = await openPopover(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Tuesday, 10 March 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^Friday, 20 March 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: '2026-03-10',
      end: '2026-03-20',
    });
  },
};

/** Alt+ArrowDown opens, arrows and Enter pick both ends; Shift+Tab reaches the presets. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await field(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await calendarPopover(canvasElement);
    // The calendar opens on `today` and focuses it.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /^Sunday, 15 March 2026/ })).toHaveFocus(),
    );
    const cell = (name: RegExp) => within(dialog).getByRole('button', { name });
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(cell(/^Saturday, 14 March 2026/)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    // Then move to 16 March. (React Aria may move focus right after the first Enter, so the
    // test walks to the target instead of counting presses.)
    const target = cell(/^Monday, 16 March 2026/);
    for (let i = 0; i < 4 && !target.matches(':focus'); i += 1) {
      const from = dialog.ownerDocument.activeElement;
      await userEvent.keyboard('{ArrowRight}');
      // Each step once focus has left the day it was on.
      await waitFor(() => expect(dialog.ownerDocument.activeElement).not.toBe(from));
    }
    await expect(target).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: '2026-03-14',
      end: '2026-03-16',
    });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const reopened = await body(canvasElement).findByRole('dialog');
    const last28 = within(reopened).getByRole('button', { name: 'Last 28 days' });
    for (let i = 0; i < 6 && !last28.matches(':focus'); i += 1) {
      await userEvent.tab({ shift: true });
    }
    await expect(last28).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-02-15', end: today });
  },
};

/** The open popover with a selected range, for the screenshot and the accessibility check. */
export const Open: Story = {
  args: {
    defaultValue: { start: '2026-03-08', end: today },
    description: 'Requests received between these days.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPopover(canvasElement);
    await expect(within(dialog).getByRole('heading', { name: 'March 2026' })).toBeVisible();
  },
};

/** Without presets the popover holds only the calendar. */
export const WithoutPresets: Story = {
  args: { presets: [], defaultValue: { start: '2026-03-02', end: today } },
  play: async ({ canvasElement }) => {
    const dialog = await openPopover(canvasElement);
    await expect(within(dialog).queryByRole('group', { name: 'Presets' })).toBeNull();
  },
};

/** The app can pass its own presets, here with longer labels. */
export const CustomPresets: Story = {
  args: {
    presets: [
      lastDaysPreset(1, 'Since yesterday'),
      lastDaysPreset(90, 'The last three months'),
      {
        id: 'this-month',
        label: 'This month so far',
        range: (day) => ({ start: `${day.slice(0, 8)}01`, end: day }),
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openPopover(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'This month so far' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-03-01', end: today });
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: { start: today, end: '2026-03-01' },
    errorMessage: 'The end date is before the start date.',
  },
  play: async ({ canvasElement }) => {
    const group = await field(canvasElement);
    const first = within(group).getAllByRole('spinbutton')[0]!;
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription(/The end date is before the start date\./);
  },
};

export const Disabled: Story = {
  tags: ['!autodocs'],
  args: { isDisabled: true, defaultValue: { start: '2026-03-08', end: today } },
  play: async ({ canvasElement }) => {
    await field(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: /Calendar/ })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: { start: '2026-02-15', end: today }, minValue: '2026-02-10' },
  play: async ({ canvasElement }) => {
    await openPopover(canvasElement);
  },
};

/**
 * Bounds: days outside are greyed out in the calendar, and a typed day outside them is refused
 * with a message.
 */
export const Limits: Story = {
  args: { presets: [], minValue: '2026-03-05', maxValue: today },
  play: async ({ canvasElement }) => {
    const dialog = await openPopover(canvasElement);
    const day = (name: RegExp) => within(dialog).getByRole('button', { name });
    await expect(day(/^Wednesday, 4 March 2026/)).toHaveAttribute('aria-disabled', 'true');
    await expect(day(/^Monday, 16 March 2026/)).toHaveAttribute('aria-disabled', 'true');
    await expect(day(/^Thursday, 5 March 2026/)).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());

    const first = within(await field(canvasElement)).getAllByRole('spinbutton')[0]!;
    await userEvent.click(first);
    await userEvent.keyboard('0103202610032026');
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription(
      /Choose a date between 05\/03\/2026 and 15\/03\/2026\.$/,
    );
  },
};

/** An end before the start is pointed out. */
export const Reversed: Story = {
  tags: ['!autodocs'],
  args: { presets: [], defaultValue: { start: today, end: '2026-03-01' } },
  play: async ({ canvasElement }) => {
    const first = within(await field(canvasElement)).getAllByRole('spinbutton')[0]!;
    await expect(first).toHaveAccessibleDescription(
      /Choose an end date no earlier than the start date\.$/,
    );
  },
};

/**
 * Whether a day reads back as itself through `Date.UTC`, as the app's URL check reads it: the
 * years 0 to 99 come back as 1900 to 1999, so such a day "does not exist" there.
 */
const readsBack = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10) === day;
};
const defaultRange: DateRangeValue = { start: '2026-02-15', end: today };

/**
 * The caller of Analytics' range: it keeps the range in the URL (in a transition, so its value
 * comes back a render or more later), where a day that does not read back falls back to the
 * default range.
 */
function UrlParent(props: Parameters<typeof DateRangePicker>[0]) {
  const [range, setRange] = useState(defaultRange);
  return (
    <>
      <DateRangePicker
        {...props}
        value={range}
        onChange={(next) => {
          props.onChange?.(next);
          const kept = next && readsBack(next.start) && readsBack(next.end) ? next : defaultRange;
          startTransition(() => setRange(kept));
        }}
      />
      <p>
        Range: {range.start} to {range.end}
      </p>
    </>
  );
}

/**
 * A range typed digit by digit keeps what is typed. The caller hears only finished
 * ranges (never the years 2, 20 and 202 React Aria holds while 2026 is typed, which the URL
 * refused, so the range snapped back to the default as the year was typed), and each one at
 * once.
 */
export const TypedIntoTheUrl: Story = {
  tags: ['!autodocs'],
  args: { presets: [] },
  render: (args) => <UrlParent {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = await field(canvasElement);
    const segments = within(group).getAllByRole('spinbutton');
    const [startDay, , startYear, , , endYear] = segments;
    await userEvent.click(startDay!);
    const steps: [string, string, number][] = [
      // key, the URL's range after it, the start year shown
      ['0', '2026-02-15 to 2026-03-15', 2026],
      ['1', '2026-02-01 to 2026-03-15', 2026],
      ['0', '2026-02-01 to 2026-03-15', 2026],
      ['1', '2026-01-01 to 2026-03-15', 2026],
      ['2', '2026-01-01 to 2026-03-15', 2],
      ['0', '2026-01-01 to 2026-03-15', 20],
      ['2', '2026-01-01 to 2026-03-15', 202],
      ['5', '2025-01-01 to 2026-03-15', 2025],
    ];
    for (const [key, range, shownYear] of steps) {
      await userEvent.keyboard(key);
      // The URL's range is drawn in a transition: waited for, as a loaded machine defers it.
      await expect(await canvas.findByText(`Range: ${range}`)).toBeVisible();
      await waitFor(() => expect(startYear).toHaveAttribute('aria-valuenow', String(shownYear)));
    }
    // Focus went on to the end; its year typed the same way.
    await userEvent.keyboard('3112');
    await expect(await canvas.findByText('Range: 2025-01-01 to 2026-12-31')).toBeVisible();
    await userEvent.keyboard('2');
    await waitFor(() => expect(endYear).toHaveAttribute('aria-valuenow', '2'));
    await userEvent.keyboard('025');
    await waitFor(() => expect(shownText(group)).toBe('01/01/2025–31/12/2025'));
    await expect(await canvas.findByText('Range: 2025-01-01 to 2025-12-31')).toBeVisible();
    const given = (args.onChange as ReturnType<typeof fn>).mock.calls.map(
      ([range]) => (range as DateRangeValue | null)?.start,
    );
    await expect(given.every((start) => start !== undefined && readsBack(start))).toBe(true);
    await expect(segments[0]).not.toHaveAttribute('aria-invalid');
  },
};
