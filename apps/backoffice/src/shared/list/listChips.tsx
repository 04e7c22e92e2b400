import {
  createContext,
  use,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import type { FilterChip } from '@backoffice/ui';

/** A filter field's chip: its label, its value in words and how to remove it. */
export interface ListChip {
  /** The list parameter it sets, when the field knows it: the chip shows only while that
   * parameter differs from its default (a date range that defaults to the last 7 days). */
  name?: string;
  label: string;
  value: string;
  remove: () => void;
}

interface Registry {
  set: (id: string, chip: ListChip | null) => void;
}

const ChipsContext = createContext<Registry | null>(null);

/**
 * Gives the list's filter bar this field's chip while the field has a value (`null`: none).
 * Outside a list (the board, a dialog) it does nothing.
 */
export function useListChip(chip: ListChip | null): void {
  const registry = use(ChipsContext);
  const id = useId();
  const latest = useRef(chip);
  latest.current = chip;
  const label = chip?.label;
  const value = chip?.value;
  const name = chip?.name;
  useLayoutEffect(() => {
    if (!registry) return;
    const current = latest.current;
    registry.set(
      id,
      current
        ? {
            name: current.name,
            label: current.label,
            value: current.value,
            remove: () => latest.current?.remove(),
          }
        : null,
    );
  }, [registry, id, label, value, name]);
  useLayoutEffect(() => () => registry?.set(id, null), [registry, id]);
}

/**
 * The chips of a list's filter fields, in the fields' order (each field's place is kept from
 * its first render, with or without a value). `isActive(name)` says whether a named
 * parameter differs from its default.
 */
export function useListChips(isActive: (name: string) => boolean): {
  chips: FilterChip[];
  remove: (id: string) => void;
  provide: (children: ReactNode) => ReactNode;
} {
  const [entries, setEntries] = useState<ReadonlyMap<string, ListChip | null>>(new Map());
  const set = useCallback((id: string, chip: ListChip | null) => {
    setEntries((previous) => {
      const old = previous.get(id);
      if (old === chip || (old && chip && sameChip(old, chip))) return previous;
      const next = new Map(previous);
      next.set(id, chip);
      return next;
    });
  }, []);
  const registry = useMemo<Registry>(() => ({ set }), [set]);
  const shown = [...entries].filter(
    (entry): entry is [string, ListChip] =>
      entry[1] !== null && (entry[1].name === undefined || isActive(entry[1].name)),
  );
  const chips = shown.map(([id, chip]) => ({ id, label: chip.label, value: chip.value }));
  const remove = (id: string) => entries.get(id)?.remove();
  const provide = (children: ReactNode) => <ChipsContext value={registry}>{children}</ChipsContext>;
  return { chips, remove, provide };
}

function sameChip(a: ListChip, b: ListChip): boolean {
  return a.name === b.name && a.label === b.label && a.value === b.value;
}

/** A chip for a field that is not one of the list's own (a plain DatePicker): renders nothing. */
export function ListFilterChip({ chip }: { chip: ListChip | null }): null {
  useListChip(chip);
  return null;
}
