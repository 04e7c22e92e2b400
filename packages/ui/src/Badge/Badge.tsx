import { visuallyHidden as visuallyHiddenClass } from '../theme/utils.css';
import * as styles from './Badge.css';
import type { BadgeTone } from './tones';

export { badgeTones } from './tones';
export type { BadgeTone } from './tones';
export const badgeVariants = ['subtle', 'solid'] as const;
export type BadgeVariant = (typeof badgeVariants)[number];

export interface BadgeProps {
  /** A short label or a count. The words carry the meaning; the colour only repeats it. */
  children: string | number;
  /**
   * The kind of state it carries, in the one tone vocabulary: `info` worth knowing, `success`
   * done, `warning` needs attention soon, `critical` failed or blocked, `neutral` none.
   * @default 'neutral'
   */
  tone?: BadgeTone;
  /**
   * `solid` draws more attention (a count that needs action), `subtle` sits in a table row.
   * @default 'subtle'
   */
  variant?: BadgeVariant;
  /**
   * What screen readers read instead of the visible text, when that is a bare number
   * ("3 unread messages" for "3").
   */
  accessibleLabel?: string;
}

/**
 * A small pill with a short label or a count (3 new, Draft). Use it to mark a thing's kind or a
 * count beside a title or in a cell. Use a StatusTag for a status people scan down a column, and
 * never make a badge the only way to act: it is not interactive.
 */
export function Badge({
  children,
  tone = 'neutral',
  variant = 'subtle',
  accessibleLabel: label,
}: BadgeProps) {
  // A span has no role to carry aria-label, so the fuller name is hidden text instead.
  return (
    <span className={styles.badge({ tone, variant })}>
      <span className={styles.text} aria-hidden={label ? true : undefined}>
        {children}
      </span>
      {label ? <span className={visuallyHiddenClass}>{label}</span> : null}
    </span>
  );
}

export interface StatusTagProps {
  /** The status in words ("Confirmed", "Blocked"). */
  children: string;
  /**
   * The dot's colour, from the one tone vocabulary (see Badge's `tone`).
   * @default 'neutral'
   */
  tone?: BadgeTone;
}

/**
 * A status as a coloured dot and its name (Published, Suspended), for tables and headers. Use it
 * for statuses people scan down a column; the words carry the meaning, the colour only helps.
 * Use a Badge for counts and short labels.
 */
export function StatusTag({ children, tone = 'neutral' }: StatusTagProps) {
  return (
    <span className={styles.tag}>
      <span className={styles.dot({ tone })} aria-hidden="true" />
      <span>{children}</span>
    </span>
  );
}
