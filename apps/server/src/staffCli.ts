/**
 * `npm run staff -- <command>`: staff accounts from the shell, for operators.
 *
 *   list
 *   create --email E --name N [--role admin|csm|viewer]   prints a one-time set-password link
 *   disable --email E                                     ends every session at once
 *   reset-password --email E                              prints a one-time link; sessions end
 *
 * On DATABASE_URL (PostgreSQL, servers may be running) or DATA_DIR's embedded database (stop
 * the server first: only one process can open it). Links are made for APP_URL (default
 * http://localhost:PORT). Each change is on the Security log, by "Operator (shell)".
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { STAFF_ROLES, looksLikeEmail, staffRoleLabel, type StaffRole } from '@backoffice/domain';
import { recordSecurityEvent } from './auth/securityLog';
import { endSessions, findStaff } from './auth/sessions';
import { endStaffLinks, issueStaffLink } from './auth/staffLinks';
import { keepAnAdmin } from './handlers/staff';
import { readConfig } from './config';
import { openForCommandOrExit } from './db/open';
import { staff } from './db/schema';
import { sharedChangeHub } from './events/hub';

const USAGE = `Usage: npm run staff -- list
       npm run staff -- create --email E --name N [--role admin|csm|viewer]
       npm run staff -- disable --email E
       npm run staff -- reset-password --email E`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'csm' },
  },
});
const command = positionals[0];
function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}
if (!command || !['list', 'create', 'disable', 'reset-password'].includes(command)) fail(USAGE);

const config = readConfig();
const appUrl = new URL(process.env.APP_URL || `http://localhost:${config.port}`).origin;
const operator = { name: `Operator (shell, ${os.userInfo().username})` };
const now = new Date();

// The embedded database under DATA_DIR's lock: refused while a server runs on it.
const database = await openForCommandOrExit({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  purpose: 'npm run staff',
});
await database.exclusively(() => database.migrate());
const db = database.db;

async function member(email: string | undefined) {
  if (!email) fail(`--email is required.\n${USAGE}`);
  const row = await findStaff(db, email);
  if (!row) fail(`No staff member has the email ${email}.`, 3);
  return row;
}

async function tellSessionsEnded(staffId: number) {
  if (database.kind !== 'postgres' || !database.listen) return;
  const hub = sharedChangeHub(database, { log: () => {} });
  await hub.publishSessionsEnded(staffId).finally(() => hub.close());
}

try {
  if (command === 'list') {
    const rows = await db
      .select()
      .from(staff)
      .orderBy(sql`lower(${staff.name})`);
    if (rows.length === 0)
      console.info('No staff account yet: npm run staff -- create --email E --name N --role admin');
    for (const r of rows) {
      console.info(
        [
          r.email,
          r.name,
          staffRoleLabel(r.role),
          r.status,
          r.totpSecret ? '2FA on' : '2FA off',
          r.lastSignInAt?.toISOString() ?? 'never signed in',
        ].join('\t'),
      );
    }
  } else if (command === 'create') {
    const email = (values.email ?? '').trim().toLowerCase();
    const name = (values.name ?? '').trim();
    const role = values.role as StaffRole;
    if (!looksLikeEmail(email)) fail(`--email must be an email address.\n${USAGE}`);
    if (!name) fail(`--name is required.\n${USAGE}`);
    if (!(STAFF_ROLES as readonly string[]).includes(role))
      fail(`--role must be one of ${STAFF_ROLES.join(', ')}.`);
    if (await findStaff(db, email))
      fail(`A staff member with the email ${email} already exists.`, 3);
    const link = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staff)
        .values({ email, name, role, status: 'invited', passwordHash: '', createdAt: now })
        .returning();
      const made = await issueStaffLink(tx, row!.id, 'invitation', now, appUrl);
      await recordSecurityEvent(tx, {
        kind: 'staff_invited',
        actor: null,
        staffId: row!.id,
        summary: `Invited ${name} (${email}) as ${staffRoleLabel(role)} (by ${operator.name})`,
        address: 'shell',
        route: 'staff-cli create',
        at: now,
      });
      return made;
    });
    console.info(
      `Created ${name} <${email}>, ${staffRoleLabel(role)}. One-time link to choose the password (24 h):\n${link}`,
    );
  } else if (command === 'disable') {
    const row = await member(values.email);
    try {
      await keepAnAdmin(db, row, 'disable');
    } catch (error) {
      fail((error as Error).message, 3);
    }
    const ended = await db.transaction(async (tx) => {
      await tx.update(staff).set({ status: 'disabled' }).where(eq(staff.id, row.id));
      await endStaffLinks(tx, row.id, now);
      const ids = await endSessions(tx, row.id, 'disabled', now, null);
      await recordSecurityEvent(tx, {
        kind: 'staff_disabled',
        actor: null,
        staffId: row.id,
        summary: `Disabled ${row.name}; ${ids.length} sessions ended (by ${operator.name})`,
        address: 'shell',
        route: 'staff-cli disable',
        at: now,
      });
      return ids.length;
    });
    await tellSessionsEnded(row.id);
    console.info(`Disabled ${row.name} <${row.email}>: ${ended} sessions ended.`);
  } else if (command === 'reset-password') {
    const row = await member(values.email);
    if (row.status === 'disabled') fail(`${row.email} is disabled: enable the account first.`, 3);
    const link = await db.transaction(async (tx) => {
      await tx.update(staff).set({ passwordHash: '' }).where(eq(staff.id, row.id));
      await endSessions(tx, row.id, 'admin', now, null);
      const made = await issueStaffLink(tx, row.id, 'password_reset', now, appUrl);
      await recordSecurityEvent(tx, {
        kind: 'password_reset',
        actor: null,
        staffId: row.id,
        summary: `Reset ${row.name}'s password (by ${operator.name})`,
        address: 'shell',
        route: 'staff-cli reset-password',
        at: now,
      });
      return made;
    });
    await tellSessionsEnded(row.id);
    console.info(
      `Password of ${row.email} reset; their sessions ended. One-time link (24 h):\n${link}`,
    );
  }
} finally {
  await database.close();
}
