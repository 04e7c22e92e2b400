import type { Ref } from 'react';
import { STAFF_PASSWORD_MIN_LENGTH, staffPasswordProblem } from '@backoffice/domain';
import { PasswordField } from '@backoffice/ui';

/** A new password and its repetition, as typed. */
export interface NewPassword {
  password: string;
  repeat: string;
}

export const EMPTY_NEW_PASSWORD: NewPassword = { password: '', repeat: '' };

export const PASSWORDS_DIFFER = 'The two passwords are not the same.';

/** What keeps a new password from being sent, per field; null when it can be sent. */
export function newPasswordProblems(
  value: NewPassword,
): { password?: string; repeat?: string } | null {
  const password = staffPasswordProblem(value.password) ?? undefined;
  const repeat = value.repeat === value.password ? undefined : PASSWORDS_DIFFER;
  return password || repeat ? { password, repeat } : null;
}

export interface NewPasswordFieldsProps {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  /** Whether a send was tried: the problems then show as errors. */
  submitted: boolean;
  /** The server's word on the new password (a common one), shown on its field. */
  serverError?: string;
  passwordRef?: Ref<HTMLInputElement>;
  repeatRef?: Ref<HTMLInputElement>;
}

/**
 * "New password" and "Repeat the new password". The length rule shows as the person types, in
 * words (how many characters so far), never by colour alone; after a send was tried it is the
 * field's error. The server's refusal of a common password shows on the field.
 */
export function NewPasswordFields({
  value,
  onChange,
  submitted,
  serverError,
  passwordRef,
  repeatRef,
}: NewPasswordFieldsProps) {
  const length = [...value.password].length;
  const problem = staffPasswordProblem(value.password);
  const lengthText = problem
    ? `${problem} ${length} so far.`
    : `At least ${STAFF_PASSWORD_MIN_LENGTH} characters: this one has ${length}.`;
  // The repetition is judged once it is as long as the password, or after a send.
  const differs =
    value.repeat !== value.password &&
    (submitted || [...value.repeat].length >= length) &&
    value.repeat !== '';
  return (
    <>
      <PasswordField
        ref={passwordRef}
        label="New password"
        name="new-password"
        autoComplete="new-password"
        isRequired
        value={value.password}
        onChange={(password) => onChange({ ...value, password })}
        description={lengthText}
        errorMessage={serverError ?? (submitted && problem ? problem : undefined)}
      />
      <PasswordField
        ref={repeatRef}
        label="Repeat the new password"
        name="repeat-password"
        autoComplete="new-password"
        isRequired
        value={value.repeat}
        onChange={(repeat) => onChange({ ...value, repeat })}
        errorMessage={
          differs || (submitted && value.repeat === '' && value.password !== '')
            ? PASSWORDS_DIFFER
            : undefined
        }
      />
    </>
  );
}
