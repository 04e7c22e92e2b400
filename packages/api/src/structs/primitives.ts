import { MAX_ID, isIsoDay, isTime } from '@backoffice/domain';
import { boolean, define, enums, integer, number, refine, string, Struct } from 'superstruct';
import { described, max, min } from './facts';

/**
 * Wire primitives shared by the entity, answer, body and query structs. Each refinement has
 * a name so that a mismatch reads "Expected a value of type `isoDay`" at its path.
 *
 * The ranges are the database's: every id and whole number is stored in a PostgreSQL
 * `integer` (up to 2^31 - 1), instants in a `timestamptz`. A value outside them is refused
 * here, with the field's path, by the client before it sends and by the server before any
 * query, rather than failing in the database.
 */

/** The largest value of an `integer` column (ids, seats, amounts, codes). */
export const MAX_INTEGER = MAX_ID;

/** The largest page number of a paged list (its offset stays a small number). */
export const MAX_PAGE = 1_000_000;

const ISO_INSTANT =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))$/;

/** Instants from year 1000 to 9999 (UTC): what every client and the database read alike. */
const EARLIEST_INSTANT = Date.UTC(1000, 0, 1);
const LATEST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * True for an ISO 8601 instant with a zone whose calendar day and clock time exist: no
 * 2099-02-31 (which Date.parse would read as the 3rd of March), no 24:00 or 10:60, no zone
 * offset beyond ±14:59.
 */
export function isIsoInstant(value: string): boolean {
  const match = ISO_INSTANT.exec(value);
  if (!match) return false;
  const [, day, hours, minutes, seconds = '0', offsetHours = '0', offsetMinutes = '0'] = match;
  if (!isIsoDay(day as string)) return false;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return false;
  if (Number(offsetHours) > 14 || Number(offsetMinutes) > 59) return false;
  const time = Date.parse(value);
  return time >= EARLIEST_INSTANT && time <= LATEST_INSTANT;
}

/** A database id: a whole number from 1 to 2^31 - 1. */
export const Id = refine(
  integer(),
  'id',
  (value) =>
    (value > 0 && value <= MAX_ID) ||
    `Expected a positive id up to ${MAX_ID}, but received: ${value}`,
);

/**
 * A generated file's id: 32 random bytes in base64url, 43 characters, so that a
 * file's link can be neither guessed nor counted.
 */
export const FILE_ID_PATTERN = '^[A-Za-z0-9_-]{43}$';
const FILE_ID = new RegExp(FILE_ID_PATTERN);
export const FileId = refine(
  string(),
  'fileId',
  (value) => FILE_ID.test(value) || 'Expected a file id (43 letters, digits, - or _)',
);

/** A whole number that fits an `integer` column. */
export const Int32 = refine(
  integer(),
  'int32',
  (value) =>
    Math.abs(value) <= MAX_INTEGER ||
    `Expected a whole number from -${MAX_INTEGER} to ${MAX_INTEGER}, but received: ${value}`,
);

/** A whole number from `least` to at most 2^31 - 1. */
export function intFrom(least: number, most: number = MAX_INTEGER): Struct<number, null> {
  return max(min(integer(), least), most);
}

/** A count, a rank or any other integer that cannot be negative. */
export const Count = refine(integer(), 'count', (value) => value >= 0 || 'Expected 0 or more');

/** A calendar day written yyyy-MM-dd that exists. */
export const IsoDay = refine(
  string(),
  'isoDay',
  (value) => isIsoDay(value) || `Expected an ISO day (yyyy-MM-dd), but received: "${value}"`,
);

/** An instant in ISO 8601 with a zone (`2026-03-16T09:00:00Z`, `...+01:00`). */
export const IsoInstant = refine(
  string(),
  'isoInstant',
  (value) =>
    isIsoInstant(value) ||
    `Expected an ISO instant with a zone that exists, but received: "${value}"`,
);

/** A day or an instant: for timestamps the spec does not pin down. */
export const IsoDate = refine(
  string(),
  'isoDate',
  (value) =>
    isIsoDay(value) ||
    isIsoInstant(value) ||
    `Expected an ISO day or instant, but received: "${value}"`,
);

/** A wall-clock time HH:mm. */
export const TimeOfDay = refine(
  string(),
  'timeOfDay',
  (value) => isTime(value) || `Expected a time (HH:mm), but received: "${value}"`,
);

/** A string with something other than spaces in it. */
export const NonBlank = refine(
  string(),
  'nonBlank',
  (value) => value.trim().length > 0 || 'Expected some text, but received a blank string',
);

// Bounded text -----------------------------------------------------------------------------
// Every string a call sends has a most length (domain TEXT_LIMITS), checked by the client
// before it sends and by the server before any query, and shown as `maxLength` in the
// OpenAPI document. Each call builds its own struct: facts are kept per struct (facts.ts),
// and two limits on one shared struct would overwrite each other.

/** The refusal of a text longer than its limit (the field's message). */
export function tooLongMessage(most: number): string {
  return `Too long: at most ${most} characters.`;
}

/** `struct`, refusing a text of more than `most` characters (UTF-16 units). */
export function maxLength<S>(struct: Struct<string, S>, most: number): Struct<string, S> {
  return described(
    refine(struct, 'maxLength', (value) => value.length <= most || tooLongMessage(most)),
    { maxLength: most },
  );
}

/** Any text of at most `most` characters. */
export function text(most: number): Struct<string, null> {
  return maxLength(string(), most);
}

/** Text with something other than spaces in it, of at most `most` characters. */
export function nonBlank(most: number): Struct<string, null> {
  const struct = refine(
    string(),
    'nonBlank',
    (value) => value.trim().length > 0 || 'Expected some text, but received a blank string',
  );
  return maxLength(described(struct, { pattern: '\\S' }), most);
}

// Query strings ---------------------------------------------------------------------------
// Every query value is a string on the wire. These coerce the string (and only a string) to
// the typed value, so that `create(searchParams, route.query)` on the server yields typed
// filters, while the client passes typed values that are serialised by `toSearchParams`.

function blankToUndefined(value: string): string | undefined {
  const text = value.trim();
  return text === '' ? undefined : text;
}

/**
 * superstruct's `coerce(struct, string(), fn)`, at a fraction of its cost: `coerce` asks
 * `is(value, string())`, which builds a StructError (and its stack trace) for every field a
 * query leaves out, on every call of every list; `typeof` answers the same question.
 */
function fromText<T, S>(struct: Struct<T, S>, fn: (text: string) => unknown): Struct<T, S> {
  return new Struct({
    ...struct,
    coercer: (value, ctx) => struct.coercer(typeof value === 'string' ? fn(value) : value, ctx),
  });
}

/** A number in a query string ('' is no value). */
export function queryNumber<T extends number, S>(struct: Struct<T, S>): Struct<T, S> {
  return fromText(struct, (value) => {
    const text = blankToUndefined(value);
    return text === undefined ? undefined : Number(text);
  });
}

/** A whole number from a query string (one that fits an `integer` column). */
export const QueryInteger = queryNumber(Int32);

/** A page number from a query string: 1 to MAX_PAGE. */
export const QueryPage = queryNumber(intFrom(1, MAX_PAGE));

/** A positive id from a query string. */
export const QueryId = queryNumber(Id);

/** A boolean from a query string: true/false or 1/0 ('' is no value). */
export const QueryBoolean = fromText(boolean(), (value) => {
  const text = blankToUndefined(value)?.toLowerCase();
  if (text === undefined) return undefined;
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return value;
});

/** Text from a query string of at most `most` characters ('' is no value). */
export function queryText(most: number): Struct<string, null> {
  return fromText(text(most), blankToUndefined);
}

/** A day from a query string ('' is no value). */
export const QueryDay = fromText(IsoDay, blankToUndefined);

/** A numeric code (publication state, category) from a query string. */
export function queryCode<const T extends readonly number[]>(values: T) {
  return queryNumber(enums(values));
}

/**
 * A number code from a query string, or one word that stands beside the codes (`any`): the
 * word as it is, anything else read as a number ('' is no value).
 */
export function queryCodeOrWord<const T extends readonly number[], const W extends string>(
  values: T,
  word: W,
) {
  const allowed: readonly unknown[] = [...values, word];
  const struct = define<T[number] | W>(
    'codeOrWord',
    (value) => allowed.includes(value) || `Expected one of ${allowed.join(', ')}`,
  );
  return fromText(described(struct, { enum: [...values, word] }), (value) => {
    const text = blankToUndefined(value);
    return text === undefined || text === word ? text : Number(text);
  });
}

/** A string code from a query string ('' is no value). */
export function queryEnum<const T extends readonly string[]>(values: T) {
  return fromText(enums(values), blankToUndefined);
}

function finite(): Struct<number, null> {
  return refine(
    number(),
    'finite',
    (value) => Number.isFinite(value) || `Expected a finite number, but received: ${value}`,
  );
}

/** A finite number (coordinates). */
export const Finite = finite();

/** An amount compared with an `integer` column (a budget, a price, a surface): 0 to 2^31 - 1. */
export const Amount = // Its own number struct: the facts recorded for it must not be Finite's (facts.ts).
  refine(
    finite(),
    'amount',
    (value) =>
      (value >= 0 && value <= MAX_INTEGER) ||
      `Expected a number from 0 to ${MAX_INTEGER}, but received: ${value}`,
  );
