import type { ReactNode } from 'react';
import * as fieldStyles from '../Field/Field.css';
import { visuallyHidden } from '../theme/utils.css';

/**
 * The label of a field's stand-in (the look of a field whose code is still loading: the date
 * fields, DeferredSelect). A plain element with the label's classes: React Aria's Label would
 * take the props of a React Aria parent, if any, as its own.
 */
export function StandInLabel({
  label,
  hideLabel,
  isRequired,
}: {
  label: ReactNode;
  hideLabel?: boolean;
  isRequired?: boolean;
}) {
  return (
    <span className={hideLabel ? visuallyHidden : fieldStyles.label}>
      {label}
      {isRequired ? (
        <span aria-hidden="true" className={fieldStyles.requiredMark}>
          *
        </span>
      ) : null}
    </span>
  );
}
