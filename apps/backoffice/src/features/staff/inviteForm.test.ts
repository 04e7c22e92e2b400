import { describe, expect, it } from 'vitest';
import { EMPTY_INVITE, INVITE_MESSAGES, inviteFieldOf, validateInvite } from './inviteForm';

describe('the Invite staff member form', () => {
  it('opens on the CSM role', () => {
    expect(EMPTY_INVITE.role).toBe('csm');
  });

  it('asks for a name and an email, each under its field', () => {
    const result = validateInvite({ name: '  ', email: '', role: 'csm' });
    expect(result).toMatchObject({
      ok: false,
      message: INVITE_MESSAGES.nameRequired,
      errors: { name: INVITE_MESSAGES.nameRequired, email: INVITE_MESSAGES.emailRequired },
    });
  });

  it('refuses an address that is not one', () => {
    const result = validateInvite({ name: 'Nora', email: 'nora@', role: 'viewer' });
    expect(result).toMatchObject({ ok: false, errors: { email: INVITE_MESSAGES.emailInvalid } });
  });

  it('sends the trimmed values and the chosen role', () => {
    expect(
      validateInvite({ name: ' Nora Lefèvre ', email: ' nora@example.com ', role: 'admin' }),
    ).toEqual({
      ok: true,
      value: { name: 'Nora Lefèvre', email: 'nora@example.com', role: 'admin' },
    });
  });

  it('puts the server’s field messages under the same fields, and no others', () => {
    expect(inviteFieldOf('email')).toBe('email');
    expect(inviteFieldOf('name')).toBe('name');
    expect(inviteFieldOf('body')).toBeNull();
  });
});
