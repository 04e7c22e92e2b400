import { startTransition, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inMainWithLocale } from '../internal/storyDecorators';
import { fieldArgTypes, textControls } from '../internal/storyControls';
import { DatePicker } from './DatePicker';
import { datePickerGranularities } from './types';
import { StandIn, standInParts } from './StandIn';
import {
  calendarPopover,
  loadedField,
  openCalendar,
  productSettings,
  shownText,
} from './storySupport';

// Fixed dates: screenshots must not depend on the day they are taken. The product's settings
// (en-GB, Paris, 24 h) come from the LocaleProvider, not from the browser running the story.
const march15 = '2026-03-15';
const settings = productSettings;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const field = loadedField;
/** Tabs until focus leaves the segments for the calendar button. */
const tabToCalendarButton = async (canvasElement: HTMLElement) => {
  const button = within(canvasElement).getByRole('button', { name: /Calendar/ });
  for (let i = 0; i < 4 && !button.matches(':focus'); i += 1) await userEvent.tab();
  await expect(button).toHaveFocus();
};
const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: {
    label: 'Visit date',
    placeholderValue: march15,
    onChange: fn(),
    onCommit: fn(),
    onFilledChange: fn(),
  },
  argTypes: {
    ...fieldArgTypes,
    granularity: { control: 'inline-radio', options: datePickerGranularities },
    ...textControls('value', 'defaultValue', 'minValue', 'maxValue', 'placeholderValue'),
  },
  // In the app a field sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMainWithLocale(settings, { maxWidth: 320 })],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing digits fills the day, month and year segments in turn; the value is an ISO day. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const group = await field(canvasElement, 'Visit date');
    await expect(group).toHaveTextContent('dd/mm/yyyy');
    const segments = within(group).getAllByRole('spinbutton');
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('20032026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-20');
  },
};

/** Arrows change a segment, Alt+ArrowDown opens the calendar, arrows move in it, Enter picks. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  args: { defaultValue: march15 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = await field(canvasElement, 'Visit date');
    await userEvent.tab();
    const day = within(group).getAllByRole('spinbutton')[0]!;
    await expect(day).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-16');

    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await calendarPopover(canvasElement);
    const grid = within(dialog).getByRole('grid');
    await waitFor(() =>
      expect(within(grid).getByRole('button', { name: /16 March 2026/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-24');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());

    // The calendar button is reachable by Tab after the segments.
    const button = canvas.getByRole('button', { name: /Calendar/ });
    await openCalendar(canvasElement, button);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** The open calendar, for the screenshot and the accessibility check of the popover. */
export const Open: Story = {
  args: { defaultValue: march15 },
  play: async ({ canvasElement, args }) => {
    await field(canvasElement, 'Visit date');
    const dialog = await openCalendar(canvasElement);
    await expect(within(dialog).getByRole('heading', { name: 'March 2026' })).toBeVisible();
    // Weeks start on Monday in en-GB.
    await expect(
      Array.from(dialog.querySelectorAll('thead th')).map((cell) => cell.textContent),
    ).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
    // React Aria adds a second, visually hidden 'Next' button for screen readers at the end.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Next' })[0]!);
    await expect(within(dialog).getByRole('heading', { name: 'April 2026' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
    await userEvent.click(
      within(dialog).getByRole('button', { name: /^Wednesday, 18 March 2026/ }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-18');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // Open again for the picture.
    await openCalendar(canvasElement);
  },
};

/** Empty: the segments show their placeholders, the calendar opens on `placeholderValue`. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const group = await field(canvasElement, 'Visit date');
    await expect(group).toHaveTextContent('dd/mm/yyyy');
    const dialog = await openCalendar(canvasElement);
    await expect(within(dialog).getByRole('heading', { name: 'March 2026' })).toBeVisible();
  },
};

/**
 * A minimum and a maximum (e.g. a start date between an office's earliest start and its last
 * availability) and unavailable days: days outside are greyed out and cannot be picked.
 */
export const Limits: Story = {
  args: {
    defaultValue: '2026-03-17',
    minValue: '2026-03-10',
    maxValue: '2026-03-25',
    isDateUnavailable: isWeekend,
    description: 'Visits happen on weekdays.',
  },
  play: async ({ canvasElement, args }) => {
    await field(canvasElement, 'Visit date');
    const dialog = await openCalendar(canvasElement);
    const day = (name: RegExp) => within(dialog).getByRole('button', { name });
    // Before the minimum, after the maximum, and on weekends: disabled.
    await expect(day(/^Monday, 9 March 2026/)).toHaveAttribute('aria-disabled', 'true');
    await expect(day(/^Thursday, 26 March 2026/)).toHaveAttribute('aria-disabled', 'true');
    await expect(day(/^Saturday, 21 March 2026/)).toHaveAttribute('aria-disabled', 'true');
    // The bounds themselves can be picked.
    await expect(day(/^Tuesday, 10 March 2026/)).not.toHaveAttribute('aria-disabled');
    await expect(day(/^Wednesday, 25 March 2026/)).not.toHaveAttribute('aria-disabled');
    // A disabled day does nothing when pressed.
    await userEvent.click(day(/^Monday, 9 March 2026/), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    // Months wholly outside the bounds cannot be reached.
    await expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

/** A typed date outside the bounds is refused with a message, and is not committed. */
export const TypedOutsideTheBounds: Story = {
  tags: ['!autodocs'],
  args: { minValue: '2026-03-10', maxValue: '2026-03-25' },
  play: async ({ canvasElement, args }) => {
    const group = await field(canvasElement, 'Visit date');
    const [day] = within(group).getAllByRole('spinbutton');
    await userEvent.click(day!);
    await userEvent.keyboard('05032026{Enter}');
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription(
      /Choose a date between 10\/03\/2026 and 25\/03\/2026\.$/,
    );
    await expect(args.onCommit).not.toHaveBeenCalled();
    // Corrected, it is taken.
    await userEvent.click(day!);
    await userEvent.keyboard('12032026{Enter}');
    await expect(day).not.toHaveAttribute('aria-invalid');
    await expect(args.onCommit).toHaveBeenLastCalledWith('2026-03-12', { isRevision: false });
  },
};

/**
 * `onCommit` (for filters) hears a typed date once the typing is over: when the year's fourth
 * digit is typed (never the day, the month, or the years 2, 20 and 202 on the way), on Enter,
 * or on leaving the segments; an arrow step waits for them too. Enter after the year adds
 * nothing. A value given again in the same edit is a revision; a new edit after leaving the
 * segments, and a day picked in the calendar, start afresh.
 */
export const Commit: Story = {
  tags: ['!autodocs'],
  args: { value: march15, label: 'Start date' },
  play: async ({ canvasElement, args }) => {
    const group = await field(canvasElement, 'Start date');
    const [day] = within(group).getAllByRole('spinbutton');
    await userEvent.click(day!);
    // The day and the month typed over a whole date, then a year half-typed: not yet.
    await userEvent.keyboard('0102');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-02-01');
    await userEvent.keyboard('202');
    await expect(args.onCommit).not.toHaveBeenCalled();
    await userEvent.keyboard('6');
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
    await expect(args.onCommit).toHaveBeenLastCalledWith('2026-02-01', { isRevision: false });
    await userEvent.keyboard('{Enter}');
    await expect(args.onCommit).toHaveBeenCalledTimes(1);

    // The day alone, then Enter; an arrow step, then leaving: each once.
    await tabToCalendarButton(canvasElement);
    await userEvent.click(day!);
    await userEvent.keyboard('03');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-02-03');
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onCommit).toHaveBeenCalledTimes(2);
    await expect(args.onCommit).toHaveBeenLastCalledWith('2026-02-03', { isRevision: false });
    await userEvent.click(day!);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-02-05');
    await expect(args.onCommit).toHaveBeenCalledTimes(2);
    await tabToCalendarButton(canvasElement);
    await expect(args.onCommit).toHaveBeenCalledTimes(3);
    await expect(args.onCommit).toHaveBeenLastCalledWith('2026-02-05', { isRevision: true });

    const dialog = await openCalendar(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Friday, 6 February 2026/ }));
    await expect(args.onCommit).toHaveBeenCalledTimes(4);
    await expect(args.onCommit).toHaveBeenLastCalledWith('2026-02-06', { isRevision: false });
  },
};

/**
 * The caller of a filter: it holds what `onCommit` gives, the way the app's URL does (in a
 * transition, so its value comes back a render or more after the field's), and shows it.
 */
function FilterParent(props: Parameters<typeof DatePicker>[0]) {
  const [value, setValue] = useState<string | null>(march15);
  return (
    <>
      <DatePicker
        {...props}
        label="Start date"
        value={value}
        onCommit={(day, details) => {
          props.onCommit?.(day, details);
          startTransition(() => setValue(day));
        }}
      />
      <p>Filter: {value}</p>
    </>
  );
}

/**
 * A date typed digit by digit into a filter applies once, when its year's fourth digit is
 * typed: the day and the month typed over the filter's date, and the years 2, 20 and 202,
 * leave the filter as it was, and its answer never puts back an older date while the typing
 * goes on (the board's start date did nothing until Enter or leaving the field, then reloaded
 * the board for each digit).
 */
export const TypedIntoAFilter: Story = {
  tags: ['!autodocs'],
  render: (args) => <FilterParent {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = await field(canvasElement, 'Start date');
    const [day, , year] = within(group).getAllByRole('spinbutton');
    await userEvent.click(day!);
    const steps: [string, string, number][] = [
      // key, the filter after it, the year shown
      ['0', march15, 2026],
      ['1', march15, 2026],
      ['0', march15, 2026],
      ['2', march15, 2026],
      ['2', march15, 2],
      ['0', march15, 20],
      ['2', march15, 202],
      ['7', '2027-02-01', 2027],
    ];
    for (const [key, filter, shownYear] of steps) {
      await userEvent.keyboard(key);
      await expect(canvas.getByText(`Filter: ${filter}`)).toBeVisible();
      await waitFor(() => expect(year).toHaveAttribute('aria-valuenow', String(shownYear)));
    }
    await expect(shownText(group)).toBe('01/02/2027');
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
    await expect(day).not.toHaveAttribute('aria-invalid');
  },
};

/** A Today choice beside the calendar picks `today` at once and closes the popover. */
export const TodayChoice: Story = {
  args: { value: '2026-03-02', label: 'Start date', todayChoice: 'Today', today: march15 },
  play: async ({ canvasElement, args }) => {
    await field(canvasElement, 'Start date');
    let dialog = await openCalendar(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Today' }));
    await expect(args.onCommit).toHaveBeenLastCalledWith(march15, { isRevision: false });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // By keyboard: Shift+Tab from the calendar's grid reaches it; marked when it is the value.
    dialog = await openCalendar(canvasElement);
    const today = within(dialog).getByRole('button', { name: 'Today' });
    for (let i = 0; i < 4 && !today.matches(':focus'); i += 1) {
      await userEvent.tab({ shift: true });
    }
    await expect(today).toHaveFocus();
    await expect(today).toHaveAttribute('aria-current', 'true');
  },
};

/**
 * A half-typed date is pointed out once the segments are left. Its value is still null, but
 * `onFilledChange` tells the form that something was typed (and, after Backspace, that it
 * was all taken back).
 */
export const Incomplete: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const group = await field(canvasElement, 'Visit date');
    const [day] = within(group).getAllByRole('spinbutton');
    // Told once drawn: empty.
    await waitFor(() => expect(args.onFilledChange).toHaveBeenCalledWith(false));
    await userEvent.click(day!);
    await userEvent.keyboard('1');
    await waitFor(() => expect(args.onFilledChange).toHaveBeenLastCalledWith(true));
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(args.onFilledChange).toHaveBeenLastCalledWith(false));
    await userEvent.keyboard('12');
    await waitFor(() => expect(args.onFilledChange).toHaveBeenLastCalledWith(true));
    await expect(args.onChange).not.toHaveBeenCalledWith(expect.any(String));
    await expect(day).not.toHaveAttribute('aria-invalid');
    await tabToCalendarButton(canvasElement);
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription(/Enter a complete date\.$/);
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Please fill in a date and a time' },
  play: async ({ canvasElement }) => {
    const group = await field(canvasElement, /Visit date/);
    const day = within(group).getAllByRole('spinbutton')[0]!;
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription(/Please fill in a date and a time/);
  },
};

export const Disabled: Story = {
  tags: ['!autodocs'],
  args: { isDisabled: true, defaultValue: march15 },
  play: async ({ canvasElement }) => {
    await field(canvasElement, 'Visit date');
    await expect(within(canvasElement).getByRole('button', { name: /Calendar/ })).toBeDisabled();
  },
};

/**
 * A date and a time in one field (`granularity="minute"`), 24-hour clock. The value is an
 * instant in UTC; 14:30 in Paris in March is 13:30 UTC.
 */
export const DateAndTime: Story = {
  args: {
    label: 'Meeting',
    granularity: 'minute',
    placeholderValue: '2026-03-15T08:00:00.000Z',
  },
  play: async ({ canvasElement, args }) => {
    const group = await field(canvasElement, 'Meeting');
    const segments = within(group).getAllByRole('spinbutton');
    await expect(segments).toHaveLength(5);
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('17032026');
    await userEvent.keyboard('1430');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-17T13:30:00.000Z');
    // In summer time, 14:30 in Paris is 12:30 UTC.
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('17062026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-06-17T12:30:00.000Z');
  },
};

/**
 * The earliest slot is now (here 15/03/2026 11:00): past days are greyed out, and a past time
 * today is refused as it is typed.
 */
export const PastTimesRefused: Story = {
  tags: ['!autodocs'],
  args: {
    label: 'Meeting',
    granularity: 'minute',
    minValue: '2026-03-15T10:00:00.000Z',
    placeholderValue: '2026-03-15T10:00:00.000Z',
  },
  play: async ({ canvasElement }) => {
    const group = await field(canvasElement, 'Meeting');
    const segments = within(group).getAllByRole('spinbutton');
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('150320260930');
    await expect(segments[0]).toHaveAccessibleDescription(
      /Choose a date and time no earlier than 15\/03\/2026 11:00\.$/,
    );
    const dialog = await openCalendar(canvasElement);
    await expect(
      within(dialog).getByRole('button', { name: /^Saturday, 14 March 2026/ }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(
      within(dialog).getByRole('button', { name: /^Sunday, 15 March 2026/ }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

/**
 * What a field shows for the moment its code loads after the screen's first paint (left of
 * each pair), beside the field itself: they match, so nothing moves when it arrives.
 */
export const WhileLoading: Story = {
  tags: ['!autodocs'],
  args: { defaultValue: march15 },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, width: 640 }}>
      <StandIn field={{ label: 'Visit date' }} inputs={[standInParts(march15, 'date', settings)]} />
      <DatePicker {...args} label="Visit date" />
      <StandIn
        field={{ label: 'Meeting' }}
        inputs={[standInParts(null, 'date and time', settings)]}
      />
      <DatePicker {...args} label="Meeting" granularity="minute" defaultValue={null} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await field(canvasElement, 'Visit date');
    await field(canvasElement, 'Meeting');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: march15, minValue: '2026-03-10' },
  play: async ({ canvasElement }) => {
    await field(canvasElement, 'Visit date');
    await openCalendar(canvasElement);
  },
};
