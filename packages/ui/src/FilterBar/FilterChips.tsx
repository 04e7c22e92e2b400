import { useLayoutEffect, useRef } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../Button';
import { CloseIcon } from '../internal/icons';
import * as iconStyles from '../internal/icons.css';
import * as styles from './FilterChips.css';

/** An active filter, in words. */
export interface FilterChip {
  /** Names the filter among the chips (the list parameter). */
  id: string;
  /** The filter's label: "Status". */
  label: string;
  /** Its value in words: "Published". */
  value: string;
}

export interface FilterChipsProps {
  /** The active filters, in the order of the fields. No chip, no row. */
  chips: readonly FilterChip[];
  /** Removes one filter (the chip's button, by mouse, Enter or Space). */
  onRemove: (id: string) => void;
  /** Removes them all. Without it there is no "Clear all". */
  onClearAll?: () => void;
  /**
   * Names the group of chips.
   * @default 'Active filters'
   */
  label?: string;
  /**
   * The button that removes them all.
   * @default 'Clear all'
   */
  clearAllLabel?: string;
  /**
   * Takes focus when the last chip goes (its row goes with it), so that focus never falls to
   * the page's body: the filter bar, a heading. Without it, the group's container keeps it.
   */
  focusAfterLast?: () => void;
}

// The active filters as removable chips ("Status: Published ✕"), each a button that removes its
// filter, and "Clear all". After a removal, focus goes to the chip that took its place (the next
// one, or the last), and once none is left to `focusAfterLast`. Removing changes nothing here:
// the caller's filters (its URL) change, and the chips follow them.
/**
 * The active filters in words, as chips that each remove their filter, and Clear all. Use it
 * under a FilterBar (which draws it for you) so people see at a glance what narrows the list. Do
 * not use it as a tag input or to show values that are not filters.
 */
export function FilterChips({
  chips,
  onRemove,
  onClearAll,
  label = 'Active filters',
  clearAllLabel = 'Clear all',
  focusAfterLast,
}: FilterChipsProps) {
  const list = useRef<HTMLUListElement>(null);
  // The index of the chip removed while focus was in the row: focus goes to its successor once
  // the chips have followed the filters.
  const removed = useRef<number | null>(null);
  const ids = chips.map((chip) => chip.id).join('\n');
  useLayoutEffect(() => {
    const index = removed.current;
    if (index === null) return;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button');
    if (buttons && buttons.length > 0) {
      removed.current = null;
      buttons[Math.min(index, buttons.length - 1)]?.focus();
    } else if (chips.length === 0) {
      removed.current = null;
      focusAfterLast?.();
    }
  }, [ids, chips.length, focusAfterLast]);

  if (chips.length === 0) return null;
  return (
    <div role="group" aria-label={label} className={styles.root}>
      <ul ref={list} className={styles.list}>
        {chips.map((chip, index) => (
          <li key={chip.id} className={styles.item}>
            <AriaButton
              className={styles.chip}
              aria-label={`Remove ${chip.label}: ${chip.value}`}
              onPress={() => {
                removed.current = index;
                onRemove(chip.id);
              }}
            >
              <span className={styles.chipLabel}>{chip.label}:</span>
              <span className={styles.chipValue}>{chip.value}</span>
              <span aria-hidden="true" className={styles.remove}>
                <CloseIcon className={iconStyles.inline} />
              </span>
            </AriaButton>
          </li>
        ))}
      </ul>
      {onClearAll ? (
        <Button
          size="sm"
          variant="ghost"
          onPress={() => {
            removed.current = 0;
            onClearAll();
          }}
        >
          {clearAllLabel}
        </Button>
      ) : null}
    </div>
  );
}
