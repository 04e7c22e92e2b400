import { Button as AriaButton, Select as AriaSelect, SelectValue } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { OptionList } from '../Field/options';
import type { FieldOption, FieldSection } from '../Field/options';
import { ReasonTip, UnavailableMark, useDisabledReason } from '../internal/DisabledReason';
import * as reasonStyles from '../internal/disabledReason.css';
import { fieldRootProps, splitFieldProps } from '../internal/FieldParts';
import { PickerFieldParts } from '../internal/PickerField';
import type { PickerFieldProps } from '../internal/PickerField';
import { TriggerChevron } from '../internal/TriggerChevron';
import * as styles from './Select.css';

export type { FieldOption as SelectOption, FieldSection as SelectSection };

/** The Select's heights, as story controls and for callers that pick one. */
export const selectSizes = ['sm', 'md'] as const;
export type SelectSize = (typeof selectSizes)[number];

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
  /**
   * Why the choice cannot be changed now (a role that may not): the field shows its value
   * but does not open and never calls `onChange`; its button stays focusable
   * (`aria-disabled`), marked ⊘, with the reason as its accessible description, shown under it
   * on hover and on focus. Use without `description` (the reason takes its place).
   * @default undefined
   */
  disabledReason?: string | null | undefined;
  /**
   * The trigger's height: `md` (36 px) in forms and filter bars; `sm` (28 px, 13 px text) for
   * a select inside a table row or a dense toolbar, where it stays clear of the row's
   * dividers. Use `sm` with `hideLabel` and a label that names the row ('Rank of office 42').
   * @default 'md'
   */
  size?: SelectSize;
}

// Picks one option from a short list in a popover. React Aria gives it the listbox keyboard
// model: Enter, Space or the arrows open it, typing jumps to a matching option, Escape closes.
/**
 * Picks one option from a short list in a popover. Use it for up to about 15 known options, in
 * forms, filter bars and (with `size="sm"`) table rows. Use a ComboBox when the list is long or
 * people know what they are looking for, a RadioGroup or a SegmentedControl when two to five
 * options should all stay visible, and an ActionMenu for actions.
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
  disabledReason,
  size = 'md',
  ...props
}: SelectProps<K>) {
  const { parts, isInvalid, rest } = splitFieldProps(props);
  const reason = useDisabledReason(disabledReason ?? undefined);
  const trigger = (
    <AriaButton
      ref={ref}
      className={`${styles.trigger} ${styles.triggerSize[size]}`}
      aria-disabled={disabledReason ? true : undefined}
      aria-describedby={disabledReason ? reason.reasonId : undefined}
      data-unavailable={disabledReason ? '' : undefined}
    >
      {disabledReason ? <UnavailableMark /> : null}
      <SelectValue className={styles.value}>
        {/* The selected option's text only, not its rendered row (check mark, description). */}
        {({ isPlaceholder, selectedText }) => (isPlaceholder ? placeholder : selectedText)}
      </SelectValue>
      <TriggerChevron />
    </AriaButton>
  );
  return (
    <AriaSelect
      {...rest}
      // Cannot be changed now: held at its value, so that typing on it selects nothing either.
      {...(disabledReason
        ? { value: value !== undefined ? value : (defaultValue ?? null) }
        : { value, defaultValue })}
      // Cannot be changed now: it never opens, and typing on it changes nothing.
      isOpen={disabledReason ? false : undefined}
      onChange={onChange && !disabledReason ? (key) => onChange(key as K | null) : undefined}
      placeholder={placeholder}
      {...fieldRootProps(isInvalid, size === 'sm' ? styles.compactField : fieldStyles.field)}
      allowsEmptyCollection
    >
      <PickerFieldParts
        parts={parts}
        control={
          disabledReason ? (
            <span
              className={`${reasonStyles.anchor} ${reasonStyles.fullWidthAnchor}`}
              data-disabled-reason=""
            >
              {trigger}
              <ReasonTip id={reason.reasonId!} reason={disabledReason} />
            </span>
          ) : (
            trigger
          )
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
