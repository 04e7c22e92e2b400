import { useCallback, useMemo, useState } from 'react';
import type { RequestBoardAnswer } from '@backoffice/api';
import { BOARD_COLUMNS } from '@backoffice/domain';
import type { ContactRequest } from '@backoffice/domain';
import { Kanban } from '@backoffice/ui';
import { NothingToShow } from '../../../shared/list/NothingToShow';
import type { KanbanMove } from '@backoffice/ui';
import { applyMoves, withMove } from './moves';
import { NewRequestsButton } from './NewRequestsButton';
import { useNewRequestsHeld } from './newRequests';
import type { BoardColumnView, LocalMoves } from './moves';
import { RequestCard, requestLabel } from './RequestCard';
import * as styles from './BoardScreen.css';

const getItemId = (request: ContactRequest) => String(request.id);

/** The 8 columns in the spec's order and words, filled from the server's answer. */
export function boardColumns(answer: RequestBoardAnswer): BoardColumnView[] {
  return BOARD_COLUMNS.map(({ key, title }) => ({
    id: key,
    title,
    items: answer.columns.find((column) => column.key === key)?.requests ?? [],
  }));
}

export interface BoardViewProps {
  /** The server's answer for the current filters. */
  answer: RequestBoardAnswer;
  /** The board's query string, remembered by each card for the way back. */
  search: string;
  /** Shown faded while newer data loads. @default false */
  isUpdating?: boolean;
}

/**
 * The board itself: the 8 columns and their cards. Moves are kept here, on this screen only
 * (operations §2: no call is made and nothing is saved); give it a new `key` to drop them.
 */
export function BoardView({ answer, search, isUpdating = false }: BoardViewProps) {
  const [moves, setMoves] = useState<LocalMoves>(() => new Map());
  const columns = useMemo(() => applyMoves(boardColumns(answer), moves), [answer, moves]);
  const onMove = useCallback(
    ({ itemId, toColumnId }: KanbanMove) =>
      setMoves((current) => withMove(current, itemId, toColumnId)),
    [],
  );
  const renderCard = useCallback(
    (request: ContactRequest) => <RequestCard request={request} search={search} />,
    [search],
  );
  return (
    <div className={styles.board} aria-busy={isUpdating}>
      <Kanban
        aria-label="Requests by funnel stage"
        columns={columns}
        getItemId={getItemId}
        getItemLabel={requestLabel}
        renderCard={renderCard}
        onMove={onMove}
        estimatedCardHeight={132}
        headingLevel={2}
        emptyLabel="No requests"
      />
    </div>
  );
}

export interface BoardContentProps extends BoardViewProps {
  /** True when a filter narrows the board (an empty answer is then "no results"). */
  isFiltered: boolean;
  /** Reset filters, from the no-results state. */
  onReset: () => void;
  /** Moves belong to one view of the board: a new key drops them. */
  viewKey: string;
  /** False while the answer is still the previous view's (the next one loads). */
  isCurrent: boolean;
}

/** Issue 20: the board with the requests that arrived live held behind "N new requests". */
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
