import { Skeleton } from '@backoffice/ui';
import { visuallyHidden } from '@backoffice/ui/theme';
import * as styles from './ListLayout.css';

/**
 * The table's place while the first page loads: its column headers and grey rows of the
 * table's height, so that nothing moves when the rows arrive. Announced once by its label.
 */
export function ListSkeleton({
  headers,
  label,
  rows = 10,
}: {
  headers: readonly string[];
  label: string;
  rows?: number;
}) {
  return (
    <div className={styles.skeleton}>
      <span role="status" className={visuallyHidden}>
        {label}
      </span>
      <div className={styles.skeletonRow} style={columns(headers.length)} aria-hidden="true">
        {headers.map((header) => (
          <span key={header} className={styles.skeletonHeader}>
            {header}
          </span>
        ))}
      </div>
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          className={styles.skeletonRow}
          style={columns(headers.length)}
          aria-hidden="true"
        >
          {headers.map((header) => (
            <Skeleton key={header} width={i % 3 === 2 ? '3/4' : 'full'} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** As many grid columns as the table has, each at least as wide as the table's narrowest. */
function columns(count: number) {
  return { gridTemplateColumns: `repeat(${count}, minmax(80px, 1fr))` };
}
