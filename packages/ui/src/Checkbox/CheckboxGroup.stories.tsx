import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup, checkboxGroupOrientations } from './Checkbox';
import type { CheckboxOption } from './Checkbox';
import { fieldArgTypes, fieldArgs } from '../internal/storyControls';
import { inMainStyled } from '../internal/storyDecorators';

const unread: CheckboxOption[] = [
  { id: 'host', label: 'By the host' },
  { id: 'guest', label: 'By the guest' },
  { id: 'csm', label: 'By customer success', description: 'Rows stay red until read.' },
];

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  tags: ['autodocs'],
  args: { label: 'Unread', options: unread, onChange: fn(), ...fieldArgs },
  argTypes: {
    ...fieldArgTypes,
    orientation: { control: 'inline-radio', options: checkboxGroupOrientations },
  },
  // In the app a field sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMainStyled({ maxWidth: 480 })],
} satisfies Meta<typeof CheckboxGroup<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Unread' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'By the host' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: /By customer success/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['host', 'csm']);
  },
};

/** Tab moves from box to box; Space toggles the focused one. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  args: { defaultValue: ['guest'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'By the host' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'By the guest' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: ['host', 'guest'] },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    description: 'Choose at least one.',
    errorMessage: 'Choose who has not read the conversation.',
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /Unread/ });
    await expect(group).toHaveAccessibleDescription(
      'Choose at least one. Choose who has not read the conversation.',
    );
  },
};

export const Disabled: Story = {
  args: {
    isDisabled: true,
    defaultValue: ['csm'],
  },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('checkbox')) {
      await expect(box).toBeDisabled();
    }
  },
};

export const DisabledOption: Story = {
  args: {
    options: [...unread.slice(0, 2), { ...unread[2]!, isDisabled: true }],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: /By customer success/ }),
    ).toBeDisabled();
  },
};

export const ManyItems: Story = {
  args: {
    label: 'Industries',
    orientation: 'horizontal',
    options: Array.from({ length: 24 }, (_, i) => ({
      id: `industry-${i + 1}`,
      label: `Industry ${i + 1}`,
    })),
    defaultValue: ['industry-3', 'industry-17'],
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: ['host'], errorMessage: 'Choose who has not read the conversation.' },
};
