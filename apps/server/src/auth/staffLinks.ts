import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staff, staffLinks } from '../db/schema';
import { hashToken, newHashedToken } from './sessions';

export type StaffLinkPurpose = 'invitation' | 'password_reset' | 'two_factor_reset';

/** How long a staff member's one-time link works. */
export const STAFF_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** The app's page a one-time link opens; the token rides in the fragment, never sent in a request line or a Referer. */
export const SET_PASSWORD_PATH = '/set-password';

/**
 * Makes a one-time link for a staff member (the earlier unused ones of that person stop
 * working) and keeps its token's SHA-256. The link itself is answered once.
 */
export async function issueStaffLink(
  db: Db,
  staffId: number,
  purpose: StaffLinkPurpose,
  now: Date,
  origin: string,
): Promise<string> {
  await db
    .update(staffLinks)
    .set({ usedAt: now })
    .where(and(eq(staffLinks.staffId, staffId), isNull(staffLinks.usedAt)));
  const { token, tokenHash } = newHashedToken();
  await db.insert(staffLinks).values({
    staffId,
    purpose,
    tokenHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + STAFF_LINK_TTL_MS),
  });
  return `${origin}${SET_PASSWORD_PATH}#token=${token}`;
}

/** The live link of a token with its staff member, or null (unknown, used or expired). */
export async function liveStaffLink(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ link: staffLinks, member: staff })
    .from(staffLinks)
    .innerJoin(staff, eq(staff.id, staffLinks.staffId))
    .where(
      and(
        eq(staffLinks.tokenHash, hashToken(token)),
        isNull(staffLinks.usedAt),
        gt(staffLinks.expiresAt, now),
      ),
    );
  return row && row.member.status !== 'disabled' ? row : null;
}

/** Ends every unused link of a staff member (a disable). */
export async function endStaffLinks(db: Db, staffId: number, now: Date): Promise<void> {
  await db
    .update(staffLinks)
    .set({ usedAt: now })
    .where(and(eq(staffLinks.staffId, staffId), isNull(staffLinks.usedAt)));
}
