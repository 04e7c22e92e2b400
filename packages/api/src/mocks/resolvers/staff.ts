import { isLastActiveAdmin, type StaffMember } from '@backoffice/domain';
import type { staffAccountRoutes } from '../../routes/staff';
import { fail, inDays, paged, type ResolversOf } from './shared';

const link = (id: number) => `http://localhost:6006/set-password#token=mock-${id}`;

/** The staff member of the path, or a 404 answer. */
function memberOf(staff: StaffMember[], id: number): StaffMember | Response {
  return (
    staff.find((s) => s.id === id) ?? fail(404, 'not_found', `Staff member ${id} was not found`)
  );
}

/** The mocks of the Staff screen and the Security log (Admins). */
export const staffResolvers: ResolversOf<typeof staffAccountRoutes> = {
  staffList: ({ db }) => ({ staff: db.staff }),

  inviteStaff: ({ db, body }) => {
    const email = body.email.trim().toLowerCase();
    if (db.staff.some((s) => s.email === email))
      return fail(409, 'conflict', `${email} already has an account.`);
    const staffMember: StaffMember = {
      id: Math.max(0, ...db.staff.map((s) => s.id)) + 1,
      name: body.name.trim(),
      email,
      role: body.role,
      status: 'invited',
      twoFactor: false,
      lastSignInAt: null,
    };
    db.staff = [...db.staff, staffMember];
    return { staffMember, link: link(staffMember.id) };
  },

  changeStaffRole: ({ db, id, body }) => {
    const member = memberOf(db.staff, id);
    if (member instanceof Response) return member;
    if (body.role !== 'admin' && isLastActiveAdmin(db.staff, id))
      return fail(
        409,
        'conflict',
        'The last active Admin keeps the Admin role: make another Admin first.',
      );
    const staffMember = { ...member, role: body.role };
    db.staff = db.staff.map((s) => (s.id === id ? staffMember : s));
    return { staffMember };
  },

  disableStaff: ({ db, id }) => {
    const member = memberOf(db.staff, id);
    if (member instanceof Response) return member;
    if (isLastActiveAdmin(db.staff, id))
      return fail(
        409,
        'conflict',
        'The last active Admin cannot be disabled: make another Admin first.',
      );
    const staffMember: StaffMember = { ...member, status: 'disabled' };
    db.staff = db.staff.map((s) => (s.id === id ? staffMember : s));
    return { staffMember };
  },

  enableStaff: ({ db, id }) => {
    const member = memberOf(db.staff, id);
    if (member instanceof Response) return member;
    const staffMember: StaffMember = {
      ...member,
      status: member.lastSignInAt ? 'active' : 'invited',
    };
    db.staff = db.staff.map((s) => (s.id === id ? staffMember : s));
    return { staffMember };
  },

  resetStaffPassword: ({ db, id }) => {
    const member = memberOf(db.staff, id);
    return member instanceof Response ? member : { staffMember: member, link: link(id) };
  },

  resetStaffTwoFactor: ({ db, id }) => {
    const member = memberOf(db.staff, id);
    if (member instanceof Response) return member;
    const staffMember = { ...member, twoFactor: false };
    db.staff = db.staff.map((s) => (s.id === id ? staffMember : s));
    return { staffMember, link: link(id) };
  },

  securityEvents: ({ db, query }) => {
    const events = db.securityEvents.filter(
      (e) =>
        (query.staffId === undefined || e.staffId === query.staffId) &&
        (query.kind === undefined || e.kind === query.kind) &&
        inDays(e.at, query.startDate, query.endDate),
    );
    const { items, ...page } = paged(events, query);
    return { ...page, events: items };
  },
};
