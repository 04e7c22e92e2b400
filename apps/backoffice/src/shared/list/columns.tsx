import { Suspense } from 'react';
import type { ReactNode } from 'react';
import type { ListColumn, ListContext } from '@backoffice/domain';
import type { DataTableColumn, DataTableColumnKind, DataTableColumnPin } from '@backoffice/ui';

/** How the table draws one column richer than its text (a tag, a button), and its width. */
export interface ColumnDisplay<Row> {
  /** Draws the cell; it must say what the column's text says (the CSV writes the text). */
  cell?: (row: Row) => ReactNode;
  /** Pixels, or a share of the space left (`'2fr'`); without it, the kind's width. */
  width?: number | `${number}fr`;
  minWidth?: number;
  maxWidth?: number;
  /** What the column holds (an id, a date, a title…), which sizes it. */
  kind?: DataTableColumnKind;
  /** Kept in view while the others scroll sideways: the row's id `start`, its actions `end`. */
  pin?: DataTableColumnPin;
  /** The cell's whole text when it draws less (a shortened UUID). */
  fullText?: (row: Row) => string;
  /** Hides the header text (an actions column); it stays the column's accessible name. */
  hideHeader?: boolean;
}

/**
 * The table's columns from the list's domain columns (the CSV's too): same keys, headers
 * and order, each cell its text unless `display` draws it richer. Numbers are right-aligned;
 * emails and phone numbers keep their kind, so that the table never cuts them.
 * `display` is keyed by the list's column keys: a key the list has not is a type error.
 */
export function tableColumns<Row, Key extends string>(
  columns: readonly ListColumn<Row, Key>[],
  context: ListContext,
  display: Partial<Record<NoInfer<Key>, ColumnDisplay<Row>>> = {},
): DataTableColumn<Row>[] {
  return columns.map((column) => {
    const own: ColumnDisplay<Row> = display[column.key] ?? {};
    return {
      id: column.key,
      header: column.header,
      cell: own.cell ?? ((row: Row) => column.text(row, context)),
      align: column.kind === 'number' ? 'end' : 'start',
      width: own.width,
      minWidth: own.minWidth,
      maxWidth: own.maxWidth,
      // The list's own kinds are the table's (a number, an email, a phone); text is the default.
      kind: own.kind ?? (column.kind === 'text' ? undefined : column.kind),
      pin: own.pin,
      fullText: own.fullText,
      hideHeader: own.hideHeader,
    };
  });
}

/**
 * A cell whose control's code loads after the list's first paint (a switch, a row's menu):
 * nothing in the cell until it has come, the row and its text cells drawn meanwhile.
 */
export const lazyCell = (cell: ReactNode) => <Suspense fallback={null}>{cell}</Suspense>;
