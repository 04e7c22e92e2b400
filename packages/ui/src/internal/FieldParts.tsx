import type { ReactNode } from 'react';
import { Group } from 'react-aria-components';
import type { GroupProps } from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  hasMessage,
  resolveInvalid,
} from '../Field';
import type { FieldBaseProps } from '../Field';
import * as fieldStyles from '../Field/Field.css';

/** What FieldParts draws around a control. */
export type FieldPartsProps = Pick<
  FieldBaseProps,
  'label' | 'hideLabel' | 'isRequired' | 'description' | 'errorMessage'
>;

/**
 * A field's props for its React Aria root: whether it is invalid, its errors shown by the field
 * (never the browser's bubbles), and its class (the field's frame unless given).
 */
export function fieldRootProps(isInvalid: boolean | undefined, className = fieldStyles.field) {
  return { isInvalid, validationBehavior: 'aria', className } as const;
}

/**
 * Splits a field's props, once for every field: what FieldParts draws (`parts`), whether the
 * field is invalid (`isInvalid` given, or an error message), and the `rest` for the React
 * Aria field itself (which keeps `isRequired` and `isDisabled`).
 */
export function splitFieldProps<P extends FieldBaseProps>(props: P) {
  const { label, hideLabel, description, errorMessage, isInvalid, ...rest } = props;
  const parts: FieldPartsProps = {
    label,
    hideLabel,
    description,
    errorMessage,
    isRequired: props.isRequired,
  };
  return { parts, isInvalid: resolveInvalid(isInvalid, errorMessage), rest };
}

/**
 * The error of a field that finds problems of its own (a date field: a day outside its bounds,
 * a half-typed date): the caller's message wins, the field's own shows otherwise, and either
 * marks the field invalid unless the caller's `isInvalid` says otherwise.
 */
export function withOwnError(
  props: Pick<FieldBaseProps, 'errorMessage' | 'isInvalid'>,
  ownMessage: ReactNode,
) {
  const errorMessage = hasMessage(props.errorMessage) ? props.errorMessage : ownMessage;
  return { errorMessage, isInvalid: resolveInvalid(props.isInvalid, errorMessage) };
}

/**
 * The parts of every form field around its control, in order: the label, the control, the
 * help text and the error, wired to the control by the React Aria field around them.
 */
export function FieldParts({
  label,
  hideLabel,
  isRequired,
  description,
  errorMessage,
  labelElementType,
  children,
}: FieldPartsProps & {
  /** `span` for a group (checkboxes, radios), labelled with `aria-labelledby`. @default 'label' */
  labelElementType?: 'label' | 'span';
  /** The control. */
  children: ReactNode;
}) {
  return (
    <>
      <FieldLabel isRequired={isRequired} hideLabel={hideLabel} elementType={labelElementType}>
        {label}
      </FieldLabel>
      {children}
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </>
  );
}

/**
 * FieldParts around a field's group box (an input with its buttons and icons); the group's
 * props (disabled and invalid with the field, hover and focus handlers) are passed through.
 */
export function GroupedFieldParts({
  parts,
  children,
  ...groupProps
}: Pick<GroupProps, 'isDisabled' | 'isInvalid' | 'onHoverStart' | 'onFocus'> & {
  /** What FieldParts draws, from splitFieldProps. */
  parts: FieldPartsProps;
  /** The input and its buttons. */
  children: ReactNode;
}) {
  return (
    <FieldParts {...parts}>
      <Group {...groupProps} className={fieldStyles.group}>
        {children}
      </Group>
    </FieldParts>
  );
}
