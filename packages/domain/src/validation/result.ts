/**
 * What every validator returns: the cleaned value, or the message of each invalid field
 * plus the first of them in the order the spec checks them (`message`), so that a form
 * resolver can mark fields and a toast or the server can say one thing.
 */
export type Valid<T> = { ok: true; value: T };
export type Invalid<F extends string> = {
  ok: false;
  /** The first error, in the spec's order. */
  message: string;
  /** The error of each invalid field. */
  errors: Partial<Record<F, string>>;
};
export type Validation<T, F extends string = string> = Valid<T> | Invalid<F>;

/** A check: the field and its error, or no error (null, undefined or false). */
export type Check<F extends string> = readonly [F, string | null | undefined | false];

/** Runs checks in order: the value when none fails, else every error and the first one. */
export function validate<T, F extends string>(
  checks: readonly Check<F>[],
  value: () => T,
): Validation<T, F> {
  const errors: Partial<Record<F, string>> = {};
  let message: string | null = null;
  for (const [field, error] of checks) {
    if (!error || errors[field] !== undefined) continue;
    errors[field] = error;
    message ??= error;
  }
  return message === null ? { ok: true, value: value() } : { ok: false, message, errors };
}

/** True for a string with something other than spaces. */
export function filled(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
