// What the app's entry loads lazily from '@backoffice/api': the client, the route table and
// the logout call.
// A module of its own as the dynamic import's target, so that the bundler can keep the route
// table out of the entry chunk, which imports only the token store and isApiError.
export { callRoute, createApiClient, logout, routes } from '@backoffice/api';
// The user's browser state claimed at sign-in and forgotten at Logout: both happen once this
// module is loaded (the sign-in and refresh calls load it), so the login route need not carry them.
export { claimUserState, forgetUserState } from './userStorage';
