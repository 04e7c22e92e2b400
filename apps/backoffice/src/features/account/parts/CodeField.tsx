import type { Ref } from 'react';
import { TextField } from '@backoffice/ui';

export interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
  ref?: Ref<HTMLInputElement>;
  /** @default 'The 6-digit code from your authenticator app' */
  label?: string;
  autoFocus?: boolean;
}

/**
 * A code of the authenticator app: digits on a phone's keyboard, and the browser's one-time
 * code autofill.
 */
export function CodeField({
  label = 'The 6-digit code from your authenticator app',
  ...props
}: CodeFieldProps) {
  return (
    <TextField
      {...props}
      label={label}
      name="one-time-code"
      autoComplete="one-time-code"
      inputMode="numeric"
      enterKeyHint="done"
      isRequired
    />
  );
}
