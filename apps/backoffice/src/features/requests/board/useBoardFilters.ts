import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNow } from '../../../app/clock';
import { isFiltered, readBoardFilters, writeBoardFilters } from './filters';
import type { BoardFilters } from './filters';

export interface BoardFiltersState {
  filters: BoardFilters;
  /** True when some filter differs from its default. */
  filtered: boolean;
  /** Changes some filters: a new history entry, unless `replace` (typing goes on). */
  update: (change: Partial<BoardFilters>, options?: { replace?: boolean }) => void;
  /** Back to the defaults: the plain /requests. */
  reset: () => void;
}

/** The board's filters, kept in the URL only: a link shares them, Back and reload keep them. */
export function useBoardFilters(): BoardFiltersState {
  const [params, setParams] = useSearchParams();
  const now = useNow();
  const key = params.toString();
  // Read once per URL: "today" for the defaults is taken when the URL changes.
  const filters = useMemo(() => readBoardFilters(new URLSearchParams(key), now()), [key, now]);
  const filtered = useMemo(() => isFiltered(filters, now()), [filters, now]);

  const update = useCallback(
    (change: Partial<BoardFilters>, options: { replace?: boolean } = {}) => {
      const next = writeBoardFilters({ ...filters, ...change }, now());
      if (next.toString() === key) return;
      setParams(next, { replace: options.replace ?? false });
    },
    [filters, key, now, setParams],
  );

  const reset = useCallback(() => {
    if (key) setParams(new URLSearchParams());
  }, [key, setParams]);

  return { filters, filtered, update, reset };
}
