import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
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
