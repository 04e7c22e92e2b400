import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { RequestBoardAnswer } from '@backoffice/api';
import { BOARD_CARDS_PER_COLUMN, BOARD_COLUMNS, TEAM_WORDS } from '@backoffice/domain';
import type { StaffRef } from '@backoffice/domain';
import { ActionMenu, Button, Kanban } from '@backoffice/ui';
import type { KanbanCardAction, KanbanMore, KanbanMove } from '@backoffice/ui';
import { visuallyHidden } from '@backoffice/ui/theme';
import { useSignedInUser } from '@/features/session';
import { useNow } from '@/shared/clock';
import { NothingToShow } from '@/shared/list/NothingToShow';
import { useCan } from '@/shared/permissions';
import { useShortcut } from '@/shared/shortcuts/registry';
import { LazyAssignDialog } from '../owner/LazyAssignDialog';
import { ALREADY_MINE, isMine } from '../owner/ownerText';
import { OWNER_SAVING, useOwnerActions } from '../owner/useOwnerActions';
import type { OwnerActions } from '../owner/useOwnerActions';
import { useAssignedToMeNotice } from './assignedToMe';
import { applyMoves, readStoredMoves, shownMoves, storeMoves, withMove } from './moves';
import type { LocalMoves } from './moves';
import { NewRequestsButton } from './NewRequestsButton';
import { useNewRequestsHeld } from './newRequests';
import { RequestCard, RequestCardTitle, requestLabel } from './RequestCard';
import { isLate } from './late';
import type { BoardItem } from './RequestCard';
import { WaitingIcon } from './WaitingIcon';
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
    const items: BoardItem[] = (column?.requests ?? []).map((r) => ({
      ...r,
      column: key,
      ...(column?.waitAfterDays !== undefined ? { waitAfterDays: column.waitAfterDays } : {}),
    }));
    return { id: key, title, items, count: column?.count ?? items.length };
  });
}

/** How many of a column's cards shown wait too long, each by its own column's threshold. */
export function lateCount(items: readonly BoardItem[], now: Date): number {
  return items.filter((item) => isLate(item, now)).length;
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
  /**
   * Asks for more cards in every column, from a column that carries `loaded` of its cards
   * (its "Show more" button). Without it, no column offers more.
   */
  onShowMore?: (loaded: number) => void;
  /**
   * Where the column strip goes: the screen's toolbar, on one row with the owner filters and
   * the sort (they stay while no board is drawn). Without it, above the board.
   */
  stripSlot?: HTMLElement | null;
  /**
   * Where what a drag does goes (or how many cards were moved, and Undo moves): under the
   * screen's title, beside the filters. Without it, above the board.
   */
  hintSlot?: HTMLElement | null;
  /**
   * Who I am and the owner actions (Take, Assign to…, Unassign in each card's menu, `t`).
   * Without them (a benchmark of the board alone) the cards show their owner, and their menu
   * is "Move to…" only.
   */
  owners?: BoardOwners;
  /**
   * The requests selected for work in bulk (the screen holds them, and the bar, so that a
   * run's summary outlives the cards it moved off this view). Without `onSelectionChange` (a
   * story of the board alone) the cards are not selectable.
   */
  selectedKeys?: ReadonlySet<number>;
  onSelectionChange?: (keys: Set<number>) => void;
}

/** The signed-in person and the owner actions of a board view (useBoardOwners). */
export interface BoardOwners {
  me: StaffRef;
  actions: OwnerActions;
}

/**
 * The owner actions of one board view, and the toast of a request someone else gives me
 * while it is shown (its answers compared one to the next; a new view starts again).
 */
export function useBoardOwners(answer: RequestBoardAnswer, viewKey: string): BoardOwners {
  const me = useSignedInUser();
  const own = useAssignedToMeNotice(answer, me.id, viewKey);
  const actions = useOwnerActions(me, own);
  return useMemo(() => ({ me, actions }), [me, actions]);
}

/** A column as the strip shows it: its title, its count and its cards waiting too long. */
interface StripColumn {
  id: string;
  title: string;
  count: number;
  /** Its cards waiting too long, among the `loaded` ones the board carries. */
  late: number;
  loaded: number;
}

const requestsText = (n: number) => `${number.format(n)} ${n === 1 ? 'request' : 'requests'}`;

/** Up to 9,999 as it is; more as "12K": the strip stays one row whatever the counts. */
const compact = new Intl.NumberFormat('en-GB', { notation: 'compact', maximumFractionDigits: 1 });
const countText = (n: number) => (n < 10_000 ? number.format(n) : compact.format(n));

/** What follows the number: "of the 50 shown…" when the column carries only its first cards. */
const lateWords = ({ loaded, count }: StripColumn): string =>
  loaded < count ? `of the ${number.format(loaded)} shown waiting too long` : 'waiting too long';

/** "2 waiting too long", or "2 of the 50 shown waiting too long". */
const lateText = (column: StripColumn): string =>
  `${number.format(column.late)} ${lateWords(column)}`;

/**
 * Every column's title and count, and its cards waiting too long (the column headings
 * say the count only), above the board: pressing one brings its column into view and focuses
 * its first card. One tab stop (a toolbar): the arrow keys go from title to title. Each title
 * takes two lines at most, so that the strip keeps to one row beside the owner filters and the
 * sort from 1100 px; below that it is one "Go to" menu of the same columns, and from 1400 px too,
 * where the 8 columns are in view with their titles and counts and the filters share its row.
 */
function ColumnStrip({
  columns,
  onJump,
}: {
  columns: readonly StripColumn[];
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
      <div className={styles.jumpWide}>
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
              title={column.late > 0 ? lateText(column) : undefined}
              tabIndex={index === current ? 0 : -1}
              className={styles.jumpButton}
              onFocus={() => setCurrent(index)}
              onClick={() => onJump(index)}
            >
              {/* Named by what it shows, and the words the signs stand for: "Cancelled, 64
                  requests, 2 waiting too long". */}
              <span className={styles.jumpTitle}>
                {column.title}
                <span className={styles.unseenPunctuation}>,</span>
              </span>
              <span className={styles.jumpCounts}>
                <span className={styles.jumpCount}>
                  {countText(column.count)}
                  <span className={visuallyHidden}>
                    {` ${column.count === 1 ? 'request' : 'requests'}${column.late > 0 ? ',' : ''}`}
                  </span>
                </span>
                {column.late > 0 ? (
                  <span className={styles.jumpLate}>
                    <WaitingIcon />
                    {countText(column.late)}
                    <span className={visuallyHidden}>{` ${lateWords(column)}`}</span>
                  </span>
                ) : null}
              </span>
            </button>
          ))}
        </div>
      </div>
      <div className={styles.jumpNarrow}>
        <ActionMenu
          label="Go to a column"
          triggerText="Go to"
          size="sm"
          placement="bottom start"
          items={columns.map((column) => ({
            id: column.id,
            label: column.title,
            description:
              column.late > 0
                ? `${requestsText(column.count)}, ${lateText(column)}`
                : requestsText(column.count),
          }))}
          onAction={(id) => {
            const index = columns.findIndex((c) => c.id === id);
            // After the menu has closed and given focus back to its button.
            if (index >= 0) window.setTimeout(() => onJump(index), 0);
          }}
        />
      </div>
    </div>
  );
}

/** The card actions this board offers, in its menu's words. */
type OwnerActionId = 'take' | 'assign' | 'unassign';

const TAKE_SHORTCUT = 't';

/**
 * The board itself: a strip to jump to each column, the 8 columns and their cards. Moves are
 * local (operations §2: no call is made and nothing is saved); they are kept for the tab's
 * session, so that opening a request and coming back keeps them, each moved card says "Not
 * saved", and "Undo moves" puts every card back. Owners are saved: each card's menu offers
 * Take (also `t` on a focused card), Assign to… and Unassign, and a request someone else gives
 * me while the board is open is said once in a toast.
 */
export function BoardView({
  answer,
  isUpdating = false,
  onShowMore,
  stripSlot,
  hintSlot,
  owners,
  selectedKeys,
  onSelectionChange,
}: BoardViewProps) {
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
  const items = useMemo(
    () => new Map(columns.flatMap((column) => column.items.map((item) => [String(item.id), item]))),
    [columns],
  );
  const now = useNow();
  const stripColumns = useMemo(() => {
    const at = now();
    return columns.map(({ id, title, count, items: shown }) => ({
      id,
      title,
      count,
      late: lateCount(shown, at),
      loaded: shown.length,
    }));
  }, [columns, now]);
  const movedCount = shownMoves(columns);
  // A Viewer does not move cards nor change owners: the handles, the menus and their
  // actions stay, disabled, with the reason as their description and said in words.
  const edit = useCan('write');
  const owner = owners?.actions;
  const me = owners?.me;
  // The request "Assign to…" is open for, as last seen (it may leave the board meanwhile).
  const [assigning, setAssigning] = useState<BoardItem | null>(null);
  const assigningNow = assigning ? (items.get(String(assigning.id)) ?? assigning) : null;

  useEffect(() => storeMoves(moves), [moves]);

  // Work in bulk: the Kanban's item ids are strings.
  const selectedIds = useMemo(() => new Set([...(selectedKeys ?? [])].map(String)), [selectedKeys]);

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

  const cardActions = useCallback(
    (request: BoardItem): readonly KanbanCardAction[] => {
      if (!owner || !me) return [];
      const reason = edit.reason ?? (owner.isPending(request.id) ? OWNER_SAVING : null);
      const unavailable = reason ? { disabledReason: reason } : {};
      const actions: KanbanCardAction[] = [];
      if (!isMine(request.assignee, me)) {
        actions.push({ id: 'take', label: TEAM_WORDS.take, shortcut: 'T', ...unavailable });
      }
      actions.push({ id: 'assign', label: TEAM_WORDS.assignTo, ...unavailable });
      if (request.assignee) {
        actions.push({ id: 'unassign', label: TEAM_WORDS.unassign, ...unavailable });
      }
      return actions;
    },
    [edit.reason, owner, me],
  );

  const runAction = (request: BoardItem, action: OwnerActionId) => {
    if (!owner || edit.reason || owner.isPending(request.id)) return;
    if (action === 'take') void owner.take(request);
    else if (action === 'unassign') void owner.unassign(request);
    else setAssigning(request);
  };
  const onCardAction = (itemId: string, actionId: string) => {
    const request = items.get(itemId);
    if (request && (actionId === 'take' || actionId === 'assign' || actionId === 'unassign')) {
      runAction(request, actionId);
    }
  };

  // `t` on a focused card takes it, as its menu's Take does; listed in the '?' sheet.
  useShortcut({
    keys: TAKE_SHORTCUT,
    label: 'Take the focused request',
    equivalent: 'Choose “Take” in the card’s actions menu (its three-dot button)',
  });
  const onBoardKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== TAKE_SHORTCUT || event.repeat) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target as HTMLElement;
    // On the card's own buttons, not while it is being dragged (its handle is pressed).
    if (!target.matches('[data-drag-handle], [data-card-menu]')) return;
    if (target.getAttribute('aria-pressed') === 'true') return;
    const id = target.closest<HTMLElement>('[data-card-id]')?.dataset.cardId;
    const request = id === undefined ? undefined : items.get(id);
    if (!request || !me) return;
    event.preventDefault();
    const why = edit.reason ?? (isMine(request.assignee, me) ? ALREADY_MINE : null);
    if (why) {
      setAnnouncement(`${requestLabel(request)}: ${why}`);
      return;
    }
    runAction(request, 'take');
  };

  const kanbanElement = () =>
    boardRef.current?.querySelector<HTMLElement>(`[role="group"][aria-label="${BOARD_LABEL}"]`);

  /** The board's element and its columns, in order (the design system's Kanban groups). */
  const columnElements = () => {
    const kanban = kanbanElement();
    return kanban ? Array.from(kanban.querySelectorAll(':scope > [role="group"]')) : [];
  };

  const jumpTo = (index: number) => {
    const column = columnElements()[index] as HTMLElement | undefined;
    const { title, items: shown } = columns[index]!;
    if (!column) return;
    column.scrollIntoView({ block: 'nearest', inline: 'start' });
    // The first card's first button is its drag handle: focus lands on the card, and the
    // arrow keys go on from there.
    const first = column.querySelector<HTMLElement>('[role="listitem"] button');
    if (first) first.focus({ preventScroll: true });
    setAnnouncement(shown.length === 0 ? `${title} has no requests.` : '');
  };

  const undo = () => {
    setMoves(new Map());
    setAnnouncement('Moves undone: every card is back in its column.');
    // The button goes with the moves: focus goes to the board the cards came back to.
    kanbanElement()?.focus({ preventScroll: true });
  };

  const closeAssign = () => {
    const id = assigning?.id;
    setAssigning(null);
    // React Aria gives focus back to the card's menu button; should the card have gone
    // meanwhile (a filter it no longer matches), focus goes to the board, never the page.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active && active !== document.body) return;
        const card =
          id === undefined
            ? null
            : boardRef.current?.querySelector(`[data-card-id="${CSS.escape(String(id))}"]`);
        (card?.querySelector<HTMLElement>('[data-card-menu]') ?? kanbanElement())?.focus({
          preventScroll: true,
        });
      }),
    );
  };

  const strip = <ColumnStrip columns={stripColumns} onJump={jumpTo} />;
  const hint =
    movedCount > 0 ? (
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
      <p className={styles.hint}>Dragging a card moves it on this screen only: nothing is saved.</p>
    );

  return (
    <div className={styles.view}>
      {stripSlot ? createPortal(strip, stripSlot) : strip}
      {hintSlot ? createPortal(hint, hintSlot) : hint}
      {/* `t` reaches the board from a card's buttons (the Kanban handles the other keys). */}
      <div
        ref={boardRef}
        className={styles.board}
        aria-busy={isUpdating}
        onKeyDown={onBoardKeyDown}
      >
        <Kanban
          aria-label={BOARD_LABEL}
          columns={kanbanColumns}
          getItemId={getItemId}
          getItemLabel={requestLabel}
          renderCard={renderCard}
          renderCardTitle={renderCardTitle}
          fitColumns
          onMove={onMove}
          estimatedCardHeight={156}
          headingLevel={2}
          emptyLabel="No requests"
          moveDisabledReason={edit.reason}
          cardActions={owners ? cardActions : undefined}
          onCardAction={onCardAction}
          {...(onSelectionChange
            ? {
                selectedKeys: selectedIds,
                onSelectionChange: (keys: Set<string | number>) =>
                  onSelectionChange(new Set([...keys].map(Number))),
              }
            : {})}
        />
      </div>
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
      {assigningNow && owner ? (
        <LazyAssignDialog request={assigningNow} owner={owner} onClose={closeAssign} />
      ) : null}
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
  const answer = live.answer ?? props.answer;
  const owners = useBoardOwners(answer, props.viewKey);
  return (
    <>
      <NewRequestsButton newIds={live.newIds} onShow={live.showNew} />
      <BoardAnswer {...props} answer={answer} owners={owners} />
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
        description: 'Change the dates, the search, the owner or the other filters to see more.',
      }}
      onReset={onReset}
    />
  );
}
