/**
 * Where each page was opened from, so that its Back link returns there: the map
 * search with its query, a list with its filters and page. Each history entry (react-router's
 * `location.key`, kept by the browser across a reload) is given the place it was pushed from;
 * a change inside the same page (a filter, a tab) keeps what the page came from. Kept for the
 * tab's session, the last MAX_PLACES entries.
 */

/** A place in the app: a history entry's path, query and key. */
export interface Place {
  pathname: string;
  search: string;
  key: string;
}

/** How an entry was reached: react-router's navigation type. */
export type Arrival = 'PUSH' | 'REPLACE' | 'POP';

const STORAGE_KEY = 'backoffice.cameFrom';
const MAX_PLACES = 50;

type Record = { [key: string]: Place };

function isPlace(value: unknown): value is Place {
  const place = value as Place | null;
  return (
    typeof place === 'object' &&
    place !== null &&
    typeof place.pathname === 'string' &&
    typeof place.search === 'string' &&
    typeof place.key === 'string'
  );
}

function read(): Record {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, place]) => isPlace(place)));
  } catch {
    // Storage refused or garbled: nothing remembered, Back links lead to their lists.
    return {};
  }
}

function write(record: Record): void {
  const entries = Object.entries(record);
  try {
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify(Object.fromEntries(entries.slice(-MAX_PLACES))),
    );
  } catch {
    // Storage full or refused: the Back links fall back to their lists.
  }
}

/**
 * What `to` came from, given the entry before it and how it was reached: a push from another
 * page came from that page; a push or replace inside the same page keeps what the page came
 * from; a return (Back, Forward, reload) keeps what was recorded. Pure: tested alone.
 */
export function nextCameFrom(
  record: Readonly<Record>,
  previous: Place | null,
  to: Place,
  arrival: Arrival,
): Place | null | undefined {
  if (arrival === 'POP' || previous === null || previous.key === to.key) return undefined;
  if (previous.pathname === to.pathname) return record[previous.key] ?? null;
  return arrival === 'PUSH' ? previous : (record[previous.key] ?? null);
}

const listeners = new Set<() => void>();
let snapshot: Record | null = null;

/** Records how `to` was reached; the Back links of the page shown read it. */
export function recordArrival(previous: Place | null, to: Place, arrival: Arrival): void {
  const record = read();
  const from = nextCameFrom(record, previous, to, arrival);
  if (from === undefined) return;
  if (from === null) delete record[to.key];
  else record[to.key] = from;
  write(record);
  snapshot = record;
  for (const listener of listeners) listener();
}

/** Where the entry `key` was opened from, if it was recorded. */
export function cameFrom(key: string): Place | undefined {
  snapshot ??= read();
  return snapshot[key];
}

export function subscribeCameFrom(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
