import type { ShortcutRegistry } from './store';

/** The second key of a sequence ('g', then 'o') must come within this time. */
export const SEQUENCE_MS = 1500;

/** Inputs that take text: a shortcut key there is a character. */
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'radio',
  'reset',
  'submit',
  'range',
  'color',
  'file',
  'image',
]);

/**
 * Where no shortcut fires: a text field, an editor, an open menu, list box or
 * dialog. What is typed there belongs to it: '?' in a search box is a question mark, 'j' in
 * a menu is React Aria's type-ahead.
 */
export function isShortcutFree(target: EventTarget | null): boolean {
  const element = target instanceof Element ? target : null;
  if (!element) return true;
  if (element instanceof HTMLInputElement) return NON_TEXT_INPUTS.has(element.type);
  if (
    element.closest(
      'textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], ' +
        '[role="combobox"], [role="searchbox"], [role="spinbutton"], [role="menu"], ' +
        '[role="listbox"], [role="dialog"], [role="alertdialog"]',
    )
  )
    return false;
  // A modal dialog is open while focus is outside it (on the page under it): nothing runs.
  return element.ownerDocument.querySelector('[aria-modal="true"]') === null;
}

/**
 * The key a keydown names, as shortcuts write it: a lower-case letter, a character ('/',
 * '?'), or `mod+k`; null for a key no shortcut uses (other modifiers, Shift+letter…).
 */
export function shortcutKey(event: KeyboardEvent): string | null {
  if (event.altKey) return null;
  if (event.ctrlKey || event.metaKey) {
    return !event.shiftKey && event.key.toLowerCase() === 'k' ? 'mod+k' : null;
  }
  if (event.key.length !== 1) return null;
  const isLetter = event.key.toLowerCase() !== event.key.toUpperCase();
  if (isLetter) return event.shiftKey ? null : event.key.toLowerCase();
  return event.key === ' ' ? null : event.key;
}

/**
 * Runs the registry's shortcuts from the keyboard. Listens on the document before anything
 * else (capture), so that 'j' in a table moves the row rather than React Aria's type-ahead;
 * a key that runs a shortcut goes no further. Returns the removal.
 */
export function attachShortcuts(registry: ShortcutRegistry, root: Document = document): () => void {
  let pending: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const clearPending = () => {
    pending = null;
    clearTimeout(timer);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing || event.repeat) return;
    const key = shortcutKey(event);
    if (key === null) {
      if (!['Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) clearPending();
      return;
    }
    if (!isShortcutFree(event.target)) {
      clearPending();
      return;
    }
    let shortcut;
    if (pending !== null) {
      const sequence = `${pending} ${key}`;
      clearPending();
      shortcut = registry.find(sequence);
    } else if (registry.startsSequence(key)) {
      pending = key;
      timer = setTimeout(clearPending, SEQUENCE_MS);
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    shortcut ??= registry.find(key);
    if (!shortcut?.run) return;
    event.preventDefault();
    event.stopPropagation();
    shortcut.run();
  };

  root.addEventListener('keydown', onKeyDown, true);
  return () => {
    clearPending();
    root.removeEventListener('keydown', onKeyDown, true);
  };
}
