import type { ApiError } from '@backoffice/api';
import { EmptyState, ErrorState } from '@backoffice/ui';
import * as styles from './states.css';

export interface FetchFailedProps {
  /** The failure; without one, the record does not exist (a 404, or a bad id). */
  error?: ApiError;
  /** What failed ("The request could not be loaded"). */
  title: string;
  /** What a missing record shows. */
  notFound?: { title: string; description: string };
  onRetry: () => void;
  isRetrying: boolean;
}

/**
 * What a fetched page shows when its call failed (the catalogue's message and Retry) or its
 * record does not exist. A chunk of its own (FetchState asks for it with the screen): it
 * shows only after an answer, never in the first paint.
 */
export function FetchFailed({ error, title, notFound, onRetry, isRetrying }: FetchFailedProps) {
  return (
    <div className={styles.state}>
      {notFound && !error ? (
        <EmptyState headingLevel={2} {...notFound} />
      ) : (
        <ErrorState
          headingLevel={2}
          title={title}
          description={error?.message}
          onRetry={onRetry}
          isRetrying={isRetrying}
        />
      )}
    </div>
  );
}
