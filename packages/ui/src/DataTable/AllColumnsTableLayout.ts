import { TableLayout } from 'react-aria-components';
import type { DataTableColumnPin } from './columnKinds';

/**
 * React Aria's table layout, virtualizing rows only. Its own layout also leaves out the columns
 * scrolled out of view sideways: a wide table (contracts have 14 columns) would then miss the
 * headers and cells past the right edge, and with them each row's download button, for
 * assistive technology, find-in-page and anyone tabbing along a row. Columns are few; rows
 * are what needs windowing.
 */
type TableLayoutProps = NonNullable<ConstructorParameters<typeof TableLayout>[0]>;

interface PinnedLayoutOptions extends TableLayoutProps {
  /** The pinned columns by key. */
  pinned?: Map<string, DataTableColumnPin>;
}

export class AllColumnsTableLayout<T> extends TableLayout<T, PinnedLayoutOptions> {
  private pinned = new Map<string, DataTableColumnPin>();

  override shouldInvalidateLayoutOptions(next: PinnedLayoutOptions, last: PinnedLayoutOptions) {
    return next.pinned !== last.pinned || super.shouldInvalidateLayoutOptions(next, last);
  }

  override update(context: Parameters<TableLayout<T, PinnedLayoutOptions>['update']>[0]) {
    if (context.layoutOptions?.pinned) this.pinned = context.layoutOptions.pinned;
    super.update(context);
  }

  // Columns pinned at the start stick in React Aria's own way (position: sticky, in the
  // flow at the row's start). Those pinned at the end stay absolutely placed here and stick
  // to the right through their class (DataTable.css.ts): a sticky cell in the flow at the
  // row's start would be held at its own x, off the right of a narrow frame.
  protected override isStickyColumn(node: Parameters<TableLayout<T>['isStickyColumn']>[0]) {
    const column =
      node.type === 'cell' ? this.collection.columns[node.colIndex ?? node.index] : node;
    return column ? this.pinned.get(String(column.key)) === 'start' : false;
  }

  override getVisibleLayoutInfos(rect: Parameters<TableLayout<T>['getVisibleLayoutInfos']>[0]) {
    const allColumns = rect.copy();
    allColumns.x = 0;
    allColumns.width = Math.max(rect.maxX, this.getContentSize().width);
    return super.getVisibleLayoutInfos(allColumns);
  }
}
