import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNow } from '../clock';
import { isChanged, isNarrowed, listDefaults, readListParams, writeListParams } from './listParams';
import type { ListSpec, ListValues } from './listParams';

export interface ListParamsState<Q> {
  /** How the parameters are read and written, and the words of their selects. */
  spec: ListSpec<Q>;
  /** Every parameter, typed: what the URL asks for, each missing or refused one its default. */
  values: ListValues<Q>;
  /** True when a filter narrows the list (an empty answer then means "no results"). */
  isFiltered: boolean;
  /** True when Reset would change something (a filter or the order differs). */
  isChanged: boolean;
  /**
   * Changes some parameters: a new history entry (Back undoes it), or the current one replaced
   * (`replace`, while a search is being typed). Any change but `page` returns to page 1.
   */
  set: (change: Partial<ListValues<Q>>, options?: { replace?: boolean }) => void;
  /** Goes to a page (a history entry). */
  setPage: (page: number) => void;
  /** Changes the page size, back to page 1. */
  setPerPage: (perPage: number) => void;
  /** Back to the defaults (the plain path), keeping the page size staff chose. */
  reset: () => void;
}

/**
 * A list's parameters (filters, search, sort, page, page size), held in the URL only: a link
 * shares them, Back and reload restore exactly what was shown, and a list nobody filtered is
 * its plain path. Modelled on react-admin's useListParams, without its drift:
 * - the URL is the only source (no store merged in, so an emptied URL is the defaults:
 *   react-admin #8025, #11018);
 * - each parameter is checked by its field of the route's query struct, and one that fails
 *   falls back to its own default alone (react-admin passes `page=-3` through);
 * - the hook never navigates by itself: only a change the user makes writes the URL, at
 *   once (react-admin's sync effect and deferred `changeParams` wrote stale parameters after
 *   the user had moved on: #7368);
 * - a typed search is debounced by its field, which cancels a pending write when it unmounts
 *   or when the URL changes under it, and ignores the echo of its own write (#5591, #10952).
 *
 * @example
 * const spec = { query: routes.contracts.query, orderKeys: ['sort'] } satisfies ListSpec<ContractsQuery>;
 * const { values, set } = useListParams(spec);
 * set({ status: 'active' }); // → /contracts?status=active, page 1
 */
export function useListParams<Q>(spec: ListSpec<Q>): ListParamsState<Q> {
  const [searchParams, setSearchParams] = useSearchParams();
  const now = useNow();
  const key = searchParams.toString();
  // Read once per URL: "today" for the defaults is taken when the URL changes.
  const values = useMemo(
    () => readListParams(spec, new URLSearchParams(key), now()),
    [spec, key, now],
  );
  const filtered = useMemo(() => isNarrowed(spec, values, now()), [spec, values, now]);
  const changed = useMemo(() => isChanged(spec, values, now()), [spec, values, now]);

  const write = useCallback(
    (next: Partial<ListValues<Q>>, replace: boolean) => {
      const params = writeListParams(spec, next, now());
      if (params.toString() === key) return;
      setSearchParams(params, { replace });
    },
    [spec, key, now, setSearchParams],
  );

  const set = useCallback(
    (change: Partial<ListValues<Q>>, options: { replace?: boolean } = {}) => {
      const toFirstPage = 'page' in change ? {} : { page: 1 };
      write({ ...values, ...toFirstPage, ...change }, options.replace ?? false);
    },
    [values, write],
  );

  const setPage = useCallback(
    (page: number) => write({ ...values, page } as Partial<ListValues<Q>>, false),
    [values, write],
  );

  const setPerPage = useCallback(
    (perPage: number) => write({ ...values, perPage, page: 1 } as Partial<ListValues<Q>>, false),
    [values, write],
  );

  const reset = useCallback(() => {
    const { perPage } = values as { perPage?: number };
    const defaults = listDefaults(spec, now()) as Record<string, unknown>;
    write(
      { ...defaults, ...(perPage === undefined ? {} : { perPage }) } as Partial<ListValues<Q>>,
      false,
    );
  }, [spec, values, now, write]);

  return {
    spec,
    values,
    isFiltered: filtered,
    isChanged: changed,
    set,
    setPage,
    setPerPage,
    reset,
  };
}
