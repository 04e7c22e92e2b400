import type { Ref } from 'react';
import { Button as AriaButton, Input, SearchField as AriaSearchField } from 'react-aria-components';
import type { SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components';
import type { FieldBaseProps } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { fieldRootProps, GroupedFieldParts, splitFieldProps } from '../internal/FieldParts';
import { CloseIcon, SearchIcon } from '../internal/icons';
import * as styles from './SearchField.css';

export interface SearchFieldProps
  extends
    FieldBaseProps,
    Pick<AriaSearchFieldProps, 'name' | 'autoFocus' | 'onFocus' | 'onBlur' | 'onKeyDown'> {
  /** The `<input>`, for react-hook-form to focus on an error. */
  ref?: Ref<HTMLInputElement>;
  /** The text (controlled). */
  value?: string;
  /** The initial text (uncontrolled). */
  defaultValue?: string;
  /** Called with the text on every keystroke (debounce in the caller if it fetches). */
  onChange?: (value: string) => void;
  /** Called with the text when Enter is pressed. */
  onSubmit?: (value: string) => void;
  /** Called when the text is cleared with the button or Escape. */
  onClear?: () => void;
  /**
   * A short hint of what can be searched, e.g. '#request id, .host id, company'.
   * @default undefined
   */
  placeholder?: string;
  /**
   * The clear button's accessible name.
   * @default 'Clear search'
   */
  clearLabel?: string;
}

// A search input (role `searchbox`): Enter submits, Escape clears, and a clear button appears
// once there is text. The ref is the `<input>`.
/**
 * A search input with a clear button: Enter submits and Escape clears. Use it for the free-text
 * search of a list or a page. Do not use it for a field whose value is saved (a name, a note):
 * that is a TextField.
 */
export function SearchField({
  ref,
  placeholder,
  clearLabel = 'Clear search',
  ...props
}: SearchFieldProps) {
  const { parts, isInvalid, rest } = splitFieldProps(props);
  return (
    <AriaSearchField {...rest} {...fieldRootProps(isInvalid)}>
      <GroupedFieldParts parts={parts} isDisabled={rest.isDisabled} isInvalid={isInvalid}>
        <span className={styles.searchIcon} aria-hidden="true">
          <SearchIcon />
        </span>
        <Input
          ref={ref}
          placeholder={placeholder}
          className={`${fieldStyles.groupInput} ${styles.input}`}
        />
        <AriaButton
          aria-label={clearLabel}
          className={`${fieldStyles.groupButton} ${styles.clear}`}
        >
          <CloseIcon />
        </AriaButton>
      </GroupedFieldParts>
    </AriaSearchField>
  );
}
