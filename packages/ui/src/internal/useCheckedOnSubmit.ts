// A field that its story's form checks on submit (stories only).
import { useRef, useState } from 'react';

/**
 * A controlled field checked on submit, as a form with react-hook-form does it: `check` gives
 * the message for a value (undefined when it is fine); `onSubmit` shows it and, when there is
 * one, focuses the field through `ref`.
 */
export function useCheckedOnSubmit<T>(initial: T, check: (value: T) => string | undefined) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const ref = useRef<HTMLInputElement>(null);
  const onSubmit = () => {
    const message = check(value);
    setError(message);
    if (message) ref.current?.focus();
  };
  return { value, setValue, error, ref, onSubmit };
}
