import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useRequestBoard } from '@backoffice/api';
import type { RequestBoardAnswer } from '@backoffice/api';
import { BOARD_COLUMNS } from '@backoffice/domain';
import type { ContactRequest } from '@backoffice/domain';
import { Button, EmptyState, ErrorState, Kanban, PageHeader, Spinner } from '@backoffice/ui';
import type { KanbanMove } from '@backoffice/ui';
import { BoardFilters } from './BoardFilters';
import { boardQuery } from './filters';
import { applyMoves, withMove } from './moves';
import type { BoardColumnView, LocalMoves } from './moves';
import { RequestCard, requestLabel } from './RequestCard';
import { useBoardFilters } from './useBoardFilters';
import * as styles from './BoardScreen.css';

const getItemId = (request: ContactRequest) => String(request.id);

const count = new Intl.NumberFormat('en-GB');
const requestsText = (n: number) => `${count.format(n)} ${n === 1 ? 'request' : 'requests'}`;

/** The 8 columns in the spec's order and words, filled from the server's answer. */
function boardColumns(answer: RequestBoardAnswer): BoardColumnView[] {
  return BOARD_COLUMNS.map(({ key, title }) => ({
    id: key,
    title,
    items: answer.columns.find((column) => column.key === key)?.requests ?? [],
  }));
}

/**
 * The requests board (/requests): the 8 funnel columns with their counts and the total; cards
 * open their request and move between columns on this screen only. Every filter lives in the
 * URL.
 */
export function BoardScreen() {
  const filterState = useBoardFilters();
  const { filters, filtered, reset } = filterState;
  const query = useMemo(() => boardQuery(filters), [filters]);
  const { data, error, isValidating, mutate } = useRequestBoard(query, {
    keepPreviousData: true,
  });

  // Moves belong to one view of the board: other filters start from the server's columns.
  const viewKey = JSON.stringify(query);
  const [moves, setMoves] = useState<{ viewKey: string; moves: LocalMoves }>({
    viewKey,
    moves: new Map(),
  });
  const columns = useMemo(() => {
    if (!data) return [];
    return applyMoves(boardColumns(data), moves.viewKey === viewKey ? moves.moves : new Map());
  }, [data, moves, viewKey]);

  const onMove = useCallback(
    ({ itemId, toColumnId }: KanbanMove) =>
      setMoves((current) => ({
        viewKey,
        moves: withMove(
          current.viewKey === viewKey ? current.moves : new Map(),
          itemId,
          toColumnId,
        ),
      })),
    [viewKey],
  );

  // The request remembers the board's URL, so that its link back keeps these filters.
  const { search } = useLocation();
  const renderCard = useCallback(
    (request: ContactRequest) => <RequestCard request={request} search={search} />,
    [search],
  );

  let content;
  if (error && !data) {
    content = (
      <div className={styles.state}>
        <ErrorState
          headingLevel={2}
          title="The requests could not be loaded"
          description={error.message}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
        />
      </div>
    );
  } else if (!data) {
    content = (
      <div className={styles.state}>
        <Spinner label="Loading the requests" showLabel size="lg" />
      </div>
    );
  } else if (data.total === 0) {
    content = (
      <div className={styles.state}>
        {filtered ? (
          <EmptyState
            headingLevel={2}
            variant="no-results"
            title="No requests match these filters"
            description="Change the dates, the search or the visit filter to see more."
            action={<Button onPress={reset}>Reset filters</Button>}
          />
        ) : (
          <EmptyState
            headingLevel={2}
            title="No requests in the last 7 days"
            description="New contact requests appear here as guests send them."
          />
        )}
      </div>
    );
  } else {
    content = (
      <div className={styles.board} aria-busy={isValidating}>
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

  return (
    <div className={styles.page}>
      <PageHeader
        title="Requests"
        count={data?.total}
        countLabel={(n) => `${n} requests`}
        description="Dragging a card moves it on this screen only: nothing is saved."
      />
      <BoardFilters
        state={filterState}
        resultText={
          data
            ? error
              ? error.message
              : isValidating
                ? 'Updating…'
                : requestsText(data.total)
            : ''
        }
      />
      {content}
    </div>
  );
}

export { BoardScreen as Component };
