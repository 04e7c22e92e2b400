import { describe, expect, it } from 'vitest';
import { sameKeys, selectedOnPage, withPageSelection } from './selection';

const page = [11, 12, 13, 14];

describe('selectedOnPage', () => {
  it('keeps only the keys of the rows shown', () => {
    expect([...selectedOnPage(new Set([3, 12, 14, 'x']), page)]).toEqual([12, 14]);
  });

  it('tells a number id from the same digits as text', () => {
    expect(selectedOnPage(new Set(['12']), page).size).toBe(0);
  });
});

describe('withPageSelection', () => {
  it('keeps the keys of other pages when a row of this one is toggled', () => {
    const previous = new Set([3, 4, 12]);
    expect(withPageSelection(previous, page, new Set([12, 13]))).toEqual(new Set([3, 4, 12, 13]));
  });

  it('drops the rows of this page left out of the new selection', () => {
    expect(withPageSelection(new Set([3, 12, 13]), page, new Set([13]))).toEqual(new Set([3, 13]));
  });

  it('selects every row shown for "all", and nothing else', () => {
    expect(withPageSelection(new Set([3]), page, 'all')).toEqual(new Set([3, 11, 12, 13, 14]));
  });

  it('clears only the rows shown', () => {
    expect(withPageSelection(new Set([3, 11, 12]), page, new Set())).toEqual(new Set([3]));
  });

  it('ignores keys reported for rows that are not shown', () => {
    expect(withPageSelection(new Set(), page, new Set([99]))).toEqual(new Set());
  });
});

describe('sameKeys', () => {
  it('compares as sets', () => {
    expect(sameKeys(new Set([1, 2]), new Set([2, 1]))).toBe(true);
    expect(sameKeys(new Set([1, 2]), new Set([1]))).toBe(false);
    expect(sameKeys(new Set([1, 2]), new Set([1, 3]))).toBe(false);
  });
});
