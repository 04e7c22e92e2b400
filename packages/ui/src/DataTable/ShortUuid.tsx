import { CopyButton } from '../CopyButton';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './DataTable.css';

export interface ShortUuidProps {
  /** The whole UUID: copied, named for assistive technology, shown on hover. */
  value: string;
  /**
   * How many characters show (the UUID's first group is 8).
   * @default 8
   */
  length?: number;
  /**
   * Names the copy button ("Copy the UUID of contract 12").
   * @default `Copy ${value}`
   */
  copyLabel?: string;
}

/**
 * A UUID in a table cell: its first characters, the whole on hover and for screen readers,
 * and a button that copies the whole. A column of whole UUIDs takes 250 px for what people
 * compare by their first characters.
 */
export function ShortUuid({ value, length = 8, copyLabel }: ShortUuidProps) {
  const short = value.length > length ? `${value.slice(0, length)}…` : value;
  return (
    <span className={styles.shortUuid}>
      <span aria-hidden="true" title={value} className={styles.shortUuidText}>
        {short}
      </span>
      <span className={visuallyHidden}>{value}</span>
      <CopyButton
        regionsOnFirstPress
        value={value}
        label={copyLabel ?? `Copy ${value}`}
        iconOnly
        size="sm"
        variant="ghost"
      />
    </span>
  );
}
