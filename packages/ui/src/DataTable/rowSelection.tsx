import { useContext, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { Checkbox as AriaCheckbox, TableStateContext } from 'react-aria-components';
import type { Key, Selection } from 'react-aria-components';
import { box as checkboxBox } from '../Checkbox/Checkbox.css';
import { CheckIcon, MinusIcon } from '../internal/icons';
import * as styles from './DataTable.css';
import { sameKeys, selectedOnPage, withPageSelection } from './selection';
import type { RowKey } from './selection';

const noKeys: ReadonlySet<RowKey> = new Set();

/**
 * The table's side of a selection the app holds across pages: React Aria's Table is given the
 * keys of this page only, and each change it reports is merged back with the keys of the
 * other pages. Without `selectedKeys` the table keeps the selection itself.
 */
export function useRowSelection<T extends { id: RowKey }>(
  rows: readonly T[],
  selectedKeys: ReadonlySet<RowKey> | undefined,
  onSelectionChange: ((keys: Set<RowKey>) => void) | undefined,
) {
  const [own, setOwn] = useState<ReadonlySet<RowKey>>(noKeys);
  const current = selectedKeys ?? own;
  const pageKeys = useMemo(() => rows.map((row) => row.id), [rows]);
  // The Set React Aria last reported: it carries the range's anchor (where Shift+click and
  // Shift+arrows extend from). A new Set of the same keys would lose it, so the same keys are
  // handed back as that Set.
  const [reported, setReported] = useState<ReadonlySet<Key> | null>(null);
  const onPage = useMemo(() => {
    const keys = selectedOnPage(current, pageKeys);
    return reported && sameKeys(reported, keys) ? reported : keys;
  }, [current, pageKeys, reported]);

  const handleSelectionChange = (next: Selection) => {
    setReported(next === 'all' ? null : next);
    const whole = withPageSelection(current, pageKeys, next);
    if (selectedKeys === undefined) setOwn(whole);
    onSelectionChange?.(whole);
  };

  return { onPage, handleSelectionChange };
}

/**
 * Keeps a click elsewhere in a row, and Enter, activating the row while some rows are selected.
 * React Aria's Table turns a click on a row into a toggle of its selection as soon as one row is
 * selected, and Enter then does nothing (its "selection mode", made for touch screens without
 * checkboxes: adobe/react-spectrum#7962). Here the checkboxes select; the row still opens.
 * Only that case is taken over: the checkbox cell, buttons and links in cells, Shift or
 * Ctrl/Cmd with a click (React Aria extends or toggles the selection), and a table with nothing
 * selected stay React Aria's.
 */
export function useActivationWhileSelecting<T extends { id: RowKey }>(
  rows: readonly T[],
  isSelecting: boolean,
  onRowActivate: ((row: T) => void) | undefined,
) {
  const byKey = useMemo(() => new Map(rows.map((row) => [String(row.id), row])), [rows]);
  const pressed = useRef<string | null>(null);
  const entered = useRef<string | null>(null);
  if (!isSelecting || !onRowActivate) return undefined;

  const onPointerDownCapture = (e: PointerEvent<HTMLElement>) => {
    pressed.current = null;
    if (e.button !== 0 || e.shiftKey || e.ctrlKey || e.metaKey || e.altKey) return;
    const key = activatableRowKey(e.target, e.currentTarget, false);
    if (key === null) return;
    // React Aria's row would toggle the row's selection on this press: it never hears of it.
    e.stopPropagation();
    pressed.current = key;
  };
  const onClickCapture = (e: MouseEvent<HTMLElement>) => {
    const key = pressed.current;
    pressed.current = null;
    if (key === null || activatableRowKey(e.target, e.currentTarget, false) !== key) return;
    const row = byKey.get(key);
    if (row) onRowActivate(row);
  };
  const onKeyDownCapture = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Enter' || e.repeat) return;
    entered.current = activatableRowKey(e.target, e.currentTarget, true);
  };
  // On key up, as React Aria activates a row when nothing is selected.
  const onKeyUpCapture = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Enter') return;
    const key = entered.current;
    entered.current = null;
    if (key === null || activatableRowKey(e.target, e.currentTarget, true) !== key) return;
    const row = byKey.get(key);
    if (row) onRowActivate(row);
  };
  return { onPointerDownCapture, onClickCapture, onKeyDownCapture, onKeyUpCapture };
}

// What a press or a key in a row's cell reaches, rather than the row: a control of its own.
const CONTROLS =
  'button, a[href], input, select, textarea, label, [role="button"], [role="link"], [role="checkbox"]';

/**
 * The key (as the row's `data-key`) of the body row `target` is in, when a press there (or
 * Enter, `byKeyboard`: on the row or one of its cells) is the row's own: not in the selection
 * cell, not on a control in a cell, not in a portal (a menu) of the frame.
 */
function activatableRowKey(
  target: EventTarget,
  frame: HTMLElement,
  byKeyboard: boolean,
): string | null {
  if (!(target instanceof Element)) return null;
  const row = target.closest<HTMLElement>('[role="row"][data-key]');
  if (!row || !frame.contains(row)) return null;
  if (target.closest(`.${styles.selectionCell}`)) return null;
  if (byKeyboard) {
    const isRowOrCell = target === row || target.matches('[role="gridcell"], [role="rowheader"]');
    if (!isRowOrCell) return null;
  } else {
    const control = target.closest(CONTROLS);
    if (control && row.contains(control)) return null;
  }
  return row.dataset.key ?? null;
}

/** The box of a selection checkbox, ticked or dashed. */
function Box({ isSelected, isIndeterminate }: { isSelected: boolean; isIndeterminate: boolean }) {
  return (
    <span className={checkboxBox} aria-hidden="true">
      {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
    </span>
  );
}

/**
 * A row's checkbox, React Aria's selection slot (its state and toggle come from the row), in
 * the design system's Checkbox look. Named "Select <row label>". Shift+click extends the
 * selection from the last row toggled, as Shift+click on a row does in React Aria; the slot's
 * checkbox only toggles.
 */
export function RowSelectionCheckbox({ rowKey, label }: { rowKey: RowKey; label: string }) {
  const state = useContext(TableStateContext);
  const nameId = useId();
  const extended = useRef(false);
  const name = `Select ${label}`;
  return (
    <AriaCheckbox
      slot="selection"
      // React Aria names the checkbox "Select" followed by the row header's text; the row's
      // label (getRowLabel) is the name asked for, and it may differ from that cell.
      aria-label={name}
      aria-labelledby={nameId}
      className={styles.selectionCheckbox}
      onPointerDownCapture={(e) => {
        extended.current = false;
        const manager = state?.selectionManager;
        if (!manager || !e.shiftKey || e.button !== 0 || manager.isEmpty) return;
        // Not a toggle of this row: the rows from the anchor to this one. preventDefault keeps
        // the browser from selecting the text between the two clicks.
        e.preventDefault();
        e.stopPropagation();
        manager.extendSelection(rowKey);
        extended.current = true;
      }}
      onClickCapture={(e) => {
        if (!extended.current || !e.shiftKey) return;
        extended.current = false;
        // The click that ends that press must not toggle the row back: a click on the input
        // itself would reach its change handler (React reads a checkbox's change from the
        // click). Stopped here, in the capture phase, React never dispatches it.
        e.preventDefault();
        e.stopPropagation();
      }}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <Box isSelected={isSelected} isIndeterminate={isIndeterminate} />
          {/* Hidden: read through aria-labelledby only, so that the cell's text (its name
            from content) says it once. */}
          <span id={nameId} hidden>
            {name}
          </span>
        </>
      )}
    </AriaCheckbox>
  );
}

/**
 * The header's checkbox: selects or clears the rows shown, dashed when some are selected. Its
 * name is the column header's too (the header shows no text).
 */
export function SelectAllCheckbox() {
  return (
    <AriaCheckbox
      slot="selection"
      aria-label={SELECT_ALL_LABEL}
      className={styles.selectionCheckbox}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <Box isSelected={isSelected} isIndeterminate={isIndeterminate} />
        </>
      )}
    </AriaCheckbox>
  );
}

export const SELECT_ALL_LABEL = 'Select all rows shown';
