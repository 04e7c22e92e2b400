import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { callRoute, type ApiClient, type CallControl } from '../client/client';
import type { ApiError } from '../client/errors';
import { useApiClient } from '../hooks/ApiProvider';
import { keysOf, routeKey, type RouteKey } from '../hooks/keys';
import { useApiMutation, type ApiMutation } from '../hooks/mutation';
import { routes } from '../routes';
import type { LoginAnswer, RefreshAnswer } from '../routes/staff';
import type { MessageAnswer } from '../structs/answers';
import type { LoginForm } from '@backoffice/domain';

/** The SWR key of the session check. */
export function refreshKey(): RouteKey {
  return routeKey(routes.refresh);
}

/** Validates the stored token: the signed-in user, or an ApiError that ends the session. */
export function fetchRefresh(client: ApiClient, control: CallControl = {}): Promise<RefreshAnswer> {
  return callRoute(client, routes.refresh, control);
}

/**
 * The signed-in user, checked once when a token exists (pass `enabled: false` without one).
 * A failure ends the session (operations §4 and §8: a failed refresh logs out).
 */
export function useRefresh(
  enabled = true,
  config?: SWRConfiguration<RefreshAnswer, ApiError>,
): SWRResponse<RefreshAnswer, ApiError> {
  const client = useApiClient();
  return useSWR(enabled ? refreshKey() : null, () => fetchRefresh(client), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    ...config,
  });
}

/** Signs in: the session (user and token). */
export function login(
  client: ApiClient,
  body: LoginForm,
  control: CallControl = {},
): Promise<LoginAnswer> {
  return callRoute(client, routes.login, { body, ...control });
}

/** Sign-in as a mutation; the app stores the token it answers. */
export function useLogin(): ApiMutation<LoginForm, LoginAnswer> {
  return useApiMutation({
    name: routes.login.name,
    run: login,
    revalidate: () => [keysOf(routes.refresh)],
  });
}

/**
 * Signs out on the server: the token is revoked at once, for every server behind the load
 * balancer. `token` is the one to revoke (by default the session's); the caller forgets it
 * whatever the answer.
 */
export function logout(
  client: ApiClient,
  token?: string,
  control: CallControl = {},
): Promise<MessageAnswer> {
  return client.call(routes.logout, token === undefined ? control : { ...control, token });
}
