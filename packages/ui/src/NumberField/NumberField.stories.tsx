import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryForm, ThenNext } from '../internal/StoryForm';
import { useCheckedOnSubmit } from '../internal/useCheckedOnSubmit';
import { StateMatrixTable, restHoverFocus, stateMatrixPlay } from '../internal/ForcedState';
import { fieldArgTypes, fieldArgs, flagControls } from '../internal/storyControls';
import { NumberField } from './NumberField';
import { inMainStyled } from '../internal/storyDecorators';

/** What the value is, for the Controls panel. */
const formats: Record<string, Intl.NumberFormatOptions | undefined> = {
  'A count': undefined,
  Euros: { style: 'currency', currency: 'EUR' },
  'A share': { style: 'percent' },
};

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Desks', onChange: fn(), onBlur: fn(), ...fieldArgs },
  argTypes: {
    ...flagControls('isReadOnly', 'isWheelDisabled'),
    ...fieldArgTypes,
    formatOptions: {
      control: 'inline-radio',
      options: Object.keys(formats),
      mapping: formats,
    },
    step: { control: 'number' },
    minValue: { control: 'number' },
    maxValue: { control: 'number' },
    placeholder: { control: 'text' },
  },
  // In the app a field sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMainStyled({ maxWidth: 360 })],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every state of a number field, one under the other: at rest, hovered, focused, disabled,
 * read-only and invalid. Hover and focus are forced for review and the picture.
 */
export const StateMatrix: Story = {
  render: () => (
    <StateMatrixTable
      caption="Number field states"
      target="[role='group']"
      rows={[
        ...restHoverFocus(<NumberField label="Desks" defaultValue={4} />, ['focus-within']),
        { title: 'Disabled', field: <NumberField label="Desks" defaultValue={4} isDisabled /> },
        { title: 'Read-only', field: <NumberField label="Desks" defaultValue={4} isReadOnly /> },
        {
          title: 'Invalid',
          field: (
            <NumberField
              label="Desks"
              defaultValue={0}
              errorMessage="An office has at least one desk. Enter 1 or more."
            />
          ),
        },
      ]}
    />
  ),
  play: stateMatrixPlay('Number field states', 'textbox', 6),
};

export const Playground: Story = {
  args: { defaultValue: 4, minValue: 1, description: 'Desks in the office.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Desks' });
    await expect(input).toHaveValue('4');
    await expect(input).toHaveAccessibleDescription('Desks in the office.');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Desks' }));
    await expect(input).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Desks' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Desks' }));
    await expect(input).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

/**
 * Tab reaches the input only (the steppers are out of the Tab order: the arrows do the same);
 * Up/Down step, Home/End go to the bounds, an emptied field reports `null`.
 */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  args: { defaultValue: 10, minValue: 0, maxValue: 200, step: 5 },
  render: (args) => (
    <ThenNext>
      <NumberField {...args} />
    </ThenNext>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Desks' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('15');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('20');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('15');
    await expect(args.onChange).toHaveBeenLastCalledWith(15);
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('200');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('0');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('button', { name: 'Increase Desks' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
  },
};

/** EUR in the user's locale: en-GB here, and a French user below ('1 250,00 €'). */
export const Currency: Story = {
  args: {
    label: 'Monthly price',
    defaultValue: 1250,
    minValue: 0,
    formatOptions: { style: 'currency', currency: 'EUR' },
  },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <NumberField {...args} />
      <I18nProvider locale="fr-FR">
        <NumberField {...args} label="Prix mensuel" />
      </I18nProvider>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Monthly price' });
    await expect(input).toHaveValue('€1,250.00');
    // U+202F (narrow no-break space) groups thousands and U+00A0 precedes the sign in fr-FR.
    await expect(canvas.getByRole('textbox', { name: 'Prix mensuel' })).toHaveValue(
      '1\u202f250,00\u00a0€',
    );
    await userEvent.clear(input);
    await userEvent.type(input, '980.5');
    await userEvent.tab();
    await expect(input).toHaveValue('€980.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(980.5);
  },
};

/** A share: the value is a fraction (0.2) shown as a percentage; the arrows step by 1 %. */
export const Percent: Story = {
  args: {
    label: 'Commission',
    defaultValue: 0.2,
    minValue: 0,
    maxValue: 1,
    formatOptions: { style: 'percent' },
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Commission' });
    await expect(input).toHaveValue('20%');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('21%');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.21);
  },
};

/** What is typed outside the bounds is brought back to them when the field is left. */
export const MinMax: Story = {
  args: { label: 'Guests', minValue: 1, maxValue: 50, description: 'From 1 to 50.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Guests' });
    await userEvent.type(input, '150');
    await userEvent.tab();
    await expect(input).toHaveValue('50');
    await expect(args.onChange).toHaveBeenLastCalledWith(50);
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    // At the bound, the stepper that would leave it is disabled.
    await expect(canvas.getByRole('button', { name: 'Decrease Guests' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  tags: ['!autodocs'],
  args: { isDisabled: true, defaultValue: 12 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Desks' });
    await expect(input).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase Desks' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Desks' }), {
      pointerEventsCheck: 0,
    });
    await expect(input).toHaveValue('12');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The error comes from the caller and is read after the label through aria-describedby. */
export const Invalid: Story = {
  args: {
    label: 'Monthly price',
    isRequired: true,
    formatOptions: { style: 'currency', currency: 'EUR' },
    description: 'Excluding VAT.',
    errorMessage: 'Please fill in all the fields',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Monthly price/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(canvas.getByText('Please fill in all the fields')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Excluding VAT. Please fill in all the fields');
  },
};

/** A visually hidden label for a field whose context names it (a table row). */
export const HiddenLabel: Story = {
  tags: ['!autodocs'],
  args: { label: 'Desks of office 42', hideLabel: true, defaultValue: 8 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Desks of office 42' }),
    ).toHaveValue('8');
  },
};

export const LongContent: Story = {
  args: {
    label: 'Deposit asked of the guest as written on the signed contract, fees excluded',
    defaultValue: 123456789.25,
    formatOptions: { style: 'currency', currency: 'EUR' },
    description:
      'Use the amount printed on the contract, even when the listing shows a rounded one, so that the invoices match.',
    errorMessage: 'This deposit does not match the one of the contract: check the fees.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Deposit/ })).toHaveValue(
      '€123,456,789.25',
    );
  },
};

/**
 * The pattern for a form, as react-hook-form's `Controller` does it: the value starts `null`,
 * the caller validates on submit, passes the message, and focuses the field through the ref.
 */
export const ValidationOnSubmit: Story = {
  tags: ['!autodocs'],
  args: { label: 'Monthly price', formatOptions: { style: 'currency', currency: 'EUR' } },
  render: function Render(args) {
    const field = useCheckedOnSubmit<number | null>(null, (value) =>
      value === null ? 'Please fill in all the fields' : undefined,
    );
    return (
      <StoryForm submit="Save changes" onSubmit={field.onSubmit}>
        <NumberField
          {...args}
          ref={field.ref}
          isRequired
          value={field.value}
          onChange={field.setValue}
          errorMessage={field.error}
        />
      </StoryForm>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Monthly price/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription('Please fill in all the fields');
    await userEvent.type(input, '1500');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(input).toHaveValue('€1,500.00');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <NumberField {...args} defaultValue={4} description="Desks in the office." />
      <NumberField {...args} label="Invalid" errorMessage="Please fill in all the fields" />
      <NumberField {...args} label="Disabled" defaultValue={12} isDisabled />
    </div>
  ),
};
