import { describe, expect, it } from 'vitest';
import type { RequestBoardAnswer } from '@backoffice/api';
import { makeContactRequest } from '@backoffice/api/mocks';
import { holdNewRequests, requestIds } from './newRequests';

function board(columns: Record<string, number[]>): RequestBoardAnswer {
  const built = Object.entries(columns).map(([key, ids]) => ({
    key,
    title: key,
    count: ids.length,
    requests: ids.map((id) => makeContactRequest(id)),
  }));
  return {
    total: built.reduce((n, c) => n + c.count, 0),
    columns: built,
  } as RequestBoardAnswer;
}

const ids = (answer: RequestBoardAnswer) =>
  Object.fromEntries(answer.columns.map((c) => [c.key, c.requests.map((r) => r.id)]));

describe('holdNewRequests (issue 20)', () => {
  it('shows the known requests where the server has them now and holds the new ones', () => {
    const first = board({ request_received: [3, 2, 1], cancelled: [] });
    const known = requestIds(first);
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
    expect(holdNewRequests(answer, new Set([1])).answer).toBe(answer);
  });
});
