import { describe, expect, it } from 'vitest';
import { looksLikeEmail, validateLogin } from './login';

describe('operations §5 — login validation', () => {
  it('accepts an email and a password, sending the email trimmed', () => {
    expect(validateLogin({ email: ' csm@example.com ', password: 'demo1234' })).toEqual({
      ok: true,
      value: { email: 'csm@example.com', password: 'demo1234' },
    });
  });

  it.each([
    [{ email: '', password: 'x' }, { email: 'required' }, 'required'],
    [{ email: '   ', password: 'x' }, { email: 'required' }, 'required'],
    [{ email: 'csm@', password: 'x' }, { email: 'email is not correct' }, 'email is not correct'],
    [
      { email: 'csm@example.com', password: '' },
      { password: 'password required' },
      'password required',
    ],
    [
      { email: 'nope', password: '' },
      { email: 'email is not correct', password: 'password required' },
      'email is not correct',
    ],
  ])('%o gives %o', (form, errors, message) => {
    expect(validateLogin(form)).toEqual({ ok: false, errors, message });
  });

  it.each([
    ['a@b.co', true],
    ['first.last+tag@example.fr', true],
    ['a b@c.de', false],
    ['a@b', false],
    ['@b.co', false],
  ])('%s looks like an email: %s', (value, ok) => {
    expect(looksLikeEmail(value)).toBe(ok);
  });
});
