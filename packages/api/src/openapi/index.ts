/**
 * The API described for other teams (`@backoffice/api/openapi`): the OpenAPI 3.1 document
 * generated from the route table and its structs, and the JSON Schema writer it uses.
 */
export { errorCodesOf, openApiDocument } from './document';
export { API_DOCS_PATH, OPENAPI_PATH } from './paths';
export type { ErrorCodes, ErrorStatus, OpenApiOptions } from './document';
export { SchemaWriter, acceptsNull, acceptsUndefined, closeObjects } from './jsonSchema';
export type { JsonSchema } from './jsonSchema';
export { apiChanges } from './breaking';
export type { ApiChanges } from './breaking';
export { ROUTE_TABLE_FILES, readRouteSource } from './source';
export type { RouteSource } from './source';
