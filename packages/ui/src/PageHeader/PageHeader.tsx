import { useId } from 'react';
import type { ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './PageHeader.css';

export const pageHeaderLevels = [1, 2] as const;
export type PageHeaderLevel = (typeof pageHeaderLevels)[number];

export interface PageHeaderProps {
  /** The page title, drawn as the page's heading. */
  title: string;
  /** How many items the page lists in all; shown next to the title. */
  count?: number;
  /**
   * Read instead of the bare number by screen readers, e.g. `n => \`${n} requests\``.
   * @default the formatted number
   */
  countLabel?: (formatted: string) => string;
  /** A line under the title. */
  description?: string;
  /** Buttons at the end (Create, Export). */
  actions?: ReactNode;
  /**
   * The heading level: 1 for a screen's title, 2 inside a page.
   * @default 1
   */
  level?: PageHeaderLevel;
  /** The heading's id, for `aria-labelledby` on the page's table or region. */
  headingId?: string;
}

/** The title row of a screen: heading, total count, description and actions. */
export function PageHeader({
  title,
  count,
  countLabel,
  description,
  actions,
  level = 1,
  headingId,
}: PageHeaderProps) {
  const { locale } = useLocale();
  const fallbackId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  const formatted = count === undefined ? null : new Intl.NumberFormat(locale).format(count);
  return (
    <div className={styles.root}>
      <div className={styles.text}>
        <div className={styles.titleRow}>
          <Heading id={headingId ?? fallbackId} className={styles.title}>
            {title}
          </Heading>
          {formatted !== null ? (
            countLabel ? (
              <span className={styles.count}>
                <span aria-hidden="true">{formatted}</span>
                <span className={visuallyHidden}>{countLabel(formatted)}</span>
              </span>
            ) : (
              <span className={styles.count}>{formatted}</span>
            )
          ) : null}
        </div>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
