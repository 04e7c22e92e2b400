import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noControls } from '../internal/storyControls';
import { Select } from '../Select';
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
  tags: ['!autodocs'],
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

/**
 * Help text under one field (the search's hint) leaves every control on one line: the
 * fields line up by their labels' tops, and the result and Reset sit on the controls' line.
 */
export const WithHelpText: Story = {
  render: (args) => (
    <FilterBar {...args} resultText="128 results">
      <TextField label="Search" description="Id, reference, #host or address" />
      <Select
        label="Status"
        defaultValue="all"
        options={[
          { id: 'all', label: 'All' },
          { id: 'published', label: 'Published' },
        ]}
      />
      <Select
        label="Country"
        defaultValue="fr"
        options={[
          { id: 'fr', label: 'France' },
          { id: 'lu', label: 'Luxembourg' },
        ]}
      />
    </FilterBar>
  ),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('search');
    const tops = [
      within(bar).getByRole('textbox', { name: 'Search' }),
      within(bar).getByRole('button', { name: /Status/ }),
      within(bar).getByRole('button', { name: /Country/ }),
    ].map((control) => Math.round(control.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    const reset = within(bar)
      .getByRole('button', { name: 'Reset filters' })
      .getBoundingClientRect();
    const search = within(bar).getByRole('textbox', { name: 'Search' }).getBoundingClientRect();
    // Reset is centred on the controls' line.
    await expect(
      Math.abs(reset.top + reset.height / 2 - (search.top + search.height / 2)),
    ).toBeLessThanOrEqual(1);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { resultText: '128 results', initialSearch: 'Lyon' },
};

/** Filters with their chips: a chip per filter set, removed by its button or by Clear all. */
function FiltersWithChips() {
  const [search, setSearch] = useState('Lyon');
  const [city, setCity] = useState('Grenoble');
  const chips = [
    ...(search ? [{ id: 'search', label: 'Search', value: search }] : []),
    ...(city ? [{ id: 'city', label: 'City', value: city }] : []),
  ];
  const reset = () => {
    setSearch('');
    setCity('');
  };
  return (
    <FilterBar
      label="Office filters"
      onReset={reset}
      isResetDisabled={chips.length === 0}
      resultText={chips.length === 0 ? '3,000 offices' : '12 offices'}
      chips={chips}
      onRemoveChip={(id) => (id === 'search' ? setSearch('') : setCity(''))}
    >
      <TextField label="Search" value={search} onChange={setSearch} />
      <TextField label="City" value={city} onChange={setCity} />
    </FilterBar>
  );
}

export const WithChips: Story = {
  name: 'Active filters as chips',
  render: () => <FiltersWithChips />,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('search', { name: 'Office filters' });
    const chips = within(bar).getByRole('group', { name: 'Active filters' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove City: Grenoble' }));
    await expect(within(bar).getByRole('textbox', { name: 'City' })).toHaveValue('');
    await expect(within(chips).getByRole('button', { name: 'Remove Search: Lyon' })).toHaveFocus();
    // The last chip goes with its row: the filter bar takes focus, never the page's body.
    await userEvent.keyboard('{Enter}');
    await expect(within(bar).getByRole('textbox', { name: 'Search' })).toHaveValue('');
    await expect(within(bar).queryByRole('group', { name: 'Active filters' })).toBeNull();
    await expect(bar).toHaveFocus();
    // A chip appears as a filter is set; Clear all removes every one.
    await userEvent.type(within(bar).getByRole('textbox', { name: 'City' }), 'Nice');
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear all' }));
    await expect(within(bar).getByRole('textbox', { name: 'City' })).toHaveValue('');
    await expect(bar).toHaveFocus();
  },
};

export const WithChipsDark: Story = {
  name: 'Active filters as chips, dark',
  globals: { theme: 'dark' },
  render: () => <FiltersWithChips />,
};
