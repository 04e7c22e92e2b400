import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThenNext } from '../internal/StoryForm';
import { fieldArgTypes, fieldArgs, flagControls } from '../internal/storyControls';
import { RadioGroup, radioGroupOrientations } from './RadioGroup';
import type { RadioOption } from './RadioGroup';
import { inMainStyled } from '../internal/storyDecorators';

const spaces: RadioOption[] = [
  { id: 'offices', label: 'Private offices' },
  { id: 'flexible_offices', label: 'Flexible offices' },
  { id: 'coworking', label: 'Coworking', description: 'Desks in a shared room.' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'Type of space',
    options: spaces,
    onChange: fn(),
    ...fieldArgs,
    isReadOnly: false,
  },
  argTypes: {
    ...flagControls('isReadOnly'),
    ...fieldArgTypes,
    orientation: { control: 'inline-radio', options: radioGroupOrientations },
  },
  // In the app a field sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMainStyled({ maxWidth: 480 })],
} satisfies Meta<typeof RadioGroup<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { description: 'Shown on the listing.' },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Type of space' });
    await expect(group).toHaveAccessibleDescription('Shown on the listing.');
    const coworking = within(group).getByRole('radio', { name: /Coworking/ });
    await userEvent.click(coworking);
    await expect(coworking).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('coworking');
    await userEvent.click(within(group).getByRole('radio', { name: 'Private offices' }));
    await expect(coworking).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('offices');
  },
};

/** Tab enters on the selected radio, the arrows move and select, Tab leaves the group. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  args: { defaultValue: 'flexible_offices' },
  render: (args) => (
    <ThenNext>
      <RadioGroup {...args} />
    </ThenNext>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Flexible offices' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const coworking = canvas.getByRole('radio', { name: /Coworking/ });
    await expect(coworking).toHaveFocus();
    await expect(coworking).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('coworking');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Private offices' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('offices');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
  },
};

/** Two or three short choices in a row; Left/Right move the selection. */
export const Horizontal: Story = {
  args: {
    label: 'Status',
    orientation: 'horizontal',
    defaultValue: 'active',
    options: [
      { id: 'active', label: 'Active' },
      { id: 'suspended', label: 'Suspended' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Status' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Suspended' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('suspended');
  },
};

/** The group's error is read with the group through aria-describedby; the radios turn red. */
export const Invalid: Story = {
  args: {
    isRequired: true,
    description: 'Shown on the listing.',
    errorMessage: 'Please fill in all the fields',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: /Type of space/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('Please fill in all the fields')).toBeVisible();
    await expect(group).toHaveAccessibleDescription(
      'Shown on the listing. Please fill in all the fields',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'coworking' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
    await userEvent.click(canvas.getByText('Private offices'), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: /Coworking/ })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A disabled choice is skipped by the arrow keys. */
export const DisabledOption: Story = {
  args: {
    defaultValue: 'offices',
    options: [spaces[0]!, { ...spaces[1]!, isDisabled: true }, spaces[2]!],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Flexible offices' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Coworking/ })).toBeChecked();
  },
};

export const LongContent: Story = {
  args: {
    label: 'Which offices the guest is allowed to see before the contract is signed by both sides',
    defaultValue: 'all',
    options: [
      {
        id: 'all',
        label: 'Every office of the host, including those still waiting for their photos',
        description:
          'The guest sees the offices in the order the host set, with the prices of the current year, and may ask for a visit of any of them.',
      },
      {
        id: 'listed',
        label: 'Only the listed offices',
        description: 'Offices hidden from the marketplace stay hidden.',
      },
    ],
    errorMessage: 'This choice does not match the contract: the host asked for listed offices.',
  },
};

export const ManyItems: Story = {
  args: {
    label: 'Floor',
    orientation: 'horizontal',
    defaultValue: 'floor-3',
    options: Array.from({ length: 16 }, (_, i) => ({ id: `floor-${i}`, label: `Floor ${i}` })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(16);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <RadioGroup {...args} defaultValue="coworking" description="Shown on the listing." />
      <RadioGroup
        {...args}
        label="Invalid"
        orientation="horizontal"
        defaultValue="offices"
        errorMessage="Please fill in all the fields"
      />
      <RadioGroup {...args} label="Disabled" defaultValue="offices" isDisabled />
    </div>
  ),
};
