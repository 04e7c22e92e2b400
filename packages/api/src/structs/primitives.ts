import { isIsoDay, isTime } from '@backoffice/domain';
import { boolean, coerce, enums, integer, number, refine, string, type Struct } from 'superstruct';

/**
 * Wire primitives shared by the entity, answer, body and query structs. Each refinement has
 * a name so that a mismatch reads "Expected a value of type `isoDay`" at its path.
 */

const ISO_INSTANT =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

function isInstant(value: string): boolean {
  return ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));
}

/** A database id: a positive integer. */
export const Id = refine(integer(), 'id', (value) => value > 0 || 'Expected a positive id');

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
  (value) => isInstant(value) || `Expected an ISO instant with a zone, but received: "${value}"`,
);

/** A day or an instant: for timestamps the spec does not pin down. */
export const IsoDate = refine(
  string(),
  'isoDate',
  (value) =>
    isIsoDay(value) ||
    isInstant(value) ||
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

// Query strings ---------------------------------------------------------------------------
// Every query value is a string on the wire. These coerce the string (and only a string) to
// the typed value, so that `create(searchParams, route.query)` on the server yields typed
// filters, while the client passes typed values that are serialised by `toSearchParams`.

function blankToUndefined(value: string): string | undefined {
  const text = value.trim();
  return text === '' ? undefined : text;
}

/** A number in a query string ('' is no value). */
export function queryNumber<T extends number, S>(struct: Struct<T, S>): Struct<T, S> {
  return coerce(struct, string(), (value) => {
    const text = blankToUndefined(value);
    return text === undefined ? undefined : Number(text);
  });
}

/** An integer from a query string. */
export const QueryInteger = queryNumber(integer());

/** A positive id from a query string. */
export const QueryId = queryNumber(Id);

/** A boolean from a query string: true/false or 1/0 ('' is no value). */
export const QueryBoolean = coerce(boolean(), string(), (value) => {
  const text = blankToUndefined(value)?.toLowerCase();
  if (text === undefined) return undefined;
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return value;
});

/** A string from a query string ('' is no value). */
export const QueryString = coerce(string(), string(), (value) => blankToUndefined(value));

/** A day from a query string ('' is no value). */
export const QueryDay = coerce(IsoDay, string(), (value) => blankToUndefined(value));

/** A numeric code (publication state, category) from a query string. */
export function queryCode<const T extends readonly number[]>(values: T) {
  return queryNumber(enums(values));
}

/** A string code from a query string ('' is no value). */
export function queryEnum<const T extends readonly string[]>(values: T) {
  return coerce(enums(values), string(), (value) => blankToUndefined(value));
}

/** A finite number (coordinates, prices). */
export const Finite = refine(
  number(),
  'finite',
  (value) => Number.isFinite(value) || `Expected a finite number, but received: ${value}`,
);
