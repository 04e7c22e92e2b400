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
import { CLIENT_ERROR_CODES, isApiError } from '@backoffice/api';
import { SESSION_ENDED_MESSAGES, SESSION_IDLE_MS } from '@backoffice/domain';
import type { LoginForm, SessionTimes, SessionUser } from '@backoffice/domain';
import { paths } from '@/shared/paths';
import { useApi } from '@/shared/api';
import { useNow } from '@/shared/clock';
import { forgetTabState } from '@/shared/userStorage';

/**
 * Where the visitor stands: a stored token being checked (`unreachable` while the check got no
 * answer and is tried again; `retry` tries at once), signed out (with, after a session
 * the server ended, why: SESSION_ENDED_MESSAGES), or signed in (with when the session ends,
 * from the server's last answer, none yet in a story that starts signed in; and how long the
 * server's idle timeout is, learnt from the answer to a person's action).
 */
export type SessionState =
  | { status: 'checking'; unreachable?: boolean; retry?: () => void }
  | { status: 'signedOut'; notice?: string }
  | { status: 'signedIn'; user: SessionUser; times?: SessionTimes; idleMs?: number };

/** A signed-in answer: sign-in, its second step, or an enrolment's confirmation. */
export interface SignedIn {
  user: SessionUser;
  token: string;
  session: SessionTimes;
}

/** The state a sign-in ends in: its user, its session's times and idle span from `now`. */
function signedInState(user: SessionUser, session: SessionTimes, now: number): SessionState {
  return { status: 'signedIn', user, times: session, idleMs: idleSpan(session, now) };
}

/**
 * What the password step leads to: signed in, or a second step with the sign-in's challenge
 * (a code of the authenticator or a recovery code; an Admin without a second factor enrols).
 */
export type SignInStep =
  { step: 'done' } | { step: 'code'; challenge: string } | { step: 'enrol'; challenge: string };

export interface SessionValue {
  state: SessionState;
  /**
   * Sends the password; signed in at once, or the second step it asks for. Fails with the
   * API's error (its message comes from the error catalogue).
   */
  signIn: (form: LoginForm) => Promise<SignInStep>;
  /** Stores a signed-in answer of a second step (the app opens where the visitor was going). */
  completeSignIn: (answer: SignedIn) => void;
  /**
   * When the session ends, from a server's answer. `acted` for the answer to a person's action
   * (sign-in, sessionActivity): its idle end tells how long the server's idle timeout is.
   */
  keepTimes: (times: SessionTimes, acted: boolean) => void;
  /** The signed-in person changed (their second factor turned on). */
  updateUser: (user: SessionUser) => void;
  /**
   * Asks the server (the refresh call, which never counts as an action) how long the session
   * has left; a session it ended signs out with its reason (a 401 ends the session).
   */
  recheck: () => Promise<void>;
  /** Signs out here, the server having ended the session (idle): with its message. */
  endedByServer: (code: string) => void;
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
const loadApi = () => import('@/shared/apiModule');

/** The waits between tries of a session check that got no answer, in ms (then every 15 s). */
const CHECK_RETRY_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

/**
 * True when a failed call brought no verdict: no answer (the network, or the browser dropping
 * it), a timeout, a 5xx, or a failure before any call (the API module not loading). Anything
 * else (a 4xx, an answer that breaks its struct) is the check failing.
 */
function gotNoVerdict(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return (
    error.code === CLIENT_ERROR_CODES.network ||
    error.code === CLIENT_ERROR_CODES.timeout ||
    error.status >= 500
  );
}

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
  const now = useNow();
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

  /**
   * Logs out and goes to /login, remembering where the visitor was; `notice` says why (a
   * session the server ended). What outlives the tab (note drafts) stays: forgetTabState.
   */
  const endSession = useCallback(
    (notice?: string) => {
      writeToken(null);
      // The session's other calls in flight could only be refused as well.
      client.abortSessionCalls();
      // A second report of the same end (the refresh's own failure after its 401 was heard)
      // keeps the first one's reason.
      setState((previous) =>
        previous.status === 'signedOut' && !notice
          ? previous
          : notice
            ? { status: 'signedOut', notice }
            : { status: 'signedOut' },
      );
      const { location: here, navigate: go } = latest.current;
      if (here.pathname === paths.login) return;
      const from = { pathname: here.pathname, search: here.search, hash: here.hash };
      go(paths.login, { replace: true, state: { from } satisfies LoginLocationState });
    },
    [client, writeToken],
  );

  // A stored token is validated by the refresh call (operations §4: "on failure the user is
  // logged out"). The failure is the server's refusal, an answer in 4xx; no answer at all is no
  // verdict on the token: a network error, a timeout, a 5xx (a server restarting, its database
  // away), the module that makes the call not loading, or the browser dropping the call as it
  // leaves the page (a reload during the check). Logging out then would send every staff member
  // of a restarting server back to their password and second factor; instead the token stays,
  // nothing of the app shows, the check says it cannot reach the server and tries again.
  const [checkRound, setCheckRound] = useState(0);
  useEffect(() => {
    if (state.status !== 'checking') return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const again = () => {
      clearTimeout(timer);
      if (!controller.signal.aborted) setCheckRound((round) => round + 1);
    };
    loadApi()
      .then(async ({ callRoute, routes, claimUserState }) => {
        const { user, session } = await callRoute(client, routes.refresh, {
          signal: controller.signal,
        });
        claimUserState(user.name);
        setState({ status: 'signedIn', user, times: session });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (gotNoVerdict(error)) {
          timer = setTimeout(
            again,
            CHECK_RETRY_MS[Math.min(checkRound, CHECK_RETRY_MS.length - 1)],
          );
          setState({ status: 'checking', unreachable: true, retry: again });
          return;
        }
        endSession();
      });
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
    // checkRound: each round is one try; a new round starts it again.
  }, [state.status, checkRound, client, endSession]);

  // A call that ends the session while signed in (the token expired, was revoked...): the
  // server's code says why (idle, 12 hours, ended elsewhere), and the login screen says it.
  useEffect(
    () => client.onSessionEnded((event) => endSession(noticeOf(event.error.code) ?? undefined)),
    [client, endSession],
  );

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

  const completeSignIn = useCallback(
    ({ user, token, session }: SignedIn) => {
      writeToken(token);
      // The module is loaded: the sign-in's own call loaded it.
      void loadApi().then(({ claimUserState }) => {
        claimUserState(user.name);
        setState(signedInState(user, session, now().getTime()));
      });
    },
    [writeToken, now],
  );

  const signIn = useCallback(
    async (form: LoginForm): Promise<SignInStep> => {
      const { callRoute, routes, claimUserState } = await loadApi();
      const answer = await callRoute(client, routes.login, { body: form });
      if (answer.twoFactor && answer.challenge) {
        return {
          step: answer.twoFactor === 'enrol' ? 'enrol' : 'code',
          challenge: answer.challenge,
        };
      }
      const { user, token, session } = answer;
      if (!user || !token || !session) throw new Error('The sign-in answer has no session.');
      writeToken(token);
      claimUserState(user.name);
      setState(signedInState(user, session, now().getTime()));
      return { step: 'done' };
    },
    [client, writeToken, now],
  );

  const keepTimes = useCallback(
    (times: SessionTimes, acted: boolean) => {
      setState((previous) =>
        previous.status === 'signedIn'
          ? {
              ...previous,
              times,
              idleMs: acted ? idleSpan(times, now().getTime()) : previous.idleMs,
            }
          : previous,
      );
    },
    [now],
  );

  const updateUser = useCallback((user: SessionUser) => {
    setState((previous) => (previous.status === 'signedIn' ? { ...previous, user } : previous));
  }, []);

  const recheck = useCallback(async () => {
    const { callRoute, routes } = await loadApi();
    const { session } = await callRoute(client, routes.refresh);
    keepTimes(session, false);
  }, [client, keepTimes]);

  const endedByServer = useCallback(
    (code: string) => endSession(noticeOf(code) ?? undefined),
    [endSession],
  );

  // Logout (the layout's menu asks first while the screen holds unsaved work: see
  // askBeforeSignOut): everything the app keeps in this browser for the user goes (note
  // drafts included): the next person on this browser sees none of it.
  const signOut = useCallback(() => {
    const token = tokens.get();
    writeToken(null);
    // The calls still in flight with the token (a person's click reported, a list refreshed)
    // end here: the server answers them 401 once it has revoked the token.
    client.abortSessionCalls();
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

  const value = useMemo(
    () => ({
      state,
      signIn,
      completeSignIn,
      keepTimes,
      updateUser,
      recheck,
      endedByServer,
      signOut,
    }),
    [state, signIn, completeSignIn, keepTimes, updateUser, recheck, endedByServer, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session: its state, signIn and signOut. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** The signed-in user, or null where no one is (a part rendered outside the session). */
export function useSignedInUserOrNull(): SessionUser | null {
  const value = useContext(SessionContext);
  return value?.state.status === 'signedIn' ? value.state.user : null;
}

/** The signed-in user (only inside the signed-in part of the app). */
export function useSignedInUser(): SessionUser {
  const { state } = useSession();
  if (state.status !== 'signedIn') throw new Error('No user is signed in');
  return state.user;
}

/** The login screen's words for a 401's code that ended the session; null for other codes. */
function noticeOf(code: string | null): string | null {
  return code && Object.hasOwn(SESSION_ENDED_MESSAGES, code)
    ? (SESSION_ENDED_MESSAGES[code] ?? null)
    : null;
}

/**
 * How long the server lets a session sit idle, read from the answer to a person's action (it
 * moved the idle end to now + the timeout): the e2e sets the server's timeout short, and the
 * app follows. The domain's 30 minutes when the answer makes no sense (a clock far off).
 */
export function idleSpan(times: SessionTimes, now: number): number {
  const span = Date.parse(times.idleEndsAt) - now;
  return span > 0 && span <= SESSION_IDLE_MS * 4 ? span : SESSION_IDLE_MS;
}
