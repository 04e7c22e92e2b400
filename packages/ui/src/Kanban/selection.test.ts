import { describe, expect, it } from 'vitest';
import { columnSelection, selectAll, selectRange, toggleKey } from './selection';

const column = ['a', 'b', 'c', 'd', 'e'];
/** A key of a card the board does not show now (filtered out), and a numeric key. */
const hidden = new Set<string | number>(['hidden', 7]);

describe('card selection', () => {
  it('toggles one card and keeps the keys it was not asked about', () => {
    const selected = toggleKey(hidden, 'b', true);
    expect([...selected]).toEqual(['hidden', 7, 'b']);
    expect([...toggleKey(selected, 'b', false)]).toEqual(['hidden', 7]);
    // A new set every time: the caller's is never changed.
    expect([...hidden]).toEqual(['hidden', 7]);
  });

  it('selects the range from the anchor to the target, either way, both included', () => {
    expect([...selectRange(new Set(), column, 'b', 'd', true)]).toEqual(['b', 'c', 'd']);
    expect([...selectRange(new Set(), column, 'd', 'b', true)].sort()).toEqual(['b', 'c', 'd']);
    expect([...selectRange(new Set(), column, 'c', 'c', true)]).toEqual(['c']);
  });

  it('gives the whole range the state of the clicked box', () => {
    const all = new Set<string | number>([...column, 'hidden']);
    expect([...selectRange(all, column, 'a', 'c', false)]).toEqual(['d', 'e', 'hidden']);
    // Already selected cards in the range stay selected when it is selected.
    expect([...selectRange(new Set(['c']), column, 'a', 'd', true)].sort()).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('changes only the target without an anchor in its column', () => {
    expect([...selectRange(hidden, column, null, 'c', true)]).toEqual(['hidden', 7, 'c']);
    expect([...selectRange(hidden, column, 'elsewhere', 'c', true)]).toEqual(['hidden', 7, 'c']);
    expect([...selectRange(new Set(['c']), column, 'elsewhere', 'c', false)]).toEqual([]);
  });

  it('selects and clears a whole column, keeping the other keys', () => {
    const selected = selectAll(hidden, column, true);
    expect(selected.size).toBe(7);
    expect([...selectAll(selected, column, false)]).toEqual(['hidden', 7]);
  });

  it('says how much of a column is selected', () => {
    expect(columnSelection(hidden, column)).toBe('none');
    expect(columnSelection(new Set(['a']), column)).toBe('some');
    expect(columnSelection(new Set([...column, 'hidden']), column)).toBe('all');
    expect(columnSelection(new Set(['a']), [])).toBe('none');
  });
});
