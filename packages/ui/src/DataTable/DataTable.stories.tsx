import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import {
  DataTable,
  dataTableDensities,
  dataTableStatuses,
  rowActionsPositions,
  rowTones,
} from './DataTable';
import type {
  DataTableColumn,
  DataTableProps,
  DataTableSort,
  RowAction,
  RowTone,
} from './DataTable';
import { makeSampleRecords, sampleColumns, sampleTone } from './sampleData';
import type { SampleRecord } from './sampleData';

/** One of the sample columns, at the width this story gives it (`undefined`: a share). */
const sampleColumn = (id: string, width?: number): DataTableColumn<SampleRecord> => ({
  ...sampleColumns.find((c) => c.id === id)!,
  width,
});

const shortColumns: DataTableColumn<SampleRecord>[] = [
  sampleColumn('id', 72),
  sampleColumn('name'),
  sampleColumn('company'),
  sampleColumn('status', 110),
  sampleColumn('created', 120),
  sampleColumn('amount', 120),
];

const rows30 = makeSampleRecords(30);
const rows1000 = makeSampleRecords(1000);

const actions = (): RowAction[] => [
  { id: 'open', label: 'Open' },
  { id: 'copy', label: 'Copy link' },
  { id: 'archive', label: 'Archive', isDisabled: true },
  { id: 'delete', label: 'Delete', tone: 'critical' },
];

// Choices for the Controls panel: arrays and functions, picked by name.
const rowSets = {
  'None (empty)': [] as SampleRecord[],
  '5 rows': rows30.slice(0, 5),
  '30 rows': rows30,
  '1,000 rows': rows1000,
};
const columnSets = { '6 columns': shortColumns, '14 columns': sampleColumns };
const toneRules = {
  'Blocked rows critical': sampleTone,
  'By type (info, success, warning)': (row: SampleRecord): RowTone =>
    row.kind === 'Invoice' ? 'info' : row.kind === 'Payment' ? 'success' : 'warning',
  'No tint': undefined,
};
const actionSets = { 'Four actions': actions, 'No actions column': undefined };

function compare(a: SampleRecord, b: SampleRecord, column: string): number {
  const x = a[column as keyof SampleRecord];
  const y = b[column as keyof SampleRecord];
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y));
}

/** Holds the sort like a screen would, and sorts the rows it was given. */
function Sorted(props: DataTableProps<SampleRecord>) {
  const [sort, setSort] = useState<DataTableSort | undefined>(props.sort);
  const rows = useMemo(() => {
    if (!sort) return props.rows;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...props.rows].sort((a, b) => sign * compare(a, b, sort.column));
  }, [props.rows, sort]);
  return (
    <DataTable
      {...props}
      rows={rows}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Data/DataTable',
  component: DataTable<SampleRecord>,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Accounts',
    columns: shortColumns,
    rows: rows30,
    getRowLabel: (row: SampleRecord) => row.name,
    getRowTone: sampleTone,
    onRowActivate: fn(),
    onSortChange: fn(),
    onRowActionSelect: fn(),
    rowActions: actions,
    maxHeight: 480,
  },
  argTypes: {
    status: { control: 'inline-radio', options: dataTableStatuses },
    density: { control: 'inline-radio', options: dataTableDensities },
    rowActionsPosition: { control: 'inline-radio', options: rowActionsPositions },
    maxHeight: { control: { type: 'range', min: 160, max: 800, step: 40 } },
    rows: {
      control: 'select',
      options: Object.keys(rowSets),
      mapping: rowSets,
    },
    columns: {
      control: 'inline-radio',
      options: Object.keys(columnSets),
      mapping: columnSets,
    },
    getRowTone: {
      control: 'inline-radio',
      options: Object.keys(toneRules),
      mapping: toneRules,
    },
    rowActions: {
      control: 'inline-radio',
      options: Object.keys(actionSets),
      mapping: actionSets,
    },
    sort: { control: 'object' },
    messages: { control: 'object' },
  },
  render: (args) => <Sorted {...args} />,
  // In the app a table sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<DataTableProps<SampleRecord>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { sort: { column: 'id', direction: 'ascending' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Accounts' });
    await expect(grid).toHaveAttribute('aria-rowcount', '31');
    // Tab into the grid lands on the first row; arrows move between rows.
    await userEvent.tab();
    const rowsInView = () => within(grid).getAllByRole('row');
    await waitFor(() => expect(rowsInView()[1]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(rowsInView()[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(rowsInView()[2]).toHaveFocus();
    // Enter activates the focused row, as a click on it does.
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowActivate).toHaveBeenLastCalledWith(rows30[1]);
    await userEvent.click(within(rowsInView()[4]!).getByText(rows30[3]!.company));
    await expect(args.onRowActivate).toHaveBeenLastCalledWith(rows30[3]);
    await expect(args.onRowActivate).toHaveBeenCalledTimes(2);
  },
};

export const SortByHeader: Story = {
  args: { sort: { column: 'id', direction: 'ascending' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('columnheader', { name: /Name/ });
    await expect(canvas.getByRole('columnheader', { name: /ID/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(name);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'name',
      direction: 'ascending',
    });
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    const firstRow = () => within(canvas.getByRole('grid')).getAllByRole('row')[1]!;
    await expect(within(firstRow()).getByRole('rowheader')).toHaveTextContent('Alice');
    // By keyboard: from a cell of the first row, ArrowUp reaches its column's header, and
    // Enter asks for the other direction.
    await userEvent.click(within(firstRow()).getByRole('rowheader'));
    await userEvent.keyboard('{ArrowUp}');
    await expect(name).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'name',
      direction: 'descending',
    });
    await expect(name).toHaveAttribute('aria-sort', 'descending');
  },
};

export const RowActionsByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const firstRow = within(canvas.getByRole('grid')).getAllByRole('row')[1]!;
    await waitFor(() => expect(firstRow).toHaveFocus());
    // ArrowLeft from a row wraps to its last cell: the actions menu button.
    await userEvent.keyboard('{ArrowLeft}');
    const trigger = canvas.getByRole('button', { name: `Actions for ${rows30[0]!.name}` });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: `Actions for ${rows30[0]!.name}` });
    await expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowActionSelect).toHaveBeenCalledWith('copy', rows30[0]);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // Opening the menu did not activate the row.
    await expect(args.onRowActivate).not.toHaveBeenCalled();
  },
};

export const RowActionsOpen: Story = {
  args: { rowActionsPosition: 'start', maxHeight: 320 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: `Actions for ${rows30[1]!.name}` }));
    await expect(await body.findByRole('menu')).toBeVisible();
    await expect(args.onRowActivate).not.toHaveBeenCalled();
  },
};

const toneRows = rowTones.map((tone, i) => ({ ...rows30[i]!, status: 'Active' as const, tone }));

export const Tones: Story = {
  args: {
    rows: toneRows,
    getRowTone: (row: SampleRecord) => (row as SampleRecord & { tone: RowTone }).tone,
    columns: [
      ...shortColumns.slice(0, 3),
      {
        id: 'tone',
        header: 'Tone',
        cell: (row: SampleRecord) => (row as SampleRecord & { tone: RowTone }).tone,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(within(grid).getAllByRole('row')).toHaveLength(rowTones.length + 1);
  },
};

export const Loading: Story = {
  args: { status: 'loading', messages: { loading: { title: 'Loading accounts…' } } },
  parameters: { screenshot: { animations: 'disabled' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading accounts…');
    // Headers stay, so the page does not jump when rows arrive.
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(shortColumns.length + 1);
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    messages: {
      empty: { title: 'No accounts yet', description: 'Accounts appear here once created.' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No accounts yet')).toBeVisible();
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-rowcount', '1');
  },
};

export const NoResults: Story = {
  args: { status: 'noResults' },
  render: function NoResultsStory(args) {
    const [query, setQuery] = useState('zzz');
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <label>
          Search <input value={query} onChange={(e) => setQuery(e.target.value)} />
        </label>
        <Sorted
          {...args}
          status={query ? 'noResults' : 'ready'}
          statusAction={<Button onPress={() => setQuery('')}>Reset filters</Button>}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No results')).toBeVisible();
    // The caller's filters stay on screen, with their values.
    await expect(canvas.getByRole('textbox', { name: 'Search' })).toHaveValue('zzz');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));
    await expect(canvas.getByRole('textbox', { name: 'Search' })).toHaveValue('');
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-rowcount', '31');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    status: 'error',
    messages: { error: { title: 'Error server!', description: 'The accounts could not load.' } },
    statusAction: <Button onPress={fn()}>Retry</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error server!');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    rows: rows30.slice(0, 6).map((row, i) => ({
      ...row,
      company:
        i % 2
          ? 'A company with a remarkably long registered name that does not fit in its column'
          : row.company,
      name: i === 0 ? 'Marie-Charlotte de la Tour d’Auvergne-Lauraguais' : row.name,
    })),
  },
  play: async ({ canvasElement }) => {
    // Long text is clipped visually but stays whole for screen readers.
    await expect(
      within(canvasElement).getByRole('rowheader', {
        name: 'Marie-Charlotte de la Tour d’Auvergne-Lauraguais',
      }),
    ).toBeInTheDocument();
  },
};

export const ThousandRowsFourteenColumns: Story = {
  name: '1,000 rows × 14 columns',
  args: { rows: rows1000, columns: sampleColumns, density: 'compact' },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    // Every row counts for assistive technology, but only a window of them is in the DOM.
    await expect(grid).toHaveAttribute('aria-rowcount', '1001');
    const rendered = within(grid).getAllByRole('row');
    await expect(rendered.length).toBeGreaterThan(5);
    await expect(rendered.length).toBeLessThan(40);
    // Keyboard reaches rows far below the window: Ctrl+End goes to the last row.
    await userEvent.tab();
    await waitFor(() => expect(grid.querySelector('[role=row][aria-rowindex="2"]')).toHaveFocus());
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() =>
      expect(grid.querySelector('[role=row][aria-rowindex="1001"]')).toHaveFocus(),
    );
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(40);
  },
};

/**
 * A click right after a scroll reaches the row. React Aria's virtualizer turns pointer events
 * off on the rows for 300 ms after each scroll event; the table turns them back on, or such a
 * click would land on the grid and be lost (DataTable.css.ts).
 */
export const ClickRightAfterScroll: Story = {
  name: 'A click right after a scroll',
  args: { rows: rows1000, columns: sampleColumns, density: 'compact' },
  // The 1,000 rows story's picture, scrolled: a behaviour to check, not a look of its own.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid');
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(5));
    // Down and sideways, as a trackpad scrolls; the virtualizer hears the scroll first (its
    // listener captures it on the document) and draws the rows scrolled to at once.
    const scrolled = new Promise((done) => grid.addEventListener('scroll', done, { once: true }));
    grid.scrollTo({ top: 400, left: 300 });
    await scrolled;
    // The 19th row (its header row is the first): in view, 216 px below the grid's top.
    const row = grid.querySelector<HTMLElement>('[role=row][aria-rowindex="20"]')!;
    const rowBox = row.getBoundingClientRect();
    const gridBox = grid.getBoundingClientRect();
    const hit = document.elementFromPoint(
      gridBox.left + gridBox.width / 2,
      rowBox.top + rowBox.height / 2,
    );
    // Without pointer events on the rows, the grid itself would be hit.
    await expect(hit?.closest('[role=row]')).toBe(row);
    await userEvent.click(hit!);
    await expect(args.onRowActivate).toHaveBeenCalledWith(rows1000[18]);
  },
};

export const Compact: Story = {
  args: { density: 'compact', rows: rows30.slice(0, 8) },
};

export const WithoutActions: Story = {
  args: { rowActions: undefined, onRowActivate: undefined, rows: rows30.slice(0, 5) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(shortColumns.length);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { rows: toneRows, getRowTone: Tones.args!.getRowTone },
};
