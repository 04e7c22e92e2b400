import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Kanban, kanbanHeadingLevels } from './Kanban';
import type { KanbanColumn, KanbanMove } from './Kanban';
import { applyMove, demoColumns } from './demo';
import type { DemoCard } from './demo';

const getItemId = (card: DemoCard) => card.id;
const getItemLabel = (card: DemoCard) => card.title;
const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

function DemoCardView({ card }: { card: DemoCard }) {
  return (
    <div style={{ display: 'grid', gap: 2, fontSize: 13 }}>
      <strong style={{ fontSize: 14 }}>{card.title}</strong>
      <span>{card.owner}</span>
      <span>
        {card.date} · {money.format(card.amount)}
      </span>
    </div>
  );
}

const renderCard = (card: DemoCard) => <DemoCardView card={card} />;

interface BoardArgs {
  initial: KanbanColumn<DemoCard>[];
  onMove: (move: KanbanMove) => void;
  /** Refuses moves into this column, to show that the caller decides. */
  refuseInto?: string;
  headingLevel?: (typeof kanbanHeadingLevels)[number];
  emptyLabel?: string;
}

/** Keeps every move locally, like the request board, unless `refuseInto` says otherwise. */
function Board({ initial, onMove, refuseInto, headingLevel, emptyLabel }: BoardArgs) {
  const [columns, setColumns] = useState(initial);
  const [message, setMessage] = useState('');
  const handleMove = useCallback(
    (move: KanbanMove) => {
      onMove(move);
      if (move.toColumnId === refuseInto) {
        setMessage('That column does not take cards.');
        return;
      }
      setMessage('');
      setColumns((current) => applyMove(current, move));
    },
    [onMove, refuseInto],
  );
  return (
    <div style={{ height: 560, display: 'grid', gridTemplateRows: 'auto 1fr', gap: 8 }}>
      <p role="status" style={{ minHeight: 20, margin: 0 }}>
        {message}
      </p>
      <Kanban
        aria-label="Demo board"
        columns={columns}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        renderCard={renderCard}
        onMove={handleMove}
        headingLevel={headingLevel}
        emptyLabel={emptyLabel}
      />
    </div>
  );
}

const big = demoColumns(2000, 8);

const meta = {
  title: 'Widgets/Kanban',
  component: Board,
  tags: ['autodocs'],
  // In the app a board sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  args: { initial: big, onMove: fn() },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: kanbanHeadingLevels },
    initial: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A controlled board: `onMove` reports what the user asked for and the caller updates `columns` (or not). Columns are virtualized; cards are memoized and drawn by `renderCard`.',
      },
    },
  },
} satisfies Meta<typeof Board>;

export default meta;
type Story = StoryObj<typeof meta>;

const tick = (ms = 60) => new Promise((resolve) => setTimeout(resolve, ms));

function heading(canvas: ReturnType<typeof within>, title: string) {
  return canvas.getByRole('heading', { name: new RegExp(`^${title} \\d+$`) });
}

const firstInBacklog = big[0]!.items[0]!;

/** 2,000 cards over 8 columns. Keyboard drag: Space picks up, → moves a column, Space drops. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(heading(canvas, 'Backlog')).toHaveTextContent(`${big[0]!.items.length}`);
    await expect(heading(canvas, 'Ready')).toHaveTextContent(`${big[1]!.items.length}`);
    // Virtualized: far fewer cards in the DOM than the 2,000 on the board.
    const rendered = (await canvas.findAllByRole('listitem', {}, { timeout: 5000 })).length;
    await expect(rendered).toBeGreaterThan(8);
    await expect(rendered).toBeLessThan(150);

    const handle = await canvas.findByRole(
      'button',
      { name: `Drag ${firstInBacklog.title}` },
      { timeout: 5000 },
    );
    handle.focus();
    await userEvent.keyboard(' ');
    await tick();
    await userEvent.keyboard('{ArrowRight}');
    await tick();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(args.onMove).toHaveBeenCalledWith({
        itemId: firstInBacklog.id,
        fromColumnId: 'col-1',
        toColumnId: 'col-2',
      }),
    );
    await waitFor(() =>
      expect(heading(canvas, 'Ready')).toHaveTextContent(`${big[1]!.items.length + 1}`),
    );
    await expect(heading(canvas, 'Backlog')).toHaveTextContent(`${big[0]!.items.length - 1}`);
    // Focus follows the card into its new column.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `Drag ${firstInBacklog.title}` })).toHaveFocus(),
    );
  },
};

/** The keyboard and screen-reader alternative: every card's "Move to…" menu. */
export const MoveToMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: `Move ${firstInBacklog.title} to…` },
        { timeout: 5000 },
      ),
    );
    const menu = await body.findByRole('menu', { name: `Move ${firstInBacklog.title} to…` });
    // Every column but the card's own.
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(7);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Review' }));
    await expect(args.onMove).toHaveBeenCalledWith({
      itemId: firstInBacklog.id,
      fromColumnId: 'col-1',
      toColumnId: 'col-4',
    });
    await waitFor(() =>
      expect(heading(canvas, 'Review')).toHaveTextContent(`${big[3]!.items.length + 1}`),
    );
    await expect(heading(canvas, 'Backlog')).toHaveTextContent(`${big[0]!.items.length - 1}`);
    await waitFor(() =>
      expect(canvasElement).toHaveTextContent(`${firstInBacklog.title} moved to Review.`),
    );
    // Focus comes back to the card's menu button, in its new column.
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: `Move ${firstInBacklog.title} to…` }),
      ).toHaveFocus(),
    );
  },
};

/** The menu by keyboard: Enter opens it on its first column, Escape gives focus back. */
export const MoveToMenuByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = await canvas.findByRole(
      'button',
      { name: `Move ${firstInBacklog.title} to…` },
      { timeout: 5000 },
    );
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: `Move ${firstInBacklog.title} to…` });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Ready' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'In progress' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onMove).not.toHaveBeenCalled();
    // The arrow keys open it too, as on any menu button.
    await userEvent.keyboard('{ArrowDown}');
    await expect(await body.findByRole('menu', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The caller refuses moves into "Done": the card stays where it was. */
export const RefusedMove: Story = {
  args: { refuseInto: 'col-7' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: `Move ${firstInBacklog.title} to…` },
        { timeout: 5000 },
      ),
    );
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Done' }));
    await expect(args.onMove).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText('That column does not take cards.')).toBeVisible();
    await expect(heading(canvas, 'Done')).toHaveTextContent(`${big[6]!.items.length}`);
    await expect(heading(canvas, 'Backlog')).toHaveTextContent(`${big[0]!.items.length}`);
  },
};

export const FewCards: Story = {
  args: { initial: demoColumns(7, 3) },
};

export const EmptyColumns: Story = {
  args: { initial: demoColumns(0, 4), emptyLabel: 'No cards yet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('No cards yet')).toHaveLength(4);
    await expect(heading(canvas, 'Backlog')).toHaveTextContent('0');
  },
};

export const LongContent: Story = {
  args: {
    initial: [
      {
        id: 'a',
        title: 'A column whose title is long enough to wrap onto two lines',
        items: [
          {
            id: 'long-1',
            title: 'A card with a very long title that has to wrap over several lines',
            owner: 'Maximilien-Alexandre de La Rochefoucauld-Montmorency',
            date: '2025-03-14',
            amount: 1234567,
          },
          ...demoColumns(3, 1)[0]!.items,
        ],
      },
      { id: 'b', title: 'Short', items: [] },
    ],
  },
};

export const Dark: Story = {
  args: { initial: demoColumns(40, 8) },
  globals: { theme: 'dark' },
};
