import crypto from 'node:crypto';
import type { Db } from '../db/client';
import { oneTimeTokens } from '../db/schema';

export type OneTimePurpose = 'password_reset' | 'handover';

/** How long a one-time link works. */
export const ONE_TIME_TTL_MS: Record<OneTimePurpose, number> = {
  password_reset: 24 * 60 * 60 * 1000,
  handover: 7 * 24 * 60 * 60 * 1000,
};

/** SHA-256 of a one-time token, hex: what the database keeps. */
export function oneTimeTokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * Makes a one-time token for a user and keeps its hash (one_time_tokens): the token itself
 * is answered once, to go into the link, and is never stored.
 */
export async function issueOneTimeToken(
  db: Db,
  purpose: OneTimePurpose,
  userId: number,
  now: Date,
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(oneTimeTokens).values({
    purpose,
    userId,
    tokenHash: oneTimeTokenHash(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ONE_TIME_TTL_MS[purpose]),
  });
  return token;
}
