import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The one place a screen registers its keyboard shortcuts. A shortcut is listed
 * in the '?' sheet while its component is mounted, with the visible control that does the
 * same thing; `shared/shortcuts/keyboard.ts` runs it. The list pattern registers '/' (its
 * search field) and 'j' / 'k' (its rows) for every list screen; the layout registers the
 * global ones (Ctrl+K or ⌘K, '?', 'g' then a letter).
 */
export interface Shortcut {
  /**
   * The keys: one key ('/', '?', 'j'), a sequence ('g o': g, then o) or `mod+k` (Ctrl+K, or
   * ⌘K on a Mac). Letters are lower case.
   */
  keys: string;
  /** What it does, as the sheet says it: "Focus the search field". */
  label: string;
  /** The visible, clickable way to do the same: "Click the Search field". */
  equivalent: string;
  /** Listed under "Everywhere" or under "On this screen". @default 'screen' */
  scope?: 'global' | 'screen';
  /**
   * What the keys do. Without it the shortcut is the page's own (Enter on a row, which the
   * table handles): listed in the sheet, never run from here.
   */
  run?: () => void;
}

/** Where shortcuts are registered: the layout's store (store.ts), loaded after its first paint. */
export interface ShortcutHost {
  add(shortcut: Shortcut): () => void;
  list(): readonly Shortcut[];
  subscribe(listener: () => void): () => void;
}

/**
 * How a screen reaches the layout's store without sharing a module with it (a module both
 * imported would be a chunk of its own in every screen's first paint): the store announces
 * itself with `SHORTCUT_HOST_EVENT` on the document (the store as its detail, null when it
 * goes), and answers `SHORTCUT_HOST_REQUEST` with that announcement. store.ts writes the same
 * two names.
 */
export const SHORTCUT_HOST_EVENT = 'backoffice:shortcut-host';
export const SHORTCUT_HOST_REQUEST = 'backoffice:shortcut-host-request';

let host: ShortcutHost | null = null;
let listening = false;
const hostListeners = new Set<() => void>();

function subscribeHost(listener: () => void): () => void {
  if (!listening) {
    listening = true;
    document.addEventListener(SHORTCUT_HOST_EVENT, (event) => {
      host = (event as CustomEvent<ShortcutHost | null>).detail;
      for (const notify of [...hostListeners]) notify();
    });
    document.dispatchEvent(new Event(SHORTCUT_HOST_REQUEST));
  }
  hostListeners.add(listener);
  return () => void hostListeners.delete(listener);
}

const currentHost = () => host;
const noHost = () => null;

/**
 * Registers a shortcut while the component is mounted. `run` may change on every render
 * (the latest is called); the keys and words re-register it when they change. Until the
 * layout's store has loaded it waits; without a layout (a component test) it does nothing.
 */
export function useShortcut(shortcut: Shortcut | null): void {
  const registry = useSyncExternalStore(subscribeHost, currentHost, noHost);
  const run = useRef(shortcut?.run);
  useEffect(() => {
    run.current = shortcut?.run;
  });
  const hasRun = Boolean(shortcut?.run);
  const { keys, label, equivalent, scope } = shortcut ?? {};
  useEffect(() => {
    if (!registry || keys === undefined || label === undefined || equivalent === undefined)
      return undefined;
    return registry.add({
      keys,
      label,
      equivalent,
      scope,
      run: hasRun ? () => run.current?.() : undefined,
    });
  }, [registry, keys, label, equivalent, scope, hasRun]);
}
