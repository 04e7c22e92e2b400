/**
 * Staff who are who they are. Roles checked before every handler (the whole route
 * table, each role), staff accounts through one-time links, sessions that end, the second
 * factor, and every such event on the append-only Security log.
 */
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { routeList, routes, type AnyRoute } from '@backoffice/api/contract';
import { COMMON_PASSWORD_MESSAGE, STAFF_ROLES, roleCan, type StaffRole } from '@backoffice/domain';
import { auditLog, internalNotes, staff } from '../db/schema';
import { tokenOf } from '../test/account';
import { testServerForFile } from '../test/harness';

const server = testServerForFile();

const db = () => server.database.db;

async function staffId(email: string): Promise<number> {
  const [row] = await db().select({ id: staff.id }).from(staff).where(eq(staff.email, email));
  return row!.id;
}

/** A fresh session of the demo account of a role: Admin csm@, CSM lea.bernard@, Viewer ines.moreau@. */
const ROLE_ACCOUNT: Record<StaffRole, string> = {
  admin: 'csm@example.com',
  csm: 'lea.bernard@example.com',
  viewer: 'ines.moreau@example.com',
};
async function tokenAs(role: StaffRole): Promise<string> {
  return tokenOf(db(), await staffId(ROLE_ACCOUNT[role]));
}

/** An id no record has: a call that gets past the permission finds nothing to change. */
const NOBODY = 2_000_000_000;

function signIn(email: string, password: string) {
  return server.call(routes.login, { token: null, body: { email, password } });
}

/** The one-time link's token (after `#token=`). */
const tokenOfLink = (link: string) => new URL(link).hash.replace(/^#token=/, '');

describe('every route declares who may call it, and the server holds to it', () => {
  const guarded = routeList.filter((r) => r.permission !== 'public');

  it('every route of the table has a permission', () => {
    for (const route of routeList)
      expect(['public', 'session', 'read', 'write', 'export', 'admin']).toContain(route.permission);
    // The public ones are sign-in's steps, one-time links and health: nothing else.
    expect(
      routeList
        .filter((r) => r.permission === 'public')
        .map((r) => r.name)
        .sort(),
    ).toEqual(
      [
        'checkOneTimeLink',
        'health',
        'ready',
        'login',
        'loginTwoFactor',
        'setPassword',
        'twoFactorEnrolConfirm',
        'twoFactorEnrolStart',
      ].sort(),
    );
  });

  for (const role of STAFF_ROLES) {
    it(`a ${role} gets 403 exactly where the table says (${guarded.length} routes)`, async () => {
      const wrong: string[] = [];
      for (const route of guarded as AnyRoute[]) {
        const token = await tokenAs(role);
        const res = await server.call(route, {
          token,
          params: { id: NOBODY, fileId: 'x'.repeat(43) },
        });
        const allowed = roleCan(role, route.permission);
        if (allowed ? res.status === 403 || res.status === 401 : res.status !== 403)
          wrong.push(
            `${route.name} (${route.permission}): ${res.status} ${res.text.slice(0, 120)}`,
          );
        if (!allowed) expect(res.body).toMatchObject({ code: 'forbidden' });
      }
      expect(wrong).toEqual([]);
    });
  }

  it('a list as CSV is an export: a Viewer reads the list, not its file', async () => {
    const token = await tokenAs('viewer');
    expect((await server.call(routes.users, { token })).status).toBe(200);
    const file = await server.call(routes.users, { token, query: { format: 'csv' } });
    expect(file.status).toBe(403);
    expect(file.body).toEqual({ code: 'forbidden', description: 'Viewers cannot export lists.' });
    const write = await server.call(routes.officeRank, {
      token,
      params: { id: 1 },
      body: { rank: 3 },
    });
    expect(write.body).toEqual({
      code: 'forbidden',
      description: 'Viewers cannot change records.',
    });
  });
});

describe('staff accounts', () => {
  it('an Admin invites a CSM, who chooses a password through the one-time link and signs in', async () => {
    const invited = await server.call(routes.inviteStaff, {
      body: { name: 'Nina Roussel', email: 'Nina.Roussel@example.com', role: 'csm' },
    });
    expect(invited.status, invited.text).toBe(200);
    expect(invited.body.staffMember).toMatchObject({
      email: 'nina.roussel@example.com',
      role: 'csm',
      status: 'invited',
      twoFactor: false,
      lastSignInAt: null,
    });
    const link = invited.body.link as string;
    expect(link).toMatch(/\/set-password#token=/);
    const token = tokenOfLink(link);
    // The invitation email is in the outbox (the link with it).
    const [mail] = await db()
      .execute<{ body: string }>(
        sql`select body from outbox where recipient = 'nina.roussel@example.com'`,
      )
      .then((r) => ((r as { rows?: unknown }).rows ?? r) as { body: string }[]);
    expect(mail!.body).toContain(link);
    // Nobody can sign in before the password is chosen.
    expect((await signIn('nina.roussel@example.com', '')).status).toBe(400);

    const check = await server.call(routes.checkOneTimeLink, { token: null, body: { token } });
    expect(check.body).toEqual({
      purpose: 'invitation',
      name: 'Nina Roussel',
      email: 'nina.roussel@example.com',
    });
    const short = await server.call(routes.setPassword, {
      token: null,
      body: { token, password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ password: 'Use at least 12 characters.' });
    const common = await server.call(routes.setPassword, {
      token: null,
      body: { token, password: 'qwerty123456' },
    });
    expect(common.body.fields).toEqual({ password: COMMON_PASSWORD_MESSAGE });
    const set = await server.call(routes.setPassword, {
      token: null,
      body: { token, password: 'ciel bleu sur Lyon 42' },
    });
    expect(set.status, set.text).toBe(200);
    // Used once.
    const again = await server.call(routes.setPassword, {
      token: null,
      body: { token, password: 'another long one 77' },
    });
    expect(again.body.code).toBe('link_invalid');

    const signedIn = await signIn('nina.roussel@example.com', 'ciel bleu sur Lyon 42');
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.body.user).toMatchObject({ role: 'csm', twoFactor: false });
    const list = await server.call(routes.staffList);
    expect(list.body.staff).toContainEqual(
      expect.objectContaining({ email: 'nina.roussel@example.com', status: 'active' }),
    );
  });

  it('a role change holds at the next call; a disable ends every session at once and stops sign-in', async () => {
    const id = await staffId('hugo.petit@example.com');
    const hugo = await tokenOf(db(), id);
    const other = await tokenOf(db(), id);
    const note = () =>
      server.call(routes.createInternalNote, {
        token: hugo,
        body: { office_id: 4, note: '<p>Hugo</p>' },
      });
    expect((await note()).status).toBe(200);
    expect(
      (await server.call(routes.changeStaffRole, { params: { id }, body: { role: 'viewer' } }))
        .status,
    ).toBe(200);
    expect((await note()).status).toBe(403);
    expect(
      (await server.call(routes.changeStaffRole, { params: { id }, body: { role: 'csm' } })).status,
    ).toBe(200);

    const disabled = await server.call(routes.disableStaff, { params: { id } });
    expect(disabled.body.staffMember).toMatchObject({ status: 'disabled' });
    for (const token of [hugo, other]) {
      const res = await server.call(routes.refresh, { token });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('session_revoked');
    }
    const refused = await signIn('hugo.petit@example.com', 'demo1234');
    expect(refused.status).toBe(403);
    expect(
      (await server.call(routes.enableStaff, { params: { id } })).body.staffMember,
    ).toMatchObject({ status: 'active' });
    expect((await signIn('hugo.petit@example.com', 'demo1234')).status).toBe(200);
  });

  it('the last active Admin can neither be disabled nor demoted', async () => {
    const me = await staffId('csm@example.com');
    const demote = await server.call(routes.changeStaffRole, {
      params: { id: me },
      body: { role: 'csm' },
    });
    expect(demote.status).toBe(409);
    expect(demote.body.description).toBe(
      'The last active Admin cannot be demoted: make another staff member an Admin first.',
    );
    const disable = await server.call(routes.disableStaff, { params: { id: me } });
    expect(disable.status).toBe(409);
    expect(disable.body.description).toBe(
      'The last active Admin cannot be disabled: make another staff member an Admin first.',
    );
  });

  it("an Admin's password reset stops the old password and ends the sessions; the link sets a new one", async () => {
    const id = await staffId('thomas.roux@example.com');
    const thomas = await tokenOf(db(), id);
    const reset = await server.call(routes.resetStaffPassword, { params: { id } });
    expect(reset.status, reset.text).toBe(200);
    expect((await server.call(routes.refresh, { token: thomas })).body.code).toBe(
      'session_revoked',
    );
    expect((await signIn('thomas.roux@example.com', 'demo1234')).status).toBe(401);
    const token = tokenOfLink(reset.body.link as string);
    expect(
      (await server.call(routes.checkOneTimeLink, { token: null, body: { token } })).body.purpose,
    ).toBe('password_reset');
    expect(
      (
        await server.call(routes.setPassword, {
          token: null,
          body: { token, password: 'le train de 8h12 part' },
        })
      ).status,
    ).toBe(200);
    expect((await signIn('thomas.roux@example.com', 'le train de 8h12 part')).status).toBe(200);
  });
});

describe('the second factor', () => {
  /** A code of the secret now (the test's clock is the server's). */
  const codeOf = (secret: string) => generate({ secret });

  it('enrols with a first code, then sign-in asks for a code or a recovery code (each used once)', async () => {
    const id = await staffId('lea.bernard@example.com');
    const lea = await tokenOf(db(), id);
    const setup = await server.call(routes.twoFactorSetup, { token: lea });
    expect(setup.status, setup.text).toBe(200);
    expect(setup.body.qrSvg).toContain('<svg');
    expect(setup.body.otpauthUrl).toContain('otpauth://totp/');
    const secret = setup.body.secret as string;
    const wrong = await server.call(routes.twoFactorConfirm, {
      token: lea,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(400);
    const confirmed = await server.call(routes.twoFactorConfirm, {
      token: lea,
      body: { code: await codeOf(secret) },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    const codes = confirmed.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    // Only HMACs are kept: neither the codes nor the secret in clear.
    const [row] = await db().select().from(staff).where(eq(staff.id, id));
    expect(JSON.stringify(row)).not.toContain(secret);
    for (const code of codes) expect(JSON.stringify(row)).not.toContain(code);

    const first = await signIn('lea.bernard@example.com', 'demo1234');
    expect(first.body).toMatchObject({ twoFactor: 'required' });
    expect(first.body.token).toBeUndefined();
    const challenge = first.body.challenge as string;
    const bad = await server.call(routes.loginTwoFactor, {
      token: null,
      body: { challenge, code: '123456' },
    });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('two_factor_invalid');
    const good = await server.call(routes.loginTwoFactor, {
      token: null,
      body: { challenge, code: await codeOf(secret) },
    });
    expect(good.status, good.text).toBe(200);
    expect(good.body.user).toMatchObject({ twoFactor: true });

    const byRecovery = async () => {
      const step = await signIn('lea.bernard@example.com', 'demo1234');
      return server.call(routes.loginTwoFactor, {
        token: null,
        body: { challenge: step.body.challenge, code: codes[0]!.toLowerCase() },
      });
    };
    expect((await byRecovery()).status).toBe(200);
    expect((await byRecovery()).status).toBe(401);

    // An Admin's reset turns it off and ends the sessions.
    const reset = await server.call(routes.resetStaffTwoFactor, { params: { id } });
    expect(reset.body.staffMember).toMatchObject({ twoFactor: false });
    expect(
      (await server.call(routes.refresh, { token: good.body.token as string })).body.code,
    ).toBe('session_revoked');
  });

  it('an Admin without a second factor (outside the demo) enrols at sign-in', async () => {
    const invited = await server.call(routes.inviteStaff, {
      body: { name: 'Paul Admin', email: 'paul.admin@example.com', role: 'admin' },
    });
    const token = tokenOfLink(invited.body.link as string);
    await server.call(routes.setPassword, {
      token: null,
      body: { token, password: 'un mot de passe solide' },
    });
    const first = await signIn('paul.admin@example.com', 'un mot de passe solide');
    expect(first.body).toMatchObject({ twoFactor: 'enrol' });
    const challenge = first.body.challenge as string;
    const setup = await server.call(routes.twoFactorEnrolStart, {
      token: null,
      body: { challenge },
    });
    expect(setup.status, setup.text).toBe(200);
    const done = await server.call(routes.twoFactorEnrolConfirm, {
      token: null,
      body: { challenge, code: await codeOf(setup.body.secret as string) },
    });
    expect(done.status, done.text).toBe(200);
    expect(done.body.recoveryCodes).toHaveLength(10);
    expect(done.body.user).toMatchObject({ role: 'admin', twoFactor: true });
  });
});

describe('your sessions', () => {
  it('lists them, signs one out, signs out everywhere else; a new password ends the others', async () => {
    const id = await staffId('ines.moreau@example.com');
    const here = await tokenOf(db(), id);
    const there = await tokenOf(db(), id);
    const elsewhere = await tokenOf(db(), id);
    const list = await server.call(routes.sessions, { token: here });
    const mine = list.body.sessions as { id: number; current: boolean }[];
    expect(mine.filter((s) => s.current)).toHaveLength(1);
    const thereId = mine.find((s) => !s.current)!.id;
    expect(
      (await server.call(routes.endSession, { token: here, params: { id: thereId } })).body.ended,
    ).toBe(1);
    const others = await server.call(routes.endOtherSessions, { token: here });
    expect(others.body.ended).toBeGreaterThanOrEqual(1);
    expect((await server.call(routes.refresh, { token: here })).status).toBe(200);
    for (const token of [there, elsewhere])
      expect((await server.call(routes.refresh, { token })).status).toBe(401);

    const another = await tokenOf(db(), id);
    const wrong = await server.call(routes.changePassword, {
      token: here,
      body: { currentPassword: 'nope', newPassword: 'une phrase assez longue' },
    });
    expect(wrong.body.fields).toEqual({ currentPassword: 'This is not your current password.' });
    const changed = await server.call(routes.changePassword, {
      token: here,
      body: { currentPassword: 'demo1234', newPassword: 'une phrase assez longue' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await server.call(routes.refresh, { token: another })).body.code).toBe(
      'session_revoked',
    );
    expect((await server.call(routes.refresh, { token: here })).status).toBe(200);
    const active = await server.call(routes.sessionActivity, { token: here });
    expect(active.body.session.idleEndsAt).toBeTruthy();
  });
});

describe('the Security log', () => {
  it('holds sign-ins, failures, staff changes, exports and downloads, with who and from where', async () => {
    await signIn('csm@example.com', 'not the password');
    const csm = await tokenAs('csm');
    const file = await server.call(routes.users, {
      token: csm,
      query: { format: 'csv', userType: 'host' },
    });
    expect(file.status).toBe(200);
    const pdf = await server.call(routes.contractPdf, { token: csm, params: { id: 1 } });
    expect([200, 404]).toContain(pdf.status);
    const all = await server.call(routes.securityEvents, { query: { perPage: 100 } });
    expect(all.status, all.text).toBe(200);
    const kinds = new Set((all.body.events as { kind: string }[]).map((e) => e.kind));
    for (const kind of [
      'sign_in',
      'sign_in_failed',
      'staff_invited',
      'role_changed',
      'staff_disabled',
      'staff_enabled',
      'password_reset',
      'two_factor_enabled',
      'two_factor_reset',
      'recovery_code_used',
      'session_ended',
      'password_changed',
      'export',
    ])
      expect(kinds, kind).toContain(kind);
    const exported = (
      all.body.events as { kind: string; summary: string; staffName: string; address: string }[]
    ).find((e) => e.kind === 'export')!;
    expect(exported.staffName).toBe('Léa Bernard');
    expect(exported.summary).toMatch(/userType host; \d+ rows/);
    const failed = (all.body.events as { kind: string; summary: string }[]).find(
      (e) => e.kind === 'sign_in_failed',
    )!;
    expect(failed.summary).toContain('csm@example.com');

    const onlyLea = await server.call(routes.securityEvents, {
      query: { staffId: await staffId('lea.bernard@example.com'), kind: 'export' },
    });
    expect((onlyLea.body.events as unknown[]).length).toBeGreaterThan(0);
    const csv = await server.call(routes.securityEvents, { query: { format: 'csv' } });
    expect(csv.status).toBe(200);
    expect(csv.text.split('\n')[0]).toContain('When,Kind,Staff member,Summary,Address');
    // No password, code or token ever reaches the log.
    const rows = await db().select().from(auditLog);
    const text = JSON.stringify(rows);
    for (const secret of ['demo1234', 'ciel bleu sur Lyon 42', 'une phrase assez longue'])
      expect(text).not.toContain(secret);
  });

  it('is append-only: the database refuses to change or delete a row', async () => {
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'changed',
        (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
      );
    await signIn('csm@example.com', 'a wrong guess');
    expect(await refusal(db().execute(sql`update audit_log set staff_name = 'x'`))).toMatch(
      /append-only/,
    );
    expect(await refusal(db().execute(sql`delete from audit_log`))).toMatch(/append-only/);
    expect(await refusal(db().execute(sql`truncate audit_log`))).toMatch(/append-only/);
  });

  it('an internal note edited by another keeps its author and says who edited it', async () => {
    const made = await server.call(routes.createInternalNote, {
      body: { office_id: 5, note: '<p>Camille</p>' },
    });
    const id = made.body.internalNote.id as number;
    const thomasToken = await tokenOf(db(), await staffId('hugo.petit@example.com'));
    const edited = await server.call(routes.updateInternalNote, {
      token: thomasToken,
      params: { id },
      body: { internal_note: { note: '<p>Hugo</p>' } },
    });
    expect(edited.body.internalNote).toMatchObject({
      userFullName: 'Camille Dubois',
      editedBy: 'Hugo Petit',
    });
    const [row] = await db().select().from(internalNotes).where(eq(internalNotes.id, id));
    expect(row!.authorName).toBe('Camille Dubois');
  });
});
