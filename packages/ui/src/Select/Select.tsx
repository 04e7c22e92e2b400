import { Button as AriaButton, Select as AriaSelect, SelectValue } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { OptionList } from '../Field/options';
import type { FieldOption, FieldSection } from '../Field/options';
import { ChevronDownIcon } from '../internal/icons';
import { splitFieldProps } from '../internal/FieldParts';
import { PickerFieldParts } from '../internal/PickerField';
import type { PickerFieldProps } from '../internal/PickerField';
import * as styles from './Select.css';

export type { FieldOption as SelectOption, FieldSection as SelectSection };

export interface SelectProps<K extends Key = string> extends PickerFieldProps<
  K,
  HTMLButtonElement
> {
  /** The choices, in display order. Leave out when giving `sections`. */
  options?: readonly FieldOption<K>[];
  /**
   * The choices grouped under named headers (a reason list by group, for instance), instead
   * of `options`, which are then ignored. Each section is a `role="group"` named by its
   * title; the arrows and typeahead cross the sections. Section ids must differ from the
   * options' ids.
   */
  sections?: readonly FieldSection<K>[];
}

/**
 * Picks one option from a short list in a popover. React Aria gives it the listbox keyboard
 * model: Enter, Space or the arrows open it, typing jumps to a matching option, Escape closes.
 */
export function Select<K extends Key = string>({
  options,
  sections,
  value,
  defaultValue,
  onChange,
  placeholder = 'Select an option',
  emptyMessage = 'No options',
  ref,
  ...props
}: SelectProps<K>) {
  const { parts, isInvalid, rest } = splitFieldProps(props);
  return (
    <AriaSelect
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange ? (key) => onChange(key as K | null) : undefined}
      placeholder={placeholder}
      isInvalid={isInvalid}
      validationBehavior="aria"
      allowsEmptyCollection
      className={fieldStyles.field}
    >
      <PickerFieldParts
        parts={parts}
        control={
          <AriaButton ref={ref} className={styles.trigger}>
            <SelectValue className={styles.value}>
              {/* The selected option's text only, not its rendered row (check mark, description). */}
              {({ isPlaceholder, selectedText }) => (isPlaceholder ? placeholder : selectedText)}
            </SelectValue>
            <span className={styles.chevron} aria-hidden="true">
              <ChevronDownIcon />
            </span>
          </AriaButton>
        }
        list={
          sections ? (
            <OptionList sections={sections} emptyMessage={emptyMessage} />
          ) : (
            <OptionList options={options ?? []} emptyMessage={emptyMessage} />
          )
        }
      />
    </AriaSelect>
  );
}
