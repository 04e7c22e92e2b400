import { useCallback, useEffect, useRef, useState } from 'react';
import { CLIENT_ERROR_CODES, isApiError } from '@backoffice/api';

export interface CancellableCall<T> {
  /** When the call under way started (for a ProgressBar's elapsed time), or null. */
  startedAt: number | null;
  /**
   * Starts the call with a fresh AbortSignal; `onDone` gets its answer, `onError` its failure
   * (not a cancellation). A call started again replaces the one under way.
   */
  start: (
    call: (signal: AbortSignal) => Promise<T>,
    onDone: (answer: T) => void,
    onError: (error: unknown) => void,
  ) => void;
  /** Stops the call under way: nothing of it lands. */
  cancel: () => void;
}

/**
 * A long call the user can cancel (a generation of up to 3 minutes): its start time while it
 * runs, Cancel, and a stop when the component leaves. Only the latest call's answer lands; a
 * cancelled one is silent.
 */
export function useCancellableCall<T>(): CancellableCall<T> {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const current = useRef<AbortController | null>(null);

  // Leaving stops a call under way.
  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback<CancellableCall<T>['start']>((call, onDone, onError) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setStartedAt(Date.now());
    const settle = () => {
      if (current.current !== controller) return false;
      current.current = null;
      setStartedAt(null);
      return true;
    };
    call(controller.signal).then(
      (answer) => {
        if (settle()) onDone(answer);
      },
      (error: unknown) => {
        if (!settle()) return;
        if (isApiError(error) && error.code === CLIENT_ERROR_CODES.aborted) return;
        onError(error);
      },
    );
  }, []);

  const cancel = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setStartedAt(null);
  }, []);

  return { startedAt, start, cancel };
}
