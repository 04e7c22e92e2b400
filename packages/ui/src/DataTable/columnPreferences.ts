import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Where a table keeps the person's column choice: the `Storage` shape (`localStorage`, or the
 * app's per-user store), so that the design system knows no app.
 */
export interface ColumnStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The person's choice: the movable columns' order and the ones hidden. */
export interface ColumnChoice {
  order: string[];
  hidden: string[];
}

const noChoice: ColumnChoice = { order: [], hidden: [] };

function parse(text: string | null): ColumnChoice {
  if (!text) return noChoice;
  try {
    const value = JSON.parse(text) as Partial<ColumnChoice>;
    const strings = (list: unknown) =>
      Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
    return { order: strings(value.order), hidden: strings(value.hidden) };
  } catch {
    return noChoice;
  }
}

/**
 * The columns in the person's order: the ids they ordered first (those still defined), then
 * the others in their defined order, so that a column added to the list later still shows.
 */
export function orderedIds(defined: readonly string[], choice: ColumnChoice): string[] {
  const known = new Set(defined);
  const chosen = choice.order.filter((id) => known.has(id));
  const seen = new Set(chosen);
  return [...chosen, ...defined.filter((id) => !seen.has(id))];
}

// Tables sharing a key (and the story that remounts one) hear each other's changes.
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The column choice kept in `storage` under `key`; without them it lives as long as the page.
 * A storage that refuses (full, blocked) keeps the choice for the page only.
 */
export function useColumnChoice(storage: ColumnStorage | undefined, key: string | undefined) {
  const read = useCallback(() => {
    if (!storage || !key) return null;
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  }, [storage, key]);
  const text = useSyncExternalStore(subscribe, read, () => null);
  const choice = useMemo(() => parse(text), [text]);
  const write = useCallback(
    (next: ColumnChoice | null) => {
      if (!storage || !key) return;
      try {
        if (next === null) storage.removeItem(key);
        else storage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage refused: the choice cannot outlive the page, which the person will see.
      }
      notify();
    },
    [storage, key],
  );
  return { choice, write };
}

/** A store that lives as long as the page: for a table given a key but no storage. */
export function memoryColumnStorage(): ColumnStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
