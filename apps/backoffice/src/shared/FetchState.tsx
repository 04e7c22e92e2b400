import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { ApiError } from '@backoffice/api';
import { Spinner } from '@backoffice/ui';
import * as styles from './states.css';

// The failure views are a chunk of their own, asked for with the screen's code: they show only
// after an answer, so the first paint does without them.
const failedView = import('./FetchFailed');
const FetchFailed = lazy(() => failedView.then((m) => ({ default: m.FetchFailed })));

/** What a screen fetched: an SWR answer's data, error and retry. */
export interface Fetched<T> {
  data: T | undefined;
  error: ApiError | undefined;
  isValidating: boolean;
  mutate: () => unknown;
}

export interface FetchStateProps<T> {
  /** The read (`useRequest(id)`, `useRequestBoard(query)`). */
  fetched: Fetched<T>;
  /** The words of each state. */
  words: {
    /** The spinner's label ("Loading the request"). */
    loading: string;
    /** What failed ("The request could not be loaded"); the catalogue's message follows. */
    error: string;
    /** For a record: what a wrong id shows (a 404, or an id the URL cannot hold). */
    notFound?: { title: string; description: string };
  };
  /** False when the URL's id is not an id at all: the 404 state without a call. */
  isValidId?: boolean;
  /** Draws the data. */
  children: (data: T) => ReactNode;
}

/**
 * The one state switch of a fetched page: a spinner until the first answer, the error with
 * the catalogue's message and Retry, "does not exist" for a missing id (a 404, or an id the
 * URL cannot hold), then the data. Lists use ListLayout, which adds their own states.
 */
export function FetchState<T>({ fetched, words, isValidId = true, children }: FetchStateProps<T>) {
  const { data, error, isValidating, mutate } = fetched;
  const spinner = (
    <div className={styles.state}>
      <Spinner label={words.loading} showLabel size="lg" />
    </div>
  );
  const missing = Boolean(words.notFound) && (!isValidId || error?.status === 404);
  if (missing || (error && data === undefined)) {
    return (
      <Suspense fallback={spinner}>
        <FetchFailed
          error={missing ? undefined : error}
          title={words.error}
          notFound={words.notFound}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
        />
      </Suspense>
    );
  }
  if (data === undefined) return spinner;
  return <>{children(data)}</>;
}

/**
 * The record id in the path (`/requests/:id`): a positive whole number, or null for anything
 * else (`/requests/abc`, `/requests/0`), which FetchState shows as "does not exist".
 */
export function useIdParam(name = 'id'): number | null {
  const raw = useParams()[name];
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
