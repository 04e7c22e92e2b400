// The column kinds and their widths, apart from the table: a list's skeleton (drawn at its
// first paint) sizes its columns with them without loading the table's code, which comes with
// the rows.

/**
 * What a column holds, which gives its width when it has none of its own: ids and dates
 * narrow, titles wide (they take the space left), a UUID in its short form. An email address
 * or a phone number is never cut: its column is at least as wide as its longest value.
 */
export const dataTableColumnKinds = [
  'id',
  'uuid',
  'date',
  'number',
  'status',
  'text',
  'title',
  'email',
  'phone',
  'action',
] as const;
export type DataTableColumnKind = (typeof dataTableColumnKinds)[number];

export const dataTableColumnPins = ['start', 'end'] as const;
export type DataTableColumnPin = (typeof dataTableColumnPins)[number];

interface KindWidth {
  width: number | `${number}fr`;
  minWidth: number;
  maxWidth?: number;
}

/** Widths by kind, from what the kind's values take at the table's font size. */
export const columnKindWidths: Record<DataTableColumnKind, KindWidth> = {
  id: { width: 88, minWidth: 64 },
  uuid: { width: 132, minWidth: 120 },
  date: { width: 124, minWidth: 108 },
  number: { width: 112, minWidth: 80 },
  status: { width: 150, minWidth: 110 },
  text: { width: '1fr', minWidth: 140, maxWidth: 320 },
  title: { width: '2fr', minWidth: 320 },
  email: { width: '1fr', minWidth: 240 },
  phone: { width: 176, minWidth: 176 },
  action: { width: 160, minWidth: 120 },
};

/** Kinds whose values are read whole or not at all: their cells are never cut. */
export const uncutKinds: ReadonlySet<DataTableColumnKind> = new Set(['email', 'phone']);

/**
 * The pixels a value of an uncut kind takes in a cell: its characters at the widest average
 * advance of the table's font (14 px), and the cell's padding on both sides. An estimate
 * rather than a measure, so that the columns are sized before the first paint and alike in
 * every browser; it errs wide.
 */
export function uncutWidth(longest: number): number {
  return Math.ceil(longest * 8.6) + 2 * 12 + 8;
}
