import { useState } from 'react';
import { HISTORY_READS, type HistoryEntityKind, type HistoryEntry } from '@backoffice/api';
import {
  HISTORY_PAGE_SIZE,
  formatDateTime,
  hasHistorySentence,
  historySentence,
  historyShowsChange,
} from '@backoffice/domain';
import { EmptyState, ErrorState, Pagination, Spinner } from '@backoffice/ui';
import { changeText, inputText } from './historyText';
import * as styles from './HistoryPanel.css';

export interface HistoryPanelProps {
  /** Whose history: a request, an office or a user. */
  kind: HistoryEntityKind;
  id: number;
}

/**
 * One write: a sentence with its staff member's name ("Léa Bernard cancelled the request as
 * the guest: …"), its time, and the fields it changed; a route the history has no sentence
 * for says its summary and what it sent.
 */
function Entry({ entry }: { entry: HistoryEntry }) {
  const told = hasHistorySentence(entry.action);
  const changes = entry.changes.filter((change) => historyShowsChange(change.field));
  const input = changes.length || told ? null : inputText(entry.input);
  return (
    <li className={styles.entry}>
      <p className={styles.what}>
        {historySentence(
          { action: entry.action, staffName: entry.staff.name, input: entry.input },
          entry.summary,
        )}
      </p>
      <p className={styles.who}>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </p>
      {changes.length ? (
        <ul className={styles.changes}>
          {changes.map((change) => (
            <li key={change.field}>{changeText(change)}</li>
          ))}
        </ul>
      ) : input ? (
        <p className={styles.input}>{input}</p>
      ) : null}
    </li>
  );
}

/**
 * The writes made to a record, newest first, 20 a page: who, when, the call in
 * words and each field it changed. Live refresh reads the shown page again after a write
 * (events.ts `AREA_READS`); the page shown stays while the next one loads.
 */
export function HistoryPanel({ kind, id }: HistoryPanelProps) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isValidating, mutate } = HISTORY_READS[kind].use(id, page, {
    keepPreviousData: true,
  });
  if (!data) {
    return error ? (
      <div className={styles.state}>
        <ErrorState
          size="sm"
          title="The history could not be loaded"
          description={error.message}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
        />
      </div>
    ) : (
      <Spinner label="Loading the history" showLabel size="sm" />
    );
  }
  if (data.total === 0) {
    return (
      <div className={styles.state}>
        <EmptyState
          size="sm"
          title="No changes recorded yet"
          description="Every change made to it in the back-office is listed here, newest first."
        />
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <ol className={styles.entries} aria-label="Changes, newest first" aria-busy={isLoading}>
        {data.entries.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </ol>
      {data.total > HISTORY_PAGE_SIZE ? (
        <Pagination
          page={page}
          totalItems={data.total}
          pageSize={HISTORY_PAGE_SIZE}
          onPageChange={setPage}
          labels={{
            navigation: 'History pages',
            range: (from, to, total) => `Changes ${from}–${to} of ${total}`,
          }}
        />
      ) : null}
    </div>
  );
}
