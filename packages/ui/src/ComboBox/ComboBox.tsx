import type { FocusEvent, Ref } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
  Popover,
  useFilter,
} from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, resolveInvalid } from '../Field';
import type { FieldBaseProps } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { ChevronDownIcon } from '../internal/icons';
import { OptionList } from '../Field/options';
import type { FieldOption } from '../Field/options';
import * as popoverStyles from '../internal/popover.css';
import * as styles from './ComboBox.css';

export type { FieldOption as ComboBoxOption };

export const comboBoxFilters = ['contains', 'startsWith', 'none'] as const;
export type ComboBoxFilter = (typeof comboBoxFilters)[number];

export interface ComboBoxProps<K extends Key = string> extends FieldBaseProps {
  /** The options to show. For async search, the latest results. */
  options: readonly FieldOption<K>[];
  /** The selected option's id (controlled); `null` for none. */
  value?: K | null;
  /** The initially selected option's id (uncontrolled). */
  defaultValue?: K | null;
  /** Called with the selected id, or `null` when the selection is cleared. */
  onChange?: (value: K | null) => void;
  /** The typed text (controlled); pair it with `onInputChange` for async search. */
  inputValue?: string;
  /** The initially typed text (uncontrolled). */
  defaultInputValue?: string;
  /** Called with the typed text on every keystroke. Debounce before fetching (`useDebouncedValue`). */
  onInputChange?: (value: string) => void;
  /**
   * How the options are matched against the text. Use `none` when the caller searches
   * (async results are already filtered by the server).
   * @default 'contains'
   */
  filter?: ComboBoxFilter;
  /**
   * Results are being fetched: a spinner shows in the field and the open list says
   * `loadingMessage`. (No separate live region: while the list is open React Aria hides
   * everything but the input and the list from assistive technology, and it announces the
   * number of options itself when the results arrive.)
   * @default false
   */
  isLoading?: boolean;
  /** @default 'Loading…' */
  loadingMessage?: string;
  /**
   * Shown in the open list when no option matches.
   * @default 'No results'
   */
  emptyMessage?: string;
  /** Lets the text stand without matching an option (free search). @default false */
  allowsCustomValue?: boolean;
  /**
   * What opens the list: typing, focusing, or only the button and arrow keys.
   * @default 'input'
   */
  menuTrigger?: 'input' | 'focus' | 'manual';
  /** @default undefined */
  placeholder?: string;
  /** The form field name, for native form submission. */
  name?: string;
  /** Called when focus leaves the field (react-hook-form's `onBlur`). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Called when the list opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** @default false */
  autoFocus?: boolean;
  /** The `<input>`, for react-hook-form to focus on an error. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text input with a list of suggestions (role `combobox`). For async suggestions (place
 * autocomplete) the caller owns the request: it keeps `inputValue`, debounces it with
 * `useDebouncedValue`, fetches, and passes `options`, `isLoading` and `filter="none"`.
 */
export function ComboBox<K extends Key = string>(props: ComboBoxProps<K>) {
  const {
    label,
    hideLabel,
    description,
    errorMessage,
    isInvalid,
    isRequired,
    isDisabled,
    options,
    value,
    defaultValue,
    onChange,
    filter = 'contains',
    isLoading = false,
    loadingMessage = 'Loading…',
    emptyMessage = 'No results',
    placeholder,
    ref,
    ...rest
  } = props;
  const { contains, startsWith } = useFilter({ sensitivity: 'base' });
  const invalid = resolveInvalid(isInvalid, errorMessage);
  const itemProps =
    filter === 'none'
      ? { items: options }
      : { defaultItems: options, defaultFilter: filter === 'contains' ? contains : startsWith };

  return (
    <AriaComboBox
      {...rest}
      {...itemProps}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange ? (key) => onChange(key as K | null) : undefined}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={invalid}
      validationBehavior="aria"
      // The list opens even when empty, to say 'Loading…' or 'No results'.
      allowsEmptyCollection
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={isRequired} hideLabel={hideLabel}>
        {label}
      </FieldLabel>
      <Group className={fieldStyles.group} isDisabled={isDisabled} isInvalid={invalid}>
        <Input ref={ref} placeholder={placeholder} className={fieldStyles.groupInput} />
        {isLoading ? <span className={styles.spinner} aria-hidden="true" data-spinner="" /> : null}
        <AriaButton className={fieldStyles.groupButton}>
          <ChevronDownIcon />
        </AriaButton>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover placement="bottom start" maxHeight={320} className={popoverStyles.popover}>
        <OptionList<K> emptyMessage={isLoading ? loadingMessage : emptyMessage} />
      </Popover>
    </AriaComboBox>
  );
}
