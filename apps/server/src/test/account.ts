/** The demo account of the test databases (the defaults of config.ts). */
export const TEST_ACCOUNT = { demoEmail: 'csm@example.com', demoPassword: 'demo1234' } as const;

import type { Db } from '../db/client';
import { createSession, DEFAULT_SESSION_POLICY } from '../auth/sessions';

/** A session token of a staff member, made directly (no sign-in, no limit). */
export async function tokenOf(db: Db, staffId: number, now = new Date()): Promise<string> {
  const session = await createSession(db, staffId, now, DEFAULT_SESSION_POLICY, {
    userAgent: 'test',
    address: '127.0.0.1',
  });
  return session.token;
}
