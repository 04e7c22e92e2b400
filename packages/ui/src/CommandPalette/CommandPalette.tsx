import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useAutocomplete } from 'react-aria';
import {
  Collection,
  Header,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  SelectableCollectionContext,
  Text,
} from 'react-aria-components';
import { SearchIcon } from '../internal/icons';
import * as listStyles from '../internal/popover.css';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './CommandPalette.css';
import { PaletteOverlay } from './PaletteOverlay';

/** One result: a place to go to. */
export interface CommandPaletteItem {
  /** Unique among every section's items; `onAction` receives it. */
  id: string;
  /** What the result is: "Request 123". */
  label: string;
  /** A kind written before the label, in its own column ("Office", "User"). */
  kind?: string;
  /** A second line: what else names it (a host, an address). */
  description?: string;
}

/** A named group of results ("Screens", "Recent places", "Users"). */
export interface CommandPaletteSection {
  /** Unique among the sections and the items. */
  id: string;
  title: string;
  items: readonly CommandPaletteItem[];
}

export interface CommandPaletteProps {
  isOpen: boolean;
  /** Every way of closing (Escape, a click outside) comes through here with `false`. */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * The dialog's and the field's accessible name.
   * @default 'Go to'
   */
  label?: string;
  placeholder?: string;
  /** The text typed (controlled): the caller searches and gives the results. */
  inputValue: string;
  onInputChange: (value: string) => void;
  /** The results, in groups; empty groups are left out. */
  sections: readonly CommandPaletteSection[];
  /** A result was chosen (Enter, a click): its id. The caller closes the palette. */
  onAction: (id: string) => void;
  /**
   * Results are being fetched: a spinner in the field.
   * @default false
   */
  isLoading?: boolean;
  /**
   * What a screen reader hears about the results after each change ("3 results", "No
   * results"), politely, in a live region of its own: virtual focus stays in the field.
   */
  statusText?: string;
  /** Shown in place of the list when it has no result. */
  emptyMessage?: ReactNode;
  /** A line under the list (the keys that work here). */
  footer?: ReactNode;
}

/**
 * A command palette: a modal dialog holding a combobox and its list box of results in groups
 * (React Aria's Autocomplete over a ListBox). Focus stays in the field while the arrows move
 * the active result (`aria-activedescendant`) and Enter chooses it; Escape closes and focus
 * goes back to where it was. The caller owns the text and the results (async searches).
 */
export function CommandPalette({
  isOpen,
  onOpenChange,
  label = 'Go to',
  placeholder,
  inputValue,
  onInputChange,
  sections,
  onAction,
  isLoading = false,
  statusText = '',
  emptyMessage = 'No results',
  footer,
}: CommandPaletteProps) {
  const shown = sections.filter((section) => section.items.length > 0);
  // React Aria's Autocomplete, by its hook: its component shares a module with the contexts
  // every text field reads, and would bring its code to every screen with a field (the login
  // screen's too). The field is a plain input for the same reason (React Aria's TextField
  // would be split into a chunk of its own, shared with the login screen).
  const [focusedNodeId, setFocusedNodeId] = useState<string | null>(null);
  // Closed, it forgets its active result: opened again, the field names no result that may be
  // gone (axe: aria-valid-attr-value).
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (!isOpen) setFocusedNodeId(null);
  }
  const inputRef = useRef<HTMLInputElement>(null);
  const collectionRef = useRef<HTMLElement>(null);
  const {
    inputProps: { value: _value, onChange, spellCheck: _spellCheck, ...inputProps },
    collectionProps,
    collectionRef: listRef,
  } = useAutocomplete(
    { inputRef, collectionRef },
    { inputValue, setInputValue: onInputChange, focusedNodeId, setFocusedNodeId },
  );
  return (
    <PaletteOverlay isOpen={isOpen} onOpenChange={onOpenChange} aria-label={label}>
      <SelectableCollectionContext.Provider value={{ ...collectionProps, ref: listRef }}>
        <div className={styles.field}>
          <span className={styles.searchIcon} aria-hidden="true">
            <SearchIcon />
          </span>
          <input
            {...inputProps}
            ref={inputRef}
            value={inputValue}
            onChange={(event) => onChange?.(event.target.value as never)}
            aria-label={label}
            placeholder={placeholder}
            className={styles.input}
            // The ARIA 1.2 combobox: its list box is always shown while it has results.
            role="combobox"
            aria-expanded={shown.length > 0}
            spellCheck={false}
            autoFocus
          />
          {isLoading ? (
            <span className={styles.spinner} aria-hidden="true" data-spinner="" />
          ) : null}
        </div>
        <ListBox
          aria-label={`${label} results`}
          items={shown}
          className={styles.list}
          onAction={(key) => onAction(String(key))}
          renderEmptyState={() => <div className={listStyles.listMessage}>{emptyMessage}</div>}
        >
          {(section) => (
            <ListBoxSection id={section.id} className={listStyles.section}>
              <Header className={listStyles.sectionHeader}>{section.title}</Header>
              <Collection items={section.items}>
                {(item) => (
                  <ListBoxItem
                    id={item.id}
                    textValue={item.kind ? `${item.kind} ${item.label}` : item.label}
                    className={listStyles.item}
                  >
                    {/* Everything the result shows is in its name (axe:
                            label-content-name-mismatch). */}
                    <Text slot="label" className={listStyles.itemText}>
                      <span>
                        {item.kind ? <span className={styles.kind}>{item.kind}</span> : null}
                        {item.kind ? ' ' : null}
                        {item.label}
                      </span>
                      {/* Spaces as text of their own: the name reads "Request Request 5 Host…" in
                          every accessible name computation (testing-library's trims each span). */}
                      {item.description ? ' ' : null}
                      {item.description ? (
                        <span className={listStyles.itemDescription}>{item.description}</span>
                      ) : null}
                    </Text>
                  </ListBoxItem>
                )}
              </Collection>
            </ListBoxSection>
          )}
        </ListBox>
      </SelectableCollectionContext.Provider>
      <div role="status" className={visuallyHidden}>
        {statusText}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </PaletteOverlay>
  );
}
