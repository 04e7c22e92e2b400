/**
 * Staff accounts and the Security log (Admins only: the route table's `admin`
 * permission, checked before these run). Each change is a write: its row locked, its history
 * row a Security log event (`ctx.security.note`), all in one transaction.
 */
import { and, count, desc, eq, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import {
  VALIDATION_MESSAGES,
  looksLikeEmail,
  staffRoleLabel,
  type SecurityEventKind,
  type StaffRole,
} from '@backoffice/domain';
import { endStaffLinks, issueStaffLink } from '../auth/staffLinks';
import type { Db } from '../db/client';
import { auditLog, outbox, staff } from '../db/schema';
import { conflict, invalid, notFound } from '../errors';
import type { Ctx, HandlerGroup } from '../http/context';
import { endAndTell } from './session';
import { allOf, iso, isoOf, pageCount, paging, parisDayBounds } from './shared';

type StaffRow = typeof staff.$inferSelect;

function memberOf(row: StaffRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    twoFactor: row.totpSecret !== null,
    lastSignInAt: iso(row.lastSignInAt),
  };
}

async function memberRow(db: Db, id: number): Promise<StaffRow> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  if (!row) throw notFound('Staff member', id);
  return row;
}

/** The origin links are made for: the app that called (it serves the set-password page). */
function originOf(ctx: Ctx): string {
  return new URL(ctx.c.req.url).origin;
}

function note(ctx: Ctx, kind: SecurityEventKind, summary: string): void {
  ctx.security.note = { kind, summary };
}

/**
 * Refuses a change that would leave no active Admin (the last active Admin cannot
 * disable or demote themselves; nobody else can either).
 */
export async function keepAnAdmin(
  db: Db,
  member: StaffRow,
  action: 'disable' | 'demote',
): Promise<void> {
  if (member.role !== 'admin' || member.status !== 'active') return;
  const [others] = await db
    .select({ n: count() })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), eq(staff.status, 'active'), ne(staff.id, member.id)));
  if ((others?.n ?? 0) === 0) {
    throw conflict(
      action === 'disable'
        ? 'The last active Admin cannot be disabled: make another staff member an Admin first.'
        : 'The last active Admin cannot be demoted: make another staff member an Admin first.',
    );
  }
}

async function linkEmail(db: Db, member: StaffRow, link: string, subject: string, lead: string) {
  await db.insert(outbox).values({
    channel: 'email',
    recipient: member.email,
    subject,
    body: `${lead}\n\n${link}\n\nThis link works once, for 24 hours.`,
  });
}

/**
 * An Admin's reset: the account changed (`set`), a one-time link made and emailed, every
 * session of theirs ended, on the Security log; the link answered once.
 */
async function resetWithLink(
  ctx: Ctx<unknown, unknown>,
  set: Partial<typeof staff.$inferInsert>,
  purpose: 'password_reset' | 'two_factor_reset',
  words: { subject: string; lead: string; summary: (name: string) => string },
) {
  const { db, params, now } = ctx;
  const member = await memberRow(db, params.id);
  if (member.status === 'disabled')
    throw conflict(`${member.name} is disabled: enable the account first.`);
  const [row] = await db.update(staff).set(set).where(eq(staff.id, member.id)).returning();
  const link = await issueStaffLink(db, member.id, purpose, now, originOf(ctx));
  await linkEmail(db, member, link, words.subject, `${ctx.staff.name} ${words.lead}`);
  const ended = await endAndTell(ctx, member.id, 'admin');
  note(
    ctx,
    purpose,
    `${words.summary(member.name)}${ended ? `; ${ended} ${ended === 1 ? 'session' : 'sessions'} ended` : ''}`,
  );
  return { staffMember: memberOf(row!), link };
}

export const staffHandlers: HandlerGroup<
  | 'staffList'
  | 'inviteStaff'
  | 'changeStaffRole'
  | 'disableStaff'
  | 'enableStaff'
  | 'resetStaffPassword'
  | 'resetStaffTwoFactor'
  | 'securityEvents'
> = {
  async staffList({ db }) {
    const rows = await db
      .select()
      .from(staff)
      .orderBy(sql`lower(${staff.name})`, staff.id);
    return { staff: rows.map(memberOf) };
  },

  async inviteStaff(ctx) {
    const { db, body, now } = ctx;
    const email = body.email.trim().toLowerCase();
    const name = body.name.trim();
    if (!looksLikeEmail(email)) throw invalid({ email: VALIDATION_MESSAGES.emailInvalid });
    const [taken] = await db
      .select({ id: staff.id })
      .from(staff)
      .where(sql`lower(${staff.email}) = ${email}`);
    if (taken) throw invalid({ email: 'A staff member with this email already exists.' });
    const [row] = await db
      .insert(staff)
      .values({ email, name, role: body.role, status: 'invited', passwordHash: '', createdAt: now })
      .returning();
    const member = row!;
    const link = await issueStaffLink(db, member.id, 'invitation', now, originOf(ctx));
    await linkEmail(
      db,
      member,
      link,
      'Your back-office account',
      `${ctx.staff.name} invited you to the back-office. Choose your password:`,
    );
    note(ctx, 'staff_invited', `Invited ${name} (${email}) as ${staffRoleLabel(body.role)}`);
    return { staffMember: memberOf(member), link };
  },

  async changeStaffRole(ctx) {
    const { db, params, body } = ctx;
    const member = await memberRow(db, params.id);
    if (member.role === body.role) return { staffMember: memberOf(member) };
    if (body.role !== 'admin') await keepAnAdmin(db, member, 'demote');
    const [row] = await db
      .update(staff)
      .set({ role: body.role as StaffRole })
      .where(eq(staff.id, member.id))
      .returning();
    // Every server reads the new role at the next call (the embedded one forgets its checks).
    ctx.services.sessions?.revokeStaff(member.id);
    note(
      ctx,
      'role_changed',
      `Changed ${member.name}'s role from ${staffRoleLabel(member.role)} to ${staffRoleLabel(body.role)}`,
    );
    return { staffMember: memberOf(row!) };
  },

  async disableStaff(ctx) {
    const { db, params, now } = ctx;
    const member = await memberRow(db, params.id);
    if (member.status === 'disabled') return { staffMember: memberOf(member) };
    await keepAnAdmin(db, member, 'disable');
    const [row] = await db
      .update(staff)
      .set({ status: 'disabled' })
      .where(eq(staff.id, member.id))
      .returning();
    await endStaffLinks(db, member.id, now);
    const ended = await endAndTell(ctx, member.id, 'disabled');
    note(
      ctx,
      'staff_disabled',
      `Disabled ${member.name}${ended ? `; ${ended} ${ended === 1 ? 'session' : 'sessions'} ended` : ''}`,
    );
    return { staffMember: memberOf(row!) };
  },

  async enableStaff(ctx) {
    const { db, params } = ctx;
    const member = await memberRow(db, params.id);
    if (member.status !== 'disabled') return { staffMember: memberOf(member) };
    const [row] = await db
      .update(staff)
      .set({ status: member.passwordHash ? 'active' : 'invited' })
      .where(eq(staff.id, member.id))
      .returning();
    note(ctx, 'staff_enabled', `Enabled ${member.name}`);
    return { staffMember: memberOf(row!) };
  },

  async resetStaffPassword(ctx) {
    // The old password stops working now: the link chooses the next one.
    return resetWithLink(ctx, { passwordHash: '' }, 'password_reset', {
      subject: 'Choose a new back-office password',
      lead: 'reset your password. Choose a new one:',
      summary: (name) => `Reset ${name}'s password`,
    });
  },

  async resetStaffTwoFactor(ctx) {
    return resetWithLink(ctx, { totpSecret: null, recoveryCodes: [] }, 'two_factor_reset', {
      subject: 'Your back-office two-factor authentication was reset',
      lead: 'reset your two-factor authentication. Choose a password, then sign in and set it up again:',
      summary: (name) => `Reset ${name}'s two-factor authentication`,
    });
  },

  async securityEvents({ db, query }) {
    const { perPage, offset } = paging(query);
    const bounds =
      query.startDate || query.endDate
        ? parisDayBounds(query.startDate ?? '1970-01-01', query.endDate ?? '2999-12-31')
        : null;
    const where = allOf([
      isNotNull(auditLog.kind),
      query.kind !== undefined && eq(auditLog.kind, query.kind),
      // A staff member's events: what they did, and what was done to their account.
      query.staffId !== undefined &&
        sql`(${auditLog.staffId} = ${query.staffId} or (${auditLog.entityType} = 'staff' and ${auditLog.entityId} = ${query.staffId}))`,
      bounds !== null && gte(auditLog.at, bounds.from),
      bounds !== null && lt(auditLog.at, bounds.to),
    ]);
    const [total] = await db.select({ n: count() }).from(auditLog).where(where);
    const rows = await db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(perPage)
      .offset(offset);
    const n = total?.n ?? 0;
    return {
      pages: pageCount(n, perPage),
      total: n,
      events: rows.map((r) => ({
        id: r.id,
        at: isoOf(r.at),
        kind: r.kind as SecurityEventKind,
        staffId: r.staffId,
        staffName: r.staffName,
        summary: String((r.input as { summary?: unknown } | null)?.summary ?? r.route),
        address: r.address ?? '',
      })),
    };
  },
};
