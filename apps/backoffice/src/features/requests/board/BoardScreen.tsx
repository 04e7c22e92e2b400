import { lazy, Suspense, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useRequestBoard } from '@backoffice/api';
import { Button, EmptyState, ErrorState, PageHeader, Spinner } from '@backoffice/ui';
import { BoardFilters } from './BoardFilters';
import { boardQuery } from './filters';
import { useBoardFilters } from './useBoardFilters';
import * as styles from './BoardScreen.css';

// The board's own code (the kanban, drag and drop, virtual columns, the cards) is a chunk of
// its own, asked for as soon as this screen's code runs: it downloads while the screen draws
// its filters and asks the server for the requests, instead of before.
const boardView = import('./BoardView');
const BoardView = lazy(() => boardView.then((m) => ({ default: m.BoardView })));

const count = new Intl.NumberFormat('en-GB');
const requestsText = (n: number) => `${count.format(n)} ${n === 1 ? 'request' : 'requests'}`;

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
  const { search } = useLocation();

  const loading = (
    <div className={styles.state}>
      <Spinner label="Loading the requests" showLabel size="lg" />
    </div>
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
    content = loading;
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
      <Suspense fallback={loading}>
        <BoardView key={viewKey} answer={data} search={search} isUpdating={isValidating} />
      </Suspense>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title="Requests"
        count={data?.total}
        countLabel={(formatted) => `${formatted} ${data?.total === 1 ? 'request' : 'requests'}`}
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
