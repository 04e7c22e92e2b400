import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';
import { defaultDateRangePresets, lastDaysPreset } from './presets';

// Fixed dates: screenshots must not depend on the day they are taken.
const today = new CalendarDate(2026, 3, 15);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

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
  // In the app a field sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [
    (Story) => (
      <main style={{ maxWidth: 360 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing fills the start, then the end. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Dates' });
    const segments = within(group).getAllByRole('spinbutton');
    await expect(segments).toHaveLength(6);
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('01032026');
    await userEvent.keyboard('15032026');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 3, 1),
      end: today,
    });
  },
};

/** A preset sets the range from `today` and closes the popover; reopening marks it current. */
export const Presets: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Calendar/ });
    await userEvent.click(button);
    const dialog = await body(canvasElement).findByRole('dialog');
    const presets = within(dialog).getByRole('group', { name: 'Presets' });
    await userEvent.click(within(presets).getByRole('button', { name: 'Last 7 days' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 3, 8),
      end: today,
    });
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
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Tuesday, 10 March 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^Friday, 20 March 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 3, 10),
      end: new CalendarDate(2026, 3, 20),
    });
  },
};

/** Alt+ArrowDown opens, arrows and Enter pick both ends; Shift+Tab reaches the presets. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await body(canvasElement).findByRole('dialog');
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
      await userEvent.keyboard('{ArrowRight}');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await expect(target).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 3, 14),
      end: new CalendarDate(2026, 3, 16),
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
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 2, 15),
      end: today,
    });
  },
};

/** The open popover with a selected range, for the screenshot and the accessibility check. */
export const Open: Story = {
  args: {
    defaultValue: { start: new CalendarDate(2026, 3, 8), end: today },
    description: 'Requests received between these days.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('heading', { name: 'March 2026' })).toBeVisible();
  },
};

/** Without presets the popover holds only the calendar. */
export const WithoutPresets: Story = {
  args: { presets: [], defaultValue: { start: new CalendarDate(2026, 3, 2), end: today } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const dialog = await body(canvasElement).findByRole('dialog');
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
        range: (day) => ({ start: day.set({ day: 1 }), end: day }),
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'This month so far' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 3, 1),
      end: today,
    });
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: { start: today, end: new CalendarDate(2026, 3, 1) },
    errorMessage: 'The end date is before the start date.',
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Dates' });
    const first = within(group).getAllByRole('spinbutton')[0]!;
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription(/The end date is before the start date\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: new CalendarDate(2026, 3, 8), end: today } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Calendar/ })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: { start: new CalendarDate(2026, 2, 15), end: today } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    await body(canvasElement).findByRole('dialog');
  },
};
