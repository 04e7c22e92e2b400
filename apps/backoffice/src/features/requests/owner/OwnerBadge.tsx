import { initialsOf, ownerLabel } from '@backoffice/domain';
import type { StaffRef } from '@backoffice/domain';
import * as styles from './Owner.css';

/**
 * Who owns a request, as initials in a round badge ("LB"); its accessible name and title are
 * the owner label ("Owner: Léa Bernard"). Nobody's request shows a quiet dashed ring named
 * "Owner: Nobody": the letters and the ring's line tell it, not a colour. Beside the owner
 * label in words, it is `decorative`: hidden from assistive technology, which reads the words.
 */
export function OwnerBadge({
  assignee,
  decorative = false,
}: {
  assignee: StaffRef | null;
  /** The owner is said in words beside it. @default false */
  decorative?: boolean;
}) {
  const label = ownerLabel(assignee);
  const className = assignee ? styles.badge : styles.nobody;
  const initials = assignee ? initialsOf(assignee.name) : null;
  if (decorative) {
    return (
      <span aria-hidden="true" className={className}>
        {initials}
      </span>
    );
  }
  return (
    <span role="img" aria-label={label} title={label} className={className}>
      {initials ? <span aria-hidden="true">{initials}</span> : null}
    </span>
  );
}
