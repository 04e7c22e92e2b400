import { describe, expect, it } from 'vitest';
import { clampPage, itemRange, pageCountOf, pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('shows the current page and two on each side', () => {
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
  });

  it('is shorter at the first pages rather than shifted', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5]);
  });

  it('is shorter at the last pages', () => {
    expect(pageWindow(20, 20)).toEqual([18, 19, 20]);
    expect(pageWindow(19, 20)).toEqual([17, 18, 19, 20]);
  });

  it('never passes the page count', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('clamps a page out of range before windowing', () => {
    expect(pageWindow(99, 4)).toEqual([2, 3, 4]);
    expect(pageWindow(-3, 4)).toEqual([1, 2, 3]);
  });

  it('takes another number of siblings', () => {
    expect(pageWindow(5, 9, 1)).toEqual([4, 5, 6]);
  });

  it('has no pages when there is nothing to page', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('pageCountOf', () => {
  it('rounds up and keeps at least one page', () => {
    expect(pageCountOf(1001, 50)).toBe(21);
    expect(pageCountOf(1000, 50)).toBe(20);
    expect(pageCountOf(0, 50)).toBe(1);
    expect(pageCountOf(10, 0)).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps a page within 1..pageCount', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(6, 5)).toBe(5);
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });
});

describe('itemRange', () => {
  it('gives the items of a page, the last page shorter', () => {
    expect(itemRange(2, 50, 1234)).toEqual({ from: 51, to: 100 });
    expect(itemRange(25, 50, 1234)).toEqual({ from: 1201, to: 1234 });
  });

  it('is null when there are no items', () => {
    expect(itemRange(1, 50, 0)).toBeNull();
  });
});
