import { PASSWORD_MIN_LENGTH } from '../constants';
import { looksLikeEmail } from './login';
import { VALIDATION_MESSAGES as M } from './messages';
import { validate, type Validation } from './result';

export interface ManageHostForm {
  email: string;
  emailConfirmation: string;
  password: string;
  passwordConfirmation: string;
}

type Field = keyof ManageHostForm;

/**
 * Manage host (people-and-content §5): the email must look like one and equal its
 * confirmation; the password has at least 6 characters and equals its confirmation.
 */
export function validateManageHost(form: ManageHostForm): Validation<ManageHostForm, Field> {
  const email = form.email.trim();
  const emailConfirmation = form.emailConfirmation.trim();
  return validate<ManageHostForm, Field>(
    [
      ['email', !email && M.required],
      ['email', !looksLikeEmail(email) && M.emailInvalid],
      ['emailConfirmation', email !== emailConfirmation && M.emailMismatch],
      ['password', form.password.length < PASSWORD_MIN_LENGTH && M.passwordTooShort],
      ['passwordConfirmation', form.password !== form.passwordConfirmation && M.passwordMismatch],
    ],
    () => ({ ...form, email, emailConfirmation }),
  );
}
