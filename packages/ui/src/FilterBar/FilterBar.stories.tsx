import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noControls } from '../internal/storyControls';
import { TextField } from '../TextField';
import { FilterBar } from './FilterBar';
import type { FilterBarProps } from './FilterBar';

/** Two controlled filters, as a list screen keeps them (in the URL, in the app). */
function Filters(props: Omit<FilterBarProps, 'children'> & { initialSearch?: string }) {
  const { initialSearch = '', ...bar } = props;
  const [search, setSearch] = useState(initialSearch);
  const [city, setCity] = useState('');
  const isDefault = search === '' && city === '';
  return (
    <FilterBar
      {...bar}
      isResetDisabled={bar.isResetDisabled ?? isDefault}
      onReset={
        bar.onReset
          ? () => {
              setSearch('');
              setCity('');
              bar.onReset?.();
            }
          : undefined
      }
    >
      <TextField label="Search" value={search} onChange={setSearch} />
      <TextField label="City" value={city} onChange={setCity} />
    </FilterBar>
  );
}

const meta = {
  title: 'Data/FilterBar',
  component: FilterBar,
  tags: ['autodocs'],
  args: { children: null, onReset: fn(), onSubmit: fn() },
  argTypes: {
    label: { control: 'text' },
    resetLabel: { control: 'text' },
    // Left unset, the bar disables Reset while the filters are at their defaults.
    isResetDisabled: { control: 'boolean' },
    resultText: { control: 'text' },
    initialSearch: { control: 'text' },
    ...noControls('children'),
  },
  render: ({ children: _children, ...args }) => <Filters {...args} />,
} satisfies Meta<FilterBarProps & { initialSearch?: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { resultText: '128 results' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('search', { name: 'Filters' });
    const reset = within(bar).getByRole('button', { name: 'Reset filters' });
    // Nothing to reset yet.
    await expect(reset).toBeDisabled();
    await userEvent.type(within(bar).getByRole('textbox', { name: 'Search' }), 'Lyon');
    await expect(reset).toBeEnabled();
    // Enter in a field submits the filters.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(reset);
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(within(bar).getByRole('textbox', { name: 'Search' })).toHaveValue('');
    await expect(canvas.getByRole('status')).toHaveTextContent('128 results');
  },
};

export const ResetByKeyboard: Story = {
  args: { initialSearch: 'Paris' },
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement).getByRole('search');
    within(bar).getByRole('textbox', { name: 'City' }).focus();
    await userEvent.tab();
    await expect(within(bar).getByRole('button', { name: 'Reset filters' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(within(bar).getByRole('textbox', { name: 'Search' })).toHaveValue('');
  },
};

export const WithoutReset: Story = {
  args: { onReset: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const ManyFilters: Story = {
  render: () => (
    <FilterBar label="Search the list" onReset={fn()} resultText="No results">
      {['Search', 'City', 'Company', 'Email', 'Phone', 'Reference', 'Zip code'].map((label) => (
        <TextField key={label} label={label} />
      ))}
    </FilterBar>
  ),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('search', { name: 'Search the list' });
    await expect(within(bar).getAllByRole('textbox')).toHaveLength(7);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { resultText: '128 results', initialSearch: 'Lyon' },
};
