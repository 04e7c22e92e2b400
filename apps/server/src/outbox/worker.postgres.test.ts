/**
 * On PostgreSQL: two workers, each with its own connection pool on one
 * database (two servers behind the balancer), deliver each of N queued messages exactly once
 * (the pick's FOR UPDATE SKIP LOCKED and lease). (PostgreSQL only: see vitest.config.ts.)
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { type TestApp, testServerForFile } from '../test/harness';
import { startWebhook, waitFor, type LocalWebhook } from '../test/outbox';
import { webhookSender } from './senders';
import { OutboxWorker } from './worker';

const server = testServerForFile();
let twin: TestApp;
let hook: LocalWebhook;

beforeAll(async () => {
  twin = await server.twin();
  hook = await startWebhook();
});

afterAll(async () => {
  await hook?.close();
});

describe('two outbox workers on one PostgreSQL', () => {
  it('deliver each of N messages exactly once', async () => {
    const N = 60;
    await server.database.db.delete(outbox);
    const ids = (
      await server.database.db
        .insert(outbox)
        .values(
          Array.from({ length: N }, (_, i) => ({
            channel: 'sms' as const,
            recipient: `+3361234${String(i).padStart(4, '0')}`,
            body: `Message ${i}`,
          })),
        )
        .returning({ id: outbox.id })
    ).map((r) => r.id);
    // A webhook a little slow, so that both workers' picks and sends overlap.
    hook.delayMs = 15;
    const sentBy = [0, 0];
    // Each worker's first send waits until the other has begun one too: whichever picks
    // first, the other must pick rows of its own meanwhile (the first's are locked, then
    // leased), so both take part by construction, not by the machine's timing.
    const began = new Set<number>();
    let bothBegan!: () => void;
    const both = new Promise<void>((resolve) => (bothBegan = resolve));
    const workers = [server.database, twin.database].map(
      (database, index) =>
        new OutboxWorker(database, {
          senders: {
            sms: {
              ...webhookSender(hook.url),
              async send(message) {
                began.add(index);
                if (began.size === 2) bothBegan();
                await both;
                await webhookSender(hook.url).send(message);
                sentBy[index] = (sentBy[index] ?? 0) + 1;
              },
            },
          },
          maxAttempts: 8,
          pollMs: 10,
          batchSize: 4,
        }),
    );
    for (const worker of workers) worker.start();
    // Both also pass at the same instant, again and again, besides their own polling.
    for (let i = 0; i < 5; i++) await Promise.all(workers.map((worker) => worker.runOnce()));
    await waitFor(async () => {
      const rows = await server.database.db
        .select({ status: outbox.status })
        .from(outbox)
        .where(inArray(outbox.id, ids));
      return rows.every((r) => r.status === 'sent');
    }, 60_000);
    await Promise.all(workers.map((worker) => worker.stop()));

    const received = hook.calls.map((c) => Number(c.outboxId)).sort((a, b) => a - b);
    expect(received).toEqual([...ids].sort((a, b) => a - b));
    const rows = await server.database.db.select().from(outbox).where(inArray(outbox.id, ids));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    // Both servers took part, and together sent each message once.
    expect(sentBy.every((n) => n > 0)).toBe(true);
    expect(sentBy[0]! + sentBy[1]!).toBe(N);
  });
});
