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

describe('looksLikeEmail, in one pass', () => {
  // The expression it replaces: the same answer on every short text of its alphabet.
  // eslint-disable-next-line regexp/no-super-linear-backtracking -- the reference, on short texts only
  const BEFORE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

  it('agrees with the old expression on every text of up to 7 characters of "a@. "', () => {
    const alphabet = ['a', '@', '.', ' '];
    let texts = [''];
    let checked = 0;
    for (let length = 1; length <= 7; length++) {
      texts = texts.flatMap((text) => alphabet.map((ch) => text + ch));
      for (const text of texts) {
        expect([text, looksLikeEmail(text)]).toEqual([text, BEFORE.test(text.trim())]);
        checked++;
      }
    }
    expect(checked).toBe(21_844);
  });

  it('refuses an address longer than 254 characters', () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(185)}.fr`;
    expect(looksLikeEmail(`${local}@${domain}`)).toBe(true);
    expect(`${local}@${domain}`.length).toBe(253);
    expect(looksLikeEmail(`${local}@b${domain}`)).toBe(true);
    expect(looksLikeEmail(`${local}@bb${domain}`)).toBe(false);
  });

  it('refuses a crafted 100 KB address at once', () => {
    const crafted = `a@${'.'.repeat(100_000)}@`;
    const started = performance.now();
    expect(looksLikeEmail(crafted)).toBe(false);
    expect(validateLogin({ email: crafted, password: 'x' }).ok).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
