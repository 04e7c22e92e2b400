export {
  SessionProvider,
  useSession,
  useSignedInUser,
  useSignedInUserOrNull,
} from './SessionProvider';
export type {
  LoginLocationState,
  SessionProviderProps,
  SessionState,
  SessionValue,
  SignedIn,
  SignInStep,
} from './SessionProvider';
export { LoginRoute, OneTimeLinkRoute, RequireSession } from './gates';
