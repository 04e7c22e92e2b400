import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import * as styles from './EmptyState.css';

export const emptyStateVariants = ['empty', 'no-results'] as const;
export type EmptyStateVariant = (typeof emptyStateVariants)[number];
export const emptyStateSizes = ['sm', 'md'] as const;
export type EmptyStateSize = (typeof emptyStateSizes)[number];
export const emptyStateHeadingLevels = [2, 3, 4] as const;
export type EmptyStateHeadingLevel = (typeof emptyStateHeadingLevels)[number];

export interface EmptyStateProps {
  /** What is missing, in a few words ("No requests yet"). */
  title: string;
  /** What to do about it. */
  description?: ReactNode;
  /**
   * `empty`: nothing exists yet; `no-results`: the current filters match nothing (keep the
   * filters on screen so that they can be changed).
   * @default 'empty'
   */
  variant?: EmptyStateVariant;
  /** A button or link that gets the user going ("Create", "Clear filters"). */
  action?: ReactNode;
  /**
   * `sm` inside a panel or a table cell, `md` for a whole page area.
   * @default 'md'
   */
  size?: EmptyStateSize;
  /**
   * Level of the title in the page outline.
   * @default 3
   */
  headingLevel?: EmptyStateHeadingLevel;
}

/** What a list or an area shows when it has nothing to show. */
export function EmptyState({
  title,
  description,
  variant = 'empty',
  action,
  size = 'md',
  headingLevel = 3,
}: EmptyStateProps) {
  return (
    <div className={styles.root({ size })}>
      <span className={styles.icon({ size })} aria-hidden="true">
        {variant === 'empty' ? <EmptyIcon /> : <NoResultsIcon />}
      </span>
      <Heading level={headingLevel} className={styles.title}>
        {title}
      </Heading>
      {description ? <div className={styles.description}>{description}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

function EmptyIcon() {
  return (
    <svg viewBox="0 0 48 48" className={styles.svg} fill="none" stroke="currentColor">
      <g strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
        <path d="M6 28l6-16h24l6 16v10a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V28z" />
        <path d="M6 28h11l2 4h10l2-4h11" />
      </g>
    </svg>
  );
}

function NoResultsIcon() {
  return (
    <svg viewBox="0 0 48 48" className={styles.svg} fill="none" stroke="currentColor">
      <g strokeWidth="2" strokeLinecap="round">
        <circle cx="21" cy="21" r="12" />
        <path d="M30 30l10 10M16 21h10" />
      </g>
    </svg>
  );
}
