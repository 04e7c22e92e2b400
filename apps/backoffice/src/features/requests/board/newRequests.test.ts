import { describe, expect, it } from 'vitest';
import type { RequestBoardAnswer } from '@backoffice/api';
import { boardRequestOf } from '@backoffice/domain';
import { makeContactRequest } from '@backoffice/api/mocks';
import { holdNewRequests, knownRequests } from './newRequests';

/** Request n was received at minute n of 16 March 2026. */
const receivedAt = (id: number) => Date.parse('2026-03-16T08:00:00Z') + id * 60_000;

function board(
  columns: Record<string, number[]>,
  counts: Record<string, number> = {},
): RequestBoardAnswer {
  const built = Object.entries(columns).map(([key, ids]) => ({
    key,
    title: key,
    count: counts[key] ?? ids.length,
    requests: ids.map((id) =>
      boardRequestOf({
        ...makeContactRequest(id),
        requestDate: new Date(receivedAt(id)).toISOString(),
      }),
    ),
  }));
  return {
    total: built.reduce((n, c) => n + c.count, 0),
    columns: built,
  } as RequestBoardAnswer;
}

const ids = (answer: RequestBoardAnswer) =>
  Object.fromEntries(answer.columns.map((c) => [c.key, c.requests.map((r) => r.id)]));

describe('holdNewRequests', () => {
  it('shows the known requests where the server has them now and holds the new ones', () => {
    const first = board({ request_received: [3, 2, 1], cancelled: [] });
    const known = knownRequests(first, receivedAt(3));
    // 2 was cancelled elsewhere, 5 and 4 arrived.
    const next = board({ request_received: [5, 4, 3, 1], cancelled: [2] });
    const { answer, held } = holdNewRequests(next, known);
    expect(ids(answer)).toEqual({ request_received: [3, 1], cancelled: [2] });
    expect(held).toEqual([5, 4]);
    expect(answer.total).toBe(3);
    expect(answer.columns[0]!.count).toBe(2);
    // The column nothing was held from is the same object (its cards are not redrawn).
    expect(answer.columns[1]).toBe(next.columns[1]);
  });

  it('holds nothing on the first answer of a view, or when nothing is new', () => {
    const answer = board({ request_received: [1] });
    expect(holdNewRequests(answer, null)).toEqual({ answer, held: [] });
    expect(holdNewRequests(answer, knownRequests(answer, receivedAt(1))).answer).toBe(answer);
  });

  it('does not hold older requests that "Show more" brings, or that a change moves into view', () => {
    // The first 2 of 40 received oldest first, shown a while after request 90 arrived.
    const first = board({ request_received: [1, 2], cancelled: [] }, { request_received: 40 });
    const known = knownRequests(first, receivedAt(90));
    // Two more pages: 3 and 4, older than the view, are shown at once; 95, received since, waits.
    const next = board(
      { request_received: [1, 2, 3, 4], cancelled: [95] },
      { request_received: 40, cancelled: 1 },
    );
    const { answer, held } = holdNewRequests(next, known);
    expect(ids(answer)).toEqual({ request_received: [1, 2, 3, 4], cancelled: [] });
    expect(held).toEqual([95]);
    // The columns keep their whole counts, less what is held.
    expect(answer.columns.map((c) => c.count)).toEqual([40, 0]);
    expect(answer.total).toBe(40);
  });
});
