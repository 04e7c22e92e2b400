import { useId } from 'react';
import type { ReactNode } from 'react';
import * as styles from './Card.css';
import type { HeadingLevel } from '../internal/heading';

export const cardPaddings = ['sm', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];
export {
  headingLevels as cardHeadingLevels,
  type HeadingLevel as CardHeadingLevel,
} from '../internal/heading';

export interface CardProps {
  /** The card's heading; with it the card is a region named by it. */
  title?: string;
  /**
   * The heading level, to fit the page's outline.
   * @default 2
   */
  headingLevel?: HeadingLevel;
  /** Controls at the end of the header (Edit, a menu). */
  actions?: ReactNode;
  /** The card's content. */
  children: ReactNode;
  /** A line at the bottom (an update time, a total). */
  footer?: ReactNode;
  /**
   * Inner spacing.
   * @default 'md'
   */
  padding?: CardPadding;
}

/**
 * A raised surface grouping related content. With a `title` it is a `section` labelled by
 * its heading, so it shows in the screen reader's landmark list.
 */
export function Card({
  title,
  headingLevel = 2,
  actions,
  children,
  footer,
  padding = 'md',
}: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = Boolean(title || actions);
  const content = (
    <>
      {hasHeader ? (
        <div className={styles.header}>
          {title ? (
            <Heading id={headingId} className={styles.title}>
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </>
  );
  return title ? (
    <section aria-labelledby={headingId} className={styles.card({ padding })}>
      {content}
    </section>
  ) : (
    <div className={styles.card({ padding })}>{content}</div>
  );
}
