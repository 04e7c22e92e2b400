// What the app's entry loads lazily from '@backoffice/api': the client, the route table and
// the logout call.
// A module of its own as the dynamic import's target, so that the bundler can keep the route
// table out of the entry chunk, which imports only the token store and isApiError.
export { callRoute, createApiClient, logout, routes } from '@backoffice/api';
