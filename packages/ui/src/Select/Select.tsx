import type { FocusEvent, Ref } from 'react';
import {
  Button as AriaButton,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, resolveInvalid } from '../Field';
import type { FieldBaseProps } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { ChevronDownIcon } from '../internal/icons';
import { OptionList } from '../Field/options';
import type { FieldOption, FieldSection } from '../Field/options';
import * as popoverStyles from '../internal/popover.css';
import * as styles from './Select.css';

export type { FieldOption as SelectOption, FieldSection as SelectSection };

export interface SelectProps<K extends Key = string> extends FieldBaseProps {
  /** The choices, in display order. Leave out when giving `sections`. */
  options?: readonly FieldOption<K>[];
  /**
   * The choices grouped under named headers (a reason list by group, for instance), instead
   * of `options`, which are then ignored. Each section is a `role="group"` named by its
   * title; the arrows and typeahead cross the sections. Section ids must differ from the
   * options' ids.
   */
  sections?: readonly FieldSection<K>[];
  /** The selected option's id (controlled); `null` for none. */
  value?: K | null;
  /** The initially selected option's id (uncontrolled). */
  defaultValue?: K | null;
  /** Called with the newly selected id. */
  onChange?: (value: K | null) => void;
  /**
   * Shown while nothing is selected.
   * @default 'Select an option'
   */
  placeholder?: string;
  /**
   * Shown in the open list when there are no options.
   * @default 'No options'
   */
  emptyMessage?: string;
  /** The form field name, for native form submission. */
  name?: string;
  /** Called when focus leaves the field (react-hook-form's `onBlur`). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Called when the list opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** @default false */
  autoFocus?: boolean;
  /** The trigger button, for react-hook-form to focus on an error. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Picks one option from a short list in a popover. React Aria gives it the listbox keyboard
 * model: Enter, Space or the arrows open it, typing jumps to a matching option, Escape closes.
 */
export function Select<K extends Key = string>(props: SelectProps<K>) {
  const {
    label,
    hideLabel,
    description,
    errorMessage,
    isInvalid,
    isRequired,
    options,
    sections,
    value,
    defaultValue,
    onChange,
    placeholder = 'Select an option',
    emptyMessage = 'No options',
    ref,
    ...rest
  } = props;
  const invalid = resolveInvalid(isInvalid, errorMessage);
  return (
    <AriaSelect
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange ? (key) => onChange(key as K | null) : undefined}
      placeholder={placeholder}
      isRequired={isRequired}
      isInvalid={invalid}
      validationBehavior="aria"
      allowsEmptyCollection
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={isRequired} hideLabel={hideLabel}>
        {label}
      </FieldLabel>
      <AriaButton ref={ref} className={styles.trigger}>
        <SelectValue className={styles.value}>
          {/* The selected option's text only, not its rendered row (check mark, description). */}
          {({ isPlaceholder, selectedText }) => (isPlaceholder ? placeholder : selectedText)}
        </SelectValue>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </AriaButton>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover placement="bottom start" maxHeight={320} className={popoverStyles.popover}>
        {sections ? (
          <OptionList sections={sections} emptyMessage={emptyMessage} />
        ) : (
          <OptionList options={options ?? []} emptyMessage={emptyMessage} />
        )}
      </Popover>
    </AriaSelect>
  );
}
