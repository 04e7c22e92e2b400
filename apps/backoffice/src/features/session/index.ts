export { SessionProvider, useSession, useSignedInUser } from './SessionProvider';
export type {
  LoginLocationState,
  SessionProviderProps,
  SessionState,
  SessionValue,
} from './SessionProvider';
export { LoginRoute, RequireSession } from './gates';
