import { VALIDATION_MESSAGES as M } from './messages';
import { validate, type Validation } from './result';

export interface LoginForm {
  email: string;
  password: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True for something that looks like an email address. */
export function looksLikeEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/**
 * Login (operations §5): email required ('required') and must look like an email ('email is
 * not correct'); password required ('password required'). The email is sent trimmed.
 */
export function validateLogin(form: LoginForm): Validation<LoginForm, keyof LoginForm> {
  const email = form.email.trim();
  return validate<LoginForm, keyof LoginForm>(
    [
      ['email', !email && M.required],
      ['email', !looksLikeEmail(email) && M.emailInvalid],
      ['password', !form.password && M.passwordRequired],
    ],
    () => ({ email, password: form.password }),
  );
}
