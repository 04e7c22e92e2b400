import { useCallback, useMemo, useState } from 'react';
import type { RequestBoardAnswer } from '@backoffice/api';

/** The ids of every request on a board answer. */
export function requestIds(answer: RequestBoardAnswer): Set<number> {
  return new Set(answer.columns.flatMap((column) => column.requests.map((r) => r.id)));
}

/**
 * The board as drawn (issue 20): the requests already known stay where the server puts them
 * now (a cancelled one moves to Cancelled), new ones are held back, and their ids returned,
 * so that they wait behind the "N new requests" button rather than push the columns down
 * under the user.
 */
export function holdNewRequests(
  answer: RequestBoardAnswer,
  known: ReadonlySet<number> | null,
): { answer: RequestBoardAnswer; held: number[] } {
  if (!known) return { answer, held: [] };
  const held: number[] = [];
  const columns = answer.columns.map((column) => {
    const requests = column.requests.filter((r) => {
      if (known.has(r.id)) return true;
      held.push(r.id);
      return false;
    });
    return requests.length === column.requests.length
      ? column
      : { ...column, requests, count: requests.length };
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
  const [known, setKnown] = useState<{ key: string; ids: ReadonlySet<number> } | null>(null);
  const ids = known?.key === viewKey ? known.ids : null;
  if (!ids && answer && isCurrent) setKnown({ key: viewKey, ids: requestIds(answer) });
  const held = useMemo(() => (answer ? holdNewRequests(answer, ids) : null), [answer, ids]);
  const showNew = useCallback(() => {
    if (answer) setKnown({ key: viewKey, ids: requestIds(answer) });
  }, [answer, viewKey]);
  return { answer: held?.answer, newIds: held?.held ?? [], showNew };
}
