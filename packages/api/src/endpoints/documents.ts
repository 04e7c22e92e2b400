import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { callRoute, type ApiClient, type CallControl } from '../client/client';
import type { ApiError } from '../client/errors';
import { useApiClient } from '../hooks/ApiProvider';
import { routeKey, type RouteKey } from '../hooks/keys';
import { routes } from '../routes';
import type { DocumentsAnswer } from '../structs/answers';
import type { DocumentsQuery } from '../structs/queries';

/** The filters of a page of documents (see the query struct). */
export type DocumentsFilters = DocumentsQuery;

/** The SWR key of a page of documents for these filters. */
export function documentsKey(filters: DocumentsFilters = {}): RouteKey {
  return routeKey(routes.documents, {}, filters);
}

/** Fetches a page of documents. */
export function fetchDocuments(
  client: ApiClient,
  filters: DocumentsFilters = {},
  control: CallControl = {},
): Promise<DocumentsAnswer> {
  return callRoute(client, routes.documents, { query: filters, ...control });
}

/** Reads a page of documents; mutations that change it revalidate it. */
export function useDocuments(
  filters: DocumentsFilters = {},
  config?: SWRConfiguration<DocumentsAnswer, ApiError>,
): SWRResponse<DocumentsAnswer, ApiError> {
  const client = useApiClient();
  return useSWR(documentsKey(filters), () => fetchDocuments(client, filters), config);
}
