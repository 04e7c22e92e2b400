import type { Db } from '../db/client';
import { oneTimeTokens } from '../db/schema';
import { newHashedToken } from './sessions';

export type OneTimePurpose = 'password_reset' | 'handover';

/** How long a one-time link works. */
export const ONE_TIME_TTL_MS: Record<OneTimePurpose, number> = {
  password_reset: 24 * 60 * 60 * 1000,
  handover: 7 * 24 * 60 * 60 * 1000,
};

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
  const { token, tokenHash } = newHashedToken();
  await db.insert(oneTimeTokens).values({
    purpose,
    userId,
    tokenHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ONE_TIME_TTL_MS[purpose]),
  });
  return token;
}
