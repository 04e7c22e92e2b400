import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';
import { fieldArgTypes, fieldArgs } from '../internal/storyControls';
import { inMainStyled } from '../internal/storyDecorators';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: {
    label: 'Search',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
    ...fieldArgs,
    clearLabel: 'Clear search',
  },
  argTypes: { ...fieldArgTypes, placeholder: { control: 'text' } },
  // In the app a field sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMainStyled({ maxWidth: 360 })],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { description: 'A conversation id, #request id, .host id, -guest id or a company.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(box).toHaveAccessibleDescription(
      'A conversation id, #request id, .host id, -guest id or a company.',
    );
    await userEvent.type(box, '#1234');
    await expect(args.onChange).toHaveBeenLastCalledWith('#1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(box).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(box).toHaveFocus();
  },
};

/** Enter submits the text, Escape clears it. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('Acme{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Acme');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const WithText: Story = {
  args: { defaultValue: '.1024', placeholder: 'Office id, reference or address' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};

/** Empty: the placeholder shows, the clear button is hidden. */
export const Empty: Story = {
  args: { placeholder: 'Office id, reference or address' },
  play: async ({ canvasElement }) => {
    // Hidden with visibility, so it is out of the tab order and the accessibility tree.
    await expect(within(canvasElement).queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

/** In a toolbar whose button names the action, the label can be hidden. */
export const HiddenLabel: Story = {
  args: { label: 'Search offices', hideLabel: true, placeholder: 'Search offices' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('searchbox', { name: 'Search offices' }),
    ).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { defaultValue: '#abc', errorMessage: 'A request id is a number.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('A request id is a number.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Acme' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'Acme', description: 'Company, contract uuid or id.' },
};
