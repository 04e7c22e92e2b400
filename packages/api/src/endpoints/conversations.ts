import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { callRoute, type ApiClient, type CallControl } from '../client/client';
import type { ApiError } from '../client/errors';
import { useApiClient } from '../hooks/ApiProvider';
import { routeKey, type RouteKey } from '../hooks/keys';
import { routes } from '../routes';
import type { ConversationsAnswer } from '../structs/answers';
import type { ConversationsQuery } from '../structs/queries';

/** The filters of a page of conversations (see the query struct). */
export type ConversationsFilters = ConversationsQuery;

/** The SWR key of a page of conversations for these filters. */
export function conversationsKey(filters: ConversationsFilters = {}): RouteKey {
  return routeKey(routes.conversations, {}, filters);
}

/** Fetches a page of conversations. */
export function fetchConversations(
  client: ApiClient,
  filters: ConversationsFilters = {},
  control: CallControl = {},
): Promise<ConversationsAnswer> {
  return callRoute(client, routes.conversations, { query: filters, ...control });
}

/** Reads a page of conversations; mutations that change it revalidate it. */
export function useConversations(
  filters: ConversationsFilters = {},
  config?: SWRConfiguration<ConversationsAnswer, ApiError>,
): SWRResponse<ConversationsAnswer, ApiError> {
  const client = useApiClient();
  return useSWR(conversationsKey(filters), () => fetchConversations(client, filters), config);
}
