import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@backoffice/domain';
import type { PageSize } from '@backoffice/domain';
import type { ListSelects } from './listSelects';

/**
 * List parameters in the URL, without React: how a URL's query string is read into typed
 * parameters (each one checked by its field of the route's query struct) and how parameters
 * are written back (only those that differ from their default). `useListParams` is the hook
 * over these; they are pure so that they are tested alone.
 */

/** What the hook needs of a superstruct field: check a URL string, coercing it. */
interface FieldStruct {
  validate(value: unknown, options: { coerce: true }): [unknown, unknown?];
}

/** A route's query struct (superstruct `object()`): one field struct per parameter. */
export interface QueryStruct<Q> {
  readonly schema: { readonly [K in keyof Q]-?: FieldStruct };
  /** The struct's type (superstruct's phantom field). */
  readonly TYPE: Q;
}

/** The parameters a list screen holds: every key of its query but `format`. */
export type ListValues<Q> = Omit<Q, 'format'>;

/** How a screen's list parameters are read and written. */
export interface ListSpec<Q> {
  /** The route's query struct, from the api package's route table (`routes.x.query`). */
  query: QueryStruct<Q>;
  /**
   * The value of each parameter nobody chose, for those that have one; a parameter without a
   * default is absent (no filter). Computed from "now" so that a default date range moves with
   * the days. `page` is 1 and `perPage` 50 unless given here.
   */
  defaults?: (now: Date) => Partial<ListValues<Q>>;
  /**
   * Parameters that order the rows rather than narrow them (`sort`): changing them is not
   * "filtering" (an empty answer is then "nothing yet", not "no results").
   */
  orderKeys?: readonly (keyof ListValues<Q> & string)[];
  /**
   * The list's select filters, by parameter: each one's label and choices in words, for
   * `<ListSelect list={list} name="status" />`. A select over an order key is no filter (it
   * shows no chip).
   */
  selects?: ListSelects<ListValues<Q>>;
}

/** Keys of the query the URL never holds: the download format. */
const NOT_IN_URL = new Set(['format']);
/** Keys that page rather than filter. */
export const PAGING_KEYS = ['page', 'perPage'] as const;

/** The longest search text a list sends: no company name, email or uuid is longer. */
export const SEARCH_MAX_LENGTH = 200;

/** The keys a spec holds in the URL, in its struct's order. */
export function listKeys<Q>(spec: ListSpec<Q>): (keyof ListValues<Q> & string)[] {
  return Object.keys(spec.query.schema).filter(
    (key) => !NOT_IN_URL.has(key),
  ) as (keyof ListValues<Q> & string)[];
}

/** Every parameter's default: the spec's, page 1 and 50 a page when the list pages. */
export function listDefaults<Q>(spec: ListSpec<Q>, now: Date): Partial<ListValues<Q>> {
  const keys = new Set<string>(listKeys(spec));
  const paging: Record<string, unknown> = {};
  if (keys.has('page')) paging.page = 1;
  if (keys.has('perPage')) paging.perPage = DEFAULT_PAGE_SIZE;
  return { ...paging, ...spec.defaults?.(now) } as Partial<ListValues<Q>>;
}

function readOne(field: FieldStruct, raw: string): unknown {
  // A text longer than the route accepts is cut, not refused: a pasted paragraph still searches
  // for its start. Nothing else in a list's URL comes near this length.
  const [error, value] = field.validate(raw.slice(0, SEARCH_MAX_LENGTH), { coerce: true });
  if (error || value === undefined) return undefined;
  return typeof value === 'string' ? value.slice(0, SEARCH_MAX_LENGTH) : value;
}

/**
 * The parameters a URL asks for. Each one that is missing, or that its field refuses (a link
 * typed by hand, an old bookmark: `?page=-3&perPage=7&status=zzz`), falls back to its own
 * default, alone and silently; unknown parameters are ignored.
 */
export function readListParams<Q>(
  spec: ListSpec<Q>,
  search: URLSearchParams,
  now: Date,
): ListValues<Q> {
  const defaults = listDefaults(spec, now) as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const key of listKeys(spec)) {
    const raw = search.get(key);
    const read = raw === null ? undefined : readOne(spec.query.schema[key as keyof Q], raw);
    values[key] = read === undefined ? defaults[key] : read;
  }
  return values as ListValues<Q>;
}

/**
 * The parameters a URL gives that their field refuses (`?seatsMin=abc`), in the spec's order:
 * `readListParams` drops them silently; a screen that says which were dropped asks here.
 */
export function refusedListParams<Q>(spec: ListSpec<Q>, search: URLSearchParams): string[] {
  return listKeys(spec).filter((key) => {
    const raw = search.get(key);
    // A blank value asks for nothing: it is not refused.
    if (raw === null || raw.trim() === '') return false;
    return readOne(spec.query.schema[key as keyof Q], raw) === undefined;
  });
}

function same(a: unknown, b: unknown): boolean {
  return (a ?? '') === (b ?? '') || String(a ?? '') === String(b ?? '');
}

/**
 * The URL of some parameters: only those that differ from their default, in a stable order,
 * so that a list nobody filtered is its plain path and a link says only what was chosen.
 */
export function writeListParams<Q>(
  spec: ListSpec<Q>,
  values: Partial<ListValues<Q>>,
  now: Date,
): URLSearchParams {
  const defaults = listDefaults(spec, now) as Record<string, unknown>;
  const params = new URLSearchParams();
  for (const key of listKeys(spec)) {
    let value = (values as Record<string, unknown>)[key];
    if (typeof value === 'string') value = value.trim().slice(0, SEARCH_MAX_LENGTH);
    if (value === undefined || value === null || value === '') {
      // A parameter with a default cannot be "nothing": it is its default.
      continue;
    }
    if (same(value, defaults[key])) continue;
    params.set(key, String(value));
  }
  params.sort();
  return params;
}

/** The keys whose value differs from the default, among `keys`. */
function differs<Q>(
  spec: ListSpec<Q>,
  values: ListValues<Q>,
  now: Date,
  keep: (key: string) => boolean,
): boolean {
  const written = writeListParams(spec, values, now);
  return [...written.keys()].some(keep);
}

/** True when a filter narrows the list (not its order, its page or its page size). */
export function isNarrowed<Q>(spec: ListSpec<Q>, values: ListValues<Q>, now: Date): boolean {
  const order = new Set<string>([...(spec.orderKeys ?? []), ...PAGING_KEYS]);
  return differs(spec, values, now, (key) => !order.has(key));
}

/** True when anything Reset would undo differs from its default (all but the page size). */
export function isChanged<Q>(spec: ListSpec<Q>, values: ListValues<Q>, now: Date): boolean {
  return differs(spec, values, now, (key) => key !== 'perPage');
}

/** The page sizes a list offers (operations §9). */
export const LIST_PAGE_SIZES: readonly PageSize[] = PAGE_SIZES;
