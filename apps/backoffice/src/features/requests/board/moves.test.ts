import { describe, expect, it } from 'vitest';
import type { ContactRequest } from '@backoffice/domain';
import { applyMoves, withMove } from './moves';
import type { BoardColumnView, LocalMoves } from './moves';

const request = (id: number) => ({ id }) as ContactRequest;
const columns: BoardColumnView[] = [
  { id: 'a', title: 'A', items: [request(1), request(2)] },
  { id: 'b', title: 'B', items: [request(3)] },
];
const ids = (view: BoardColumnView[]) => view.map((c) => c.items.map((r) => r.id));

describe('local moves on the board', () => {
  it('leaves the columns as the server gave them without moves', () => {
    expect(ids(applyMoves(columns, new Map()))).toEqual([[1, 2], [3]]);
  });

  it('puts a moved card at the top of its new column, the latest move first', () => {
    let moves: LocalMoves = withMove(new Map(), '1', 'b');
    expect(ids(applyMoves(columns, moves))).toEqual([[2], [1, 3]]);
    moves = withMove(moves, '2', 'b');
    expect(ids(applyMoves(columns, moves))).toEqual([[], [2, 1, 3]]);
  });

  it('moves a card again from where it was moved', () => {
    const moves = withMove(withMove(new Map(), '1', 'b'), '1', 'a');
    expect(ids(applyMoves(columns, moves))).toEqual([[1, 2], [3]]);
  });

  it('ignores moves of cards the board no longer has', () => {
    expect(ids(applyMoves(columns, withMove(new Map(), '99', 'a')))).toEqual([[1, 2], [3]]);
  });
});
