import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate, CalendarDateTime, isWeekend } from '@internationalized/date';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

// Fixed dates: screenshots must not depend on the day they are taken.
const march15 = new CalendarDate(2026, 3, 15);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: { label: 'Visit date', placeholderValue: march15, onChange: fn() },
  // In the app a field sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [
    (Story) => (
      <main style={{ maxWidth: 320 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof DatePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing digits fills the day, month and year segments in turn (en-GB order). */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Visit date' });
    const segments = within(group).getAllByRole('spinbutton');
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('20032026');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 20));
  },
};

/** Arrows change a segment, Alt+ArrowDown opens the calendar, arrows move in it, Enter picks. */
export const Keyboard: Story = {
  args: { defaultValue: march15 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Visit date' });
    await userEvent.tab();
    const day = within(group).getAllByRole('spinbutton')[0]!;
    await expect(day).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 16));

    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await body(canvasElement).findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    await waitFor(() =>
      expect(within(grid).getByRole('button', { name: /16 March 2026/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 24));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());

    // The calendar button is reachable by Tab after the segments.
    const button = canvas.getByRole('button', { name: /Calendar/ });
    await userEvent.click(button);
    await body(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** The open calendar, for the screenshot and the accessibility check of the popover. */
export const Open: Story = {
  args: { defaultValue: march15 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('heading', { name: 'March 2026' })).toBeVisible();
    // React Aria adds a second, visually hidden 'Next' button for screen readers at the end.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Next' })[0]!);
    await expect(within(dialog).getByRole('heading', { name: 'April 2026' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
    await userEvent.click(
      within(dialog).getByRole('button', { name: /^Wednesday, 18 March 2026/ }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 18));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // Open again for the picture.
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    await body(canvasElement).findByRole('dialog');
  },
};

/** Empty: the segments show their placeholders, the calendar opens on `placeholderValue`. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('heading', { name: 'March 2026' })).toBeVisible();
  },
};

/** Limits and unavailable days: weekends cannot be picked, nor days before 10 March. */
export const Limits: Story = {
  args: {
    defaultValue: march15,
    minValue: new CalendarDate(2026, 3, 10),
    isDateUnavailable: (date) => isWeekend(date, 'en-GB'),
    description: 'Visits happen on weekdays.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(
      within(dialog).getByRole('button', { name: /^Monday, 9 March 2026/ }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(
      within(dialog).getByRole('button', { name: /Saturday, 21 March 2026/ }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Please fill in a date and a time' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /Visit date/ });
    const day = within(group).getAllByRole('spinbutton')[0]!;
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription(/Please fill in a date and a time/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: march15 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Calendar/ })).toBeDisabled();
  },
};

/** A date and a time in one field (`granularity="minute"`), 24-hour clock in en-GB. */
export const DateAndTime: StoryObj<typeof DatePicker<CalendarDateTime>> = {
  args: {
    label: 'Meeting',
    granularity: 'minute',
    placeholderValue: new CalendarDateTime(2026, 3, 15, 9, 0),
    onChange: fn(),
  },
  render: (args) => <DatePicker<CalendarDateTime> {...args} />,
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Meeting' });
    const segments = within(group).getAllByRole('spinbutton');
    await expect(segments).toHaveLength(5);
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('17032026');
    await userEvent.keyboard('1430');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDateTime(2026, 3, 17, 14, 30));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: march15 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    await body(canvasElement).findByRole('dialog');
  },
};
