import { useCallback, useRef } from 'react';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { Button } from '../Button';
import { FilterChips } from './FilterChips';
import type { FilterChip } from './FilterChips';
import * as styles from './FilterBar.css';

export interface FilterBarProps {
  /** The filter fields (search box, selects, date pickers), each with its own label. */
  children: ReactNode;
  /**
   * Names the search landmark.
   * @default 'Filters'
   */
  label?: string;
  /** Clears every filter. Without it there is no reset button. */
  onReset?: () => void;
  /**
   * The reset button's text.
   * @default 'Reset filters'
   */
  resetLabel?: string;
  /**
   * Disables the reset button, when no filter differs from its default.
   * @default false
   */
  isResetDisabled?: boolean;
  /** Called on Enter in a field, for filters that apply on submit rather than as typed. */
  onSubmit?: () => void;
  /** A short result line at the end, e.g. "128 results"; announced politely when it changes. */
  resultText?: string;
  /**
   * The active filters in words, as removable chips under the fields ("Status: Published ✕").
   * @default []
   */
  chips?: readonly FilterChip[];
  /** Removes the chip's filter. Chips show only with it. */
  onRemoveChip?: (id: string) => void;
  /** The chips' "Clear all": by default `onReset`. */
  onClearAll?: () => void;
}

// A row of filter fields in a `search` landmark, with a reset button. It is a form, so Enter in
// a field submits (`onSubmit`); the fields stay controlled by the caller, which is why Reset
// calls `onReset` rather than resetting the form natively.
/**
 * The filters of a list, in a search landmark, with the result count, Reset and the active
 * filters as chips. Use it above a list or a board whose filters are in the URL. Do not use it
 * for a form that saves data.
 */
export function FilterBar({
  children,
  label = 'Filters',
  onReset,
  resetLabel = 'Reset filters',
  isResetDisabled = false,
  onSubmit,
  resultText,
  chips = [],
  onRemoveChip,
  onClearAll = onReset,
}: FilterBarProps) {
  const form = useRef<HTMLFormElement>(null);
  // The last chip removed takes its row with it: the bar (the search landmark) takes focus.
  const focusBar = useCallback(() => form.current?.focus(), []);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  // A form with several fields and no submit button is not submitted by Enter (HTML's
  // implicit submission), so Enter in a text input submits here. A widget that handles Enter
  // itself (a combo box choosing an option) prevents the default and is left alone.
  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (
      onSubmit &&
      event.key === 'Enter' &&
      !event.defaultPrevented &&
      event.target instanceof HTMLInputElement
    ) {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <form
      ref={form}
      tabIndex={-1}
      role="search"
      aria-label={label}
      className={styles.root}
      onSubmit={handleSubmit}
      onKeyDown={handleKeyDown}
    >
      <div className={styles.fields}>{children}</div>
      {onReset || resultText !== undefined ? (
        <div className={styles.end}>
          {resultText !== undefined ? (
            <span role="status" className={styles.result}>
              {resultText}
            </span>
          ) : null}
          {onReset ? (
            <Button type="button" variant="ghost" onPress={onReset} isDisabled={isResetDisabled}>
              {resetLabel}
            </Button>
          ) : null}
        </div>
      ) : null}
      {onRemoveChip ? (
        <FilterChips
          chips={chips}
          onRemove={onRemoveChip}
          onClearAll={onClearAll}
          focusAfterLast={focusBar}
        />
      ) : null}
    </form>
  );
}
