import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { StateMatrixTable, restHoverFocus, stateMatrixPlay } from '../internal/ForcedState';
import { fieldArgTypes, fieldArgs, flagControls } from '../internal/storyControls';
import { isOverLimit } from './characterCount';
import { TextArea } from './TextArea';
import { inMainStyled } from '../internal/storyDecorators';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Message', onChange: fn(), ...fieldArgs, rows: 4 },
  argTypes: {
    ...flagControls('isReadOnly'),
    ...fieldArgTypes,
    rows: { control: { type: 'range', min: 2, max: 12, step: 1 } },
    maxLength: { control: 'number' },
    placeholder: { control: 'text' },
    overLimitMessage: { control: 'text' },
  },
  // In the app a field sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMainStyled({ maxWidth: 480 })],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'First line{Enter}Second line');
    await expect(box).toHaveValue('First line\nSecond line');
    await expect(args.onChange).toHaveBeenLastCalledWith('First line\nSecond line');
  },
};

/**
 * Every state of a text area, one under the other: at rest, hovered, focused, disabled,
 * read-only and invalid. Hover and focus are forced for review and the picture.
 */
export const StateMatrix: Story = {
  render: () => (
    <StateMatrixTable
      caption="Text area states"
      target="textarea"
      rows={[
        ...restHoverFocus(<TextArea label="Note" rows={2} />, ['focused', 'focus-visible']),
        {
          title: 'Disabled',
          field: <TextArea label="Note" rows={2} defaultValue="Call back on Monday." isDisabled />,
        },
        {
          title: 'Read-only',
          field: <TextArea label="Note" rows={2} defaultValue="Call back on Monday." isReadOnly />,
        },
        {
          title: 'Invalid',
          field: (
            <TextArea
              label="Note"
              rows={2}
              errorMessage="The note is empty. Write what the guest asked for."
            />
          ),
        },
      ]}
    />
  ),
  play: stateMatrixPlay('Text area states', 'textbox', 6),
};

/** The spec's bookmark note: 250 characters at most, '- Too many characters' beyond. */
export const WithCounter: Story = {
  args: {
    label: 'Note',
    maxLength: 250,
    overLimitMessage: '- Too many characters',
    defaultValue: 'Prefers a quiet floor.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Note' });
    await expect(canvas.getByText('22/250')).toBeVisible();
    await expect(box).toHaveAccessibleDescription('22 of 250 characters');
    await userEvent.type(box, '!');
    await expect(canvas.getByText('23/250')).toBeVisible();
    await expect(box).not.toHaveAttribute('aria-invalid');
  },
};

/** One character past the maximum: invalid, the message follows the counter and is announced. */
export const OverLimit: Story = {
  args: {
    label: 'Note',
    maxLength: 250,
    overLimitMessage: '- Too many characters',
    defaultValue: 'a'.repeat(250),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Note' });
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.type(box, 'b');
    await expect(canvas.getByText('251/250')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('- Too many characters 251 of 250 characters');
    await expect(canvas.getByRole('status')).toHaveTextContent('- Too many characters');
    await userEvent.keyboard('{Backspace}');
    await expect(box).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.type(box, 'b');
  },
};

/** The caller disables saving with the same rule the counter uses. */
export const SaveDisabledOverLimit: Story = {
  tags: ['!autodocs'],
  args: { label: 'Note', maxLength: 20, overLimitMessage: '- Too many characters' },
  render: function Render(args) {
    const [note, setNote] = useState('Quiet floor please');
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <TextArea {...args} value={note} onChange={setNote} />
        <div>
          <Button variant="primary" isDisabled={isOverLimit(note, args.maxLength)}>
            Save
          </Button>
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), '!!!');
    await expect(save).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: {
    label: 'Reason',
    isRequired: true,
    description: 'The guest sees this reason.',
    errorMessage: 'Reason is required',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: /Reason/ });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('The guest sees this reason. Reason is required');
  },
};

/** A caller's error and the over-limit message together. */
export const InvalidAndOverLimit: Story = {
  tags: ['!autodocs'],
  args: {
    label: 'Note',
    maxLength: 10,
    overLimitMessage: '- Too many characters',
    errorMessage: 'The note cannot contain a phone number.',
    defaultValue: 'Call 0612345678',
  },
};

export const Disabled: Story = {
  tags: ['!autodocs'],
  args: { isDisabled: true, defaultValue: 'Prefers a quiet floor.', maxLength: 250 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { maxLength: 250, placeholder: 'Write to the guest' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0/250')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    rows: 6,
    maxLength: 1000,
    defaultValue: Array.from(
      { length: 12 },
      (_, i) => `Line ${i + 1}: the guest would like a visit before the end of the month.`,
    ).join('\n'),
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    label: 'Note',
    maxLength: 20,
    overLimitMessage: '- Too many characters',
    defaultValue: 'A note that is too long',
    description: 'Only staff see this note.',
  },
};
