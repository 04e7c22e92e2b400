import { TEXT_LIMITS, looksLikeEmail, validate } from '@backoffice/domain';
import type { StaffRole, Validation } from '@backoffice/domain';

/** The "Invite staff member" form as the Admin fills it. */
export interface InviteStaffForm {
  name: string;
  email: string;
  role: StaffRole;
}

type Field = keyof InviteStaffForm;

/** A new staff member is a CSM unless the Admin picks another role (the spec's default). */
export const EMPTY_INVITE: InviteStaffForm = { name: '', email: '', role: 'csm' };

export const INVITE_MESSAGES = {
  nameRequired: 'Enter their name.',
  nameTooLong: `Use at most ${TEXT_LIMITS.line} characters.`,
  emailRequired: 'Enter their email address.',
  emailInvalid: 'Enter an email address such as name@example.com.',
  emailTooLong: `Use at most ${TEXT_LIMITS.email} characters.`,
} as const;

/**
 * The checks the form can make before any call (the server makes them too, and answers a
 * taken email itself): a name, and an address that looks like one, trimmed.
 */
export function validateInvite(form: InviteStaffForm): Validation<InviteStaffForm, Field> {
  const name = form.name.trim();
  const email = form.email.trim();
  const M = INVITE_MESSAGES;
  return validate<InviteStaffForm, Field>(
    [
      ['name', !name && M.nameRequired],
      ['name', name.length > TEXT_LIMITS.line && M.nameTooLong],
      ['email', !email && M.emailRequired],
      ['email', email.length > TEXT_LIMITS.email && M.emailTooLong],
      ['email', !looksLikeEmail(email) && M.emailInvalid],
    ],
    () => ({ name, email, role: form.role }),
  );
}

/** The form field that shows a server field's message (the body's names are the form's). */
export function inviteFieldOf(serverField: string): Field | null {
  return serverField === 'name' || serverField === 'email' || serverField === 'role'
    ? serverField
    : null;
}
