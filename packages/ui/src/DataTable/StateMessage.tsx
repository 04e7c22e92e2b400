import type { ReactNode } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './DataTable.css';
import type { DataTableMessage, DataTableMessages, DataTableStatus } from './types';

export const defaultMessages: Required<DataTableMessages> = {
  loading: { title: 'Loading…' },
  empty: { title: 'Nothing here yet' },
  noResults: {
    title: 'No results',
    description: 'Nothing matches these filters. Change or reset them to see more.',
  },
  error: {
    title: 'The list could not be loaded',
    description: 'Check your connection, then retry.',
  },
};

export function StateMessage({
  status,
  message,
  action,
}: {
  status: Exclude<DataTableStatus, 'ready'>;
  message: DataTableMessage;
  action: ReactNode;
}) {
  // Loading is announced politely; an error interrupts, as it needs the user's attention.
  const role = status === 'loading' ? 'status' : status === 'error' ? 'alert' : undefined;
  return (
    <div className={styles.state} role={role}>
      <p className={styles.stateTitle({ error: status === 'error' })}>
        {/* The status region already says the title: the spinner is only its picture. */}
        {status === 'loading' ? (
          <span aria-hidden="true" className={styles.spinner}>
            <Spinner size="sm" />
          </span>
        ) : null}
        {message.title}
      </p>
      {message.description ? (
        <p className={styles.stateDescription}>{message.description}</p>
      ) : null}
      {action && status !== 'loading' ? action : null}
    </div>
  );
}
