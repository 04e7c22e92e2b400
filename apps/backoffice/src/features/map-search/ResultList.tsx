import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiError } from '@backoffice/api';
import {
  FLEXIBILITIES,
  FLEXIBILITY_CODE_BY_TYPE,
  formatDate,
  publicationStateLabel,
  seatPriceText,
  teamPriceText,
} from '@backoffice/domain';
import type { Office } from '@backoffice/domain';
import { Button, EmptyState, ErrorState, InfiniteList, StatusTag } from '@backoffice/ui';
import type { BadgeTone } from '@backoffice/ui';
import { paths } from '@/shared/paths';
import * as states from '@/shared/states.css';
import * as styles from './MapSearchScreen.css';

/** The publication state in words; the dot's colour repeats it. */
const STATE_TONES: Record<number, BadgeTone> = {
  0: 'neutral',
  1: 'success',
  2: 'warning',
  3: 'info',
};

function seats(office: Office): string {
  const min = office.minCapacity;
  return min && min < office.capacity
    ? `${min}–${office.capacity} seats`
    : `${office.capacity} seats`;
}

function flexibility(office: Office): string | null {
  const code = FLEXIBILITY_CODE_BY_TYPE[office.flexibility];
  return FLEXIBILITIES.find((f) => f.value === code)?.label ?? null;
}

export interface ResultListProps {
  offices: readonly Office[];
  total: number | undefined;
  hasMore: boolean;
  isLoading: boolean;
  loadError: ApiError | undefined;
  onLoadMore: () => void;
  /** The offices of the pin chosen on the map. */
  selectedIds: readonly string[];
  /** The office to scroll to (the one chosen on the map), once it is in the list. */
  scrollTo: string | null;
  onHighlight: (office: Office | null) => void;
  /** The team size searched: each row says the team's month beside the price a seat. */
  teamSize?: number;
}

/**
 * The result list (operations §2): 20 offices at a time, the next 20 when its end comes into
 * view (or "Load more", the keyboard's way), each a link to the office's detail. Hovering or
 * focusing one points it out on the map; the offices of a pin chosen on the map are marked
 * "Selected on the map" (not by colour alone) and scrolled to.
 */
export function ResultList({
  offices,
  total,
  hasMore,
  isLoading,
  loadError,
  onLoadMore,
  selectedIds,
  scrollTo,
  onHighlight,
  teamSize,
}: ResultListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!scrollTo) return;
    listRef.current
      ?.querySelector(`[data-office="${CSS.escape(scrollTo)}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [scrollTo, offices.length]);

  return (
    <div ref={listRef} className={styles.results}>
      <InfiniteList<Office>
        aria-label="Results"
        items={offices}
        getItemId={(office) => String(office.id)}
        totalCount={total}
        hasMore={hasMore}
        isLoading={isLoading}
        onLoadMore={onLoadMore}
        loadError={loadError ? `The next offices could not be loaded: ${loadError.message}` : null}
        endLabel="End of the results"
        renderItem={(office) => {
          const selected = selectedIds.includes(String(office.id));
          const flex = flexibility(office);
          return (
            <RouterLink
              to={paths.officeDetail(office.id)}
              className={styles.result}
              data-office={office.id}
              data-selected={selected || undefined}
              aria-current={selected ? 'true' : undefined}
              onMouseEnter={() => onHighlight(office)}
              onMouseLeave={() => onHighlight(null)}
              onFocus={() => onHighlight(office)}
              onBlur={() => onHighlight(null)}
            >
              <span className={styles.resultTitle}>{office.title.fr}</span>
              <span className={styles.resultLine}>{office.address}</span>
              <span className={styles.resultPrice}>
                <span>{seatPriceText(office.price)}</span>
                {teamSize !== undefined ? (
                  <span>{teamPriceText(office.price, teamSize)}</span>
                ) : null}
              </span>
              <span className={styles.resultLine}>
                <StatusTag tone={STATE_TONES[office.publicationState] ?? 'neutral'}>
                  {publicationStateLabel(office.publicationState)}
                </StatusTag>
                <span>{seats(office)}</span>
                {flex ? <span>{flex}</span> : null}
                <span>
                  {office.firstPublishedAt
                    ? `Published ${formatDate(office.firstPublishedAt)}`
                    : 'Never published'}
                </span>
                <span className={styles.resultId}>#{office.id}</span>
              </span>
              {selected ? <span className={styles.selectedCue}>Selected on the map</span> : null}
            </RouterLink>
          );
        }}
      />
    </div>
  );
}

export interface NoResultsProps {
  /** What to widen, in the order worth trying (`widenSuggestions`). */
  suggestions: readonly string[];
  /** Offered when filters are set. */
  onRemoveFilters?: () => void;
}

/** No office matches: what to widen, and the quickest way to (removing the filters). */
export function NoResults({ suggestions, onRemoveFilters }: NoResultsProps) {
  return (
    <div className={states.state}>
      <EmptyState
        headingLevel={2}
        variant="no-results"
        title="No office matches this search"
        description={
          <>
            To find some:
            <ul className={styles.suggestions}>
              {suggestions.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </>
        }
        action={
          onRemoveFilters ? (
            <Button onPress={onRemoveFilters}>Remove the filters</Button>
          ) : undefined
        }
      />
    </div>
  );
}

export interface ResultsFailedProps {
  error: ApiError;
  onRetry: () => void;
  isRetrying: boolean;
}

/** The first page could not be loaded: the catalogue's message and Retry. */
export function ResultsFailed({ error, onRetry, isRetrying }: ResultsFailedProps) {
  return (
    <div className={states.state}>
      <ErrorState
        headingLevel={2}
        title="The offices could not be loaded"
        description={error.message}
        onRetry={onRetry}
        isRetrying={isRetrying}
      />
    </div>
  );
}
