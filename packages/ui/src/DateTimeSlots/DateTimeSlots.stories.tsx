import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryForm } from '../internal/StoryForm';
import { calendarPopover, loadedField, productSettings } from '../DatePicker/storySupport';
import { fieldArgTypes, noControls, textControls } from '../internal/storyControls';
import { inMainWithLocale } from '../internal/storyDecorators';
import { DateTimeSlots } from './DateTimeSlots';
import type { DateTimeSlot } from './DateTimeSlots';
import { allSlotsFilled } from './slots';

// Fixed dates: screenshots must not depend on the day they are taken. Slots are instants in
// UTC; in March 2026 (before the change to summer time) Paris is UTC+1.
const at = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 2, day, hour - 1, minute)).toISOString();

const meta = {
  title: 'Forms/DateTimeSlots',
  component: DateTimeSlots,
  tags: ['autodocs'],
  args: {
    label: 'Meeting slots',
    placeholderValue: at(15, 9),
    onChange: fn(),
    onFilledChange: fn(),
  },
  argTypes: {
    label: fieldArgTypes.label,
    description: fieldArgTypes.description,
    errorMessage: fieldArgTypes.errorMessage,
    isInvalid: fieldArgTypes.isInvalid,
    isDisabled: fieldArgTypes.isDisabled,
    value: { control: 'object' },
    min: { control: { type: 'range', min: 0, max: 10, step: 1 } },
    max: { control: { type: 'range', min: 1, max: 20, step: 1 } },
    ...textControls('minValue', 'maxValue', 'placeholderValue', 'addLabel'),
    ...noControls('defaultValue', 'slotLabel', 'removeLabel', 'countLabel'),
  },
  // In the app a field sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMainWithLocale(productSettings, { maxWidth: 360 })],
} satisfies Meta<typeof DateTimeSlots>;

export default meta;
type Story = StoryObj<typeof meta>;

const slotGroup = loadedField;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Meeting slots' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 10 slots');
    // The only slot cannot be removed: the minimum is one.
    await expect(canvas.getByRole('button', { name: 'Remove slot 1' })).toBeDisabled();

    const first = within(await slotGroup(canvasElement, 'Slot 1')).getAllByRole('spinbutton')[0]!;
    await userEvent.click(first);
    await userEvent.keyboard('160320261000');
    await expect(args.onChange).toHaveBeenLastCalledWith([at(16, 10)]);

    await userEvent.click(canvas.getByRole('button', { name: 'Add a slot' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([at(16, 10), null]);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 of 10 slots');
    // The new slot takes focus.
    const second = within(await slotGroup(canvasElement, 'Slot 2')).getAllByRole('spinbutton')[0]!;
    await waitFor(() => expect(second).toHaveFocus());
    await userEvent.keyboard('170320261430');
    await expect(args.onChange).toHaveBeenLastCalledWith([at(16, 10), at(17, 14, 30)]);
  },
};

/**
 * A half-typed slot is null in the list, but `onFilledChange` says something is typed; once
 * that slot is removed and the one left is empty, it says so too (a form's leave guard).
 */
export const HalfTyped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = within(await slotGroup(canvasElement, 'Slot 1')).getAllByRole('spinbutton')[0]!;
    await userEvent.click(first);
    await userEvent.keyboard('16');
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onFilledChange).toHaveBeenLastCalledWith(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Add a slot' }));
    await slotGroup(canvasElement, 'Slot 2');
    // The empty state once drawn, then the typed one; the new empty slot changes nothing.
    await expect(args.onFilledChange).toHaveBeenCalledTimes(2);
    await expect(args.onFilledChange).toHaveBeenNthCalledWith(1, false);
    await expect(args.onFilledChange).toHaveBeenNthCalledWith(2, true);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove slot 1' }));
    await waitFor(() => expect(args.onFilledChange).toHaveBeenLastCalledWith(false));
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 10 slots');
  },
};

/** Add until the maximum: then Add is disabled and the count says so. */
export const AddUpToMax: Story = {
  args: { max: 10 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add a slot' });
    for (let count = 1; count < 10; count += 1) {
      await userEvent.click(add);
    }
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await expect(add).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('10 of 10 slots');
    await userEvent.click(add, { pointerEventsCheck: 0 });
    await expect(args.onChange).toHaveBeenCalledTimes(9);
  },
};

/**
 * Keyboard only: Enter on Add makes a slot and focuses it; Remove sends focus to the slot
 * before it.
 */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  args: { defaultValue: [at(16, 10), at(17, 11), at(18, 12)] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add a slot' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const fourth = within(await slotGroup(canvasElement, 'Slot 4')).getAllByRole('spinbutton')[0]!;
    await waitFor(() => expect(fourth).toHaveFocus());
    await userEvent.keyboard('190320260930');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      at(16, 10),
      at(17, 11),
      at(18, 12),
      at(19, 9, 30),
    ]);

    const removeSecond = canvas.getByRole('button', { name: 'Remove slot 2' });
    removeSecond.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([at(16, 10), at(18, 12), at(19, 9, 30)]);
    const first = within(await slotGroup(canvasElement, 'Slot 1')).getAllByRole('spinbutton')[0]!;
    await waitFor(() => expect(first).toHaveFocus());
    // Slot 3 (formerly 4) kept its value: rows are keyed, not indexed.
    await expect(canvas.getByRole('status')).toHaveTextContent('3 of 10 slots');
  },
};

/** The spec's rule: every slot filled, else 'Please fill in all the slots'; empty slots turn red. */
export const Invalid: Story = {
  args: {
    defaultValue: [at(16, 10), null],
    errorMessage: 'Please fill in all the slots',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Meeting slots' })).toHaveAccessibleDescription(
      'Please fill in all the slots',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all the slots');
    const filled = within(await slotGroup(canvasElement, 'Slot 1')).getAllByRole('spinbutton')[0]!;
    const empty = within(await slotGroup(canvasElement, 'Slot 2')).getAllByRole('spinbutton')[0]!;
    await expect(filled).not.toHaveAttribute('aria-invalid');
    await expect(empty).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The caller validates on submit with the same rule. */
export const ValidateOnSubmit: Story = {
  tags: ['!autodocs'],
  render: function Render(args) {
    const [slots, setSlots] = useState<DateTimeSlot[]>([at(16, 10), null]);
    const [error, setError] = useState<string>();
    return (
      <StoryForm
        submit="Propose meeting"
        onSubmit={() => {
          setError(allSlotsFilled(slots) ? undefined : 'Please fill in all the slots');
        }}
      >
        <DateTimeSlots
          {...args}
          value={slots}
          onChange={(next) => {
            setSlots(next);
            args.onChange?.(next);
          }}
          errorMessage={error}
        />
      </StoryForm>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The assertive live region is there, empty, before the error: a screen reader announces
    // what is inserted into it. It becomes an alert with the message.
    const region = canvasElement.querySelector('[aria-live="assertive"]');
    await expect(region).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Propose meeting' }));
    const alert = canvas.getByRole('alert');
    await expect(alert).toBe(region);
    await expect(alert).toHaveTextContent('Please fill in all the slots');
    await expect(alert).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Meeting slots' })).toHaveAccessibleDescription(
      'Please fill in all the slots',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove slot 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Propose meeting' }));
    await expect(canvas.queryByText('Please fill in all the slots')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(region).toBeEmptyDOMElement();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: [at(16, 10), at(17, 11)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await slotGroup(canvasElement, 'Slot 2');
    await expect(canvas.getByRole('button', { name: 'Add a slot' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove slot 1' })).toBeDisabled();
  },
};

/** Ten filled slots: the list at its maximum. */
export const ManyItems: Story = {
  args: {
    defaultValue: Array.from({ length: 10 }, (_, i) => at(16 + (i % 5), 9 + i)),
    description: 'The guest and the host each pick one.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(10);
    await slotGroup(canvasElement, 'Slot 10');
  },
};

/**
 * Meetings cannot be in the past: with `minValue` now (here 15/03/2026 11:00), past days are
 * greyed out in each slot's calendar and a past time is refused as it is typed.
 */
export const PastSlots: Story = {
  args: { minValue: at(15, 11), placeholderValue: at(15, 11) },
  play: async ({ canvasElement }) => {
    const slot = await slotGroup(canvasElement, 'Slot 1');
    const [day] = within(slot).getAllByRole('spinbutton');
    await userEvent.click(day!);
    await userEvent.keyboard('150320260930');
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription(
      /Choose a date and time no earlier than 15\/03\/2026 11:00\.$/,
    );
    await userEvent.click(within(slot).getByRole('button', { name: /Calendar/ }));
    const dialog = await calendarPopover(canvasElement);
    await expect(
      within(dialog).getByRole('button', { name: /^Saturday, 14 March 2026/ }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(
      within(dialog).getByRole('button', { name: /^Monday, 16 March 2026/ }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    defaultValue: [at(16, 10), null],
    errorMessage: 'Please fill in all the slots',
  },
  play: async ({ canvasElement }) => {
    await slotGroup(canvasElement, 'Slot 2');
  },
};
