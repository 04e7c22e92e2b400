import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useRequestBoard } from '@backoffice/api';
import { PageHeader, Spinner } from '@backoffice/ui';
import { FetchState } from '../../../shared/FetchState';
import { useListParams } from '../../../shared/list/useListParams';
import * as states from '../../../shared/states.css';
import { BoardFilters } from './BoardFilters';
import { boardParams } from './filters';

// The board's own code (the kanban, drag and drop, virtual columns, the cards, its empty
// states) is a chunk of its own, asked for as soon as this screen's code runs: it downloads
// while the screen draws its filters and asks the server for the requests, instead of before.
const boardView = import('./BoardView');
const BoardContent = lazy(() => boardView.then((m) => ({ default: m.BoardContent })));

const count = new Intl.NumberFormat('en-GB');
const requestsText = (n: number) => `${count.format(n)} ${n === 1 ? 'request' : 'requests'}`;

/**
 * The requests board (/requests): the 8 funnel columns with their counts and the total; cards
 * open their request and move between columns on this screen only. Every filter lives in the
 * URL.
 */
export function BoardScreen() {
  const filterState = useListParams(boardParams);
  const { values: query, isFiltered, reset } = filterState;
  const fetched = useRequestBoard(query, { keepPreviousData: true });
  const { data, error, isValidating } = fetched;

  // Moves belong to one view of the board: other filters start from the server's columns.
  const viewKey = JSON.stringify(query);
  const { search } = useLocation();

  const loading = (
    <div className={states.state}>
      <Spinner label="Loading the requests" showLabel size="lg" />
    </div>
  );

  return (
    <div className={states.screen}>
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
      <FetchState
        fetched={fetched}
        words={{ loading: 'Loading the requests', error: 'The requests could not be loaded' }}
      >
        {(answer) => (
          <Suspense fallback={loading}>
            <BoardContent
              viewKey={viewKey}
              answer={answer}
              search={search}
              isUpdating={isValidating}
              isCurrent={!fetched.isLoading}
              isFiltered={isFiltered}
              onReset={reset}
            />
          </Suspense>
        )}
      </FetchState>
    </div>
  );
}

export { BoardScreen as Component };
