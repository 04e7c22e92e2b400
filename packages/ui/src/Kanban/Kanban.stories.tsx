import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useMemo, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { formatDay, formatEur } from '../internal/demoFormats';
import { Link } from '../Link';
import { Modal } from '../Modal';
import { Kanban, kanbanHeadingLevels } from './Kanban';
import type { KanbanCardAction, KanbanColumn, KanbanHeadingLevel, KanbanMove } from './Kanban';
import { applyMove, demoColumns, demoColumnTitles } from './demo';
import type { DemoCard } from './demo';
import { inMain } from '../internal/storyDecorators';

const getItemId = (card: DemoCard) => card.id;
const getItemLabel = (card: DemoCard) => card.title;

function DemoCardView({ card }: { card: DemoCard }) {
  return (
    <div style={{ display: 'grid', gap: 2, fontSize: 13 }}>
      <strong style={{ fontSize: 14 }}>{card.title}</strong>
      <span>{card.owner}</span>
      <span>{formatDay(card.date)}</span>
      <span>{formatEur(card.amount)}</span>
    </div>
  );
}

const renderCard = (card: DemoCard) => <DemoCardView card={card} />;

/** The docs page's "Don't": a card that shows every field, codes and raw values. */
function CrowdedCardView({ card }: { card: DemoCard }) {
  return (
    <div style={{ display: 'grid', gap: 2, fontSize: 13 }}>
      <strong style={{ fontSize: 14 }}>{card.title.toUpperCase()}</strong>
      <span>ID: {card.id}</span>
      <span>OWNER: csm-{card.owner.length}</span>
      <span>DATE: {card.date}T09:00:00Z</span>
      <span>AMOUNT: {card.amount}</span>
      <span>STATUS: open</span>
      <span>SOURCE: web</span>
    </div>
  );
}

const renderCrowdedCard = (card: DemoCard) => <CrowdedCardView card={card} />;

/** A card's first line when it has one: its title, a link to the card (as the app's cards). */
const renderLinkTitle = (card: DemoCard) => (
  <Link href={`/cards/${card.id}`} variant="standalone">
    {card.title}
  </Link>
);

/** The rest of the card under that line. */
function CardFactsView({ card }: { card: DemoCard }) {
  return (
    <div style={{ display: 'grid', gap: 2, fontSize: 13 }}>
      <span>{card.owner}</span>
      <span>{formatDay(card.date)}</span>
      <span>{formatEur(card.amount)}</span>
    </div>
  );
}

const renderCardFacts = (card: DemoCard) => <CardFactsView card={card} />;

/** What every demo board passes the same way. */
const demoBoard = { 'aria-label': 'Demo board', getItemId, getItemLabel, renderCard } as const;

interface BoardArgs {
  /** How many cards the demo board holds (spread unevenly, most in the first columns). */
  cards: number;
  /** How many columns. */
  columnCount: number;
  /** A fixed board instead of the generated one. */
  initial?: KanbanColumn<DemoCard>[];
  onMove: (move: KanbanMove) => void;
  /** Refuses moves into this column, to show that the caller decides. */
  refuseInto?: string;
  headingLevel?: KanbanHeadingLevel;
  emptyLabel?: string;
  estimatedCardHeight?: number;
  /** Draws a button before and after the board, to show that it is one tab stop. */
  withNeighbours?: boolean;
  /** Changes made elsewhere (as a live refresh brings them), each behind a button. */
  liveChanges?: readonly LiveChange[];
  /** Why cards cannot move now; the story shows it in words above the board, as callers must. */
  moveDisabledReason?: string;
  /**
   * Gives each card its own actions, as the request board does: Take (T), refused on a card
   * that is yours already, and Assign to… (A), which opens a dialog. The keys are shown only:
   * handling them is the caller's, and this demo does not.
   */
  withCardActions?: boolean;
  /** Why no card action can be used now (a Viewer): every action says it. */
  actionsDisabledReason?: string;
  onCardAction: (itemId: string, actionId: string) => void;
  /** Draws each card with every field, raw (the docs page's "Don't"). */
  crowdedCards?: boolean;
  /**
   * Makes the cards selectable (`onSelectionChange`): the story holds the selection, as an
   * app does, and says beside the board how many cards are selected.
   */
  selectable?: boolean;
  /**
   * Draws each card's title on its first line (`renderCardTitle`), as a link to the card; the
   * app's router (React Aria's `RouterProvider`) is `onOpen` here.
   */
  titledCards?: boolean;
  /** Where a card's title link went (`titledCards`). */
  onOpen: (href: string) => void;
}

/** Who "Take" makes a card's owner. */
const ME = 'You';
/** Whom "Assign to…" offers. */
const assignees = ['Alice Martin', 'Bruno Petit', 'Chloé Durand'] as const;

interface LiveChange {
  label: string;
  change: (columns: KanbanColumn<DemoCard>[]) => KanbanColumn<DemoCard>[];
}

/** Keeps every move locally, like the request board, unless `refuseInto` says otherwise. */
function Board({
  cards,
  columnCount,
  initial,
  onMove,
  refuseInto,
  headingLevel,
  emptyLabel,
  estimatedCardHeight,
  withNeighbours = false,
  liveChanges = [],
  moveDisabledReason,
  withCardActions = false,
  actionsDisabledReason,
  onCardAction,
  crowdedCards = false,
  selectable = false,
  titledCards = false,
  onOpen,
}: BoardArgs) {
  const [selected, setSelected] = useState<ReadonlySet<string | number>>(() => new Set());
  const start = useMemo(
    () => initial ?? demoColumns(cards, columnCount),
    [initial, cards, columnCount],
  );
  // A new board when the Controls change it; moves are kept until then.
  const [state, setState] = useState({ start, columns: start });
  const columns = state.start === start ? state.columns : start;
  const change = useCallback(
    (how: (columns: KanbanColumn<DemoCard>[]) => KanbanColumn<DemoCard>[]) =>
      setState((current) => ({
        start,
        columns: how(current.start === start ? current.columns : start),
      })),
    [start],
  );
  const [message, setMessage] = useState('');
  const handleMove = useCallback(
    (move: KanbanMove) => {
      onMove(move);
      if (move.toColumnId === refuseInto) {
        setMessage('That column does not take cards.');
        return;
      }
      setMessage('');
      change((current) => applyMove(current, move));
    },
    [onMove, refuseInto, change],
  );
  const cardActions = useCallback(
    (card: DemoCard): KanbanCardAction[] => [
      {
        id: 'take',
        label: 'Take',
        shortcut: 'T',
        disabledReason:
          actionsDisabledReason ?? (card.owner === ME ? 'It is yours already.' : undefined),
      },
      { id: 'assign', label: 'Assign to…', shortcut: 'A', disabledReason: actionsDisabledReason },
    ],
    [actionsDisabledReason],
  );
  const [assigning, setAssigning] = useState<DemoCard | null>(null);
  const assign = useCallback(
    (card: DemoCard, owner: string) => {
      change((current) => setOwner(current, card.id, owner));
      setMessage(owner === ME ? `${card.title} is yours.` : `${card.title} is ${owner}’s.`);
    },
    [change],
  );
  const handleCardAction = useCallback(
    (itemId: string, actionId: string) => {
      onCardAction(itemId, actionId);
      const card = columns.flatMap((c) => c.items).find((item) => item.id === itemId);
      if (!card) return;
      if (actionId === 'take') assign(card, ME);
      else setAssigning(card);
    },
    [onCardAction, columns, assign],
  );
  return (
    <div
      style={{
        height: 560,
        display: 'grid',
        gridTemplateRows: withNeighbours ? 'auto 1fr auto' : 'auto 1fr',
        gap: 8,
      }}
    >
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', minHeight: 20 }}>
        {withNeighbours ? <button type="button">Before the board</button> : null}
        {liveChanges.map(({ label, change: liveChange }) => (
          <button key={label} type="button" onClick={() => change(liveChange)}>
            {label}
          </button>
        ))}
        <p role="status" style={{ margin: 0 }}>
          {message}
        </p>
        {moveDisabledReason ? <p style={{ margin: 0 }}>⊘ {moveDisabledReason}</p> : null}
        {selectable ? <p style={{ margin: 0 }}>{selected.size} selected</p> : null}
      </div>
      <RouterProvider navigate={(href) => onOpen(href)}>
        <Kanban
          {...demoBoard}
          renderCard={crowdedCards ? renderCrowdedCard : titledCards ? renderCardFacts : renderCard}
          renderCardTitle={titledCards ? renderLinkTitle : undefined}
          selectedKeys={selectable ? selected : undefined}
          onSelectionChange={selectable ? setSelected : undefined}
          columns={columns}
          onMove={handleMove}
          headingLevel={headingLevel}
          emptyLabel={emptyLabel}
          estimatedCardHeight={estimatedCardHeight}
          moveDisabledReason={moveDisabledReason}
          cardActions={withCardActions ? cardActions : undefined}
          onCardAction={handleCardAction}
        />
      </RouterProvider>
      {assigning ? (
        <Modal
          title={`Assign ${assigning.title} to…`}
          isOpen
          onOpenChange={(open) => {
            if (!open) setAssigning(null);
          }}
        >
          {({ close }) => (
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {assignees.map((person) => (
                <Button
                  key={person}
                  onPress={() => {
                    assign(assigning, person);
                    close();
                  }}
                >
                  {person}
                </Button>
              ))}
            </div>
          )}
        </Modal>
      ) : null}
      {withNeighbours ? (
        <div>
          <button type="button">After the board</button>
        </div>
      ) : null}
    </div>
  );
}

/** Gives a card another owner, as the caller of "Take" or "Assign to…" does once it is done. */
function setOwner(columns: KanbanColumn<DemoCard>[], itemId: string, owner: string) {
  return columns.map((column) => ({
    ...column,
    items: column.items.map((item) => (item.id === itemId ? { ...item, owner } : item)),
  }));
}

const big = demoColumns(2000, 8);

const meta = {
  title: 'Widgets/Kanban',
  component: Board,
  // The story's own wrapper holds the state; the props table is the component's.
  subcomponents: { Kanban },
  tags: ['autodocs'],
  // In the app a board sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMain],
  args: {
    cards: 2000,
    columnCount: 8,
    onMove: fn(),
    onCardAction: fn(),
    onOpen: fn(),
    headingLevel: 3,
    emptyLabel: 'Nothing here',
    estimatedCardHeight: 88,
    withNeighbours: false,
  },
  argTypes: {
    cards: { control: { type: 'range', min: 0, max: 2000, step: 10 } },
    columnCount: { control: { type: 'range', min: 1, max: demoColumnTitles.length, step: 1 } },
    headingLevel: { control: 'inline-radio', options: kanbanHeadingLevels },
    emptyLabel: { control: 'text' },
    estimatedCardHeight: { control: { type: 'range', min: 48, max: 200, step: 4 } },
    refuseInto: {
      control: 'select',
      options: [undefined, ...demoColumnTitles.map((_, i) => `col-${i + 1}`)],
    },
    withNeighbours: { control: 'boolean' },
    moveDisabledReason: { control: 'text' },
    withCardActions: { control: 'boolean' },
    crowdedCards: { control: 'boolean' },
    selectable: { control: 'boolean' },
    titledCards: { control: 'boolean' },
    actionsDisabledReason: { control: 'text' },
    initial: { control: false },
    liveChanges: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A controlled board: `onMove` reports what the user asked for and the caller updates `columns` (or not). Columns are virtualized; cards are memoized and drawn by `renderCard`. The board is one tab stop; the arrow keys go from card to card and across columns, Home and End to the first and last card of a column.',
      },
    },
  },
} satisfies Meta<typeof Board>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waits until the board has said `text` in its drag live region (dnd-kit's, in the body): the
 * drag took the last key. A key pressed before the drag has measured its columns is lost (as it
 * would be for a person), so each key waits for what a screen-reader user hears from the one
 * before (e2e/board.spec.ts waits the same way); a fixed pause lost the → on a loaded machine.
 */
const heard = (canvasElement: HTMLElement, text: string) =>
  waitFor(() =>
    expect(within(canvasElement.ownerDocument.body).getByText(text)).toBeInTheDocument(),
  );

function heading(canvas: ReturnType<typeof within>, title: string) {
  return canvas.getByRole('heading', { name: new RegExp(`^${title} \\d+$`) });
}

const firstInBacklog = big[0]!.items[0]!;

/** The first Backlog card has moved to the big board's column at `to`: both counts show it. */
async function expectMovedFromBacklog(canvas: ReturnType<typeof within>, to: number) {
  const column = big[to]!;
  await waitFor(() =>
    expect(heading(canvas, column.title)).toHaveTextContent(`${column.items.length + 1}`),
  );
  await expect(heading(canvas, 'Backlog')).toHaveTextContent(`${big[0]!.items.length - 1}`);
}
const handleOf = (canvas: ReturnType<typeof within>, card: DemoCard) =>
  canvas.getByRole('button', { name: `Drag ${card.title}` });

/** Opens a card's menu from its button by keyboard (Enter); the menu is in the page's body. */
async function openByKeyboard(trigger: HTMLElement) {
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  return within(trigger.ownerDocument.body).findByRole('menu', {
    name: trigger.getAttribute('aria-label') ?? '',
  });
}

/** Escape closes a card's menu and gives focus back to the button that opened it. */
async function escapeBackTo(trigger: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(within(trigger.ownerDocument.body).queryByRole('menu')).toBeNull());
  await waitFor(() => expect(trigger).toHaveFocus());
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
}

/** 2,000 cards over 8 columns. Keyboard drag: Space picks up, → moves a column, Space drops. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(heading(canvas, 'Backlog')).toHaveTextContent(`${big[0]!.items.length}`);
    await expect(heading(canvas, 'Ready')).toHaveTextContent(`${big[1]!.items.length}`);
    // Virtualized: far fewer cards in the DOM than the 2,000 on the board.
    const rendered = (await canvas.findAllByRole('listitem')).length;
    await expect(rendered).toBeGreaterThan(8);
    await expect(rendered).toBeLessThan(150);

    const handle = await canvas.findByRole('button', { name: `Drag ${firstInBacklog.title}` });
    handle.focus();
    await userEvent.keyboard(' ');
    await heard(canvasElement, `${firstInBacklog.title} is over Backlog.`);
    await userEvent.keyboard('{ArrowRight}');
    await heard(canvasElement, `${firstInBacklog.title} is over Ready.`);
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(args.onMove).toHaveBeenCalledWith({
        itemId: firstInBacklog.id,
        fromColumnId: 'col-1',
        toColumnId: 'col-2',
      }),
    );
    await expectMovedFromBacklog(canvas, 1);
    // Focus follows the card into its new column.
    await waitFor(() => expect(handleOf(canvas, firstInBacklog)).toHaveFocus());
  },
};

/**
 * The board is one tab stop: Tab enters on its current card and goes through that card's
 * controls, then leaves. The arrow keys go from card to card: from the first card of the
 * first column to the first card of the fifth in four presses; Home and End reach the ends of
 * a column, however long.
 */
export const KeyboardNavigation: Story = {
  tags: ['!autodocs'],
  args: { withNeighbours: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const before = canvas.getByRole('button', { name: 'Before the board' });
    const after = canvas.getByRole('button', { name: 'After the board' });
    await canvas.findByRole('button', { name: `Drag ${firstInBacklog.title}` });

    // One tab stop: in on the first card, through its 'Move to…' button, out.
    before.focus();
    await userEvent.tab();
    await expect(handleOf(canvas, firstInBacklog)).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: `Move ${firstInBacklog.title} to…` }),
    ).toHaveFocus();
    // Tab on the card's last control puts focus on the board's far edge, from which the
    // browser's own Tab goes on to what follows the board (user-event picks its destination
    // from the key's target before the board moves focus, so the edge is checked here).
    const menuButton = canvas.getByRole('button', { name: `Move ${firstInBacklog.title} to…` });
    fireEvent.keyDown(menuButton, { key: 'Tab' });
    const edge = document.activeElement as HTMLElement;
    await expect(edge).not.toBe(menuButton);
    await expect(edge.tabIndex).toBe(-1);
    await expect(
      edge.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    after.focus();

    // Back in, from after the board: the same current card.
    await userEvent.tab({ shift: true });
    await expect(handleOf(canvas, firstInBacklog)).toHaveFocus();

    // To the first card of the fifth column: four presses (at most five, the goal).
    const presses = ['{ArrowRight}', '{ArrowRight}', '{ArrowRight}', '{ArrowRight}'];
    for (const key of presses) await userEvent.keyboard(key);
    await expect(presses.length).toBeLessThanOrEqual(5);
    const fifth = big[4]!.items;
    await waitFor(() => expect(handleOf(canvas, fifth[0]!)).toHaveFocus());

    // Down the column, to its end and back to its start.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(handleOf(canvas, fifth[1]!)).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(handleOf(canvas, fifth[fifth.length - 1]!)).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(handleOf(canvas, fifth[0]!)).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(handleOf(canvas, big[3]!.items[0]!)).toHaveFocus());

    // The card reached is now the board's tab stop: out and back in lands on it. Shift+Tab on
    // a handle puts focus on the board's near edge, from which the browser's own Shift+Tab goes
    // to what precedes the board (user-event would pick the previous card's menu button from
    // the key's target, as for Tab above, so the edge is checked here).
    const reached = handleOf(canvas, big[3]!.items[0]!);
    fireEvent.keyDown(reached, { key: 'Tab', shiftKey: true });
    const nearEdge = document.activeElement as HTMLElement;
    await expect(nearEdge).not.toBe(reached);
    await expect(nearEdge.tabIndex).toBe(-1);
    await expect(
      before.compareDocumentPosition(nearEdge) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    before.focus();
    await userEvent.tab();
    await expect(handleOf(canvas, big[3]!.items[0]!)).toHaveFocus();

    // Moving it keeps working from there: Space, →, Space.
    await userEvent.keyboard(' ');
    await heard(canvasElement, `${big[3]!.items[0]!.title} is over Review.`);
    await userEvent.keyboard('{ArrowRight}');
    await heard(canvasElement, `${big[3]!.items[0]!.title} is over ${big[4]!.title}.`);
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(args.onMove).toHaveBeenCalledWith({
        itemId: big[3]!.items[0]!.id,
        fromColumnId: 'col-4',
        toColumnId: 'col-5',
      }),
    );
    await waitFor(() => expect(handleOf(canvas, big[3]!.items[0]!)).toHaveFocus());
  },
};

/** The keyboard and screen-reader alternative: every card's "Move to…" menu. */
export const MoveToMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: `Move ${firstInBacklog.title} to…` }),
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
    await expectMovedFromBacklog(canvas, 3);
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
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = await canvas.findByRole('button', { name: `Move ${firstInBacklog.title} to…` });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    const menu = await openByKeyboard(trigger);
    await expect(menu).toHaveAccessibleName(`Move ${firstInBacklog.title} to…`);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Ready' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'In progress' })).toHaveFocus(),
    );
    await escapeBackTo(trigger);
    await expect(args.onMove).not.toHaveBeenCalled();
    // The arrow keys open it too, as on any menu button.
    await userEvent.keyboard('{ArrowDown}');
    await expect(await body.findByRole('menu')).toBeVisible();
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
      await canvas.findByRole('button', { name: `Move ${firstInBacklog.title} to…` }),
    );
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Done' }));
    await expect(args.onMove).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText('That column does not take cards.')).toBeVisible();
    await expect(heading(canvas, 'Done')).toHaveTextContent(`${big[6]!.items.length}`);
    await expect(heading(canvas, 'Backlog')).toHaveTextContent(`${big[0]!.items.length}`);
  },
};

const liveCards = demoColumns(6, 1)[0]!.items;
const liveStart: KanbanColumn<DemoCard>[] = [
  { id: 'col-1', title: 'To do', items: liveCards.slice(0, 4) },
  { id: 'col-2', title: 'Doing', items: liveCards.slice(4, 5) },
  { id: 'col-3', title: 'Cancelled', items: liveCards.slice(5) },
];

/** Another person cancels the first card to do, or deletes it. */
const liveChanges: LiveChange[] = [
  {
    label: 'Someone cancels the first card to do',
    change: (columns) => {
      const card = columns[0]!.items[0];
      return card
        ? applyMove(columns, { itemId: card.id, fromColumnId: 'col-1', toColumnId: 'col-3' })
        : columns;
    },
  },
  {
    label: 'Someone deletes the first card to do',
    change: (columns) =>
      columns.map((c) => (c.id === 'col-1' ? { ...c, items: c.items.slice(1) } : c)),
  },
];

/**
 * The focused card's item changes elsewhere (another person cancels it, a live
 * refresh moves it to another column, or removes it). Focus follows the card to its new
 * column, or goes to its neighbour, or to the board when its column is left empty, and the
 * change is announced; it never falls to the page.
 */
export const LiveChangeUnderFocus: Story = {
  tags: ['!autodocs'],
  args: { initial: liveStart, liveChanges },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument;
    const board = canvas.getByRole('group', { name: 'Demo board' });
    const column = (title: string) =>
      within(canvas.getByRole('group', { name: new RegExp(`^${title} \\d+$`) }));
    const [first, second, third, fourth] = liveStart[0]!.items;
    // Buttons pressed by script, not by a click: the person's focus stays on the board.
    const cancelFirst = canvas.getByRole('button', {
      name: 'Someone cancels the first card to do',
    });
    const deleteFirst = canvas.getByRole('button', {
      name: 'Someone deletes the first card to do',
    });

    // The columns draw their cards once they are measured: when the runner comes from another
    // story, the play starts before that (it found no card, threw, and the picture was of the
    // untouched board).
    (await column('To do').findByRole('button', { name: `Drag ${first!.title}` })).focus();
    fireEvent.click(cancelFirst);
    await waitFor(() =>
      expect(
        column('Cancelled').getByRole('button', { name: `Drag ${first!.title}` }),
      ).toHaveFocus(),
    );
    await expect(board).toHaveTextContent(`${first!.title} moved to Cancelled.`);

    // Its 'Move to…' button had focus: the same button has it in the new column.
    column('To do')
      .getByRole('button', { name: `Move ${second!.title} to…` })
      .focus();
    fireEvent.click(cancelFirst);
    await waitFor(() =>
      expect(
        column('Cancelled').getByRole('button', { name: `Move ${second!.title} to…` }),
      ).toHaveFocus(),
    );

    // Removed: its neighbour below takes focus.
    column('To do')
      .getByRole('button', { name: `Drag ${third!.title}` })
      .focus();
    fireEvent.click(deleteFirst);
    await waitFor(() =>
      expect(column('To do').getByRole('button', { name: `Drag ${fourth!.title}` })).toHaveFocus(),
    );
    await expect(board).toHaveTextContent(`${third!.title} is no longer on the board.`);
    await expect(doc.activeElement).not.toBe(doc.body);

    // The last one of its column removed: the board itself, which says so.
    fireEvent.click(deleteFirst);
    await waitFor(() => expect(board).toHaveFocus());
    await expect(board).toHaveTextContent(
      `${fourth!.title} is no longer on the board. To do has no cards left.`,
    );
  },
};

/** Waits two frames: the virtualizer draws the rows of a scroll on its next frame. */
const frames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

/**
 * Scrolling a column, by wheel or by keyboard, takes the focused card out of view.
 * It stays mounted (as React Aria's virtualizer keeps its focused key), so focus stays on it
 * instead of falling to the page's body, and the arrow keys go on from it.
 */
export const ScrollKeepsFocusedCard: Story = {
  tags: ['!autodocs'],
  // No picture: after a long scroll the virtualizer re-measures the rows it draws again on its
  // own frames, so where they stand a few pixels either way depends on the machine's load.
  // The play asserts the behaviour.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument;
    const backlog = canvas.getByRole('group', { name: /^Backlog \d+$/ });
    const handle = await within(backlog).findByRole('button', {
      name: `Drag ${firstInBacklog.title}`,
    });
    handle.focus();
    const scroller = within(backlog).getByRole('list').parentElement!;
    // As a wheel does: the column scrolls under the focused card, a screen at a time, far
    // past it.
    for (let step = 1; step <= 6; step++) {
      scroller.scrollTop = step * scroller.clientHeight;
      fireEvent.scroll(scroller);
      await frames();
    }
    // The column has drawn the cards of where it now is, far below the focused one.
    const drawnFarDown = () =>
      expect(
        within(backlog)
          .getAllByRole('listitem')
          .some((row) => Number(row.getAttribute('aria-posinset')) > 20),
      ).toBe(true);
    await waitFor(drawnFarDown);
    await expect(scroller.scrollTop).toBeGreaterThan(2000);
    await expect(handle.isConnected).toBe(true);
    await expect(handle).toHaveFocus();
    await expect(doc.activeElement).not.toBe(doc.body);
    // By keyboard (Page Down on the card scrolls its column): focus stays too.
    scroller.scrollTop = 0;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(handleOf(canvas, big[0]!.items[1]!)).toBeInTheDocument());
    handleOf(canvas, big[0]!.items[1]!).focus();
    const second = handleOf(canvas, big[0]!.items[1]!);
    for (let step = 0; step < 8; step++) {
      if (window.__realInput) await window.__realInput({ kind: 'press', key: 'PageDown' });
      else {
        scroller.scrollTop += scroller.clientHeight;
        fireEvent.scroll(scroller);
      }
      await frames();
    }
    await expect(scroller.scrollTop).toBeGreaterThan(2000);
    await waitFor(drawnFarDown);
    await expect(second.isConnected).toBe(true);
    await expect(second).toHaveFocus();
    // The arrow keys go on from the focused card: the next one is brought back into view.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(handleOf(canvas, big[0]!.items[2]!)).toHaveFocus());
    await expect(doc.activeElement).not.toBe(doc.body);
    // Home goes to the column's first card; the column is then put back at its top, so that
    // the picture is of a settled column, the same on every run.
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(handleOf(canvas, firstInBacklog)).toHaveFocus());
    scroller.scrollTop = 0;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(scroller.scrollTop).toBe(0));
    await frames();
    await expect(handleOf(canvas, firstInBacklog)).toHaveFocus();
  },
};

/**
 * Cards cannot be moved now (a Viewer's board): the handles and "Move to…" buttons stay
 * focusable, so the arrow keys still go from card to card, but they are `aria-disabled` with
 * the reason as their description; Space picks nothing up and no menu opens.
 */
export const MoveDisabledWithReason: Story = {
  args: { cards: 7, columnCount: 3, moveDisabledReason: 'Viewers cannot change records.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = (await canvas.findAllByRole('button', { name: /^Drag / }))[0]!;
    await expect(first).toHaveAttribute('aria-disabled', 'true');
    await expect(first).toHaveAccessibleDescription('Viewers cannot change records.');
    first.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await expect(args.onMove).not.toHaveBeenCalled();
    const menuButton = canvas.getAllByRole('button', { name: /^Move .* to…$/ })[0]!;
    await expect(menuButton).toHaveAttribute('aria-disabled', 'true');
    await expect(menuButton).toHaveAccessibleDescription('Viewers cannot change records.');
    await userEvent.click(menuButton);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull();
    await expect(
      canvas.getByText(/Viewers cannot change records\./, { selector: 'p' }),
    ).toBeVisible();
  },
};

const actionsOf = (card: DemoCard) => `Actions for ${card.title}`;

/**
 * The card's own actions in its menu, above "Move to…" (`cardActions`): its button is named
 * "Actions for …". By keyboard: Enter opens the menu on its first action, the arrow keys go
 * through the actions and on to the columns, Escape gives focus back. "Take" closes the menu,
 * focus is back on the card's button and the caller says what it did; the card is then yours,
 * and "Take" says why it cannot be used (as its description), and does nothing.
 */
export const WithCardActions: Story = {
  name: 'With card actions',
  args: { withCardActions: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = await canvas.findByRole('button', { name: actionsOf(firstInBacklog) });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    const menu = await openByKeyboard(trigger);
    await expect(menu).toHaveAccessibleName(actionsOf(firstInBacklog));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const take = within(menu).getByRole('menuitem', { name: 'Take' });
    await waitFor(() => expect(take).toHaveFocus());
    await expect(take).toHaveAccessibleDescription('T');
    // The card's actions, a separator, then every column but the card's own.
    await expect(within(menu).getAllByRole('separator')).toHaveLength(1);
    const moves = within(menu).getByRole('group', { name: 'Move to…' });
    await expect(within(moves).getAllByRole('menuitem')).toHaveLength(7);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Assign to…' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(moves).getByRole('menuitem', { name: 'Ready' })).toHaveFocus(),
    );
    await escapeBackTo(trigger);

    // Take, by keyboard.
    const again = await openByKeyboard(trigger);
    await waitFor(() =>
      expect(within(again).getByRole('menuitem', { name: 'Take' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onCardAction).toHaveBeenCalledTimes(1);
    await expect(args.onCardAction).toHaveBeenCalledWith(firstInBacklog.id, 'take');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(await canvas.findByText(`${firstInBacklog.title} is yours.`)).toBeVisible();
    await expect(args.onMove).not.toHaveBeenCalled();

    // Yours now: "Take" is still reached, says why it cannot be used, and does nothing.
    await userEvent.keyboard('{ArrowDown}');
    const taken = await body.findByRole('menu', { name: actionsOf(firstInBacklog) });
    const refused = within(taken).getByRole('menuitem', { name: 'Take' });
    await waitFor(() => expect(refused).toHaveFocus());
    await expect(refused).toHaveAccessibleDescription('It is yours already. T');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCardAction).toHaveBeenCalledTimes(1);
    await expect(taken).toBeVisible();
  },
};

/**
 * An action that opens a dialog ("Assign to…"): the menu closes and gives focus back to the
 * card's button, and the caller's dialog takes it from there; once it closes, focus is back on
 * the card's button.
 */
export const CardActionOpensADialog: Story = {
  tags: ['!autodocs'],
  args: { withCardActions: true },
  // No picture: the board's is WithCardActions'; the play asserts the focus.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = await canvas.findByRole('button', { name: actionsOf(firstInBacklog) });
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu', { name: actionsOf(firstInBacklog) });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Assign to…' }));
    await expect(args.onCardAction).toHaveBeenCalledTimes(1);
    await expect(args.onCardAction).toHaveBeenCalledWith(firstInBacklog.id, 'assign');
    const dialog = await body.findByRole('dialog', { name: `Assign ${firstInBacklog.title} to…` });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(body.queryByRole('menu')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bruno Petit' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(
      await canvas.findByText(`${firstInBacklog.title} is Bruno Petit’s.`),
    ).toBeVisible();
  },
};

/**
 * Cards cannot move now, but their actions can be used: a card's button still opens its menu,
 * which then holds its actions alone (the drag handles and the words above the board say why
 * nothing moves).
 */
export const CardActionsWhileMovesDisabled: Story = {
  tags: ['!autodocs'],
  args: {
    cards: 7,
    columnCount: 3,
    withCardActions: true,
    moveDisabledReason: 'Cards do not move while the board is sorted by waiting time.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = (await canvas.findAllByRole('button', { name: /^Drag / }))[0]!;
    await expect(handle).toHaveAttribute('aria-disabled', 'true');
    const trigger = canvas.getAllByRole('button', { name: /^Actions for / })[0]!;
    await expect(trigger).not.toHaveAttribute('aria-disabled');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    const menu = await openByKeyboard(trigger);
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['TakeT', 'Assign to…A']);
    await expect(within(menu).queryByRole('separator')).toBeNull();
    await expect(within(menu).queryByRole('group', { name: 'Move to…' })).toBeNull();
  },
};

/**
 * A Viewer: no card can move and none of its actions can be used. Each card's button keeps
 * the disabled look and says why, as without actions (MoveDisabledWithReason), and opens
 * nothing.
 */
export const CardActionsForAViewer: Story = {
  tags: ['!autodocs'],
  args: {
    cards: 7,
    columnCount: 3,
    withCardActions: true,
    moveDisabledReason: 'Viewers cannot change records.',
    actionsDisabledReason: 'Viewers cannot change records.',
  },
  // No picture: the board looks as MoveDisabledWithReason's does (only names differ).
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = (await canvas.findAllByRole('button', { name: /^Actions for / }))[0]!;
    await expect(trigger).toHaveAttribute('aria-disabled', 'true');
    await expect(trigger).toHaveAccessibleDescription('Viewers cannot change records.');
    await userEvent.click(trigger);
    trigger.focus();
    await userEvent.keyboard('{Enter}{ArrowDown}');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull();
    await expect(args.onCardAction).not.toHaveBeenCalled();
  },
};

export const FewCards: Story = {
  args: { cards: 7, columnCount: 3 },
};

export const EmptyColumns: Story = {
  args: { cards: 0, columnCount: 4, emptyLabel: 'No cards yet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('No cards yet')).toHaveLength(4);
    await expect(heading(canvas, 'Backlog')).toHaveTextContent('0');
    // With no card, the board itself is the tab stop (it still scrolls sideways).
    await expect(canvas.getByRole('group', { name: 'Demo board' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};

export const LongContent: Story = {
  tags: ['!autodocs'],
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
  args: { cards: 40, columnCount: 8 },
  globals: { theme: 'dark' },
};

const selectableBoard = demoColumns(24, 4);

/**
 * Selectable cards, for actions on many at once: the caller holds the selection and says how
 * many are selected beside the board (where its actions would be). Each card has a "Select"
 * box after its drag handle, each column a "Select all" box; Shift-click selects a range of a
 * column. By keyboard: Tab from a card's handle to its box, Space ticks it, the arrow keys go
 * from box to box, and Up from a column's first card reaches its "Select all" box.
 */
export const Selectable: Story = {
  args: {
    cards: 24,
    columnCount: 4,
    selectable: true,
    titledCards: true,
    withNeighbours: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const backlog = selectableBoard[0]!.items;
    const box = (card: DemoCard) => canvas.getByRole('checkbox', { name: `Select ${card.title}` });
    const allInBacklog = () => canvas.getByRole('checkbox', { name: 'Select all in Backlog' });
    const count = (n: number) => expect(canvas.getByText(`${n} selected`)).toBeInTheDocument();
    await canvas.findByRole('checkbox', { name: `Select ${backlog[0]!.title}` });
    await count(0);

    // Keyboard only: Tab into the board (its first card's handle), Tab to the card's box,
    // Space ticks it; Down to the next card's box, Space again.
    canvas.getByRole('button', { name: 'Before the board' }).focus();
    await userEvent.tab();
    await expect(handleOf(canvas, backlog[0]!)).toHaveFocus();
    await userEvent.tab();
    await expect(box(backlog[0]!)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box(backlog[0]!)).toBeChecked();
    await count(1);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(box(backlog[1]!)).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(box(backlog[1]!)).toBeChecked();
    await count(2);
    // Shift+Space (the browser's own key, under the runner) selects the range from the last
    // card ticked, as Shift-click does.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(box(backlog[3]!)).toHaveFocus());
    if (window.__realInput) await window.__realInput({ kind: 'press', key: 'Shift+Space' });
    else await userEvent.keyboard('{Shift>} {/Shift}');
    await waitFor(() => expect(box(backlog[2]!)).toBeChecked());
    await expect(box(backlog[3]!)).toBeChecked();
    await expect(box(backlog[4]!)).not.toBeChecked();
    await count(4);
    // Up from the first card: the column's box, mixed; Space selects the whole column.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(allInBacklog()).toHaveFocus());
    await expect(allInBacklog()).toBePartiallyChecked();
    await userEvent.keyboard(' ');
    await expect(allInBacklog()).toBeChecked();
    await count(backlog.length);
    await userEvent.keyboard(' ');
    await expect(allInBacklog()).not.toBeChecked();
    await count(0);

    // Space on the drag handle still picks the card up (and Escape puts it back).
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(box(backlog[0]!)).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(handleOf(canvas, backlog[0]!)).toHaveFocus();
    await userEvent.keyboard(' ');
    await heard(canvasElement, `${backlog[0]!.title} is over Backlog.`);
    await userEvent.keyboard('{Escape}');
    await heard(canvasElement, `Moving ${backlog[0]!.title} was cancelled. It stays in Backlog.`);
    await expect(args.onMove).not.toHaveBeenCalled();
    await count(0);

    // A click on a card's box selects it; the column's box is then mixed.
    await userEvent.click(box(backlog[0]!));
    await expect(box(backlog[0]!)).toBeChecked();
    await count(1);
    await expect(allInBacklog()).toBePartiallyChecked();

    // Shift-click: the range of the column from the last card clicked.
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(box(backlog[3]!));
    await user.keyboard('{/Shift}');
    for (const card of backlog.slice(0, 4)) await expect(box(card)).toBeChecked();
    await expect(box(backlog[4]!)).not.toBeChecked();
    await count(4);

    // The column's box selects all its cards, then none.
    await userEvent.click(allInBacklog());
    await expect(allInBacklog()).toBeChecked();
    await expect(allInBacklog()).not.toBePartiallyChecked();
    await count(backlog.length);
    // Every card of the column, those drawn further down too (the column is virtualized).
    const column = canvas.getByRole('group', { name: /^Backlog \d+$/ });
    for (const drawn of within(column).getAllByRole('checkbox', { name: /^Select Item/ })) {
      await expect(drawn).toBeChecked();
    }
    await userEvent.click(allInBacklog());
    await expect(allInBacklog()).not.toBeChecked();
    await count(0);

    // The card's link still opens it, and selects nothing.
    await userEvent.click(box(backlog[2]!));
    await userEvent.click(canvas.getByRole('link', { name: backlog[1]!.title }));
    await expect(args.onOpen).toHaveBeenCalledWith(`/cards/${backlog[1]!.id}`);
    await count(1);
    await expect(box(backlog[1]!)).not.toBeChecked();
    // The picture: one card selected, its column's box mixed, no link under the pointer.
    await expect(allInBacklog()).toBePartiallyChecked();
    await userEvent.unhover(canvas.getByRole('link', { name: backlog[1]!.title }));
  },
};

/** Selected cards and the column boxes (checked, mixed, empty), in the dark theme. */
export const SelectableDark: Story = {
  tags: ['!autodocs'],
  name: 'Selectable, dark',
  args: { cards: 40, columnCount: 8, selectable: true },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const board = demoColumns(40, 8);
    const [backlog, ready] = [board[0]!.items, board[1]!.items];
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: `Select ${backlog[1]!.title}` }),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all in Ready' }));
    await expect(
      canvas.getByRole('checkbox', { name: 'Select all in Backlog' }),
    ).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select all in Ready' })).toBeChecked();
    await expect(canvas.getByText(`${ready.length + 1} selected`)).toBeInTheDocument();
  },
};

/** A card's menu with its actions, in the dark theme (the picture is of the open menu). */
export const WithCardActionsDark: Story = {
  tags: ['!autodocs'],
  name: 'With card actions, dark',
  args: { cards: 40, columnCount: 8, withCardActions: true },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = (await canvas.findAllByRole('button', { name: /^Actions for / }))[0]!;
    const menu = await openByKeyboard(trigger);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Take' })).toHaveFocus());
  },
};

/**
 * A board read a page per column (the request board): each column carries its first
 * cards, says its whole count, and asks for the next ones with "Show 3 more". Down from a
 * column's last card reaches the button; once the cards come, focus goes to the first new one,
 * and to it too when the button goes with the last page.
 */
function PagedBoard({ onMore }: { onMore: (column: string) => void }) {
  const all = useMemo(() => demoColumns(14, 2), []);
  const [shown, setShown] = useState(3);
  const columns = all.map((column) => {
    const items = column.items.slice(0, shown);
    const rest = column.items.length - items.length;
    return {
      ...column,
      items,
      count: column.items.length,
      more:
        rest > 0
          ? {
              label: `Show ${Math.min(3, rest)} more`,
              status: `${items.length} of ${column.items.length}`,
              onPress: () => {
                onMore(column.id);
                // A page that comes later, as from the server.
                setTimeout(() => setShown((n) => Math.max(n, items.length + 3)), 50);
              },
            }
          : undefined,
    };
  });
  return <Kanban {...demoBoard} columns={columns} onMove={() => {}} />;
}

const paged = demoColumns(14, 2);

/** The picture: each column's first 3 cards, its whole count, and its "Show 3 more". */
export const FirstCards: Story = {
  tags: ['!autodocs'],
  name: 'First cards of each column',
  render: (args) => <PagedBoard onMore={args.onMove as never} />,
};

export const FirstCardsAndShowMore: Story = {
  tags: ['!autodocs'],
  name: 'First cards of each column, and “Show more”',
  render: (args) => <PagedBoard onMore={args.onMove as never} />,
  // No picture: the last page leaves the column scrolled to its new card (FirstCards is the
  // picture). The play asserts the behaviour.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const backlog = paged[0]!;
    const column = canvas.getByRole('group', { name: /^Backlog \d+$/ });
    // The whole count, though 3 cards are drawn.
    await expect(heading(canvas, 'Backlog')).toHaveTextContent(String(backlog.items.length));
    await expect(within(column).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(column).getAllByRole('listitem')[0]).toHaveAttribute(
      'aria-setsize',
      String(backlog.items.length),
    );
    // By keyboard: the first card, End, Down: the column's button.
    handleOf(canvas, backlog.items[0]!).focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(handleOf(canvas, backlog.items[2]!)).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const more = within(column).getByRole('button', { name: /^Show 3 more/ });
    await expect(more).toHaveFocus();
    await expect(more).toHaveAccessibleName(`Show 3 more in Backlog, 3 of ${backlog.items.length}`);
    // Up goes back to the last card; Down and Enter ask for more, and focus goes to the first new card.
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(handleOf(canvas, backlog.items[2]!)).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(handleOf(canvas, backlog.items[3]!)).toHaveFocus());
    await expect(args.onMove).toHaveBeenCalledWith('col-1');
    // Until the column is whole: the button goes, focus stays on a card, never on the page.
    while (within(column).queryByRole('button', { name: /^Show \d more/ })) {
      const before = within(column).getAllByRole('listitem').length;
      await userEvent.click(within(column).getByRole('button', { name: /^Show \d more/ }));
      await waitFor(() => expect(handleOf(canvas, backlog.items[before]!)).toHaveFocus());
    }
    await expect(canvasElement.ownerDocument.activeElement).not.toBe(
      canvasElement.ownerDocument.body,
    );
    await expect(heading(canvas, 'Backlog')).toHaveTextContent(String(backlog.items.length));
  },
};

// The docs page's "Do" and "Don't".
export const DoShowAFewFacts: Story = {
  name: 'Do: show the title and a few facts',
  tags: ['!autodocs'],
  args: { cards: 5, columnCount: 3 },
};

export const DontShowEveryField: Story = {
  name: 'Don’t: show every field, raw',
  tags: ['!autodocs'],
  args: { cards: 5, columnCount: 3, crowdedCards: true },
};
