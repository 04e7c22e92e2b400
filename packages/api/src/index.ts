export { API_PREFIX, routes, buildPath, isApiPath } from './routes';
export type { HttpMethod, RouteDefinition, RouteName } from './routes';
export { fetchHealth } from './health';
export type { HealthAnswer } from './health';
