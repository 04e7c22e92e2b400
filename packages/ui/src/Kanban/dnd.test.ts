import { describe, expect, it } from 'vitest';
import { KeyboardCode } from '@dnd-kit/core';
import type { ClientRect, DroppableContainer, UniqueIdentifier } from '@dnd-kit/core';
import { columnKeyboardCoordinates, columnUnderPointer, nextColumn } from './dnd';

const rect = (left: number, width = 100): ClientRect => ({
  left,
  right: left + width,
  width,
  top: 0,
  bottom: 500,
  height: 500,
});

// Three columns 100 px wide with 20 px gaps, listed out of order on purpose.
const columns = [
  { id: 'b', rect: rect(120) },
  { id: 'a', rect: rect(0) },
  { id: 'c', rect: rect(240) },
];
const sorted = [...columns].sort((x, y) => x.rect.left - y.rect.left);

function containers() {
  const list = columns.map((c) => ({ id: c.id, disabled: false }) as unknown as DroppableContainer);
  return Object.assign(list, {
    getEnabled: () => list,
  });
}
const rects = new Map<UniqueIdentifier, ClientRect>(columns.map((c) => [c.id, c.rect]));

describe('nextColumn', () => {
  it('steps right and left from the column holding x', () => {
    expect(nextColumn(sorted, 50, 1)?.id).toBe('b');
    expect(nextColumn(sorted, 150, 1)?.id).toBe('c');
    expect(nextColumn(sorted, 150, -1)?.id).toBe('a');
  });
  it('stops at the edges', () => {
    expect(nextColumn(sorted, 260, 1)).toBeUndefined();
    expect(nextColumn(sorted, 10, -1)).toBeUndefined();
  });
  it('from a gap, goes to the nearest column in that direction', () => {
    expect(nextColumn(sorted, 110, 1)?.id).toBe('b');
    expect(nextColumn(sorted, 110, -1)?.id).toBe('a');
  });
});

describe('columnUnderPointer', () => {
  const base = {
    active: null as never,
    droppableRects: rects,
    droppableContainers: containers(),
  };
  it('uses the pointer when there is one', () => {
    const hits = columnUnderPointer({
      ...base,
      collisionRect: rect(0, 80),
      pointerCoordinates: { x: 250, y: 10 },
    });
    expect(hits.map((h) => h.id)).toEqual(['c']);
  });
  it('uses the centre of the dragged card for the keyboard', () => {
    const hits = columnUnderPointer({
      ...base,
      collisionRect: rect(110, 80),
      pointerCoordinates: null,
    });
    expect(hits.map((h) => h.id)).toEqual(['b']);
  });
  it('finds nothing in a gap', () => {
    const hits = columnUnderPointer({
      ...base,
      collisionRect: rect(0, 80),
      pointerCoordinates: { x: 230, y: 10 },
    });
    expect(hits).toEqual([]);
  });
});

describe('columnKeyboardCoordinates', () => {
  const context = {
    collisionRect: rect(10, 80), // centre 50, in column a
    droppableRects: rects,
    droppableContainers: containers(),
  };
  const call = (code: string) =>
    columnKeyboardCoordinates(new KeyboardEvent('keydown', { code }), {
      active: 'x',
      currentCoordinates: { x: 0, y: 0 },
      context: context as never,
    });

  it('moves the card centre onto the next column centre', () => {
    expect(call(KeyboardCode.Right)).toEqual({ x: 120, y: 0 });
  });
  it('does not move past the first column, nor up and down', () => {
    expect(call(KeyboardCode.Left)).toBeUndefined();
    expect(call(KeyboardCode.Down)).toBeUndefined();
    expect(call(KeyboardCode.Up)).toBeUndefined();
  });
});
