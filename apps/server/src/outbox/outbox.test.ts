/**
 * In one process (PGlite, and PostgreSQL in its pass): the outbox worker
 * sends an email through a real SMTP server and an SMS through a webhook, each once; a
 * webhook answering 500 is retried with back-off, then dead-lettered; a channel without its
 * setting keeps its messages queued, counted by `outbox_backlog`; a message whose sender died
 * mid-send is sent by another once the lease ends. Two workers on one PostgreSQL:
 * worker.postgres.test.ts.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readOutboxConfig } from '../config';
import { outbox } from '../db/schema';
import { metricsRegistry, metricsText, watchServices } from '../ops/metrics';
import { testServerForFile } from '../test/harness';
import {
  startSmtp,
  startWebhook,
  waitFor,
  type LocalSmtp,
  type LocalWebhook,
} from '../test/outbox';
import { smtpSender, webhookSender, type Sender } from './senders';
import { LEASE_MS, OutboxWorker, retryDelayMs } from './worker';
import { captureLog } from '../test/log';
import { thrownBy } from '../test/thrown';

const server = testServerForFile();
let smtp: LocalSmtp;
let hook: LocalWebhook;
let lines: string[] = [];
let restoreLog = () => {};
const db = () => server.database.db;

beforeAll(async () => {
  [smtp, hook] = await Promise.all([startSmtp(), startWebhook()]);
  ({ lines, restore: restoreLog } = captureLog('debug'));
});

afterAll(async () => {
  restoreLog();
  await Promise.all([smtp?.close(), hook?.close()]);
});

beforeEach(async () => {
  // Each test starts from an empty outbox (the demo data's messages are not these tests').
  await db().delete(outbox);
  smtp.mails.length = 0;
  hook.calls.length = 0;
  hook.status = 200;
  hook.delayMs = 0;
  hook.gate = undefined;
});

const workers: OutboxWorker[] = [];
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop();
});

function worker(senders: Partial<Record<'email' | 'sms', Sender>>, more = {}) {
  const made = new OutboxWorker(server.database, { senders, maxAttempts: 8, pollMs: 50, ...more });
  workers.push(made);
  return made;
}

async function queue(...rows: (typeof outbox.$inferInsert)[]): Promise<number[]> {
  const made = await db().insert(outbox).values(rows).returning({ id: outbox.id });
  return made.map((r) => r.id);
}

const rowsOf = (ids: number[]) =>
  db().select().from(outbox).where(inArray(outbox.id, ids)).orderBy(outbox.id);

async function counter(name: string, channel: string): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric(name)?.get();
  return metric?.values.find((v) => v.labels.channel === channel)?.value ?? 0;
}

const EMAIL = {
  channel: 'email' as const,
  recipient: 'jeanne.dupont@example.com',
  subject: 'Réinitialisez votre mot de passe',
  body: 'Bonjour Jeanne,\n\nVotre lien : https://www.example.com/reset-password?token=secret-token-1\n',
};
const SMS = { channel: 'sms' as const, recipient: '+33612345678', body: 'Vos 3 bureaux favoris' };

describe('the outbox worker', () => {
  it('delivers an email over SMTP and an SMS through the webhook, each once, and marks them sent', async () => {
    const sentBefore = await counter('outbox_sent_total', 'email');
    const [emailId, smsId] = await queue(EMAIL, SMS);
    const running = worker({
      email: smtpSender(smtp.url, 'Back-office <no-reply@example.com>'),
      sms: webhookSender(hook.url.replace('http://', 'http://sms-user:sms%20key@')),
    });
    running.start();
    await waitFor(async () => (await rowsOf([emailId!, smsId!])).every((r) => r.status === 'sent'));
    // More passes find nothing to send.
    await running.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail).toMatchObject({ from: 'no-reply@example.com', to: [EMAIL.recipient] });
    expect(mail!.raw).toContain('Subject: =?UTF-8?Q?R=C3=A9initialisez'); // the subject, encoded
    expect(mail!.raw).toMatch(new RegExp(`^X-Outbox-Id: ${emailId}\r$`, 'im'));
    expect(mail!.raw).toContain('secret-token-1');

    expect(hook.calls).toEqual([
      {
        to: SMS.recipient,
        body: SMS.body,
        outboxId: String(smsId),
        // The URL's credentials go as Basic authorization.
        authorization: `Basic ${Buffer.from('sms-user:sms key').toString('base64')}`,
      },
    ]);
    for (const row of await rowsOf([emailId!, smsId!])) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }
    expect(await counter('outbox_sent_total', 'email')).toBe(sentBefore + 1);
    // The log names ids and counts, never a recipient, a body or a credential.
    const logged = lines.join('\n');
    expect(logged).toContain(`"outboxId":${emailId}`);
    for (const secret of [EMAIL.recipient, 'secret-token-1', SMS.recipient, 'p@ss', 'sms key'])
      expect(logged).not.toContain(secret);
  });

  it('retries a webhook answering 500 with back-off, then dead-letters it after the last attempt', async () => {
    hook.status = 500;
    let clock = new Date('2030-01-01T00:00:00Z');
    const failuresBefore = await counter('outbox_send_failures_total', 'sms');
    const deadBefore = await counter('outbox_dead_letters_total', 'sms');
    const [id] = await queue({ ...SMS, createdAt: clock, nextAttemptAt: clock });
    const retrying = worker(
      { sms: webhookSender(hook.url) },
      { maxAttempts: 3, retryBaseMs: 1000, now: () => clock },
    );

    expect(await retrying.runOnce()).toEqual({ sent: 0, failed: 1, dead: 0 });
    let [row] = await rowsOf([id!]);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'sms_http_500' });
    expect(row!.nextAttemptAt.getTime()).toBe(clock.getTime() + 1000);
    // Not due yet: nothing sent.
    expect(await retrying.runOnce()).toEqual({ sent: 0, failed: 0, dead: 0 });
    expect(hook.calls).toHaveLength(1);

    clock = new Date(clock.getTime() + 1000);
    expect(await retrying.runOnce()).toEqual({ sent: 0, failed: 1, dead: 0 });
    [row] = await rowsOf([id!]);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(row!.nextAttemptAt.getTime()).toBe(clock.getTime() + 2000); // doubled

    clock = new Date(clock.getTime() + 2000);
    expect(await retrying.runOnce()).toEqual({ sent: 0, failed: 1, dead: 1 });
    [row] = await rowsOf([id!]);
    expect(row).toMatchObject({ status: 'dead', attempts: 3, lastError: 'sms_http_500' });
    expect(row!.sentAt).toBeNull();

    // A dead message is never tried again, even once the webhook works.
    hook.status = 200;
    clock = new Date(clock.getTime() + 24 * 3600_000);
    expect(await retrying.runOnce()).toEqual({ sent: 0, failed: 0, dead: 0 });
    expect(hook.calls).toHaveLength(3);
    expect(await counter('outbox_send_failures_total', 'sms')).toBe(failuresBefore + 3);
    expect(await counter('outbox_dead_letters_total', 'sms')).toBe(deadBefore + 1);
    // Sent again by hand, as the README says, once the cause is fixed.
    await db().execute(
      sql`update outbox set status = 'queued', attempts = 0, next_attempt_at = now() where id = ${id}`,
    );
    expect(await retrying.runOnce()).toEqual({ sent: 1, failed: 0, dead: 0 });
    expect(hook.calls).toHaveLength(4);
    const dead = lines
      .map((l) => JSON.parse(l))
      .find((e) => e.msg === 'Outbox message dead-lettered');
    expect(dead).toMatchObject({ level: 'warn', outboxId: id, channel: 'sms', attempts: 3 });
  });

  it('keeps the messages of a channel without its setting queued, counted by outbox_backlog', async () => {
    watchServices(() => server.services);
    const [emailId, smsId] = await queue(EMAIL, SMS, SMS);
    const emailOnly = worker({ email: smtpSender(smtp.url, 'Back-office <no-reply@localhost>') });
    expect(emailOnly.channels).toEqual(['email']);
    expect(await emailOnly.runOnce()).toEqual({ sent: 1, failed: 0, dead: 0 });
    const idle = worker({});
    expect(await idle.runOnce()).toEqual({ sent: 0, failed: 0, dead: 0 });

    expect(hook.calls).toEqual([]);
    const rows = await rowsOf([emailId!, smsId!]);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['queued', 0],
    ]);
    const text = (await metricsText()).body;
    expect(text).toMatch(/^outbox_backlog\{channel="sms"\} 2$/m);
    expect(text).toMatch(/^outbox_backlog\{channel="email"\} 0$/m);
  });

  it('sends a message whose sender died mid-send once its lease ends, from another worker', async () => {
    let clock = new Date('2031-01-01T00:00:00Z');
    const [id] = await queue({ ...SMS, createdAt: clock, nextAttemptAt: clock });
    // A sender that never answers: the server "died" with the row picked.
    const hung: Sender = { send: () => new Promise(() => {}), close: async () => {} };
    void new OutboxWorker(server.database, {
      senders: { sms: hung },
      maxAttempts: 8,
      pollMs: 50,
      now: () => clock,
    }).runOnce();
    await waitFor(async () => (await rowsOf([id!]))[0]!.attempts === 1);
    const other = worker({ sms: webhookSender(hook.url) }, { now: () => clock });
    // Leased: the other worker leaves it.
    expect(await other.runOnce()).toEqual({ sent: 0, failed: 0, dead: 0 });
    clock = new Date(clock.getTime() + LEASE_MS);
    expect(await other.runOnce()).toEqual({ sent: 1, failed: 0, dead: 0 });
    expect(hook.calls.map((c) => c.outboxId)).toEqual([String(id)]);
    expect((await rowsOf([id!]))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('dead-letters unsent a message queued more than a day ago (its links are stale), sends a younger one', async () => {
    const clock = new Date('2032-01-01T00:00:00Z');
    const dayAndMinute = 24 * 60 * 60 * 1000 + 60_000;
    const [old, young] = await queue(
      { ...SMS, createdAt: new Date(clock.getTime() - dayAndMinute), nextAttemptAt: clock },
      { ...SMS, createdAt: new Date(clock.getTime() - 60_000), nextAttemptAt: clock },
    );
    const deadBefore = await counter('outbox_dead_letters_total', 'sms');
    const sending = worker({ sms: webhookSender(hook.url) }, { now: () => clock });
    expect(await sending.runOnce()).toEqual({ sent: 1, failed: 0, dead: 1 });
    expect(hook.calls.map((c) => c.outboxId)).toEqual([String(young)]);
    const rows = await rowsOf([old!, young!]);
    expect(rows.map((r) => [r.status, r.lastError])).toEqual([
      ['dead', 'expired'],
      ['sent', null],
    ]);
    expect(await counter('outbox_dead_letters_total', 'sms')).toBe(deadBefore + 1);
  });

  it('on stop, finishes the message being sent and puts the rest of its batch back, due now', async () => {
    // The first send is held by the webhook until the stop is asked: whatever the machine's
    // speed, the stop comes while a message is being sent.
    let release!: () => void;
    hook.gate = new Promise<void>((resolve) => (release = resolve));
    const ids = await queue(SMS, SMS, SMS);
    const stopping = worker({ sms: webhookSender(hook.url) });
    const pass = stopping.runOnce();
    await waitFor(() => hook.calls.length === 1);
    const stopped = stopping.stop();
    release();
    await stopped;
    expect(await pass).toEqual({ sent: 1, failed: 0, dead: 0 });
    const rows = await rowsOf(ids);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['queued', 0],
      ['queued', 0],
    ]);
    for (const row of rows.slice(1))
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(hook.calls).toHaveLength(1);
  });

  it('fails an email the SMTP server refuses (wrong password) with a code, not its text', async () => {
    const [id] = await queue(EMAIL);
    const wrong = smtp.url.replace(encodeURIComponent('p@ss:word'), 'nope');
    expect(await worker({ email: smtpSender(wrong, 'x@localhost') }).runOnce()).toMatchObject({
      failed: 1,
    });
    const [row] = await rowsOf([id!]);
    expect(row!.lastError).toMatch(/^smtp_EAUTH(_535)?$/);
    expect(smtp.mails).toEqual([]);
  });

  it("queues a new row, due now, by the columns' defaults (status, attempts, next attempt)", async () => {
    await db().execute(
      sql`insert into outbox (channel, recipient, body) values ('sms', '+33600000000', 'x')`,
    );
    const [row] = await db().select().from(outbox).where(eq(outbox.recipient, '+33600000000'));
    expect(row).toMatchObject({ status: 'queued', attempts: 0, lastError: null, sentAt: null });
    expect(Math.abs(row!.nextAttemptAt.getTime() - Date.now())).toBeLessThan(60_000);
  });
});

describe('retry delays', () => {
  it('start at 30 s, double, and stop at an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(8)).toBe(3600_000);
    expect(retryDelayMs(1000)).toBe(3600_000);
  });
});

describe('the outbox settings', () => {
  it('default to no channel, a 5 s poll and 8 attempts', () => {
    expect(readOutboxConfig({})).toEqual({
      smtpUrl: undefined,
      smtpFrom: undefined,
      smsWebhookUrl: undefined,
      pollMs: 5000,
      maxAttempts: 8,
    });
  });

  it('refuse a malformed URL, naming the setting and never its value', () => {
    const cases: [Record<string, string>, string][] = [
      [{ SMTP_URL: 'not a url with hunter2' }, 'SMTP_URL is not a URL'],
      [
        { SMTP_URL: 'https://u:hunter2@mail.example.com' },
        'SMTP_URL must be a smtp:// or smtps://',
      ],
      [{ SMS_WEBHOOK_URL: 'ftp://u:hunter2@sms.example.com' }, 'SMS_WEBHOOK_URL must be a http://'],
      [{ OUTBOX_POLL_MS: '0' }, 'OUTBOX_POLL_MS must be a whole number'],
      // Past a timer's range Node fires at once: the worker would ask the database in a loop.
      [{ OUTBOX_POLL_MS: '3000000000' }, 'OUTBOX_POLL_MS must be a whole number from 100'],
      [
        { SMS_WEBHOOK_URL: 'https://u:hunter2%zz@sms.example.com/send' },
        'SMS_WEBHOOK_URL holds a user or password that is not well escaped',
      ],
      [{ SMTP_URL: 'smtps://u:hunter2@mail.example.com:465' }, 'SMTP_FROM is required'],
      [
        { SMTP_URL: 'smtps://u:hunter2@mail.example.com:465', SMTP_FROM: 'no-reply@localhost' },
        'SMTP_FROM must be an email address with a domain',
      ],
      [{ OUTBOX_MAX_ATTEMPTS: 'many' }, 'OUTBOX_MAX_ATTEMPTS must be a whole number'],
    ];
    for (const [env, message] of cases) {
      const thrown = thrownBy(() => readOutboxConfig(env));
      expect(thrown?.message).toContain(message);
      expect(thrown?.message).not.toContain('hunter2');
    }
    expect(
      readOutboxConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', SMTP_FROM: 'Ops <o@x.fr>' }),
    ).toMatchObject({ smtpUrl: 'smtps://u:p@mail.example.com:465', smtpFrom: 'Ops <o@x.fr>' });
  });
});
