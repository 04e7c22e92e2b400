import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The one place a screen registers its keyboard shortcuts (issue 20). A shortcut is listed
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

type Entry = Shortcut & { order: number };

/** The shortcuts mounted now, in the order they were registered. */
export class ShortcutRegistry {
  private readonly entries = new Map<symbol, Entry>();
  private readonly listeners = new Set<() => void>();
  private snapshot: readonly Shortcut[] = [];
  private counter = 0;

  /** Adds a shortcut; returns its removal. */
  add(shortcut: Shortcut): () => void {
    const id = Symbol(shortcut.keys);
    this.entries.set(id, { ...shortcut, order: this.counter++ });
    this.changed();
    return () => {
      if (this.entries.delete(id)) this.changed();
    };
  }

  /** Every shortcut mounted now. */
  list = (): readonly Shortcut[] => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /**
   * The shortcut these keys run: the latest one mounted (a screen's own comes after the
   * layout's), among those that run something.
   */
  find(keys: string): Shortcut | undefined {
    let found: Entry | undefined;
    for (const entry of this.entries.values()) {
      if (entry.keys === keys && entry.run && (!found || entry.order > found.order)) found = entry;
    }
    return found;
  }

  /** True when `key` starts a sequence ('g' of 'g o'). */
  startsSequence(key: string): boolean {
    for (const entry of this.entries.values())
      if (entry.run && entry.keys.startsWith(`${key} `)) return true;
    return false;
  }

  private changed() {
    this.snapshot = [...this.entries.values()].sort((a, b) => a.order - b.order);
    for (const listener of [...this.listeners]) listener();
  }
}

export const ShortcutsContext = createContext<ShortcutRegistry | null>(null);

const noShortcuts: readonly Shortcut[] = [];
const nothing = () => () => {};

/**
 * Registers a shortcut while the component is mounted. `run` may change on every render
 * (the latest is called); the keys and words re-register it when they change. Outside the
 * layout (a component test) it does nothing.
 */
export function useShortcut(shortcut: Shortcut | null): void {
  const registry = useContext(ShortcutsContext);
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

/** The shortcuts mounted now (the '?' sheet). */
export function useShortcutList(): readonly Shortcut[] {
  const registry = useContext(ShortcutsContext);
  return useSyncExternalStore(
    registry?.subscribe ?? nothing,
    registry?.list ?? (() => noShortcuts),
  );
}

/** Whether the keyboard's shortcuts name ⌘ (a Mac) or Ctrl. */
export function isMac(): boolean {
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
    navigator.platform;
  return /mac|iphone|ipad/i.test(platform ?? '');
}

/** The keys as staff read them: 'Ctrl K' or '⌘ K', 'g then o', '?'. */
export function keysText(keys: string, mac: boolean = isMac()): string[] {
  if (keys === 'mod+k') return [mac ? '⌘' : 'Ctrl', 'K'];
  return keys.split(' ');
}
