import { forwardRef } from 'react';
import {
  Button as AriaButton,
  Group,
  Input,
  SearchField as AriaSearchField,
} from 'react-aria-components';
import type { SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, resolveInvalid } from '../Field';
import type { FieldBaseProps } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { CloseIcon, SearchIcon } from '../internal/icons';
import * as styles from './SearchField.css';

export interface SearchFieldProps
  extends
    FieldBaseProps,
    Pick<AriaSearchFieldProps, 'name' | 'autoFocus' | 'onFocus' | 'onBlur' | 'onKeyDown'> {
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

/**
 * A search input (role `searchbox`): Enter submits, Escape clears, and a clear button
 * appears once there is text. The ref is the `<input>`.
 */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(
  function SearchField(props, ref) {
    const {
      label,
      hideLabel,
      description,
      errorMessage,
      isInvalid,
      isRequired,
      isDisabled,
      placeholder,
      clearLabel = 'Clear search',
      ...rest
    } = props;
    const invalid = resolveInvalid(isInvalid, errorMessage);
    return (
      <AriaSearchField
        {...rest}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={invalid}
        validationBehavior="aria"
        className={fieldStyles.field}
      >
        <FieldLabel isRequired={isRequired} hideLabel={hideLabel}>
          {label}
        </FieldLabel>
        <Group className={fieldStyles.group} isDisabled={isDisabled} isInvalid={invalid}>
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
        </Group>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      </AriaSearchField>
    );
  },
);
