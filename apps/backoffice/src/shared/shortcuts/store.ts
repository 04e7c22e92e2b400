import { useSyncExternalStore } from 'react';
import type { Shortcut, ShortcutHost } from './registry';

// registry.ts's SHORTCUT_HOST_EVENT and SHORTCUT_HOST_REQUEST, written again rather than
// imported: importing them would make registry.ts a chunk shared with the screens.
const HOST_EVENT = 'backoffice:shortcut-host';
const HOST_REQUEST = 'backoffice:shortcut-host-request';

type Entry = Shortcut & { order: number };

/** The shortcuts mounted now, in the order they were registered. */
export class ShortcutRegistry implements ShortcutHost {
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

/**
 * Makes `registry` the store the screens' `useShortcut` registers into, until the returned
 * function is called (the layout unmounts).
 */
export function hostShortcuts(registry: ShortcutRegistry, root: Document = document): () => void {
  const announce = () =>
    root.dispatchEvent(new CustomEvent<ShortcutHost | null>(HOST_EVENT, { detail: registry }));
  root.addEventListener(HOST_REQUEST, announce);
  announce();
  return () => {
    root.removeEventListener(HOST_REQUEST, announce);
    root.dispatchEvent(new CustomEvent<ShortcutHost | null>(HOST_EVENT, { detail: null }));
  };
}

/** The shortcuts mounted now (the '?' sheet). */
export function useShortcutList(registry: ShortcutRegistry): readonly Shortcut[] {
  return useSyncExternalStore(registry.subscribe, registry.list);
}
