import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { RequestBoardAnswer } from '@backoffice/api';
import { BOARD_CARDS_PER_COLUMN, BOARD_COLUMNS } from '@backoffice/domain';
import { Button, Kanban } from '@backoffice/ui';
import type { KanbanMore, KanbanMove } from '@backoffice/ui';
import { visuallyHidden } from '@backoffice/ui/theme';
import { NothingToShow } from '@/shared/list/NothingToShow';
import { useCan } from '@/shared/permissions';
import { applyMoves, readStoredMoves, shownMoves, storeMoves, withMove } from './moves';
import type { LocalMoves } from './moves';
import { NewRequestsButton } from './NewRequestsButton';
import { useNewRequestsHeld } from './newRequests';
import { RequestCard, RequestCardTitle, requestLabel } from './RequestCard';
import type { BoardItem } from './RequestCard';
import * as styles from './BoardScreen.css';

const getItemId = (request: BoardItem) => String(request.id);

const BOARD_LABEL = 'Requests by funnel stage';

/**
 * The 8 columns in the spec's order and words, filled from the server's answer: each column's
 * first cards and its whole count.
 */
export function boardColumns(answer: RequestBoardAnswer) {
  return BOARD_COLUMNS.map(({ key, title }) => {
    const column = answer.columns.find((c) => c.key === key);
    const items = column?.requests ?? [];
    return { id: key, title, items, count: column?.count ?? items.length };
  });
}

const number = new Intl.NumberFormat('en-GB');

/**
 * A column's "Show more": the board carries each column's first cards; the button
 * asks for the next BOARD_CARDS_PER_COLUMN of every column, and says how many are shown.
 */
function moreOf(
  column: RequestBoardAnswer['columns'][number] | undefined,
  onShowMore: ((loaded: number) => void) | undefined,
): KanbanMore | undefined {
  if (!column || !onShowMore) return undefined;
  const loaded = column.requests.length;
  const rest = column.count - loaded;
  if (rest <= 0) return undefined;
  return {
    label: `Show ${number.format(Math.min(rest, BOARD_CARDS_PER_COLUMN))} more`,
    status: `${number.format(loaded)} of ${number.format(column.count)} shown`,
    onPress: () => onShowMore(loaded),
  };
}

const cards = (n: number) => (n === 1 ? '1 card' : `${n} cards`);

export interface BoardViewProps {
  /** The server's answer for the current filters. */
  answer: RequestBoardAnswer;
  /** Shown faded while newer data loads. @default false */
  isUpdating?: boolean;
  /** The sort control, above the board beside the column strip. */
  sort?: ReactNode;
  /**
   * Asks for more cards in every column, from a column that carries `loaded` of its cards
   * (its "Show more" button). Without it, no column offers more.
   */
  onShowMore?: (loaded: number) => void;
}

/**
 * Every column's title and count, always in view above the board (at 1440 px the
 * board scrolls sideways past its fifth column): pressing one brings its column into view and
 * focuses its first card. One tab stop (a toolbar): the arrow keys go from title to title.
 */
function ColumnStrip({
  columns,
  onJump,
}: {
  columns: readonly { id: string; title: string; count: number }[];
  onJump: (index: number) => void;
}) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = columns.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? Math.min(current + 1, last)
        : event.key === 'ArrowLeft'
          ? Math.max(current - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  return (
    <div className={styles.jump}>
      <span className={styles.jumpLabel} aria-hidden="true">
        Go to
      </span>
      <div
        role="toolbar"
        aria-label="Go to a column"
        className={styles.jumpList}
        onKeyDown={onKeyDown}
      >
        {columns.map((column, index) => (
          <button
            key={column.id}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            // The title and count as shown, read as "Cancelled, 64 requests".
            aria-label={`${column.title}, ${number.format(column.count)} ${column.count === 1 ? 'request' : 'requests'}`}
            tabIndex={index === current ? 0 : -1}
            className={styles.jumpButton}
            onFocus={() => setCurrent(index)}
            onClick={() => onJump(index)}
          >
            {column.title} <span className={styles.jumpCount}>{number.format(column.count)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The board itself: a strip to jump to each column, the 8 columns and their cards. Moves are
 * local (operations §2: no call is made and nothing is saved); they are kept for the tab's
 * session, so that opening a request and coming back keeps them, each moved card says "Not
 * saved", and "Undo moves" puts every card back.
 */
export function BoardView({ answer, isUpdating = false, sort, onShowMore }: BoardViewProps) {
  const [moves, setMoves] = useState<LocalMoves>(readStoredMoves);
  const [announcement, setAnnouncement] = useState('');
  const boardRef = useRef<HTMLDivElement>(null);
  const columns = useMemo(() => applyMoves(boardColumns(answer), moves), [answer, moves]);
  const kanbanColumns = useMemo(
    () =>
      columns.map((column) => ({
        ...column,
        more: moreOf(
          answer.columns.find((c) => c.key === column.id),
          onShowMore,
        ),
      })),
    [columns, answer, onShowMore],
  );
  const movedCount = shownMoves(columns);
  // A Viewer does not move cards: the handles and 'Move to…' buttons stay,
  // disabled, with the reason as their description and said in words above the board.
  const edit = useCan('write');

  useEffect(() => storeMoves(moves), [moves]);

  const onMove = useCallback(
    ({ itemId, toColumnId }: KanbanMove) =>
      setMoves((current) => withMove(current, itemId, toColumnId)),
    [],
  );
  const renderCard = useCallback((request: BoardItem) => <RequestCard request={request} />, []);
  const renderCardTitle = useCallback(
    (request: BoardItem) => <RequestCardTitle request={request} />,
    [],
  );

  /** The board's element and its columns, in order (the design system's Kanban groups). */
  const columnElements = () => {
    const kanban = boardRef.current?.querySelector(`[role="group"][aria-label="${BOARD_LABEL}"]`);
    return kanban ? Array.from(kanban.querySelectorAll(':scope > [role="group"]')) : [];
  };

  const jumpTo = (index: number) => {
    const column = columnElements()[index] as HTMLElement | undefined;
    const { title, items } = columns[index]!;
    if (!column) return;
    column.scrollIntoView({ block: 'nearest', inline: 'start' });
    // The first card's first button is its drag handle: focus lands on the card, and the
    // arrow keys go on from there.
    const first = column.querySelector<HTMLElement>('[role="listitem"] button');
    if (first) first.focus({ preventScroll: true });
    setAnnouncement(items.length === 0 ? `${title} has no requests.` : '');
  };

  const undo = () => {
    setMoves(new Map());
    setAnnouncement('Moves undone: every card is back in its column.');
    // The button goes with the moves: focus goes to the board the cards came back to.
    boardRef.current
      ?.querySelector<HTMLElement>(`[role="group"][aria-label="${BOARD_LABEL}"]`)
      ?.focus({ preventScroll: true });
  };

  return (
    <div className={styles.view}>
      <div className={styles.toolbar}>
        <ColumnStrip columns={columns} onJump={jumpTo} />
        <div className={styles.toolbarEnd}>
          {/* Beside the board whose cards it is about (no longer under the title,
              so that the title and the filters share one row). */}
          {movedCount > 0 ? (
            <p className={styles.moved}>
              <span>{cards(movedCount)} moved here, not saved.</span>
              <Button size="sm" variant="secondary" onPress={undo}>
                Undo moves
              </Button>
            </p>
          ) : edit.reason ? (
            <p className={styles.hint}>
              <span aria-hidden="true">⊘ </span>
              {`Cards cannot be moved: ${edit.reason}`}
            </p>
          ) : (
            <p className={styles.hint}>
              Dragging a card moves it on this screen only: nothing is saved.
            </p>
          )}
          {sort}
        </div>
      </div>
      <div ref={boardRef} className={styles.board} aria-busy={isUpdating}>
        <Kanban
          aria-label={BOARD_LABEL}
          columns={kanbanColumns}
          getItemId={getItemId}
          getItemLabel={requestLabel}
          renderCard={renderCard}
          renderCardTitle={renderCardTitle}
          fitColumns
          onMove={onMove}
          estimatedCardHeight={132}
          headingLevel={2}
          emptyLabel="No requests"
          moveDisabledReason={edit.reason}
        />
      </div>
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}

export interface BoardContentProps extends BoardViewProps {
  /** True when a filter narrows the board (an empty answer is then "no results"). */
  isFiltered: boolean;
  /** Reset filters, from the no-results state. */
  onReset: () => void;
  /** The view of the board (its filters): a new one is a new board, its moves read again. */
  viewKey: string;
  /** False while the answer is still the previous view's (the next one loads). */
  isCurrent: boolean;
}

/** The board with the requests that arrived live held behind "N new requests". */
export function BoardContent({ isCurrent, ...props }: BoardContentProps) {
  const live = useNewRequestsHeld(props.viewKey, props.answer, isCurrent);
  return (
    <>
      <NewRequestsButton newIds={live.newIds} onShow={live.showNew} />
      <BoardAnswer {...props} answer={live.answer ?? props.answer} />
    </>
  );
}

/** The board's answer drawn: its columns, or nothing yet, or no results for these filters. */
function BoardAnswer({
  isFiltered,
  onReset,
  viewKey,
  ...view
}: Omit<BoardContentProps, 'isCurrent'>) {
  if (view.answer.total > 0) return <BoardView key={viewKey} {...view} />;
  return (
    <NothingToShow
      isFiltered={isFiltered}
      empty={{
        title: 'No requests in the last 7 days',
        description: 'New contact requests appear here as guests send them.',
      }}
      noResults={{
        title: 'No requests match these filters',
        description: 'Change the dates, the search or the visit filter to see more.',
      }}
      onReset={onReset}
    />
  );
}
