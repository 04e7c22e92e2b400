/**
 * The race tests prove something only if they fail without the row lock that
 * `runWrite` takes (http/writes.ts). On PostgreSQL, where calls run side by side (the embedded
 * database takes one transaction at a time, so it is left out: see vitest.config.ts), the core
 * of `http/writes.test.ts`'s first race — 40 conflicting cancel/decline calls at once on one
 * request — runs twice: with the write path's test-only switch turning the lock into a plain
 * read, more than one call must be acknowledged (the race test would fail), and with the lock,
 * exactly one.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, requests } from './db/schema';
import { unlockedForTests } from './http/writes';
import { testServerForFile } from './test/harness';
import { cancelOrDecline, receivedRequest } from './test/fixtures';

const AT_ONCE = 40;

// The pool of writes.test.ts: 12 connections, so that 12 calls really are at once.
const server = testServerForFile({}, { poolSize: 12 });
beforeAll(async () => {
  await server.login();
});
afterAll(async () => {
  unlockedForTests.on = false;
});

const db = () => server.database.db;
const figures: Record<string, { acknowledged: number; refused: number; history: number }> = {};
afterAll(() => {
  console.info(
    `[write lock] ${AT_ONCE} conflicting calls on one request: ` +
      Object.entries(figures)
        .map(
          ([name, f]) =>
            `${name}: ${f.acknowledged} acknowledged, ${f.refused} refused, ${f.history} history entries`,
        )
        .join('; '),
  );
});

/** 40 cancel/decline calls at once on a request just received; what came of them. */
async function race(skip: number) {
  const request = await receivedRequest(db(), skip);
  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, (_, k) => cancelOrDecline(server, request.id, k)),
  );
  const [history] = await db()
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'request'), eq(auditLog.entityId, request.id)));
  const [row] = await db().select().from(requests).where(eq(requests.id, request.id));
  return {
    acknowledged: answers.filter((a) => a.status === 200).length,
    refused: answers.filter((a) => a.status === 409).length,
    history: Number(history?.n ?? 0),
    cancelled: row!.isCancelled,
  };
}

describe(`${AT_ONCE} conflicting calls on one request`, () => {
  it('without the row lock, end the request more than once: the race test would fail', async () => {
    unlockedForTests.on = true;
    try {
      const outcome = await race(40);
      figures['without the lock'] = outcome;
      expect(outcome.cancelled).toBe(true);
      expect(outcome.acknowledged).toBeGreaterThan(1);
      expect(outcome.history).toBeGreaterThan(1);
    } finally {
      unlockedForTests.on = false;
    }
  });

  it('with the row lock, end it once', async () => {
    const outcome = await race(41);
    figures['with the lock'] = outcome;
    expect(outcome).toEqual({ acknowledged: 1, refused: AT_ONCE - 1, history: 1, cancelled: true });
  });
});
