import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { flagControls, noControls } from '../internal/storyControls';
import { SelectionBar } from './SelectionBar';
import type { SelectionBarProps } from './SelectionBar';
import { inMainStyled } from '../internal/storyDecorators';

const users = { one: 'user', other: 'users' };

const actions = (
  <>
    <Button size="sm">Assign…</Button>
    <Button size="sm">Export</Button>
  </>
);

const meta = {
  title: 'Data/SelectionBar',
  component: SelectionBar,
  tags: ['autodocs'],
  args: {
    count: 3,
    noun: users,
    matchingCount: 240,
    allMatchingSelected: false,
    isBusy: false,
    onSelectAllMatching: fn(),
    onClear: fn(),
    children: actions,
  },
  argTypes: {
    ...flagControls('allMatchingSelected', 'isBusy'),
    ...noControls('children', 'noun'),
  },
  // In the app the bar sits in the page's <main>, above the list it acts on.
  decorators: [inMainStyled({ maxWidth: 880 })],
} satisfies Meta<typeof SelectionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Selection' });

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = region(canvasElement);
    await expect(within(bar).getByRole('status')).toHaveTextContent('3 users selected');
    await userEvent.click(
      within(bar).getByRole('button', { name: 'Select all 240 matching users' }),
    );
    await expect(args.onSelectAllMatching).toHaveBeenCalledTimes(1);
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** One item: the singular noun. Nothing more matches the filters: no offer to select all. */
export const One: Story = {
  args: { count: 1, matchingCount: 1 },
  play: async ({ canvasElement }) => {
    const bar = region(canvasElement);
    await expect(within(bar).getByRole('status')).toHaveTextContent('1 user selected');
    await expect(within(bar).queryByRole('button', { name: /^Select all/ })).toBeNull();
  },
};

/** The selection as the app keeps it: "Select all" then "Clear selection", by keyboard. */
function Stateful(args: SelectionBarProps) {
  const [all, setAll] = useState(false);
  const [count, setCount] = useState(args.count);
  return count === 0 ? (
    <p>Nothing selected.</p>
  ) : (
    <SelectionBar
      {...args}
      count={count}
      allMatchingSelected={all}
      onSelectAllMatching={() => {
        args.onSelectAllMatching?.();
        setAll(true);
      }}
      onClear={() => {
        args.onClear();
        setAll(false);
        setCount(0);
      }}
    />
  );
}

/**
 * Tab reaches "Select all", "Clear selection", then the actions. Once all are selected the
 * offer goes, the new count is announced, and focus moves on to "Clear selection".
 */
export const SelectAllByKeyboard: Story = {
  tags: ['!autodocs'],
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const bar = region(canvasElement);
    const selectAll = within(bar).getByRole('button', { name: 'Select all 240 matching users' });
    await userEvent.tab();
    await expect(selectAll).toHaveFocus();
    await userEvent.tab();
    await expect(within(bar).getByRole('button', { name: 'Clear selection' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(bar).getByRole('button', { name: 'Assign…' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(selectAll).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectAllMatching).toHaveBeenCalledTimes(1);
    await expect(within(bar).getByRole('status')).toHaveTextContent(
      'All 240 matching users are selected',
    );
    await expect(within(bar).queryByRole('button', { name: /^Select all/ })).toBeNull();
    await waitFor(() =>
      expect(within(bar).getByRole('button', { name: 'Clear selection' })).toHaveFocus(),
    );
  },
};

export const AllMatchingSelected: Story = {
  args: { count: 240, allMatchingSelected: true },
  play: async ({ canvasElement }) => {
    const bar = region(canvasElement);
    await expect(within(bar).getByRole('status')).toHaveTextContent(
      'All 240 matching users are selected',
    );
    await expect(within(bar).queryByRole('button', { name: /^Select all/ })).toBeNull();
  },
};

/** More items match than an action may take: a sentence asks to narrow the filters. */
export const OverTheLimit: Story = {
  args: { count: 25, matchingCount: 1240, maxMatching: 500 },
  play: async ({ canvasElement }) => {
    const bar = region(canvasElement);
    await expect(within(bar).queryByRole('button', { name: /^Select all/ })).toBeNull();
    await expect(
      within(bar).getByText(
        '1,240 matching users. To select them all, narrow the filters to at most 500.',
      ),
    ).toBeVisible();
  },
};

/** A run is under way: the actions are disabled, the selection can still be cleared. */
export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvasElement, args }) => {
    const bar = region(canvasElement);
    await expect(within(bar).getByRole('button', { name: 'Assign…' })).toBeDisabled();
    await expect(within(bar).getByRole('button', { name: 'Export' })).toBeDisabled();
    await expect(within(bar).getByRole('button', { name: 'Clear selection' })).toBeEnabled();
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** The run starts from an action that had focus: focus stays in the bar, not on the page. */
function StartsARun(args: SelectionBarProps) {
  const [busy, setBusy] = useState(false);
  return (
    <SelectionBar {...args} isBusy={busy}>
      <Button size="sm" onPress={() => setBusy(true)}>
        Assign
      </Button>
    </SelectionBar>
  );
}

export const FocusStaysWhenARunStarts: Story = {
  tags: ['!autodocs'],
  render: (args) => <StartsARun {...args} />,
  play: async ({ canvasElement }) => {
    const bar = region(canvasElement);
    const assign = within(bar).getByRole('button', { name: 'Assign' });
    assign.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(assign).toBeDisabled());
    await waitFor(() => expect(bar).toHaveFocus());
  },
};

/** Long nouns and many actions wrap onto a second line. */
export const ManyActions: Story = {
  args: {
    count: 12,
    matchingCount: 3480,
    noun: { one: 'meeting room request', other: 'meeting room requests' },
    children: (
      <>
        <Button size="sm">Assign…</Button>
        <Button size="sm">Change status…</Button>
        <Button size="sm">Add a tag…</Button>
        <Button size="sm">Export</Button>
        <Button size="sm" variant="critical">
          Delete
        </Button>
      </>
    ),
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(region(canvasElement)).getByRole('status')).toHaveTextContent(
      '3 users selected',
    );
  },
};
