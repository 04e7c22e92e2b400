import { describe, expect, it } from 'vitest';
import { validateManageHost, type ManageHostForm } from './manageHost';

const EMAIL_MISMATCH =
  'Your email and confirmation did not match. For security reasons, please re-enter the information.';
const PASSWORD_MISMATCH =
  'Your password and confirmation did not match. For security reasons, please re-enter the information.';

const good: ManageHostForm = {
  email: 'host@example.com',
  emailConfirmation: 'host@example.com',
  password: 'secret1',
  passwordConfirmation: 'secret1',
};

describe('people-and-content §5 — manage host', () => {
  it('accepts matching confirmations', () => {
    expect(validateManageHost({ ...good, email: ' host@example.com' })).toEqual({
      ok: true,
      value: good,
    });
  });

  it.each([
    [{ emailConfirmation: 'other@example.com' }, { emailConfirmation: EMAIL_MISMATCH }],
    [{ passwordConfirmation: 'secret2' }, { passwordConfirmation: PASSWORD_MISMATCH }],
    [{ password: 'five5', passwordConfirmation: 'five5' }, { password: 'Minimum 6 characters' }],
    [{ email: '', emailConfirmation: '' }, { email: 'required' }],
    [{ email: 'host', emailConfirmation: 'host' }, { email: 'email is not correct' }],
    [
      { emailConfirmation: 'x@example.com', passwordConfirmation: '' },
      { emailConfirmation: EMAIL_MISMATCH, passwordConfirmation: PASSWORD_MISMATCH },
    ],
  ] as [Partial<ManageHostForm>, Record<string, string>][])('%o gives %o', (change, errors) => {
    const result = validateManageHost({ ...good, ...change });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual(errors);
    expect(!result.ok && result.message).toBe(Object.values(errors)[0]);
  });

  it('accepts exactly 6 characters', () => {
    expect(
      validateManageHost({ ...good, password: 'abcdef', passwordConfirmation: 'abcdef' }).ok,
    ).toBe(true);
  });
});
