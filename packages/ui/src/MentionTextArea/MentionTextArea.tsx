import type { KeyboardEvent, Ref } from 'react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, hasMessage } from '../Field';
import type { FieldBaseProps } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { fieldRootProps, splitFieldProps } from '../internal/FieldParts';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './MentionTextArea.css';

/** One person (or thing) a mention may name. */
export interface MentionOption {
  id: string | number;
  /** What the list shows and the text receives. */
  label: string;
}

export interface MentionTextAreaProps extends FieldBaseProps {
  /** The `<textarea>`, to focus it (on an error, or to start a reply). */
  ref?: Ref<HTMLTextAreaElement>;
  /** The text (controlled). */
  value: string;
  /** Called with the new text on every keystroke and on each chosen mention. */
  onChange: (value: string) => void;
  /**
   * The options for the text being typed at the caret (e.g. after "@"), or null when no
   * mention is being typed: the list opens while it answers a non-empty array.
   */
  suggest: (text: string, caret: number) => readonly MentionOption[] | null;
  /** The text and the caret once an option is chosen at `caret`. */
  complete: (text: string, caret: number, option: MentionOption) => { text: string; caret: number };
  /**
   * What screen readers hear as the list's name.
   * @default 'Suggestions'
   */
  listLabel?: string;
  /**
   * Visible lines before the box scrolls (it can be resized vertically).
   * @default 3
   */
  rows?: number;
  /** A hint shown while the field is empty; not a label. */
  placeholder?: string;
  /**
   * Focus goes into the text when the field appears (an Edit button it replaces).
   * @default false
   */
  autoFocus?: boolean;
  /** Called on Ctrl+Enter or ⌘+Enter (a list of options being closed first), e.g. to send. */
  onSubmitShortcut?: () => void;
}

/**
 * A multi-line text input that offers to complete a mention as it is typed: "@lé" lists the
 * matching people under the box; Arrow keys move, Enter or Tab chooses, Escape closes the
 * list (and only the list). Use it where a text may name colleagues who should hear of it (a
 * note). Do not use it for a plain message (TextArea), nor to pick one person (ComboBox).
 */
export function MentionTextArea({
  ref,
  value,
  onChange,
  suggest,
  complete,
  listLabel = 'Suggestions',
  rows = 3,
  placeholder,
  autoFocus = false,
  onSubmitShortcut,
  ...props
}: MentionTextAreaProps) {
  const { parts, rest } = splitFieldProps(props);
  const { label, hideLabel, isRequired, description, errorMessage } = parts;
  const area = useRef<HTMLTextAreaElement | null>(null);
  const listId = useId();
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [pendingCaret, setPendingCaret] = useState<number | null>(null);
  const options = caret === null ? null : suggest(value, caret);
  const open = Boolean(options && options.length > 0) && dismissed !== `${value}|${caret}`;
  const current = open ? Math.min(active, options!.length - 1) : -1;

  // A chosen option puts the caret after the name it wrote.
  useLayoutEffect(() => {
    if (pendingCaret === null || !area.current) return;
    area.current.setSelectionRange(pendingCaret, pendingCaret);
    setCaret(pendingCaret);
    setPendingCaret(null);
  }, [pendingCaret]);

  const readCaret = () => setCaret(area.current?.selectionStart ?? null);

  function choose(option: MentionOption) {
    const at = caret ?? value.length;
    const next = complete(value, at, option);
    onChange(next.text);
    setActive(0);
    setPendingCaret(next.caret);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (open && options) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current + step + options.length) % options.length);
        return;
      }
      if (
        (event.key === 'Enter' && !event.shiftKey && !event.ctrlKey && !event.metaKey) ||
        event.key === 'Tab'
      ) {
        event.preventDefault();
        choose(options[current]!);
        return;
      }
      if (event.key === 'Escape') {
        // Closes the list, not the dialog or panel the field is in.
        event.preventDefault();
        event.stopPropagation();
        setDismissed(`${value}|${caret}`);
        return;
      }
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && onSubmitShortcut) {
      event.preventDefault();
      onSubmitShortcut();
    }
  }

  const hasError = hasMessage(errorMessage);
  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <AriaTextField
      {...rest}
      value={value}
      onChange={(next) => {
        onChange(next);
        setActive(0);
      }}
      isRequired={isRequired}
      {...fieldRootProps(props.isInvalid ?? hasError)}
    >
      <FieldLabel isRequired={isRequired} hideLabel={hideLabel}>
        {label}
      </FieldLabel>
      <div className={styles.wrap}>
        <AriaTextArea
          ref={(node) => {
            area.current = node;
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          rows={rows}
          placeholder={placeholder}
          autoFocus={autoFocus}
          className={`${fieldStyles.input} ${styles.textArea}`}
          aria-autocomplete="list"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? optionId(current) : undefined}
          onKeyDown={onKeyDown}
          onKeyUp={readCaret}
          onClick={readCaret}
          onSelect={readCaret}
          onInput={readCaret}
          onBlur={() => setCaret(null)}
          onFocus={readCaret}
        />
        {open && options ? (
          <ul id={listId} role="listbox" aria-label={listLabel} className={styles.list}>
            {options.map((option, index) => (
              <li
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === current}
                className={styles.option}
                // Chosen on press without taking focus from the text.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
              >
                {option.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {/* Announces the list as it opens: how many, and how to choose. */}
      <span role="status" className={visuallyHidden}>
        {open && options
          ? `${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'}: arrow keys to move, Enter to choose`
          : ''}
      </span>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{hasError ? errorMessage : null}</FieldErrorMessage>
    </AriaTextField>
  );
}
