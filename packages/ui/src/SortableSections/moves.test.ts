import { describe, expect, it } from 'vitest';
import { applySectionMove, dropMove, menuMove, parseKey, rowKey, sectionKey } from './moves';

const sections = [
  { id: 'hero', rowIds: ['1', '2', '3'] },
  { id: 'paris', rowIds: ['4', '1'] },
  { id: 'empty', rowIds: [] },
];

describe('keys', () => {
  it('name a row by its section, since a row may sit in two sections', () => {
    expect(parseKey(rowKey('hero', '1'))).toEqual({ kind: 'row', sectionId: 'hero', rowId: '1' });
    expect(parseKey(rowKey('paris', '1'))).toEqual({ kind: 'row', sectionId: 'paris', rowId: '1' });
    expect(parseKey(sectionKey('empty'))).toEqual({ kind: 'section', sectionId: 'empty' });
  });
});

describe('dropMove', () => {
  it('reorders within a section, to the place of the row dropped on', () => {
    expect(dropMove(sections, rowKey('hero', '1'), rowKey('hero', '3'))).toEqual({
      rowId: '1',
      fromSectionId: 'hero',
      toSectionId: 'hero',
      fromIndex: 0,
      toIndex: 2,
    });
  });
  it('moves to another section, before the row dropped on', () => {
    expect(dropMove(sections, rowKey('hero', '2'), rowKey('paris', '1'))).toEqual({
      rowId: '2',
      fromSectionId: 'hero',
      toSectionId: 'paris',
      fromIndex: 1,
      toIndex: 1,
    });
  });
  it('moves to the end of a section dropped on outside its rows', () => {
    expect(dropMove(sections, rowKey('hero', '2'), sectionKey('empty'))?.toIndex).toBe(0);
    expect(dropMove(sections, rowKey('hero', '2'), sectionKey('paris'))?.toIndex).toBe(2);
    expect(dropMove(sections, rowKey('hero', '1'), sectionKey('hero'))?.toIndex).toBe(2);
  });
  it('is null when nothing changes or a key is unknown', () => {
    expect(dropMove(sections, rowKey('hero', '2'), rowKey('hero', '2'))).toBeNull();
    expect(dropMove(sections, rowKey('hero', '9'), rowKey('paris', '1'))).toBeNull();
    expect(dropMove(sections, rowKey('hero', '1'), rowKey('nowhere', '1'))).toBeNull();
    expect(dropMove(sections, sectionKey('hero'), rowKey('paris', '1'))).toBeNull();
  });
});

describe('menuMove', () => {
  it('moves to the end of the chosen section', () => {
    expect(menuMove(sections, 'hero', '3', 'paris')).toEqual({
      rowId: '3',
      fromSectionId: 'hero',
      toSectionId: 'paris',
      fromIndex: 2,
      toIndex: 2,
    });
  });
  it('is null for the same section or an unknown row', () => {
    expect(menuMove(sections, 'hero', '3', 'hero')).toBeNull();
    expect(menuMove(sections, 'hero', '4', 'paris')).toBeNull();
  });
});

describe('applySectionMove', () => {
  it('applies a reorder and a move between sections', () => {
    const reordered = applySectionMove(
      sections,
      dropMove(sections, rowKey('hero', '1'), rowKey('hero', '3'))!,
    );
    expect(reordered[0]!.rowIds).toEqual(['2', '3', '1']);
    const moved = applySectionMove(sections, menuMove(sections, 'hero', '2', 'empty')!);
    expect(moved.map((s) => s.rowIds)).toEqual([['1', '3'], ['4', '1'], ['2']]);
  });
});
