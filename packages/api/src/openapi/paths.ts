import { API_PREFIX } from '../routes';

/** The OpenAPI document of the API, as the server serves it. */
export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;

/** The docs page for people: the document in a viewer, served by the API's server. */
export const API_DOCS_PATH = '/api/docs';
