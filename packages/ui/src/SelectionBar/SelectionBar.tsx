import type { ReactNode } from 'react';
import { useContext, useLayoutEffect, useRef } from 'react';
import { ButtonContext, useLocale } from 'react-aria-components';
import { Button } from '../Button';
import * as styles from './SelectionBar.css';

/** A thing's name, singular and plural, as the app's screen says it: `{ one: 'user', other: 'users' }`. */
export interface SelectionNoun {
  /** The singular, for exactly one ('user'). */
  one: string;
  /** The plural, for zero or several ('users'). */
  other: string;
}

/** The noun that goes with `n`: singular for exactly one. */
export function nounFor(n: number, noun: SelectionNoun): string {
  return n === 1 ? noun.one : noun.other;
}

/** '1 user', '1,240 users': the number in the reader's locale, then its noun. */
export function countNoun(locale: string, n: number, noun: SelectionNoun): string {
  return `${new Intl.NumberFormat(locale).format(n)} ${nounFor(n, noun)}`;
}

export interface SelectionBarProps {
  /** How many items are selected now (on the page, or picked one by one). */
  count: number;
  /** The items' name, singular and plural, as the screen says it: `{ one: 'user', other: 'users' }`. */
  noun: SelectionNoun;
  /**
   * How many items match the list's filters, across all its pages. When it is more than
   * `count`, the bar offers to select them all.
   * @default undefined (no offer)
   */
  matchingCount?: number;
  /**
   * Every item matching the filters is selected (after "Select all … matching"): the bar says
   * so in place of the count.
   * @default false
   */
  allMatchingSelected?: boolean;
  /**
   * Selects every item matching the filters. Without it the bar makes no such offer.
   * @default undefined
   */
  onSelectAllMatching?: () => void;
  /**
   * The most items an action may take at once. Above it the "Select all" button gives way to
   * a sentence asking to narrow the filters to at most that many.
   * @default undefined (no limit)
   */
  maxMatching?: number;
  /** Empties the selection (the app then hides the bar). */
  onClear: () => void;
  /**
   * The actions on the selection, as the app's buttons (Assign, Export, Delete…).
   * @default undefined
   */
  children?: ReactNode;
  /**
   * A run on the selection is under way: the actions are disabled until it ends (the count,
   * "Select all" and "Clear selection" stay usable).
   * @default false
   */
  isBusy?: boolean;
}

// The count is a polite live region: selecting a row, or all matching rows, is heard without
// moving focus. The actions are disabled through React Aria's ButtonContext, since they are
// the app's own buttons; a disabled button cannot keep focus, so focus that was on one goes to
// the bar itself rather than to the page's top.
/**
 * The bar shown above a list or a board while items are selected: how many, an offer to select
 * every item matching the filters, the actions on the selection and a way to clear it. Use it
 * for actions on many items at once; an action on one item belongs in its row (ActionMenu).
 */
export function SelectionBar({
  count,
  noun,
  matchingCount,
  allMatchingSelected = false,
  onSelectAllMatching,
  maxMatching,
  onClear,
  children,
  isBusy = false,
}: SelectionBarProps) {
  const { locale } = useLocale();
  // Passed on untouched while idle: the bar changes nothing of its actions until a run starts.
  const outerButtons = useContext(ButtonContext);
  const rootRef = useRef<HTMLElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const focusClearNext = useRef(false);
  const wasBusy = useRef(isBusy);

  const matching = matchingCount ?? 0;
  const allSelected = allMatchingSelected && matchingCount !== undefined;
  const canOfferAll =
    matchingCount !== undefined && !allSelected && matching > count && onSelectAllMatching;
  const overLimit = maxMatching !== undefined && matching > maxMatching;
  // '240 matching users': the number, then the word, then the noun.
  const matchingText = `${new Intl.NumberFormat(locale).format(matching)} matching ${nounFor(matching, noun)}`;

  // Read before the DOM changes: whether focus is on an action that is about to be disabled.
  const focusInActions =
    isBusy && !wasBusy.current && Boolean(actionsRef.current?.contains(document.activeElement));

  useLayoutEffect(() => {
    if (focusInActions) rootRef.current?.focus();
    wasBusy.current = isBusy;
  });

  // "Select all" goes once pressed: focus moves on to "Clear selection", next in the bar.
  useLayoutEffect(() => {
    if (allSelected && focusClearNext.current) clearRef.current?.focus();
    focusClearNext.current = false;
  }, [allSelected]);

  return (
    <section ref={rootRef} aria-label="Selection" tabIndex={-1} className={styles.root}>
      <div className={styles.summary}>
        <p role="status" className={styles.count}>
          {allSelected
            ? `All ${matchingText} ${matching === 1 ? 'is' : 'are'} selected`
            : `${countNoun(locale, count, noun)} selected`}
        </p>
        {canOfferAll && !overLimit ? (
          <Button
            variant="ghost"
            size="sm"
            onPress={() => {
              focusClearNext.current = true;
              onSelectAllMatching();
            }}
          >
            {`Select all ${matchingText}`}
          </Button>
        ) : null}
        {canOfferAll && overLimit ? (
          <p className={styles.limit}>
            {`${matchingText}. To select them all, narrow the filters to at most ${new Intl.NumberFormat(locale).format(maxMatching ?? 0)}.`}
          </p>
        ) : null}
        <Button ref={clearRef} variant="ghost" size="sm" onPress={onClear}>
          Clear selection
        </Button>
      </div>
      {children ? (
        <div ref={actionsRef} className={styles.actions} aria-busy={isBusy || undefined}>
          <ButtonContext.Provider value={isBusy ? { isDisabled: true } : outerButtons}>
            {children}
          </ButtonContext.Provider>
        </div>
      ) : null}
    </section>
  );
}
