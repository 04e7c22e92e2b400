import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { ApiError } from '@backoffice/api';
import { EmptyState, ErrorState, Spinner } from '@backoffice/ui';
import * as styles from './states.css';

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
  if (words.notFound && (!isValidId || error?.status === 404)) {
    return (
      <div className={styles.state}>
        <EmptyState headingLevel={2} {...words.notFound} />
      </div>
    );
  }
  if (error && data === undefined) {
    return (
      <div className={styles.state}>
        <ErrorState
          headingLevel={2}
          title={words.error}
          description={error.message}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
        />
      </div>
    );
  }
  if (data === undefined) {
    return (
      <div className={styles.state}>
        <Spinner label={words.loading} showLabel size="lg" />
      </div>
    );
  }
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
