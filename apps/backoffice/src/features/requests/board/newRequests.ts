import { useCallback, useMemo, useState } from 'react';
import type { RequestBoardAnswer } from '@backoffice/api';

/**
 * What a view of the board knows: the ids of the requests it showed, and since when a request
 * it did not show is new. The board carries each column's first cards only, so a
 * request it did not show may be an older one further down a column: only one received after
 * the newest it knew, and after the view was first shown (less a moment for the way from the
 * server), is new.
 */
export interface KnownRequests {
  ids: ReadonlySet<number>;
  newAfter: number;
}

/** How long an answer may take to come from the server: a request this much older is not new. */
const ANSWER_TRAVEL_MS = 2000;

/** What one answer of a board view knows, shown at `shownAt` (ms). */
export function knownRequests(answer: RequestBoardAnswer, shownAt: number): KnownRequests {
  const ids = new Set<number>();
  let newest = -Infinity;
  for (const column of answer.columns) {
    for (const r of column.requests) {
      ids.add(r.id);
      newest = Math.max(newest, Date.parse(r.requestDate));
    }
  }
  return { ids, newAfter: Math.max(newest, shownAt - ANSWER_TRAVEL_MS) };
}

/**
 * The board as drawn: the requests already known stay where the server puts them
 * now (a cancelled one moves to Cancelled), new ones are held back, and their ids returned,
 * so that they wait behind the "N new requests" button rather than push the columns down
 * under the user.
 */
export function holdNewRequests(
  answer: RequestBoardAnswer,
  known: KnownRequests | null,
): { answer: RequestBoardAnswer; held: number[] } {
  if (!known) return { answer, held: [] };
  const held: number[] = [];
  const columns = answer.columns.map((column) => {
    const requests = column.requests.filter((r) => {
      if (known.ids.has(r.id) || !(Date.parse(r.requestDate) > known.newAfter)) return true;
      held.push(r.id);
      return false;
    });
    return requests.length === column.requests.length
      ? column
      : { ...column, requests, count: column.count - (column.requests.length - requests.length) };
  });
  if (held.length === 0) return { answer, held };
  return { answer: { ...answer, columns, total: answer.total - held.length }, held };
}

/**
 * Holds back the requests that arrive live on one view of the board (`viewKey`: its filters).
 * The first answer for a view is shown whole; later answers (live refresh, a revalidation
 * on focus) show the known requests where they are now and hold the new ones until
 * `showNew`. `isCurrent` is false while the answer on screen is still the previous view's.
 */
export function useNewRequestsHeld(
  viewKey: string,
  answer: RequestBoardAnswer | undefined,
  isCurrent: boolean,
) {
  const [known, setKnown] = useState<{ key: string; known: KnownRequests } | null>(null);
  const current = known?.key === viewKey ? known.known : null;
  if (!current && answer && isCurrent) {
    setKnown({ key: viewKey, known: knownRequests(answer, Date.now()) });
  }
  const held = useMemo(() => (answer ? holdNewRequests(answer, current) : null), [answer, current]);
  const showNew = useCallback(() => {
    if (answer) setKnown({ key: viewKey, known: knownRequests(answer, Date.now()) });
  }, [answer, viewKey]);
  return { answer: held?.answer, newIds: held?.held ?? [], showNew };
}
