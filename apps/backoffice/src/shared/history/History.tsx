import { lazy, Suspense, useState } from 'react';
import type { HistoryEntityKind } from '@backoffice/api';
import { Disclosure, Spinner } from '@backoffice/ui';

// The panel (its list, pagination and states) is a chunk of its own, loaded when the history
// is first opened: a detail's first paint carries only this heading.
const HistoryPanel = lazy(() => import('./HistoryPanel'));

export interface HistoryProps {
  /** Whose history: a request, an office or a user. */
  kind: HistoryEntityKind;
  id: number;
}

/**
 * "History" on a detail screen (issue 25): collapsed, so that the record's own parts come
 * first (issue 27), and opened afresh on each visit (nothing remembered); open, it lists every
 * write made to the record, newest first, and follows live refresh.
 */
export function History({ kind, id }: HistoryProps) {
  const [expanded, setExpanded] = useState(false);
  return (
    <Disclosure
      title="History"
      isExpanded={expanded}
      onExpandedChange={setExpanded}
      headingLevel={2}
    >
      {expanded ? (
        <Suspense fallback={<Spinner label="Loading the history" showLabel size="sm" />}>
          <HistoryPanel key={`${kind}-${id}`} kind={kind} id={id} />
        </Suspense>
      ) : null}
    </Disclosure>
  );
}
