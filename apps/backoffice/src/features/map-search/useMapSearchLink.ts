import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MapView, SearchCriteria } from '@backoffice/domain';
import { useListParams } from '@/shared/list/useListParams';
import { MAP_SEARCH_LINK, mapSearchValues, readMapSearchLink } from './mapSearchLink';
import type { MapSearchLink } from './mapSearchLink';

type CriteriaChange = Partial<Omit<SearchCriteria, 'page' | 'view' | 'q'>>;

export interface MapSearchLinkState extends MapSearchLink {
  /**
   * Changes some criteria (a new history entry unless `replace`), keeping the others and the
   * map's view unless `view` is given (`null` lets the map fit the place again).
   */
  change: (change: CriteriaChange, options?: { view?: MapView | null; replace?: boolean }) => void;
  /** Keeps the map's view in the link, in place of the current entry (moving is no step). */
  keepView: (view: MapView) => void;
}

/**
 * The map search's criteria and view from the URL (`useListParams` over the link's struct),
 * with what the link asked for that could not be used. Every write puts the whole search
 * back, so that what was left out of a link is written away with the first change.
 */
export function useMapSearchLink(): MapSearchLinkState {
  const params = useListParams(MAP_SEARCH_LINK);
  const [search] = useSearchParams();
  const searchKey = search.toString();
  const link = useMemo(
    () => readMapSearchLink(params.values, new URLSearchParams(searchKey)),
    [params.values, searchKey],
  );
  const { set } = params;
  const { criteria, view } = link;

  const change = useCallback<MapSearchLinkState['change']>(
    (next, options = {}) => {
      const nextView = options.view === undefined ? view : options.view;
      set(mapSearchValues({ ...criteria, ...next }, nextView), { replace: options.replace });
    },
    [criteria, view, set],
  );

  const keepView = useCallback(
    (next: MapView) => set(mapSearchValues(criteria, next), { replace: true }),
    [criteria, set],
  );

  return { ...link, change, keepView };
}
