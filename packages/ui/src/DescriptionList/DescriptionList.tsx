import type { ReactNode } from 'react';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './DescriptionList.css';

export const descriptionListLayouts = ['inline', 'stacked'] as const;
export type DescriptionListLayout = (typeof descriptionListLayouts)[number];

/** One term and its value. */
export interface DescriptionItem {
  /** Unique among the items; defaults to `term`. */
  id?: string;
  term: string;
  /** The value; empty (`null`, `undefined` or `''`) shows `emptyText`. */
  description: ReactNode;
}

export interface DescriptionListProps {
  /** The terms and their values, in display order. */
  items: DescriptionItem[];
  /**
   * `inline` puts each term beside its value; `stacked` puts it above and flows the pairs
   * into columns.
   * @default 'inline'
   */
  layout?: DescriptionListLayout;
  /**
   * Shown for an empty value, so a missing value reads as missing rather than as a gap.
   * @default '—'
   */
  emptyText?: string;
  /**
   * Read by screen readers instead of `emptyText` (a dash is read as nothing or as "dash").
   * @default 'Not set'
   */
  emptyLabel?: string;
}

function isEmpty(value: ReactNode) {
  return value === null || value === undefined || value === '' || value === false;
}

/** Terms and values of one record (a `dl`), for detail screens. */
export function DescriptionList({
  items,
  layout = 'inline',
  emptyText = '—',
  emptyLabel = 'Not set',
}: DescriptionListProps) {
  return (
    <dl className={styles.list({ layout })}>
      {items.map((item) => (
        <div key={item.id ?? item.term} className={styles.group({ layout })}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.description}>
            {isEmpty(item.description) ? (
              <span className={styles.empty}>
                <span aria-hidden="true">{emptyText}</span>
                <span className={visuallyHidden}>{emptyLabel}</span>
              </span>
            ) : (
              item.description
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
