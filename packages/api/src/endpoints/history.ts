import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiClient, CallControl } from '../client/client';
import type { ApiError } from '../client/errors';
import { useApiClient } from '../hooks/ApiProvider';
import { routeKey, type RouteKey } from '../hooks/keys';
import { routes } from '../routes';
import { hookOf } from './read';
import type { HistoryAnswer } from '../structs/answers';

/**
 * The history of a request, an office or a guest: pages of every write made to
 * it, newest first. A read of a record that also takes a page, so neither read factory
 * (read.ts) fits: the key holds the id and the page (page 1 written as no page, like a
 * default in a URL), so live refresh (events.ts `AREA_READS`) finds every page by the route's
 * name.
 */
export type HistoryEntityKind = 'request' | 'office' | 'user';

type HistoryRoute =
  typeof routes.requestHistory | typeof routes.officeHistory | typeof routes.userHistory;

export interface HistoryRead {
  readonly route: HistoryRoute;
  /** The SWR key of page `page` of record `id`'s history. */
  key(id: number, page?: number): RouteKey;
  /** Calls the route for page `page` (1 when absent) of record `id`'s history. */
  fetch(
    client: ApiClient,
    id: number,
    page?: number,
    control?: CallControl,
  ): Promise<HistoryAnswer>;
  /** Reads a page of record `id`'s history through SWR; nothing is asked while `id` is null. */
  use(
    id: number | null,
    page?: number,
    config?: SWRConfiguration<HistoryAnswer, ApiError>,
  ): SWRResponse<HistoryAnswer, ApiError>;
}

const pageQuery = (page = 1) => (page > 1 ? { page } : {});

function historyRead(route: HistoryRoute): HistoryRead {
  const key = (id: number, page?: number) => routeKey(route, { id }, pageQuery(page));
  const fetch = (client: ApiClient, id: number, page?: number, control: CallControl = {}) =>
    client.call(route, { params: { id }, query: pageQuery(page), ...control });
  function useHistoryRead(
    id: number | null,
    page?: number,
    config?: SWRConfiguration<HistoryAnswer, ApiError>,
  ) {
    const client = useApiClient();
    return useSWR(
      id === null ? null : key(id, page),
      () => fetch(client, id as number, page),
      config,
    );
  }
  return { route, key, fetch, use: useHistoryRead };
}

/** A request's history (its meetings' writes included). */
export const requestHistoryRead = /* @__PURE__ */ historyRead(routes.requestHistory);
/** An office's history. */
export const officeHistoryRead = /* @__PURE__ */ historyRead(routes.officeHistory);
/** A user's history (their favorites' writes included). */
export const userHistoryRead = /* @__PURE__ */ historyRead(routes.userHistory);

/** The history read of each kind of record. */
export const HISTORY_READS: Readonly<Record<HistoryEntityKind, HistoryRead>> = {
  request: requestHistoryRead,
  office: officeHistoryRead,
  user: userHistoryRead,
};

export const useRequestHistory = /* @__PURE__ */ hookOf(requestHistoryRead);
export const useOfficeHistory = /* @__PURE__ */ hookOf(officeHistoryRead);
export const useUserHistory = /* @__PURE__ */ hookOf(userHistoryRead);
