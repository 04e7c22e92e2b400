import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Location } from 'react-router-dom';
import type { LoginForm, SessionUser } from '@backoffice/domain';
import { paths } from '../../shared/paths';
import { useApi } from '../../shared/api';
import { forgetTabState } from '../../shared/userStorage';

/** Where the visitor stands: a stored token being checked, signed out, or signed in. */
export type SessionState =
  { status: 'checking' } | { status: 'signedOut' } | { status: 'signedIn'; user: SessionUser };

export interface SessionValue {
  state: SessionState;
  /** Signs in; fails with the API's error (its message comes from the error catalogue). */
  signIn: (form: LoginForm) => Promise<void>;
  /**
   * Revokes the token on the server, forgets it and what the app kept in this browser for the
   * user, and goes to /login (at once: the layout's Logout asks first, see askBeforeSignOut).
   */
  signOut: () => void;
}

/** What /login remembers of the page the visitor was sent away from. */
export interface LoginLocationState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

// The session lives in the app's entry: the API package (route table and structs) loads
// with the first call rather than with the login screen.
const loadApi = () => import('../../shared/apiModule');

const SessionContext = createContext<SessionValue | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  /**
   * The state to start from, for stories; by default a stored token starts a check through
   * the refresh call and no token means signed out.
   */
  initialState?: SessionState;
}

/**
 * The session (operations §4): unauthenticated until login; on load a stored token is
 * validated by the refresh call, and a failure logs the user out and goes to /login. Any later
 * call that ends the session (a 401, wrong_key, login_required) does the same.
 */
export function SessionProvider({ children, initialState }: SessionProviderProps) {
  const { client, tokens } = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<SessionState>(
    () => initialState ?? (tokens.get() ? { status: 'checking' } : { status: 'signedOut' }),
  );

  const latest = useRef({ location, navigate });
  // The token this tab last wrote: a change to anything else came from another tab.
  const ownToken = useRef<string | null>(tokens.get());
  const writeToken = useCallback(
    (token: string | null) => {
      ownToken.current = token;
      if (token) tokens.set(token);
      else {
        tokens.clear();
        forgetTabState();
      }
    },
    [tokens],
  );
  useEffect(() => {
    latest.current = { location, navigate };
  });

  /** Logs out and goes to /login, remembering where the visitor was. */
  const endSession = useCallback(() => {
    writeToken(null);
    setState({ status: 'signedOut' });
    const { location: here, navigate: go } = latest.current;
    if (here.pathname === paths.login) return;
    const from = { pathname: here.pathname, search: here.search, hash: here.hash };
    go(paths.login, { replace: true, state: { from } satisfies LoginLocationState });
  }, [writeToken]);

  // A stored token is validated by the refresh call.
  useEffect(() => {
    if (state.status !== 'checking') return undefined;
    const controller = new AbortController();
    loadApi()
      .then(async ({ callRoute, routes, claimUserState }) => {
        const { user } = await callRoute(client, routes.refresh, { signal: controller.signal });
        claimUserState(user.name);
        setState({ status: 'signedIn', user });
      })
      .catch(() => {
        if (!controller.signal.aborted) endSession();
      });
    return () => controller.abort();
  }, [state.status, client, endSession]);

  // A call that ends the session while signed in (the token expired, was revoked...).
  useEffect(() => client.onSessionEnded(() => endSession()), [client, endSession]);

  // Signing in or out in another tab.
  useEffect(
    () =>
      tokens.subscribe((token) => {
        if (token === ownToken.current) return;
        ownToken.current = token;
        if (token) setState({ status: 'checking' });
        else endSession();
      }),
    [tokens, endSession],
  );

  const signIn = useCallback(
    async (form: LoginForm) => {
      const { callRoute, routes, claimUserState } = await loadApi();
      const { user, token } = await callRoute(client, routes.login, { body: form });
      // The second factor's step (issue 37) comes with its screen; until then, refused.
      if (!user || !token) throw new Error('This account signs in with a second factor.');
      writeToken(token);
      claimUserState(user.name);
      setState({ status: 'signedIn', user });
    },
    [client, writeToken],
  );

  // Logout (the layout's menu asks first while the screen holds unsaved work: see
  // askBeforeSignOut): everything the app keeps in this browser for the user goes (note
  // drafts included): the next person on this browser sees none of it.
  const signOut = useCallback(() => {
    const token = tokens.get();
    writeToken(null);
    setState({ status: 'signedOut' });
    latest.current.navigate('/login');
    // The user's browser state goes (the module is loaded: signing in loaded it), and the
    // server revokes the token, on every server at once. This tab has forgotten it
    // already: a slow or failed call never keeps anyone signed in here.
    loadApi()
      .then(({ forgetUserState, logout }) => {
        forgetUserState();
        return token ? logout(client, token) : undefined;
      })
      .catch(() => {});
  }, [client, tokens, writeToken]);

  const value = useMemo(() => ({ state, signIn, signOut }), [state, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session: its state, signIn and signOut. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** The signed-in user (only inside the signed-in part of the app). */
export function useSignedInUser(): SessionUser {
  const { state } = useSession();
  if (state.status !== 'signedIn') throw new Error('No user is signed in');
  return state.user;
}
