import { useCallback, useLayoutEffect, useRef } from 'react';
import type { FocusEvent, RefObject } from 'react';
import { parseKey, rowKey } from './moves';
import type { SectionShape } from './moves';

export interface PendingFocus {
  /** A row (by its key) or, when a section was emptied, the section (by its id). */
  key: string;
  target: 'handle' | 'menu' | 'delete' | 'section';
  at: number;
}

type RowControl = Exclude<PendingFocus['target'], 'section'>;

const focusSelectors: Record<RowControl, string> = {
  handle: ':scope > [data-drag-handle]',
  menu: ':scope > button[aria-haspopup]',
  // The last child: the delete button, or a ConfirmButton's box holding it first.
  delete: ':scope > button:last-child, :scope > :last-child > button:first-child',
};

/**
 * Keeps focus where the user can carry on while the sections change under it: a move or a
 * delete sets `pending` to the control that takes focus once the sections are drawn anew;
 * `onFocus`, on the root, remembers the row control that had focus last.
 */
export function useRowFocus(
  rootRef: RefObject<HTMLDivElement | null>,
  sections: readonly unknown[],
  latest: { readonly current: { shapes: readonly SectionShape[] } },
) {
  const pending = useRef<PendingFocus | null>(null);
  /** The row control that had focus last, to find its row again when it is drawn anew. */
  const lastFocus = useRef<{ key: string; target: RowControl; element: Element } | null>(null);

  // After a kept move to another section the row is a new element, and after a delete the
  // focused button is gone: put focus where the user can carry on.
  useLayoutEffect(() => {
    let want = pending.current;
    if (want && Date.now() - want.at > 5000) {
      pending.current = null;
      want = null;
    }
    const root = rootRef.current;
    if (!want) {
      keepFocus(root, lastFocus.current, latest.current.shapes);
      return;
    }
    const element =
      want.target === 'section'
        ? root?.querySelector<HTMLElement>(`[data-section-id="${escapeSelector(want.key)}"]`)
        : root
            ?.querySelector(`[data-row-key="${escapeSelector(want.key)}"]`)
            ?.querySelector<HTMLElement>(focusSelectors[want.target]);
    if (!element) return;
    pending.current = null;
    // A frame later: a closing menu first gives focus back to its trigger, which is gone.
    requestAnimationFrame(() => element.focus());
  }, [sections, latest, rootRef]);

  const onFocus = useCallback((event: FocusEvent<HTMLDivElement>) => {
    const element = event.target;
    const row = element.closest<HTMLElement>('[data-row-key]');
    if (!row?.dataset.rowKey || !event.currentTarget.contains(row)) return;
    lastFocus.current = { key: row.dataset.rowKey, target: controlOf(element), element };
  }, []);

  return { pending, onFocus };
}

/** Which of a row's controls an element is (a link in the row's content counts as its handle). */
function controlOf(element: Element): RowControl {
  if (element.matches('[data-drag-handle]')) return 'handle';
  if (element.matches('button[aria-haspopup]')) return 'menu';
  return element.matches('li > button:last-of-type') ? 'delete' : 'handle';
}

/**
 * The sections changed under a focused row (a save put back, a refresh, a drop by mouse the
 * caller applied later): when its element is gone and focus fell to the page, the same control
 * of the same row takes it, in its section or in the one it went to; else its section.
 */
function keepFocus(
  root: HTMLElement | null,
  last: { key: string; target: RowControl; element: Element } | null,
  shapes: readonly SectionShape[],
) {
  if (!root || !last || last.element.isConnected) return;
  const doc = root.ownerDocument;
  if (doc.activeElement && doc.activeElement !== doc.body) return;
  const parsed = parseKey(last.key);
  if (parsed.kind !== 'row') return;
  const home = shapes.find((s) => s.id === parsed.sectionId);
  const section = home?.rowIds.includes(parsed.rowId)
    ? home
    : shapes.find((s) => s.rowIds.includes(parsed.rowId));
  const row = section
    ? root.querySelector(`[data-row-key="${escapeSelector(rowKey(section.id, parsed.rowId))}"]`)
    : null;
  const element =
    row?.querySelector<HTMLElement>(focusSelectors[last.target]) ??
    root.querySelector<HTMLElement>(`[data-section-id="${escapeSelector(parsed.sectionId)}"]`) ??
    root.querySelector<HTMLElement>('[data-section-id]');
  element?.focus();
}

function escapeSelector(value: string): string {
  return typeof window !== 'undefined' && window.CSS?.escape ? window.CSS.escape(value) : value;
}
