import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './Field.css';

/**
 * The props every form field shares. Validation is the caller's (react-hook-form and the
 * domain rules give the spec's exact messages): a field shows `errorMessage` and is marked
 * invalid, and never blocks a form with the browser's own validation bubbles.
 */
export interface FieldBaseProps {
  /** The visible label; also the field's accessible name. */
  label: ReactNode;
  /**
   * Hides the label visually while keeping it as the accessible name. Only where the context
   * already names the field visually (a table row, a toolbar).
   * @default false
   */
  hideLabel?: boolean;
  /**
   * Help text under the control, linked to it with `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * The error shown under the control when the field is invalid, linked with
   * `aria-describedby`. Giving one marks the field invalid unless `isInvalid` says otherwise.
   * @default undefined
   */
  errorMessage?: ReactNode;
  /**
   * Marks the field invalid (red border, `aria-invalid`).
   * @default true when `errorMessage` is given, false otherwise
   */
  isInvalid?: boolean;
  /**
   * The control cannot be focused or changed.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Marks the field required (`aria-required` and an asterisk after the label). Checking it is
   * the caller's job.
   * @default false
   */
  isRequired?: boolean;
}

/** A text field's value: controlled or not, reported on every keystroke. */
export interface TextValueProps {
  /** The value (controlled). */
  value?: string;
  /** The initial value (uncontrolled). */
  defaultValue?: string;
  /** Called with the new value on every keystroke. */
  onChange?: (value: string) => void;
}

/** Whether a message counts as given: empty strings, null and false do not. */
export function hasMessage(message: ReactNode): boolean {
  return message !== undefined && message !== null && message !== false && message !== '';
}

/** `isInvalid` when given, otherwise whether there is an error message. */
export function resolveInvalid(isInvalid: boolean | undefined, errorMessage: ReactNode): boolean {
  return isInvalid ?? hasMessage(errorMessage);
}

export interface FieldLabelProps {
  children: ReactNode;
  /**
   * Draws the asterisk after the label (decorative: the control's `aria-required` says it).
   * @default false
   */
  isRequired?: boolean;
  /**
   * Hides the label visually while keeping it as the accessible name.
   * @default false
   */
  hideLabel?: boolean;
  /** The element to render, `span` for groups labelled with `aria-labelledby`. @default 'label' */
  elementType?: 'label' | 'span';
  /** Set when the label is not wired through React Aria's context (a custom group). */
  id?: string;
}

// The asterisk is decorative: `aria-required` already says it.
/**
 * The parts every field is made of (label, help text, error), which TextField, Select and the
 * other fields already draw. Use them only to build a field the design system lacks around a
 * React Aria control, so that it looks and reads like the others. Do not use them beside a
 * finished field: give the field its `label`, `description` and `errorMessage` instead.
 */
export function FieldLabel({
  children,
  isRequired = false,
  hideLabel = false,
  elementType = 'label',
  id,
}: FieldLabelProps) {
  return (
    <Label id={id} elementType={elementType} className={hideLabel ? visuallyHidden : styles.label}>
      {children}
      {isRequired ? (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      ) : null}
    </Label>
  );
}

/** A field's help text, wired to the control through React Aria's `description` slot. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!hasMessage(children)) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/**
 * A field's error, wired through React Aria's `FieldError` (rendered only while the field is
 * invalid, and referenced by the control's `aria-describedby`).
 */
export function FieldErrorMessage({ children }: { children?: ReactNode }) {
  return <FieldError className={styles.error}>{children}</FieldError>;
}
