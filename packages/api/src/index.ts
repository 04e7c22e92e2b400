export {
  API_PREFIX,
  routes,
  routeList,
  buildPath,
  isApiPath,
  matchRoute,
  pathParamNames,
} from './routes';
export type {
  AnswerKind,
  AnyRoute,
  HttpMethod,
  PathParams,
  RouteDefinition,
  RouteName,
  Routes,
} from './routes';
export * from './structs';
export { fetchHealth } from './health';
export * from './client';
