import { describe, expect, it } from 'vitest';
import type { BoardRequest } from '@backoffice/domain';
import { applyMoves, readStoredMoves, shownMoves, storeMoves, withMove } from './moves';
import type { BoardColumnView, LocalMoves } from './moves';

const request = (id: number) => ({ id }) as BoardRequest;
const columns: BoardColumnView[] = [
  { id: 'a', title: 'A', items: [request(1), request(2)], count: 2 },
  { id: 'b', title: 'B', items: [request(3)], count: 1 },
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

  it('moves a card again from where it was moved; back home it is no move', () => {
    const moves = withMove(withMove(new Map(), '1', 'b'), '1', 'a');
    const view = applyMoves(columns, moves);
    expect(ids(view)).toEqual([[1, 2], [3]]);
    expect(shownMoves(view)).toBe(0);
  });

  it('marks a moved card with the column it left ("Not saved")', () => {
    const view = applyMoves(columns, withMove(new Map(), '1', 'b'));
    expect(view[1]?.items[0]).toEqual({ id: 1, movedFrom: 'A' });
    expect(view[1]?.items[1]).toEqual({ id: 3 });
    expect(shownMoves(view)).toBe(1);
  });

  it('keeps the moves for the session, and forgets them all on undo', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    } as Storage;
    const moves = withMove(withMove(new Map(), '1', 'b'), '3', 'a');
    storeMoves(moves, storage);
    expect([...readStoredMoves(storage)]).toEqual([...moves]);
    storeMoves(new Map(), storage);
    expect(readStoredMoves(storage).size).toBe(0);
    values.set('backoffice.board.moves', '{not json');
    expect(readStoredMoves(storage).size).toBe(0);
    values.set('backoffice.board.moves', '[["1", 2], ["3", "a"]]');
    expect([...readStoredMoves(storage)]).toEqual([['3', 'a']]);
  });

  it("counts the moves in each column's whole count, of which it carries the first cards", () => {
    // The server sends A's first 2 cards of 40, B's 1 of 7.
    const paged = [
      { ...columns[0]!, count: 40 },
      { ...columns[1]!, count: 7 },
    ];
    const counts = (view: BoardColumnView[]) => view.map((c) => c.count);
    expect(counts(applyMoves(paged, new Map()))).toEqual([40, 7]);
    expect(counts(applyMoves(paged, withMove(new Map(), '1', 'b')))).toEqual([39, 8]);
    expect(counts(applyMoves(paged, withMove(new Map(), '99', 'b')))).toEqual([40, 7]);
  });

  it('ignores moves of cards the board no longer has', () => {
    expect(ids(applyMoves(columns, withMove(new Map(), '99', 'a')))).toEqual([[1, 2], [3]]);
  });
});
