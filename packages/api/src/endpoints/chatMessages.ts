import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { callRoute, type ApiClient, type CallControl } from '../client/client';
import type { ApiError } from '../client/errors';
import { useApiClient } from '../hooks/ApiProvider';
import { routeKey, type RouteKey } from '../hooks/keys';
import { routes } from '../routes';
import type { ChatMessagesAnswer } from '../structs/answers';

/** The SWR key of the messages of conversation `id`. */
export function chatMessagesKey(id: number): RouteKey {
  return routeKey(routes.chatMessages, { id });
}

/** Fetches the messages of conversation `id`. */
export function fetchChatMessages(
  client: ApiClient,
  id: number,
  control: CallControl = {},
): Promise<ChatMessagesAnswer> {
  return callRoute(client, routes.chatMessages, { params: { id }, ...control });
}

/** Reads the messages of conversation `id` (nothing while `id` is null); mutations that change it revalidate it. */
export function useChatMessages(
  id: number | null,
  config?: SWRConfiguration<ChatMessagesAnswer, ApiError>,
): SWRResponse<ChatMessagesAnswer, ApiError> {
  const client = useApiClient();
  return useSWR(
    id === null ? null : chatMessagesKey(id),
    () => fetchChatMessages(client, id as number),
    config,
  );
}
