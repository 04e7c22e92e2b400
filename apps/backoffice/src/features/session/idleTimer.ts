import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isApiError } from '@backoffice/api';
import { SESSION_IDLE_WARNING_MS } from '@backoffice/domain';
import type { SessionTimes } from '@backoffice/domain';

/** A person's actions are reported at most this often (ms): the server's idle end moves on. */
export const ACTIVITY_THROTTLE_MS = 60_000;

/**
 * How long after the idle end the app asks the server whether the session is over (ms): the
 * server ends it at its own idle end, and answers the check with `session_idle`.
 */
export const IDLE_END_GRACE_MS = 1_000;

/** The longest delay setTimeout keeps. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** What a person does that keeps the session open (never a call, a stream or a timer). */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * How long before the idle end "Still there?" is asked: the domain's two minutes, or half the
 * server's idle timeout when it is shorter (a test server with a timeout of seconds).
 */
export function warningLead(idleMs: number, warningMs: number = SESSION_IDLE_WARNING_MS): number {
  return Math.max(0, Math.min(warningMs, idleMs / 2));
}

export interface IdleTimerOptions {
  /** When the session ends, from the server's last answer; nothing is timed without it. */
  times: SessionTimes | undefined;
  /** The server's idle timeout (ms), learnt from its answer to a person's action. */
  idleMs: number;
  /** The clock (tests and stories inject theirs). */
  now: () => number;
  /** How long before the idle end to ask. @default SESSION_IDLE_WARNING_MS */
  warningMs?: number;
  /** The least time between two reports of activity (ms). @default ACTIVITY_THROTTLE_MS */
  throttleMs?: number;
  /** Reports a person's action (sessionActivity); the answer's times come back as `times`. */
  act: () => Promise<void>;
  /**
   * Asks the server how long the session has left, without counting as an action (refresh):
   * another tab's action may have moved the idle end on; a session it ended fails the call
   * (and the app signs out with the server's reason).
   */
  check: () => Promise<void>;
  /** The idle end passed and the server could not be asked: sign out here. */
  expire: () => void;
  /** Where the person's actions are heard. @default window */
  target?: EventTarget;
}

export interface IdleTimer {
  /** Whether "Still there?" is asked now. */
  asking: boolean;
  /** The idle end (ms since the epoch), for the countdown; null without times. */
  idleEndsAt: number | null;
  /** "Stay signed in": reports an action at once, whatever the throttle. */
  stay: () => Promise<void>;
}

/**
 * The session's idle end, kept from the server's answers: a person's action (a pointer or a
 * key pressed anywhere) is reported at most once a minute; before the idle end the server is
 * asked whether the session moved on (another tab), then "Still there?" is asked; after it,
 * the server is asked again (it answers 401 session_idle, and the app signs out with its
 * message), or, unreachable, the app signs out here.
 */
export function useIdleTimer(options: IdleTimerOptions): IdleTimer {
  const { times, idleMs, warningMs = SESSION_IDLE_WARNING_MS } = options;
  const throttleMs = options.throttleMs ?? ACTIVITY_THROTTLE_MS;
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const lastSent = useRef(Number.NEGATIVE_INFINITY);
  const inFlight = useRef<Promise<void> | null>(null);
  // The idle end "Still there?" was asked for: a new one (the person acted) closes it.
  const [askedFor, setAskedFor] = useState<string | null>(null);

  const send = useCallback((): Promise<void> => {
    if (inFlight.current) return inFlight.current;
    lastSent.current = latest.current.now();
    const call = latest.current.act().finally(() => {
      inFlight.current = null;
    });
    inFlight.current = call;
    return call;
  }, []);

  // A person's action, heard before any screen handles it (capture), never a call's.
  useEffect(() => {
    const target = options.target ?? window;
    const onAction = () => {
      if (latest.current.now() - lastSent.current < throttleMs) return;
      send().catch(() => {
        // Unreachable: the next action tries again (the throttle counts from this one).
      });
    };
    for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onAction, true);
    return () => {
      for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onAction, true);
    };
  }, [options.target, throttleMs, send]);

  const idleEndsAtText = times?.idleEndsAt;
  const endsAtText = times?.endsAt;
  useEffect(() => {
    if (!idleEndsAtText || !endsAtText) return undefined;
    const idleEnd = Date.parse(idleEndsAtText);
    const end = Date.parse(endsAtText);
    const lead = warningLead(idleMs, warningMs);
    const timers: ReturnType<typeof setTimeout>[] = [];
    let live = true;
    const current = () => latest.current.times?.idleEndsAt === idleEndsAtText;
    // setTimeout runs a delay past 2^31 - 1 ms (24.8 days) at once: a far end waits in steps.
    const at = (instant: number, run: () => void) => {
      const wait = Math.max(0, instant - latest.current.now());
      timers.push(
        wait > MAX_TIMEOUT_MS
          ? setTimeout(() => at(instant, run), MAX_TIMEOUT_MS)
          : setTimeout(run, wait),
      );
    };

    // Before asking, the server's word: another tab's action may have moved the idle end on
    // (the new times then replace these, and this effect starts again).
    at(idleEnd - lead, () => {
      latest.current
        .check()
        .catch(() => {})
        .then(() => {
          if (live && current()) setAskedFor(idleEndsAtText);
        });
    });
    at(Math.min(idleEnd, end) + IDLE_END_GRACE_MS, () => {
      latest.current
        .check()
        .then(
          () => false,
          (error: unknown) => !isSessionEnd(error),
        )
        .then((unreachable) => {
          // The server ended the session: the app has signed out with its reason already.
          if (live && unreachable && current()) latest.current.expire();
        });
    });
    return () => {
      live = false;
      timers.forEach(clearTimeout);
    };
  }, [idleEndsAtText, endsAtText, idleMs, warningMs]);

  const stay = useCallback(() => send(), [send]);
  const asking = askedFor !== null && askedFor === idleEndsAtText;
  return {
    asking,
    idleEndsAt: idleEndsAtText ? Date.parse(idleEndsAtText) : null,
    stay,
  };
}

/** True for a failure that ended the session (the app signs out with the server's reason). */
function isSessionEnd(error: unknown): boolean {
  return isApiError(error) && error.sessionEnded !== null;
}
