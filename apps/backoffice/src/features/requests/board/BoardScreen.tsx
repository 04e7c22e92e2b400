import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { fetchRequestBoard, useRequestBoard } from '@backoffice/api';
import type { ApiClient } from '@backoffice/api';
import {
  BOARD_CARDS_PER_COLUMN,
  BOARD_MAX_CARDS_PER_COLUMN,
  idSearchNote,
  isStartAfterEnd,
  parseRequestSearch,
} from '@backoffice/domain';
import { Button, PageHeader, Spinner } from '@backoffice/ui';
import { visuallyHidden } from '@backoffice/ui/theme';
import { useNow } from '@/shared/clock';
import { FetchState } from '@/shared/FetchState';
import { useListParams } from '@/shared/list/useListParams';
import { usePageTitle } from '@/shared/pageTitle';
import * as states from '@/shared/states.css';
import { ALL_OPEN_NOTE, BoardFilters, BoardOwnerFilters, BoardSort } from './BoardFilters';
import { boardParams, boardQueryOf } from './filters';
import { readShownPerColumn, rememberBoardView, rememberShownPerColumn } from './lastView';
import * as styles from './BoardScreen.css';
import { ScreenViews } from '@/features/views';

// The board's own code (the kanban, drag and drop, virtual columns, the cards, its empty
// states) is a chunk of its own, asked for as soon as this screen's code runs: it downloads
// while the screen draws its filters and asks the server for the requests, instead of before.
const boardView = import('./BoardView');
const BoardContent = lazy(() => boardView.then((m) => ({ default: m.BoardContent })));
// The selection's bar and its run: after the first paint, as the board's own code.
const BoardBulk = lazy(() => import('./BoardBulk'));

const count = new Intl.NumberFormat('en-GB');

/** The board's filters (not its sort): written to the URL only when they differ from the default. */
const FILTER_KEYS = ['startDate', 'endDate', 'search', 'visitWithinHours'];

/** How many filters the URL sets: the count on the "Filters" button of a narrow window. */
function activeFilters(search: string): number {
  const params = new URLSearchParams(search);
  return FILTER_KEYS.filter((key) => (params.get(key) ?? '') !== '').length;
}
const requestsText = (n: number) => `${count.format(n)} ${n === 1 ? 'request' : 'requests'}`;

/**
 * The requests board (/requests): the 8 funnel columns with their counts and the total in the
 * header (once); cards open their request and move between columns on this screen only. Every
 * filter lives in the URL. A search for an id finds that request whatever the dates, and says
 * so; a start date after the end date is pointed out under its field, and nothing is asked.
 */
export function BoardScreen() {
  usePageTitle('Requests');
  const filterState = useListParams(boardParams);
  const { values: query, isFiltered, reset } = filterState;
  const idSearch = parseRequestSearch(query.search ?? '');
  const requestId = idSearch?.kind === 'requestId' ? idSearch.requestId : null;
  const allOpen = query.open === true;
  // "All open" takes every open request whatever its date: its dates cannot be wrong.
  const datesWrong = requestId === null && !allOpen && isStartAfterEnd(query);
  // Moves belong to the tab's session; a new view of the board reads them again.
  const viewKey = JSON.stringify(query);
  // Each column's first cards, and more on "Show more"; a new view starts again.
  const [shown, setShown] = useState(() => ({
    key: viewKey,
    perColumn: readShownPerColumn(viewKey) ?? BOARD_CARDS_PER_COLUMN,
  }));
  const perColumn =
    shown.key === viewKey
      ? shown.perColumn
      : (readShownPerColumn(viewKey) ?? BOARD_CARDS_PER_COLUMN);
  const onShowMore = useCallback(
    (loaded: number) => {
      // From what the column carries: a second press before the cards come asks the same.
      const next = Math.min(
        Math.max(perColumn, loaded + BOARD_CARDS_PER_COLUMN),
        BOARD_MAX_CARDS_PER_COLUMN,
      );
      rememberShownPerColumn(viewKey, next);
      setShown({ key: viewKey, perColumn: next });
    },
    [perColumn, viewKey],
  );
  // Dates the server would refuse: the field says what is wrong, and nothing is asked. The
  // default first cards are the plain query, the one every CSM's board shares (kept answer).
  const asked = boardQueryOf(query);
  const fetched = useRequestBoard(
    datesWrong ? null : perColumn === BOARD_CARDS_PER_COLUMN ? asked : { ...asked, perColumn },
    { keepPreviousData: true },
  );
  const { data, error, isValidating } = fetched;
  // Work in bulk: the selection is of these filters (another view, another
  // selection); the bar stays while a run's summary is read, whatever the board shows then.
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [selectedFor, setSelectedFor] = useState(viewKey);
  if (selectedFor !== viewKey) {
    setSelectedFor(viewKey);
    if (selected.size > 0) setSelected(new Set());
  }
  // The owner each request had when last seen: a bulk assignment sends it as the one expected.
  const seenOwners = useRef(new Map<number, number | null>());
  useEffect(() => {
    for (const column of data?.columns ?? [])
      for (const r of column.requests) seenOwners.current.set(r.id, r.assignee?.id ?? null);
  }, [data]);
  const ownerOf = useCallback((id: number) => seenOwners.current.get(id) ?? null, []);
  // "Select all N matching": every card of every column for these filters, with its owner.
  const selectAll = useCallback(
    async (client: ApiClient) => {
      const all = await fetchRequestBoard(client, {
        ...asked,
        perColumn: BOARD_MAX_CARDS_PER_COLUMN,
      });
      const ids: number[] = [];
      for (const column of all.columns)
        for (const r of column.requests) {
          seenOwners.current.set(r.id, r.assignee?.id ?? null);
          ids.push(r.id);
        }
      return ids;
    },
    [asked],
  );

  const { search } = useLocation();
  const now = useNow();
  useEffect(() => rememberBoardView(query, now()), [query, now]);
  // Below 1024 px the filters fold behind a "Filters" button; from 1024 px they
  // stand on the title's row (from 1400 px on the toolbar's) and the button is not drawn.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const active = activeFilters(search);
  // The board's own parts drawn in the screen's rows (BoardView portals them): the column
  // strip beside the owner filters and the sort, what a drag does under the title.
  const [stripSlot, setStripSlot] = useState<HTMLElement | null>(null);
  const [hintSlot, setHintSlot] = useState<HTMLElement | null>(null);

  const loading = (
    <div className={states.state}>
      <Spinner label="Loading the requests" showLabel size="lg" />
    </div>
  );

  // What changed, said to screen readers: the total is shown once, in the header.
  const status = datesWrong
    ? ''
    : data
      ? error
        ? error.message
        : isValidating
          ? 'Updating…'
          : requestsText(data.total)
      : '';

  return (
    <div className={states.screen}>
      {/* The title and the filters on one row from 1024 px, the strip, the owner filters and
          the sort on the next; from 1400 px the title alone, then all the rest on one row. Under
          200 px with the top bar, so that the board keeps the window's height. */}
      <div className={styles.top}>
        <div className={styles.head}>
          <div className={styles.titleBlock}>
            <PageHeader
              title="Requests"
              actions={<ScreenViews screen="requests" size="sm" />}
              count={datesWrong ? undefined : data?.total}
              countLabel={(formatted) =>
                `${formatted} ${data?.total === 1 ? 'request' : 'requests'}`
              }
            />
            <div ref={setHintSlot} className={styles.hintSlot} />
          </div>
          <span className={styles.filtersToggle}>
            <Button
              variant="secondary"
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onPress={() => setFiltersOpen((open) => !open)}
            >
              Filters
              {active > 0 ? (
                <span className={styles.filtersCount}>
                  {' '}
                  {active}
                  <span className={visuallyHidden}> active</span>
                </span>
              ) : null}
            </Button>
          </span>
          <div id={filtersId} className={styles.headFilters} data-open={filtersOpen || undefined}>
            <BoardFilters state={filterState} datesWrong={datesWrong} />
          </div>
        </div>
        {/* The column strip, the owner filters and the sort: one row from 1024 px. */}
        <div className={styles.toolbar}>
          <div ref={setStripSlot} className={styles.stripSlot} />
          <div className={styles.toolbarEnd}>
            <BoardOwnerFilters state={filterState} />
            <BoardSort state={filterState} />
          </div>
        </div>
      </div>
      <div role="status" className={visuallyHidden}>
        {status}
      </div>
      {data && !datesWrong ? (
        <Suspense fallback={null}>
          <BoardBulk
            selected={selected}
            onSelectedChange={setSelected}
            total={data.total}
            selectAll={selectAll}
            ownerOf={ownerOf}
            labelOf={(id) => `Request ${id}`}
          />
        </Suspense>
      ) : null}
      {requestId !== null ? <p className={styles.note}>{idSearchNote(requestId)}</p> : null}
      {requestId === null && allOpen ? <p className={styles.note}>{ALL_OPEN_NOTE}</p> : null}
      {datesWrong ? (
        <div className={states.state}>
          <p className={styles.datesWrong}>
            The board shows requests again once the start date is on or before the end date.
          </p>
        </div>
      ) : (
        <FetchState
          fetched={fetched}
          words={{ loading: 'Loading the requests', error: 'The requests could not be loaded' }}
        >
          {(answer) => (
            <Suspense fallback={loading}>
              <BoardContent
                viewKey={viewKey}
                answer={answer}
                isUpdating={isValidating}
                isCurrent={!fetched.isLoading}
                isFiltered={isFiltered}
                onReset={reset}
                onShowMore={onShowMore}
                stripSlot={stripSlot}
                hintSlot={hintSlot}
                selectedKeys={selected}
                onSelectionChange={setSelected}
              />
            </Suspense>
          )}
        </FetchState>
      )}
    </div>
  );
}

export { BoardScreen as Component };
