import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { isApiError } from '@backoffice/api';
import type { Validation } from '@backoffice/domain';

/**
 * A react-hook-form resolver over a domain validator: the domain decides (with the spec's
 * messages), the form marks the fields. The form's values stay as typed.
 */
export function domainResolver<F extends FieldValues, T>(
  validate: (form: F) => Validation<T, string>,
): Resolver<F> {
  return (values) => {
    const result = validate(values);
    if (result.ok) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(result.errors)) {
      if (message) errors[field] = { type: 'domain', message: message as string };
    }
    return { values: {}, errors: errors as FieldErrors<F> };
  };
}

/**
 * The fields a refused call named (a validation_error's `fields`), as form errors: each
 * server field is mapped to the form field that holds it; unknown ones are left to the toast.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  mapping: (serverField: string) => F | null,
): [F, string][] {
  if (!isApiError(error) || !error.fields) return [];
  const result: [F, string][] = [];
  for (const [name, message] of Object.entries(error.fields)) {
    const field = mapping(name);
    if (field && !result.some(([f]) => f === field)) result.push([field, message]);
  }
  return result;
}
