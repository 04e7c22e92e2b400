import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  Group,
  Input,
  useFilter,
} from 'react-aria-components';
import type { InputProps, Key } from 'react-aria-components';
import { useContext, useEffect, useRef } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import * as fieldStyles from '../Field/Field.css';
import { OptionList } from '../Field/options';
import type { FieldOption } from '../Field/options';
import { fieldRootProps, splitFieldProps } from '../internal/FieldParts';
import { PickerFieldParts } from '../internal/PickerField';
import type { PickerFieldProps } from '../internal/PickerField';
import * as triggerStyles from '../internal/trigger.css';
import { TriggerChevron } from '../internal/TriggerChevron';
import { useBothRefs } from '../internal/useBothRefs';
import * as styles from './ComboBox.css';

export type { FieldOption as ComboBoxOption };

export const comboBoxFilters = ['contains', 'startsWith', 'none'] as const;
export type ComboBoxFilter = (typeof comboBoxFilters)[number];
export const comboBoxMenuTriggers = ['input', 'focus', 'manual'] as const;
export type ComboBoxMenuTrigger = (typeof comboBoxMenuTriggers)[number];
export const comboBoxEmptyLists = ['message', 'hidden'] as const;
export type ComboBoxEmptyList = (typeof comboBoxEmptyLists)[number];
export const comboBoxInputModes = ['text', 'numeric'] as const;
export type ComboBoxInputMode = (typeof comboBoxInputModes)[number];

export interface ComboBoxProps<K extends Key = string> extends PickerFieldProps<
  K,
  HTMLInputElement,
  HTMLInputElement
> {
  /** The options to show. For async search, the latest results. */
  options: readonly FieldOption<K>[];
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
  /**
   * What the list says, and screen readers announce, while `isLoading`.
   * @default 'Loading…'
   */
  loadingMessage?: string;
  /** Lets the text stand without matching an option (free search). @default false */
  allowsCustomValue?: boolean;
  /**
   * What opens the list: typing, focusing, or only the button and arrow keys. With `focus`,
   * the list opens once the field's focus has been drawn (a scroll that focusing or the click
   * caused, bringing the field into view, would otherwise close it at once), and a click in
   * the field opens a list that was closed while the field kept focus (Escape, a scroll).
   * @default 'input'
   */
  menuTrigger?: ComboBoxMenuTrigger;
  /**
   * What the list does when no option matches: open and say `emptyMessage` (or
   * `loadingMessage`), or stay closed, for suggestions beside free text (an id that is not
   * one of the suggestions is typed on, with nothing over the fields below).
   * @default 'message'
   */
  emptyList?: ComboBoxEmptyList;
  /**
   * The keyboard a touch screen shows: `numeric` for digits (an id).
   * @default 'text'
   */
  inputMode?: ComboBoxInputMode;
  /**
   * A key pressed in the input, after the combo box's own keys: an Enter that chose an option
   * has its default prevented (`event.nativeEvent.defaultPrevented`).
   */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

// A text input with a list of suggestions (role `combobox`). For async suggestions (place
// autocomplete) the caller owns the request: it keeps `inputValue`, debounces it with
// `useDebouncedValue`, fetches, and passes `options`, `isLoading` and `filter="none"`.
/**
 * A text input with a list of suggestions that narrows as people type. Use it for long lists
 * (offices, places, people) and for suggestions fetched as people type. Use a Select for a short
 * list that reads better whole.
 */
export function ComboBox<K extends Key = string>({
  options,
  value,
  defaultValue,
  onChange,
  filter = 'contains',
  isLoading = false,
  loadingMessage = 'Loading…',
  emptyMessage = 'No results',
  placeholder,
  emptyList = 'message',
  inputMode = 'text',
  onKeyDown,
  ref,
  ...props
}: ComboBoxProps<K>) {
  const opensOnFocus = props.menuTrigger === 'focus';
  const { parts, isInvalid, rest } = splitFieldProps(props);
  const { contains, startsWith } = useFilter({ sensitivity: 'base' });
  const itemProps =
    filter === 'none'
      ? { items: options }
      : { defaultItems: options, defaultFilter: filter === 'contains' ? contains : startsWith };

  return (
    <AriaComboBox
      {...rest}
      // Focus opens the list here (ComboBoxInput), not in React Aria: its list opened in the
      // focus event and a scroll dispatched just after closed it (a CI run of the map search).
      menuTrigger={opensOnFocus ? 'input' : rest.menuTrigger}
      {...itemProps}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange ? (key) => onChange(key as K | null) : undefined}
      {...fieldRootProps(isInvalid)}
      // The list opens even when empty, to say 'Loading…' or 'No results', unless told not to.
      allowsEmptyCollection={emptyList === 'message'}
    >
      <PickerFieldParts
        parts={parts}
        control={
          <Group className={fieldStyles.group} isDisabled={rest.isDisabled} isInvalid={isInvalid}>
            <ComboBoxInput
              ref={ref}
              placeholder={placeholder}
              inputMode={inputMode}
              onKeyDown={onKeyDown}
              className={fieldStyles.groupInput}
              opensOnFocus={opensOnFocus && !rest.isDisabled}
            />
            {isLoading ? (
              <span className={styles.spinner} aria-hidden="true" data-spinner="" />
            ) : null}
            <AriaButton className={triggerStyles.fieldTrigger}>
              <TriggerChevron />
            </AriaButton>
          </Group>
        }
        list={<OptionList<K> emptyMessage={isLoading ? loadingMessage : emptyMessage} />}
      />
    </AriaComboBox>
  );
}

/** The most a list waits for its field's containers to stop moving. */
const SETTLE_LIMIT_MS = 1000;

/** The finite animations running on the field's containers (a dialog rising in, say). */
function containerAnimations(input: HTMLElement): Animation[] {
  const document = input.ownerDocument;
  // A DOM without the Web Animations API (jsdom in unit tests) animates nothing.
  if (typeof document.getAnimations !== 'function') return [];
  return document.getAnimations().filter((animation) => {
    const effect = animation.effect as KeyframeEffect | null;
    const target = effect?.target ?? null;
    return (
      target !== null &&
      target !== input &&
      target.contains(input) &&
      Number.isFinite(Number(effect!.getComputedTiming().endTime))
    );
  });
}

/**
 * The field's input. `opensOnFocus`: focus, and a click while the list is closed, open the
 * whole list two frames later, if the field still has focus and the list is still closed: by
 * then the scroll events of that frame (the field brought into view by the focus, or by the
 * pointer that clicked it) have been dispatched, and React Aria, which closes an open list
 * when one of its field's containers scrolls, closes nothing.
 *
 * However it opens (focus, typing, the arrow keys, the chevron), a list that opens while one
 * of the field's containers moves (its dialog rising in: Create CR & Visit opens on Office id,
 * and the arrow key pressed at once) is placed again once they stop. React Aria places it from
 * the field's box as drawn at that moment and not again when a container's animation ends
 * (only when the window or the field resizes): it stayed 11 px low, over the field's hint,
 * and 16 px narrower under the zoom the dialogs had then (a CI run's picture). A window
 * resize event is what makes it place it anew; the width it keeps, hence dialogs that rise
 * in without a zoom.
 */
function ComboBoxInput({
  opensOnFocus,
  ...props
}: InputProps & { ref?: Ref<HTMLInputElement>; opensOnFocus: boolean }) {
  const state = useContext(ComboBoxStateContext);
  // The state as last drawn, read when the frames have passed.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const openSoon = (input: HTMLInputElement) => {
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const now = latest.current;
        if (now && !now.isOpen && input.ownerDocument.activeElement === input)
          now.open(null, 'manual');
      }),
    );
  };
  // The input for the effect below, and for the field's own ref.
  const { ref: outerRef, ...inputProps } = props;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setInput = useBothRefs(inputRef, outerRef);
  const isOpen = state?.isOpen ?? false;
  useEffect(() => {
    const input = inputRef.current;
    const moving = isOpen && input ? containerAnimations(input) : [];
    if (moving.length === 0) return;
    let current = true;
    void Promise.race([
      Promise.allSettled(moving.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, SETTLE_LIMIT_MS)),
    ]).then(() => {
      if (current) window.dispatchEvent(new Event('resize'));
    });
    return () => {
      current = false;
    };
  }, [isOpen]);
  return (
    <Input
      {...inputProps}
      ref={setInput}
      // As React Aria's own: a focus event on a field it already counts as focused (the input
      // focused again once an option was chosen by pointer) opens nothing.
      onFocus={
        opensOnFocus
          ? (event) => {
              if (!latest.current?.isFocused) openSoon(event.currentTarget);
            }
          : undefined
      }
      onClick={opensOnFocus ? (event) => openSoon(event.currentTarget) : undefined}
    />
  );
}
