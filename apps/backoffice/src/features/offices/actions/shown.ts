import { useCallback, useEffect, useState } from 'react';

/** A change shown before the server answers; dropped when refused or once the office agrees. */
export interface Shown {
  isBestDeal?: boolean;
  /** The rank chosen; `null` is "None" (no rank), told apart from no change (absent). */
  rank?: number | null;
  priceFlexibility?: boolean;
  /** The server accepted it: the next answer carries it. */
  settled?: boolean;
}

/** Shows a change at once (or, with null, drops it: the server's value shows again). */
export type ShowChange = (id: number, change: Shown | null) => void;

/** The value shown for a field: the change under way, else the office's own. */
export function shownValue<K extends Exclude<keyof Shown, 'settled'>>(
  shown: Shown | undefined,
  key: K,
  own: Exclude<Shown[K], undefined>,
): Exclude<Shown[K], undefined> {
  const value = shown?.[key];
  return value === undefined ? own : (value as Exclude<Shown[K], undefined>);
}

/**
 * The changes shown before the server answers, per office id, for the offices list and the
 * office detail alike. `answer` is what the server last answered (the list's rows, the
 * office): once a new one comes, the settled changes go, since it carries them.
 */
export function useShownChanges(answer: unknown): {
  shown: Readonly<Record<number, Shown>>;
  show: ShowChange;
} {
  const [shown, setShown] = useState<Record<number, Shown>>({});
  useEffect(() => {
    setShown((current) => {
      const kept = Object.entries(current).filter(([, s]) => !s.settled);
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }, [answer]);
  const show = useCallback<ShowChange>((id, change) => {
    setShown((current) => {
      const next = { ...current };
      if (change) next[id] = { ...current[id], ...change };
      else delete next[id];
      return next;
    });
  }, []);
  return { shown, show };
}
