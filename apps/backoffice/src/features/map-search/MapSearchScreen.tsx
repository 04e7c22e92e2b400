import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useOfficeSearch, useOfficeSearchPinsFile } from '@backoffice/api';
import {
  MAP_AREA_PLACE_ID,
  SEARCH_CRITERIA_LABELS,
  SEARCH_FILTER_KEYS,
  activeFilterCount,
  describeProblems,
  mapAreaPlace,
  roundDegrees,
  searchFilterChips,
  widenSuggestions,
} from '@backoffice/domain';
import type { GeoBounds, MapView, Office, SearchFilters, SearchPlace } from '@backoffice/domain';
import { Badge, Button, FilterChips, PageHeader, Skeleton, Spinner } from '@backoffice/ui';
import { ListSearchField } from '@/shared/list/ListSearchField';
import { usePageTitle } from '@/shared/pageTitle';
import * as states from '@/shared/states.css';
import type { OfficePoint } from './MapPane';
import { useMapSearchLink } from './useMapSearchLink';
import * as styles from './MapSearchScreen.css';

// What draws only once the screen is up (the place and sort fields with their popovers, the
// result list and its states, the map's pane) is in chunks of their own, asked for as soon as
// this screen's code runs: they download while the first page and the pins are asked for, and
// keep the screen's first paint within its budget. The map itself (OpenLayers) is another
// chunk, and the Filters panel's fields load just after the first paint.
const controlsView = import('./SearchControls');
const PlaceField = lazy(() => controlsView.then((m) => ({ default: m.PlaceField })));
const SortSelect = lazy(() => controlsView.then((m) => ({ default: m.SortSelect })));
const resultsView = import('./ResultList');
const ResultList = lazy(() => resultsView.then((m) => ({ default: m.ResultList })));
const NoResults = lazy(() => resultsView.then((m) => ({ default: m.NoResults })));
const ResultsFailed = lazy(() => resultsView.then((m) => ({ default: m.ResultsFailed })));
const mapView = import('./MapPane');
const MapPane = lazy(() => mapView.then((m) => ({ default: m.MapPane })));
const filtersView = () => import('./FiltersPanel');
const FiltersPanel = lazy(() => filtersView().then((m) => ({ default: m.FiltersPanel })));

const count = new Intl.NumberFormat('en-GB');
const offices = (n: number) => `${count.format(n)} ${n === 1 ? 'office' : 'offices'}`;

const EMPTY: readonly Office[] = [];
const EMPTY_IDS: readonly string[] = [];
const NO_FILTERS = Object.fromEntries(SEARCH_FILTER_KEYS.map((key) => [key, undefined]));

/** A field's place while its code loads: its label's height and its box. */
function FieldSkeleton() {
  return (
    <div className={styles.fieldSkeleton} aria-hidden="true">
      <Skeleton width="1/4" height="sm" />
      <Skeleton shape="rect" height="md" />
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className={styles.results} aria-busy="true">
      <Skeleton lines={6} />
    </div>
  );
}

function MapLoading() {
  return (
    <div className={styles.mapLoading}>
      <Spinner label="Loading the map…" showLabel />
    </div>
  );
}

/**
 * Map search (/offices/search, operations §2, §3, §9): the place (autocomplete; Paris until
 * another is chosen), a search text, sort by publication date and the Filters panel drive one
 * search, shown as a list of 20 at a time and as every match clustered on the map. The
 * criteria, the place and the map's view are the URL; a link with criteria that cannot be
 * used opens without them and says which.
 */
export function MapSearchScreen() {
  usePageTitle('Map search');
  const link = useMapSearchLink();
  const { criteria, view, change, keepView } = link;
  const filters = useMemo(() => {
    const picked: Record<string, unknown> = {};
    for (const key of SEARCH_FILTER_KEYS) {
      if (criteria[key] !== undefined) picked[key] = criteria[key];
    }
    return picked as SearchFilters;
  }, [criteria]);
  const filterCount = activeFilterCount(filters);

  // What the link asked for that could not be used: said, then written away (one entry).
  const [notice, setNotice] = useState<string | null>(null);
  const { problems } = link;
  useEffect(() => {
    if (problems.length === 0) return;
    setNotice(describeProblems(problems));
    change({}, { replace: true });
  }, [problems, change]);

  // The list: 20 at a time; the previous results stay while the next search runs.
  const list = useOfficeSearch(criteria, { keepPreviousData: true });
  const pages = list.data;
  const items = useMemo(() => pages?.flatMap((p) => p.offices) ?? EMPTY, [pages]);
  const total = pages?.[0]?.resultCount;
  const totalPages = pages?.[0]?.totalPages ?? 1;
  const loadingMore =
    list.isLoading || (list.size > 0 && pages !== undefined && pages[list.size - 1] === undefined);
  const hasMore = list.size < totalPages;
  const { setSize } = list;
  const loadMore = useCallback(() => void setSize((size) => size + 1), [setSize]);

  // The map: every match as a pin, read in the map's worker.
  const pins = useOfficeSearchPinsFile(criteria, { keepPreviousData: true });

  // Pin ↔ list: the pin chosen on the map (for this search), the office pointed at in the list.
  const criteriaKey = JSON.stringify(criteria);
  const [selection, setSelection] = useState({ key: '', ids: EMPTY_IDS });
  const selected = selection.key === criteriaKey ? selection.ids : EMPTY_IDS;
  const select = useCallback(
    (ids: readonly string[]) => setSelection({ key: criteriaKey, ids }),
    [criteriaKey],
  );
  const [highlighted, setHighlighted] = useState<OfficePoint | null>(null);
  const onHighlight = useCallback((office: Office | null) => {
    setHighlighted(
      office
        ? {
            id: String(office.id),
            lat: office.location.lat,
            lon: office.location.lon,
            title: office.title.fr,
          }
        : null,
    );
  }, []);
  const selectedInList = selected.find((id) => items.some((o) => String(o.id) === id)) ?? null;

  // The map moved by hand: its view goes in the link; "Search this area" searches what it shows.
  const [shownBounds, setShownBounds] = useState<GeoBounds | null>(null);
  const onMoved = useCallback(
    (next: MapView, bounds: GeoBounds, byUser: boolean) => {
      setShownBounds(bounds);
      if (byUser) keepView(next);
    },
    [keepView],
  );
  const areaSearched =
    criteria.place.placeId === MAP_AREA_PLACE_ID &&
    view !== null &&
    roundDegrees(criteria.place.geoLat) === view.lat &&
    roundDegrees(criteria.place.geoLon) === view.lon;
  const searchArea = () => {
    if (!view) return;
    const box = (shownBounds ?? approximateBounds(view)).map(roundDegrees) as unknown as GeoBounds;
    change({ place: mapAreaPlace(box, { lat: view.lat, lon: view.lon }) });
  };

  const [filtersOpen, setFiltersOpen] = useState(false);
  // The panel's code comes once the screen has drawn.
  useEffect(() => void filtersView(), []);

  const choosePlace = useCallback(
    (place: SearchPlace) => change({ place }, { view: null }),
    [change],
  );
  const removeFilters = () => change(NO_FILTERS);
  // The active filters as chips, each removing its criterion; the last one gone,
  // focus goes to the Filters button.
  const chips = useMemo(
    () => searchFilterChips(filters).map(({ key, label, value }) => ({ id: key, label, value })),
    [filters],
  );
  const filtersButton = useRef<HTMLButtonElement>(null);
  const focusFiltersButton = useCallback(() => filtersButton.current?.focus(), []);

  let results;
  if (list.error && !pages) {
    results = (
      <ResultsFailed
        error={list.error}
        onRetry={() => void list.mutate()}
        isRetrying={list.isValidating}
      />
    );
  } else if (total === undefined) {
    results = <ListSkeleton />;
  } else if (total === 0) {
    results = (
      <NoResults
        suggestions={widenSuggestions(criteria)}
        onRemoveFilters={filterCount > 0 ? removeFilters : undefined}
      />
    );
  } else {
    results = (
      <ResultList
        offices={items}
        total={total}
        hasMore={hasMore}
        isLoading={loadingMore}
        loadError={pages ? list.error : undefined}
        // After a failed page, Retry asks for that page again, not the one after it.
        onLoadMore={list.error ? () => void list.mutate() : loadMore}
        selectedIds={selected}
        scrollTo={selectedInList}
        onHighlight={onHighlight}
        teamSize={criteria.teamSize}
      />
    );
  }

  return (
    <div className={states.screen}>
      <PageHeader
        title="Map search"
        count={total}
        countLabel={(n) => `${n} ${total === 1 ? 'office' : 'offices'}`}
      />
      <div role="search" className={styles.toolbar} aria-label="Map search criteria">
        <div className={styles.place}>
          <Suspense fallback={<FieldSkeleton />}>
            <PlaceField place={criteria.place} onChoose={choosePlace} />
          </Suspense>
        </div>
        <ListSearchField
          label={SEARCH_CRITERIA_LABELS.searchString}
          value={criteria.searchString ?? ''}
          onCommit={(searchString, { replace }) =>
            change({ searchString: searchString.trim() || undefined }, { replace })
          }
          placeholder="Title, address, city or reference"
        />
        <Suspense fallback={<FieldSkeleton />}>
          <SortSelect
            value={criteria.publicationDateSort}
            onChange={(publicationDateSort) => change({ publicationDateSort })}
          />
        </Suspense>
        <div className={styles.filtersButton}>
          <Button ref={filtersButton} onPress={() => setFiltersOpen(true)} aria-haspopup="dialog">
            Filters
            {filterCount > 0 ? (
              <Badge tone="info" variant="solid" accessibleLabel={`(${filterCount} active)`}>
                {filterCount}
              </Badge>
            ) : null}
          </Button>
        </div>
        <FilterChips
          chips={chips}
          onRemove={(key) => change({ [key]: undefined })}
          onClearAll={removeFilters}
          focusAfterLast={focusFiltersButton}
        />
        {filtersOpen ? (
          <Suspense fallback={null}>
            <FiltersPanel
              applied={filters}
              onClose={() => setFiltersOpen(false)}
              onApply={(next) => change({ ...NO_FILTERS, ...next })}
            />
          </Suspense>
        ) : null}
      </div>
      {notice ? (
        <div role="alert" className={styles.notice}>
          <p>This link asked for criteria that cannot be used; they were left out: {notice}.</p>
          <Button size="sm" variant="ghost" onPress={() => setNotice(null)}>
            Dismiss
          </Button>
        </div>
      ) : null}
      <div className={styles.body}>
        <section className={styles.listPane} aria-label="Search results">
          <p className={styles.listStatus} aria-live="polite">
            {total !== undefined
              ? `${offices(total)} in ${criteria.place.description}`
              : list.error
                ? 'The search failed.'
                : 'Searching…'}
          </p>
          <Suspense fallback={<ListSkeleton />}>{results}</Suspense>
        </section>
        <Suspense fallback={<MapLoading />}>
          <MapPane
            place={criteria.place}
            view={view}
            pins={pins.data}
            pinsError={pins.data ? undefined : pins.error}
            onRetry={() => void pins.mutate()}
            listed={items}
            teamSize={criteria.teamSize}
            selectedId={selected[0] ?? null}
            highlighted={highlighted}
            onSelect={select}
            onMoved={onMoved}
            offerArea={view !== null && !areaSearched}
            onSearchArea={searchArea}
          />
        </Suspense>
      </div>
    </div>
  );
}

/** The box of a view kept in a link, before the map has reported its own (just after a reload). */
function approximateBounds(view: MapView): GeoBounds {
  // A map about 1,000 × 700 px: 256 px tiles, 360° of longitude at zoom 0.
  const degrees = 360 / 2 ** view.zoom;
  const halfWidth = (degrees * 1000) / 256 / 2;
  const halfHeight = ((degrees * 700) / 256 / 2) * Math.cos((view.lat * Math.PI) / 180);
  return [view.lon - halfWidth, view.lat - halfHeight, view.lon + halfWidth, view.lat + halfHeight];
}

export { MapSearchScreen as Component };
