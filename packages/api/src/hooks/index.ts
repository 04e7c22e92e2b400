export { ApiProvider, apiSwrConfig, shouldRetry, useApiClient } from './ApiProvider';
export type { ApiProviderProps } from './ApiProvider';
export { keysOf, normalizeQuery, routeKey } from './keys';
export type { KeyMatcher, RouteKey } from './keys';
export { routeMutation, useApiMutation } from './mutation';
export type { ApiMutation, MutationSpec, RouteMutation, RouteMutationSpec } from './mutation';
