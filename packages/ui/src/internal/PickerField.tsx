import type { FocusEvent, ReactNode, Ref } from 'react';
import { Popover } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import type { FieldBaseProps } from '../Field';
import { FieldParts } from './FieldParts';
import type { FieldPartsProps } from './FieldParts';
import * as popoverStyles from './popover.css';

/**
 * The props of a field that picks one option from a list in a popover (Select, ComboBox),
 * declared once: the field's own (FieldBaseProps), the selection, and what react-hook-form
 * passes (`name`, `onBlur`, `ref`).
 */
export interface PickerFieldProps<
  K extends Key,
  TElement extends HTMLElement,
  TBlur extends Element = Element,
> extends FieldBaseProps {
  /** The selected option's id (controlled); `null` for none. */
  value?: K | null;
  /** The initially selected option's id (uncontrolled). */
  defaultValue?: K | null;
  /** Called with the selected id, or `null` when the selection is cleared. */
  onChange?: (value: K | null) => void;
  /**
   * Shown while nothing is selected (a Select) or typed (a ComboBox).
   * @default 'Select an option' in a Select, none in a ComboBox
   */
  placeholder?: string;
  /**
   * Shown in the open list when there is no option to show.
   * @default 'No options' in a Select, 'No results' in a ComboBox
   */
  emptyMessage?: string;
  /** The form field name, for native form submission. */
  name?: string;
  /** Called when focus leaves the field (react-hook-form's `onBlur`). */
  onBlur?: (event: FocusEvent<TBlur>) => void;
  /** Called when the list opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Focuses the field when it first appears (the first field of a dialog, say).
   * @default false
   */
  autoFocus?: boolean;
  /** The focusable control, for react-hook-form to focus on an error. */
  ref?: Ref<TElement>;
}

/**
 * The inside of a Select or a ComboBox: the field's parts around its control, and the popover
 * with the list of options, wired to the control by React Aria's context.
 */
export function PickerFieldParts({
  parts,
  control,
  list,
}: {
  parts: FieldPartsProps;
  /** The control that opens the list (a button, or an input with its button). */
  control: ReactNode;
  /** The list in the popover. */
  list: ReactNode;
}) {
  return (
    <>
      <FieldParts {...parts}>{control}</FieldParts>
      <Popover placement="bottom start" maxHeight={320} className={popoverStyles.popover}>
        {list}
      </Popover>
    </>
  );
}
