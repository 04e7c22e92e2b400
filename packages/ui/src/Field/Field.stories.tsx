import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { flagControls } from '../internal/storyControls';
import { FieldDescription, FieldErrorMessage, FieldLabel } from './Field';
import * as fieldStyles from './Field.css';
import { inMainStyled } from '../internal/storyDecorators';

/**
 * The pieces every form field of the design system is drawn with: the label (with the
 * required mark, or hidden while staying the accessible name), the help text and the error.
 * TextField, Select, the pickers and the rest compose them; a field the design system does not
 * have yet composes them the same way, around a React Aria field, so that its label, help and
 * error look and read like every other field's. These stories show the pieces on their own.
 */
const meta = {
  title: 'Forms/Field parts',
  component: FieldLabel,
  tags: ['autodocs'],
  args: {
    children: 'Office reference',
    isRequired: false,
    hideLabel: false,
    elementType: 'label',
  },
  argTypes: {
    children: { control: 'text' },
    ...flagControls('isRequired', 'hideLabel'),
    elementType: { control: 'inline-radio', options: ['label', 'span'] },
  },
  decorators: [inMainStyled({ maxWidth: 360 })],
  render: ({ children, isRequired, hideLabel }) => (
    <ComposedField
      label={children}
      isRequired={isRequired}
      hideLabel={hideLabel}
      description="As printed on the contract, for example PAR-0042."
    />
  ),
} satisfies Meta<typeof FieldLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

interface ComposedFieldProps {
  label: ReactNode;
  isRequired?: boolean;
  hideLabel?: boolean;
  description?: string;
  errorMessage?: string;
  defaultValue?: string;
}

/** A field composed from the parts around React Aria's TextField, as the design system does. */
function ComposedField({
  label,
  isRequired,
  hideLabel,
  description,
  errorMessage,
  defaultValue,
}: ComposedFieldProps) {
  return (
    <AriaTextField
      className={fieldStyles.field}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      defaultValue={defaultValue}
    >
      <FieldLabel isRequired={isRequired} hideLabel={hideLabel}>
        {label}
      </FieldLabel>
      <Input className={fieldStyles.input} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}

/** Label, input and help text: the help is read after the label. */
export const LabelAndDescription: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Office reference' });
    await expect(input).toHaveAccessibleDescription(
      'As printed on the contract, for example PAR-0042.',
    );
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** The asterisk is only a picture: `aria-required` says it, so the name has no '*'. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Office reference' });
    await expect(input).toBeRequired();
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Hidden, the label still names the field. */
export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText('Office reference');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('textbox', { name: 'Office reference' })).toBeInTheDocument();
  },
};

/**
 * The error shows only while the field is invalid, in the critical tone with a text of its
 * own (never the colour alone), and is read after the help text.
 */
export const WithError: Story = {
  render: ({ children, isRequired, hideLabel }) => (
    <ComposedField
      label={children}
      isRequired={isRequired}
      hideLabel={hideLabel}
      defaultValue="PAR-42"
      description="As printed on the contract, for example PAR-0042."
      errorMessage="The reference has four digits after 'PAR-'."
    />
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Office reference' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      "As printed on the contract, for example PAR-0042. The reference has four digits after 'PAR-'.",
    );
  },
};

/** Without a message, neither the help nor the error takes any room. */
export const NoMessages: Story = {
  render: ({ children }) => <ComposedField label={children} description="" />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Office reference' });
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: ({ children }) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <ComposedField
        label={children}
        isRequired
        description="As printed on the contract, for example PAR-0042."
      />
      <ComposedField
        label="Invalid"
        defaultValue="PAR-42"
        errorMessage="The reference has four digits after 'PAR-'."
      />
    </div>
  ),
};
