/** A row's place, asked for by a drag or a "Move to…" menu; the caller decides. */
export interface SectionMove {
  rowId: string;
  fromSectionId: string;
  toSectionId: string;
  /** Where the row was in its section. */
  fromIndex: number;
  /** Where the row goes in the target section, counted as if it had left its own. */
  toIndex: number;
}

export interface SectionShape {
  id: string;
  rowIds: readonly string[];
}

// The same row can sit in several sections (an item shown in two lists), so a draggable is
// named by its section and its row.
const ROW = '\u0001';
const SECTION = '\u0002';

export const rowKey = (sectionId: string, rowId: string) => `${sectionId}${ROW}${rowId}`;
export const sectionKey = (sectionId: string) => `${SECTION}${sectionId}`;

export function parseKey(
  key: string,
): { kind: 'row'; sectionId: string; rowId: string } | { kind: 'section'; sectionId: string } {
  if (key.startsWith(SECTION)) return { kind: 'section', sectionId: key.slice(1) };
  const at = key.indexOf(ROW);
  return { kind: 'row', sectionId: key.slice(0, at), rowId: key.slice(at + 1) };
}

/**
 * The move a drop asks for: onto a row, the row's place (before it, or after it when moving
 * down in the same section, as a sortable list shows); onto a section's empty area, its end.
 * Null when nothing would change.
 */
export function dropMove(
  sections: readonly SectionShape[],
  activeKey: string,
  overKey: string,
): SectionMove | null {
  const active = parseKey(activeKey);
  if (active.kind !== 'row') return null;
  const from = sections.find((s) => s.id === active.sectionId);
  const fromIndex = from?.rowIds.indexOf(active.rowId) ?? -1;
  if (!from || fromIndex === -1) return null;
  const over = parseKey(overKey);
  const to = sections.find((s) => s.id === over.sectionId);
  if (!to) return null;
  let toIndex: number;
  if (over.kind === 'section') {
    toIndex = to === from ? from.rowIds.length - 1 : to.rowIds.length;
  } else {
    const overIndex = to.rowIds.indexOf(over.rowId);
    if (overIndex === -1) return null;
    toIndex = overIndex;
  }
  if (to === from && toIndex === fromIndex) return null;
  return {
    rowId: active.rowId,
    fromSectionId: from.id,
    toSectionId: to.id,
    fromIndex,
    toIndex,
  };
}

/** The move a "Move to…" menu asks for: to the end of the chosen section. */
export function menuMove(
  sections: readonly SectionShape[],
  fromSectionId: string,
  rowId: string,
  toSectionId: string,
): SectionMove | null {
  const from = sections.find((s) => s.id === fromSectionId);
  const to = sections.find((s) => s.id === toSectionId);
  const fromIndex = from?.rowIds.indexOf(rowId) ?? -1;
  if (!from || !to || from === to || fromIndex === -1) return null;
  return { rowId, fromSectionId, toSectionId, fromIndex, toIndex: to.rowIds.length };
}

/** Applies a move to plain lists: for callers that keep every move, and for tests. */
export function applySectionMove<T extends { id: string; rowIds: readonly string[] }>(
  sections: readonly T[],
  move: SectionMove,
): T[] {
  return sections.map((section) => {
    let rowIds = [...section.rowIds];
    if (section.id === move.fromSectionId) rowIds.splice(move.fromIndex, 1);
    if (section.id === move.toSectionId) {
      rowIds = [...rowIds.slice(0, move.toIndex), move.rowId, ...rowIds.slice(move.toIndex)];
    }
    return section.id === move.fromSectionId || section.id === move.toSectionId
      ? { ...section, rowIds }
      : section;
  });
}
