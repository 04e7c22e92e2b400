import { TEXT_LIMITS } from '../limits';
import { VALIDATION_MESSAGES as M } from './messages';
import { validate, type Validation } from './result';

export interface LoginForm {
  email: string;
  password: string;
}

/** Any white space (checked once over the text: no backtracking). */
const SPACE = /\s/;

/**
 * True for something that looks like an email address: one `@` with text before it, no white
 * space, at most 254 characters, and a domain with a dot that has text on both sides (as
 * `/^[^\s@]+@[^\s@]+\.[^\s@]+$/` accepts). Written as one pass over the text: that expression
 * backtracks quadratically, and an email of `a@` and 96,000 dots took 15 s to refuse.
 */
export function looksLikeEmail(value: string): boolean {
  const text = value.trim();
  if (text.length === 0 || text.length > TEXT_LIMITS.email) return false;
  const at = text.indexOf('@');
  if (at <= 0 || at !== text.lastIndexOf('@') || SPACE.test(text)) return false;
  const domain = text.slice(at + 1);
  // A dot with text before it (in the domain) and after it: the first one past the start.
  const dot = domain.indexOf('.', 1);
  return dot !== -1 && dot < domain.length - 1;
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
