import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { EmptyIllustration, NoResultsIllustration } from '../internal/icons';
import * as styles from './EmptyState.css';
import type { HeadingLevel } from '../internal/heading';

export const emptyStateVariants = ['empty', 'no-results'] as const;
export type EmptyStateVariant = (typeof emptyStateVariants)[number];
export const emptyStateSizes = ['sm', 'md'] as const;
export type EmptyStateSize = (typeof emptyStateSizes)[number];
export {
  headingLevels as emptyStateHeadingLevels,
  type HeadingLevel as EmptyStateHeadingLevel,
} from '../internal/heading';

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
  headingLevel?: HeadingLevel;
}

/**
 * What a list or an area shows when it has nothing to show, and what to do next. Use it for
 * "nothing yet" and for "no results for these filters" (say which filters to change). Do not use
 * it for a failure to load: that is an ErrorState.
 */
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
        {variant === 'empty' ? <EmptyIllustration /> : <NoResultsIllustration />}
      </span>
      <Heading level={headingLevel} className={styles.title}>
        {title}
      </Heading>
      {description ? <div className={styles.description}>{description}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
