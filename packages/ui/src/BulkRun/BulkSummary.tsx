import { useEffect, useId, useRef } from 'react';
import { useLocale } from 'react-aria-components';
import { Button } from '../Button';
import { BlockedIcon } from '../internal/icons';
import { headingLevels } from '../internal/heading';
import type { HeadingLevel } from '../internal/heading';
import { countNoun, nounFor } from '../SelectionBar/SelectionBar';
import type { SelectionNoun } from '../SelectionBar/SelectionBar';
import * as styles from './BulkRun.css';

export const bulkSummaryHeadingLevels = headingLevels;

/** An item the run could not act on, and why. */
export interface BulkRefusal {
  /** The item's key in the app's list. */
  key: string | number;
  /** The item as the screen names it ('Léa Bernard', 'Request 42'). */
  label: string;
  /** Why it was refused, in words ('Already assigned to Marc Petit.'). */
  reason: string;
}

export interface BulkSummaryProps {
  /** How many items the run acted on. */
  done: number;
  /** The items it could not act on, each with its reason, in the list's order. */
  refused: readonly BulkRefusal[];
  /** The items' name, singular and plural: `{ one: 'user', other: 'users' }`. */
  noun: SelectionNoun;
  /**
   * Runs the action again on the refused items only. Without it, or with nothing refused,
   * there is no Retry button.
   * @default undefined
   */
  onRetry?: () => void;
  /** Closes the summary. */
  onClose: () => void;
  /**
   * A retry is under way: the Retry button shows a spinner and ignores presses.
   * @default false
   */
  isRetrying?: boolean;
  /**
   * The level of the summary's heading, to fit the page's outline.
   * @default 2
   */
  headingLevel?: HeadingLevel;
}

// Focus moves to the heading as the summary appears: a keyboard or screen reader user, whose
// focus was on the Stop button or an action that has gone, hears the outcome at once and goes
// on from there (Tab reaches Retry, then Close).
/**
 * The outcome of an action run on many items: how many were done, how many refused, and for
 * each refused item its name and reason, with a Retry for those. Show it in place of the
 * BulkProgress when the run ends; use a toast instead when nothing was refused and nothing
 * needs reading.
 */
export function BulkSummary({
  done,
  refused,
  noun,
  onRetry,
  onClose,
  isRetrying = false,
  headingLevel = 2,
}: BulkSummaryProps) {
  const { locale } = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listId = useId();
  const format = new Intl.NumberFormat(locale).format;
  const Heading = `h${headingLevel}` as const;
  const refusedCount = refused.length;
  const title =
    refusedCount === 0
      ? done === 0
        ? `No ${noun.other} done`
        : `All ${countNoun(locale, done, noun)} done`
      : done === 0
        ? `${countNoun(locale, refusedCount, noun)} refused`
        : `${countNoun(locale, done, noun)} done, ${format(refusedCount)} refused`;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby={`${listId}-title`} className={styles.summary}>
      <Heading ref={headingRef} id={`${listId}-title`} tabIndex={-1} className={styles.heading}>
        {title}
      </Heading>
      {refusedCount > 0 ? (
        <ul aria-label={`Refused ${nounFor(refusedCount, noun)}`} className={styles.refusals}>
          {refused.map((item) => (
            <li key={item.key} className={styles.refusal}>
              <BlockedIcon className={styles.refusalIcon} />
              <span>
                <span className={styles.refusalLabel}>{item.label}</span>
                <span className={styles.refusalReason}>{`Refused: ${item.reason}`}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.summaryActions}>
        {onRetry && refusedCount > 0 ? (
          <Button variant="primary" isPending={isRetrying} onPress={onRetry}>
            {`Retry the ${format(refusedCount)} refused`}
          </Button>
        ) : null}
        <Button onPress={onClose}>Close</Button>
      </div>
    </section>
  );
}
