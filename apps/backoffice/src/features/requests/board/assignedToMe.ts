import { useEffect, useRef, useState } from 'react';
import type { RequestBoardAnswer } from '@backoffice/api';
import type { OwnAssignments } from '../owner/useOwnerActions';
import { useNotify } from '@/shared/notify';

/** The toast of a request someone else gave me. */
export const assignedToYouMessage = (requestId: number): string =>
  `Request #${requestId} was assigned to you`;

/**
 * The cards that became mine between two answers of one board view: shown in both, owned by
 * someone else or nobody before, by me now. `byMe` are those this screen made mine itself
 * (`own`: its Take or Assign to… me under way or just done); `byOthers` are news. A card the
 * previous answer did not show (a new request, "Show more") is not compared: its owner before
 * is unknown.
 */
export function becameMine(
  previous: RequestBoardAnswer,
  next: RequestBoardAnswer,
  meId: number,
  own: { has: (requestId: number) => boolean },
): { byOthers: number[]; byMe: number[] } {
  const before = new Map<number, number | null>();
  for (const column of previous.columns) {
    for (const request of column.requests) before.set(request.id, request.assignee?.id ?? null);
  }
  const byOthers: number[] = [];
  const byMe: number[] = [];
  for (const column of next.columns) {
    for (const request of column.requests) {
      if (request.assignee?.id !== meId || !before.has(request.id)) continue;
      if (before.get(request.id) === meId) continue;
      (own.has(request.id) ? byMe : byOthers).push(request.id);
    }
  }
  return { byOthers, byMe };
}

/** The assignments to me this screen is making: set by the owner hook, read by the board. */
export class OwnAssignmentSet implements OwnAssignments {
  private readonly ids = new Set<number>();
  expect(requestId: number): void {
    this.ids.add(requestId);
  }
  forget(requestId: number): void {
    this.ids.delete(requestId);
  }
  has(requestId: number): boolean {
    return this.ids.has(requestId);
  }
}

/**
 * Says once, in a toast, each request that became mine through someone else's action while
 * a board view (`viewKey`: its filters) is shown (the live refresh reads the board again).
 * Returns the set the owner hook marks this screen's own assignments in: those are said by
 * the hook's toast instead.
 */
export function useAssignedToMeNotice(
  answer: RequestBoardAnswer,
  meId: number,
  viewKey: string,
): OwnAssignmentSet {
  const [own] = useState(() => new OwnAssignmentSet());
  const notify = useNotify();
  const previous = useRef({ answer, viewKey });
  useEffect(() => {
    const before = previous.current;
    previous.current = { answer, viewKey };
    // Another view (other filters) is no change of owner: compared from its first answer.
    if (before.viewKey !== viewKey || before.answer === answer) return;
    const { byOthers, byMe } = becameMine(before.answer, answer, meId, own);
    // Seen once: a later change of the same request to me is news again.
    for (const id of byMe) own.forget(id);
    for (const id of byOthers) notify.show({ tone: 'info', message: assignedToYouMessage(id) });
  }, [answer, viewKey, meId, own, notify]);
  return own;
}
