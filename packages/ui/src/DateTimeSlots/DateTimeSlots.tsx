import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { DatePicker } from '../DatePicker';
import { hasMessage, resolveInvalid } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { CloseIcon, PlusIcon } from '../internal/icons';
import * as styles from './DateTimeSlots.css';
import {
  addSlot,
  canAddSlot,
  canRemoveSlot,
  fitSlots,
  focusAfterRemove,
  removeSlot,
  updateSlot,
} from './slots';

/** A slot: an instant, ISO 8601 in UTC ('2026-11-23T13:30:00.000Z'), or null while unfilled. */
export type DateTimeSlot = string | null;

export interface DateTimeSlotsProps {
  /** Names the whole list (the fieldset's legend), e.g. 'Meeting slots'. */
  label: string;
  /** Help text under the list. @default undefined */
  description?: ReactNode;
  /**
   * The list's error, e.g. 'Please fill in all the slots'. While the list is invalid, its
   * empty slots are marked invalid too.
   * @default undefined
   */
  errorMessage?: ReactNode;
  /**
   * Marks the slots invalid (red borders, `aria-invalid`).
   * @default true when `errorMessage` is given
   */
  isInvalid?: boolean;
  /**
   * No slot can be added, changed or removed.
   * @default false
   */
  isDisabled?: boolean;
  /** The slots (controlled), `null` for an unfilled one. */
  value?: readonly DateTimeSlot[];
  /** The initial slots (uncontrolled); padded to `min` with empty slots. @default [] */
  defaultValue?: readonly DateTimeSlot[];
  /** Called with the whole list after every add, remove or edit. */
  onChange?: (value: DateTimeSlot[]) => void;
  /**
   * Called once the slots are drawn (`false`: none holds a digit), then when some slot's
   * segments come to hold a digit and when none does any more (as the DatePicker's): a
   * half-typed slot is `null` in `onChange`, and a form's leave guard counts it as unsaved
   * input. A list drawn again (a new `key`) tells its empty state again.
   */
  onFilledChange?: (isFilled: boolean) => void;
  /** The fewest slots; their remove buttons are disabled at this count. @default 1 */
  min?: number;
  /** The most slots; Add is disabled at this count. @default 10 */
  max?: number;
  /**
   * The earliest date and time a slot may take (an instant, or a day for its start), e.g.
   * now for meetings: earlier days are greyed out in the calendars and an earlier typed slot
   * is refused with a message.
   * @default undefined
   */
  minValue?: string;
  /** The latest date and time a slot may take (as `minValue`). @default undefined */
  maxValue?: string;
  /**
   * The month the calendars open on and the segments' starting point while a slot is empty
   * (an instant or a day). Give a fixed value in stories and tests.
   * @default today in the LocaleProvider's time zone
   */
  placeholderValue?: string;
  /** Each slot's label. @default (index) => `Slot ${index + 1}` */
  slotLabel?: (index: number) => string;
  /** The accessible name of each remove button. @default (index) => `Remove slot ${index + 1}` */
  removeLabel?: (index: number) => string;
  /** The add button's label. @default 'Add a slot' */
  addLabel?: string;
  /** The count shown (and announced) beside Add. @default (count, max) => `${count} of ${max} slots` */
  countLabel?: (count: number, max: number) => string;
}

const defaultSlotLabel = (index: number) => `Slot ${index + 1}`;
const defaultRemoveLabel = (index: number) => `Remove slot ${index + 1}`;
const defaultCountLabel = (count: number, max: number) => `${count} of ${max} slots`;

// A list of date-time slots with add and remove, between `min` and `max` (the spec's 1 to 10
// meeting slots). A new slot takes focus; after a removal focus goes to the slot before. The
// count beside Add is a polite status, so adding and removing are announced.
/**
 * A list of date-and-time slots that people add and remove, between a minimum and a maximum
 * (meeting slots for a visit). Use it when several moments are proposed at once. Use a
 * DatePicker for a single moment.
 */
export function DateTimeSlots(props: DateTimeSlotsProps) {
  const {
    label,
    description,
    errorMessage,
    isInvalid,
    isDisabled = false,
    value,
    defaultValue = [],
    onChange,
    onFilledChange,
    min = 1,
    max = 10,
    minValue,
    maxValue,
    placeholderValue,
    slotLabel = defaultSlotLabel,
    removeLabel = defaultRemoveLabel,
    addLabel = 'Add a slot',
    countLabel = defaultCountLabel,
  } = props;
  const [internal, setInternal] = useState<DateTimeSlot[]>(() => fitSlots(defaultValue, min, max));
  const slots = value ?? internal;
  const invalid = resolveInvalid(isInvalid, errorMessage);
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;

  // Stable keys so that removing slot 2 keeps slot 3's field (and its focus) intact.
  const keys = useRef<string[]>([]);
  const nextKey = useRef(0);
  while (keys.current.length < slots.length) keys.current.push(`${id}-${nextKey.current++}`);
  if (keys.current.length > slots.length) keys.current = keys.current.slice(0, slots.length);

  // The slot just added takes focus as its field mounts, in the commit that adds it and never
  // after: a field mounting later (its code arriving late, a boundary showing it again) must not
  // pull focus back from where the person has gone since (the form's button pressed meanwhile).
  const [addedKey, setAddedKey] = useState<string>();
  useEffect(() => {
    if (addedKey !== undefined) setAddedKey(undefined);
  }, [addedKey]);
  const [focusKey, setFocusKey] = useState<string>();
  const rows = useRef(new Map<string, HTMLLIElement>());
  useEffect(() => {
    if (!focusKey) return;
    rows.current.get(focusKey)?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
    setFocusKey(undefined);
  }, [focusKey]);

  // The slots whose segments hold a digit, by key; the caller hears the first state, then
  // when any does and when none does any more.
  const filled = useRef(new Set<string>());
  const toldFilled = useRef<boolean | null>(null);
  const tellFilled = () => {
    const isFilled = keys.current.some((key) => filled.current.has(key));
    if (isFilled === toldFilled.current) return;
    toldFilled.current = isFilled;
    onFilledChange?.(isFilled);
  };
  const markFilled = (key: string, isFilled: boolean) => {
    if (isFilled) filled.current.add(key);
    else filled.current.delete(key);
    tellFilled();
  };

  const commit = (next: DateTimeSlot[]) => {
    if (value === undefined) setInternal(next);
    onChange?.(next);
  };
  const add = () => {
    if (!canAddSlot(slots, max)) return;
    const key = `${id}-${nextKey.current++}`;
    keys.current = [...keys.current, key];
    setAddedKey(key);
    commit(addSlot(slots, max));
  };
  const remove = (index: number) => {
    if (!canRemoveSlot(slots, min)) return;
    filled.current.delete(keys.current[index]!);
    keys.current = keys.current.filter((_, i) => i !== index);
    tellFilled();
    setFocusKey(keys.current[focusAfterRemove(index)]);
    commit(removeSlot(slots, index, min));
  };

  const showError = invalid && hasMessage(errorMessage);
  const describedBy =
    [hasMessage(description) ? descriptionId : null, showError ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy} disabled={isDisabled}>
      <legend className={styles.legend}>{label}</legend>
      <ul className={styles.list}>
        {slots.map((slot, index) => {
          const key = keys.current[index]!;
          return (
            <li
              key={key}
              className={styles.row}
              ref={(element) => {
                if (element) rows.current.set(key, element);
                else rows.current.delete(key);
              }}
            >
              <div className={styles.picker}>
                <DatePicker
                  label={slotLabel(index)}
                  granularity="minute"
                  value={slot}
                  onChange={(next) => commit(updateSlot(slots, index, next))}
                  onFilledChange={(isFilled) => markFilled(key, isFilled)}
                  minValue={minValue}
                  maxValue={maxValue}
                  placeholderValue={placeholderValue}
                  isDisabled={isDisabled}
                  // Only the list's error marks empty slots; a slot outside the bounds says so.
                  isInvalid={invalid && slot === null ? true : undefined}
                  autoFocus={key === addedKey}
                />
              </div>
              <Button
                iconOnly
                variant="ghost"
                aria-label={removeLabel(index)}
                isDisabled={isDisabled || !canRemoveSlot(slots, min)}
                onPress={() => remove(index)}
              >
                <CloseIcon />
              </Button>
            </li>
          );
        })}
      </ul>
      <div className={styles.footer}>
        <Button
          icon={<PlusIcon />}
          isDisabled={isDisabled || !canAddSlot(slots, max)}
          onPress={add}
        >
          {addLabel}
        </Button>
        <span role="status" className={styles.count}>
          {countLabel(slots.length, max)}
        </span>
      </div>
      {hasMessage(description) ? (
        <div id={descriptionId} className={fieldStyles.description}>
          {description}
        </div>
      ) : null}
      {/* An assertive live region always in the DOM, so that a screen reader announces the
          error the moment it is inserted (after a submit with a missing or past slot); it is
          an alert while it holds the message (an empty alert would be a stray landmark for
          the page's alert queries) and takes no room while empty. */}
      <div
        id={errorId}
        role={showError ? 'alert' : undefined}
        aria-live="assertive"
        aria-atomic="true"
        className={`${fieldStyles.error} ${styles.alert}`}
      >
        {showError ? errorMessage : null}
      </div>
    </fieldset>
  );
}
