import { useId } from 'react';
import type { ReactNode } from 'react';
import * as styles from './disabledReason.css';

/**
 * A control that cannot be used now says why, the way the Disclosure does: it stays focusable
 * (`aria-disabled`, not `disabled`: a disabled control cannot be focused, so neither a keyboard
 * user nor a screen reader would learn why), carries the reason as its accessible description,
 * shows it under itself on hover and on focus, and marks its state with a sign beside its label
 * (never colour alone).
 */
export function useDisabledReason(reason: string | undefined, describedBy?: string) {
  const id = useId();
  const reasonId = reason === undefined ? undefined : `${id}-reason`;
  return {
    reasonId,
    /** The control's `aria-describedby`: its own description first, then the reason. */
    describedBy: [describedBy, reasonId].filter(Boolean).join(' ') || undefined,
  };
}

/** The anchor that holds the control and its reason. */
export function ReasonAnchor({
  reasonId,
  reason,
  fullWidth = false,
  children,
}: {
  reasonId: string;
  reason: string;
  fullWidth?: boolean;
  children: ReactNode;
}) {
  return (
    <span
      className={fullWidth ? `${styles.anchor} ${styles.fullWidthAnchor}` : styles.anchor}
      data-disabled-reason=""
    >
      {children}
      <ReasonTip id={reasonId} reason={reason} />
    </span>
  );
}

/** The reason itself: a tooltip, shown while its anchor is hovered or holds focus. */
export function ReasonTip({ id, reason }: { id: string; reason: string }) {
  return (
    <span id={id} role="tooltip" className={styles.tip}>
      {reason}
    </span>
  );
}

/**
 * The sign of a control that cannot be used now (decorative: the reason is the words). Drawn
 * by CSS, not as text: a text ⊘ would count as visible text missing from the accessible name
 * of a labelled menu item or button (axe's label-content-name-mismatch).
 */
export function UnavailableMark() {
  return <span className={styles.mark} aria-hidden="true" />;
}
