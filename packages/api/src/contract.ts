/**
 * The contract without React: the route table, the structs and the fetch client. For the
 * server and any other caller that must not load React or SWR (`@backoffice/api/contract`).
 */
export {
  API_PREFIX,
  routes,
  routeList,
  buildPath,
  isApiPath,
  isKeyedWrite,
  runsOnWritePath,
  writeAreasOf,
  UNKEYED_CALLS,
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
  IdSource,
  SubjectLookup,
  SubjectSpec,
  WriteFacts,
} from './routes';
export { CHANGE_AREAS, ENTITY_TYPES } from './areas';
export type { ChangeArea, EntityType } from './areas';
export * from './structs';
export * from './client';
export { fetchHealth } from './health';
export {
  CSV_FORMAT,
  CSV_TIMEOUT_MS,
  LIST_CSV,
  LIST_CSV_NAMES,
  LIST_ROUTES,
  IDS_FORMAT,
  IDS_MEDIA_TYPE,
  downloadListCsv,
  hasListCsv,
  listCsvOf,
  listIds,
} from './lists';
export { refusalReason, runBulk } from './bulk';
export type { BulkRunOptions, BulkRunResult } from './bulk';
export type {
  AnyListRouteName,
  ListCsv,
  ListCsvName,
  ListItem,
  ListRouteName,
  UnpagedListRouteName,
} from './lists';
export * from './events';
export { SseParser, backoffDelay, openEventStream } from './client/eventStream';
export type {
  EventStream,
  EventStreamInfo,
  EventStreamOptions,
  EventStreamStatus,
  SseMessage,
} from './client/eventStream';
export { API_DOCS_PATH, OPENAPI_PATH } from './openapi/paths';
