import { Skeleton, columnKindWidths } from '@backoffice/ui';
import type { DataTableColumn } from '@backoffice/ui';
import { visuallyHidden } from '@backoffice/ui/theme';
import * as styles from './ListLayout.css';

/**
 * The table's place while the first page loads: its column headers and grey rows of the
 * table's height, so that nothing moves when the rows arrive. Announced once by its label.
 */
export function ListSkeleton<Row>({
  columns,
  label,
  rows = 10,
}: {
  columns: readonly DataTableColumn<Row>[];
  label: string;
  rows?: number;
}) {
  const headers = columns.map((column) => column.header);
  const grid = { gridTemplateColumns: columns.map(track).join(' ') };
  return (
    <div className={styles.skeleton}>
      <span role="status" className={visuallyHidden}>
        {label}
      </span>
      <div className={styles.skeletonRow} style={grid} aria-hidden="true">
        {headers.map((header) => (
          <span key={header} className={styles.skeletonHeader}>
            {header}
          </span>
        ))}
      </div>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.skeletonRow} style={grid} aria-hidden="true">
          {headers.map((header) => (
            <Skeleton key={header} width={i % 3 === 2 ? '3/4' : 'full'} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** A column's track, sized as the table sizes it (a width in pixels, or a share of the rest). */
function track<Row>(column: DataTableColumn<Row>): string {
  const kind = columnKindWidths[column.kind ?? 'text'];
  const width = column.width ?? kind.width;
  const minWidth = column.minWidth ?? (column.width === undefined ? kind.minWidth : 80);
  return typeof width === 'number' ? `${width}px` : `minmax(${minWidth}px, ${width})`;
}
