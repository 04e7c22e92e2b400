// The column kinds and their widths, apart from the table: a list's skeleton (drawn at its
// first paint) sizes its columns with them without loading the table's code, which comes with
// the rows.

/**
 * What a column holds, which gives its width when it has none of its own: ids and dates
 * narrow, titles wide (they take the space left), a UUID in its short form.
 */
export const dataTableColumnKinds = [
  'id',
  'uuid',
  'date',
  'number',
  'status',
  'text',
  'title',
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
  action: { width: 160, minWidth: 120 },
};
