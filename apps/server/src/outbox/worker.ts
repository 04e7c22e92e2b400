/**
 * The outbox delivered. The handlers write emails and SMS to `outbox`
 * (queued); this worker, on every server, sends the due ones every OUTBOX_POLL_MS, retries a
 * failure with exponential back-off and, after OUTBOX_MAX_ATTEMPTS failed sends, marks the
 * message `dead` (kept, with its last error code, for an operator to look at). A channel whose
 * setting is missing (SMTP_URL, SMS_WEBHOOK_URL) is not picked: its messages stay queued and
 * `outbox_backlog` counts them.
 *
 * Why a lease rather than sending inside the picking transaction: a transaction held open for
 * the length of SMTP and webhook calls (up to 10 s each, a batch of them) would keep a
 * database connection and row locks that long, and a server killed mid-send would leave
 * nothing saying the message was under way. So a pick is one short statement (its own
 * transaction): `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)` takes the due queued
 * rows no other server is taking at that instant, counts the attempt and moves their
 * `next_attempt_at` forward by the lease (LEASE_MS). Another server's pick skips them (locked,
 * then no longer due). The sends happen after the commit, each then marked `sent`, or put back
 * with its retry time, or `dead`.
 *
 * A server that dies mid-send (kill -9, a lost connection before `sent` is written) loses
 * nothing: the row is still queued, and once the lease ends any server picks it again. The
 * price is at-least-once delivery: a message the SMTP server or the webhook accepted just
 * before the crash is sent a second time. That is accepted here (a second reset email or SMS
 * is harmless; a lost one is not); the `X-Outbox-Id` header lets a receiver drop duplicates.
 * The lease (5 min) is far longer than a send can take (SEND_TIMEOUT_MS), so a live server's
 * row is never taken over. On PGlite there is one process, and the same statements run.
 */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import type { OutboxConfig } from '../config';
import { isDatabaseUnreachable } from '../ops/database';
import { errorFacts, log } from '../log';
import { outboxDeadLetters, outboxFailures, outboxSent } from '../ops/metrics';
import {
  SEND_TIMEOUT_MS,
  SendError,
  smtpSender,
  webhookSender,
  type OutboxMessage,
  type Sender,
} from './senders';

export type Channel = OutboxMessage['channel'];

/** How long a picked row is this server's to send before any server may pick it again. */
export const LEASE_MS = 5 * 60 * 1000;
/** The first retry's delay; each further one doubles, up to RETRY_CAP_MS. */
export const RETRY_BASE_MS = 30 * 1000;
export const RETRY_CAP_MS = 60 * 60 * 1000;
/** Messages picked at once (each then sent in turn, each within SEND_TIMEOUT_MS). */
export const BATCH_SIZE = 20;
/**
 * A message that waited unsent longer than this (never tried: no last error) is not sent but
 * dead-lettered (`expired`): its links and news are stale (a reset link lives 24 h), e.g.
 * after a channel was unset for days. One an operator queues again keeps its last error and
 * is sent whatever its age.
 */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface WorkerOptions {
  senders: Partial<Record<Channel, Sender>>;
  maxAttempts: number;
  pollMs: number;
  now?: () => Date;
  retryBaseMs?: number;
  retryCapMs?: number;
  leaseMs?: number;
  batchSize?: number;
  maxAgeMs?: number;
}

/** The delay before the retry that follows the `attempts`-th failed send (1 → 30 s, 2 → 60 s…). */
export function retryDelayMs(attempts: number, baseMs = RETRY_BASE_MS, capMs = RETRY_CAP_MS) {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

/** What one pass did. */
export interface PassResult {
  sent: number;
  failed: number;
  dead: number;
}

export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<PassResult> | null = null;
  private stopping = false;
  /** Said once per outage (the database monitor tells the outage itself). */
  private waitingForDatabase = false;
  private readonly now: () => Date;

  constructor(
    private readonly database: Pick<Database, 'db'>,
    private readonly options: WorkerOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** The channels this server can send (the others' messages stay queued). */
  get channels(): Channel[] {
    return (Object.keys(this.options.senders) as Channel[]).filter(
      (channel) => this.options.senders[channel],
    );
  }

  /** Polls every `pollMs` until stop(); a pass never overlaps the previous one. */
  start(): void {
    if (this.timer || this.stopping) return;
    const loop = () => {
      this.timer = setTimeout(() => {
        void this.runOnce().finally(() => {
          if (!this.stopping) loop();
        });
      }, this.options.pollMs);
      this.timer.unref();
    };
    loop();
  }

  /**
   * Stops polling and waits for the pass under way: the message being sent finishes (its
   * send is bounded by SEND_TIMEOUT_MS), the rest of its batch is put back for any server.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pass?.catch(() => undefined);
    await Promise.all(Object.values(this.options.senders).map((s) => s?.close()));
  }

  /** One pass: picks the due messages and sends them (or joins the pass under way). */
  runOnce(): Promise<PassResult> {
    this.pass ??= this.sendDue()
      .then((result) => {
        this.waitingForDatabase = false;
        return result;
      })
      .catch((error: unknown) => {
        if (isDatabaseUnreachable(error)) {
          // An outage is told once (ops/database.ts logs it too); the next pass tries again.
          if (!this.waitingForDatabase) log().warn('The outbox waits for the database');
          this.waitingForDatabase = true;
        } else log().error({ event: 'outbox', ...errorFacts(error) }, 'The outbox pass failed');
        return { sent: 0, failed: 0, dead: 0 };
      })
      .finally(() => {
        this.pass = null;
      });
    return this.pass;
  }

  /** Dead-letters the queued messages of this server's channels older than the maximum age. */
  private async expire(now: Date): Promise<number> {
    const oldest = new Date(now.getTime() - (this.options.maxAgeMs ?? MAX_AGE_MS));
    const expired = await this.database.db
      .update(outbox)
      .set({ status: 'dead', lastError: 'expired' })
      .where(
        and(
          eq(outbox.status, 'queued'),
          inArray(outbox.channel, this.channels),
          lt(outbox.createdAt, oldest),
          // Only a message that waited unsent: one an operator queued again (its last error
          // kept, README) goes out whatever its age.
          isNull(outbox.lastError),
        ),
      )
      .returning({ channel: outbox.channel });
    for (const { channel } of expired) outboxDeadLetters.inc({ channel });
    if (expired.length)
      log().warn(
        { event: 'outbox', expired: expired.length },
        `Outbox: ${expired.length} messages older than a day dead-lettered unsent (expired)`,
      );
    return expired.length;
  }

  /** Takes the due queued messages of the channels this server sends (see the module's note). */
  private async pick(now: Date): Promise<(OutboxMessage & { attempts: number })[]> {
    const { db } = this.database;
    const limit = this.options.batchSize ?? BATCH_SIZE;
    const leaseEnds = new Date(now.getTime() + (this.options.leaseMs ?? LEASE_MS));
    // Due within this millisecond too: PostgreSQL keeps microseconds and this clock does not,
    // so a row queued (next_attempt_at = now()) in the millisecond of the pick, say at
    // .123456 against a pick at .123, was not due and waited for the next pass (the outbox
    // test's single pass then sent nothing: it failed one run in many on a fast machine).
    const dueBy = new Date(now.getTime() + 1);
    const channels = sql.join(
      this.channels.map((channel) => sql`${channel}`),
      sql`, `,
    );
    // The rows are chosen once, in a materialized CTE: as `WHERE id IN (SELECT … LIMIT n FOR
    // UPDATE SKIP LOCKED)` PostgreSQL may run the subquery again for each row it updates,
    // each run locking n more, and one pick took all 60 rows of a test's batch of 4.
    const result = await db.execute<{
      id: number;
      channel: OutboxMessage['channel'];
      recipient: string;
      subject: string | null;
      body: string;
      attempts: number;
    }>(sql`
      with due as materialized (
        select id from outbox
        where status = 'queued' and channel in (${channels}) and next_attempt_at < ${dueBy}
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked
      )
      update outbox set attempts = outbox.attempts + 1, next_attempt_at = ${leaseEnds}
      from due
      where outbox.id = due.id and outbox.status = 'queued'
      returning outbox.id, outbox.channel, outbox.recipient, outbox.subject, outbox.body,
        outbox.attempts`);
    return (result as unknown as { rows: (OutboxMessage & { attempts: number })[] }).rows.map(
      (row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }),
    );
  }

  private async sendDue(): Promise<PassResult> {
    const result: PassResult = { sent: 0, failed: 0, dead: 0 };
    if (this.stopping || this.channels.length === 0) return result;
    const pickedAt = this.now();
    result.dead += await this.expire(pickedAt);
    const picked = (await this.pick(pickedAt)).sort((a, b) => a.id - b.id);
    const { db } = this.database;
    // The batch's rows are this server's until the lease ends: past this point (sends slower
    // than planned) the rest goes back rather than risk a send another server also makes.
    const sendUntil = pickedAt.getTime() + (this.options.leaseMs ?? LEASE_MS) - 2 * SEND_TIMEOUT_MS;
    for (const [index, message] of picked.entries()) {
      if (this.stopping || this.now().getTime() > sendUntil) {
        // Stopping (or the lease nearly over): the messages not yet tried are put back, due
        // now, their attempt not counted.
        const rest = picked.slice(index);
        for (const left of rest)
          await db
            .update(outbox)
            .set({ attempts: sql`${outbox.attempts} - 1`, nextAttemptAt: this.now() })
            .where(
              and(
                eq(outbox.id, left.id),
                eq(outbox.status, 'queued'),
                eq(outbox.attempts, left.attempts),
              ),
            );
        break;
      }
      const sender = this.options.senders[message.channel] as Sender;
      const facts = { event: 'outbox', outboxId: message.id, channel: message.channel };
      try {
        await sender.send(message);
      } catch (error) {
        const code = error instanceof SendError ? error.code : `${message.channel}_unknown`;
        outboxFailures.inc({ channel: message.channel });
        result.failed += 1;
        const now = this.now();
        const dead = message.attempts >= this.options.maxAttempts;
        // Only while the row is still this pass's (same attempt count): never over a later one.
        await db
          .update(outbox)
          .set(
            dead
              ? { status: 'dead', lastError: code }
              : {
                  lastError: code,
                  nextAttemptAt: new Date(
                    now.getTime() +
                      retryDelayMs(
                        message.attempts,
                        this.options.retryBaseMs,
                        this.options.retryCapMs,
                      ),
                  ),
                },
          )
          .where(
            and(
              eq(outbox.id, message.id),
              eq(outbox.status, 'queued'),
              eq(outbox.attempts, message.attempts),
            ),
          );
        if (dead) {
          outboxDeadLetters.inc({ channel: message.channel });
          result.dead += 1;
          log().warn(
            { ...facts, attempts: message.attempts, error: code },
            'Outbox message dead-lettered',
          );
        } else
          log().info({ ...facts, attempts: message.attempts, error: code }, 'Outbox send failed');
        continue;
      }
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: this.now(), lastError: null })
        .where(eq(outbox.id, message.id));
      outboxSent.inc({ channel: message.channel });
      result.sent += 1;
      log().debug({ ...facts, attempts: message.attempts }, 'Outbox message sent');
    }
    if (result.sent || result.failed)
      log().info(
        { event: 'outbox', ...result },
        `Outbox: ${result.sent} sent, ${result.failed} failed`,
      );
    return result;
  }
}

/** The senders the settings allow: a channel without its setting has none. */
export function sendersFrom(config: OutboxConfig): Partial<Record<Channel, Sender>> {
  const senders: Partial<Record<Channel, Sender>> = {};
  if (config.smtpUrl && config.smtpFrom)
    senders.email = smtpSender(config.smtpUrl, config.smtpFrom);
  if (config.smsWebhookUrl) senders.sms = webhookSender(config.smsWebhookUrl);
  return senders;
}

/**
 * Starts the server's outbox worker from its settings; says once which channels it sends
 * (never the URLs: they hold credentials). Answers the worker (stop() it at shutdown).
 */
export function startOutbox(database: Pick<Database, 'db'>, config: OutboxConfig): OutboxWorker {
  const worker = new OutboxWorker(database, {
    senders: sendersFrom(config),
    maxAttempts: config.maxAttempts,
    pollMs: config.pollMs,
  });
  const off = (['email', 'sms'] as const).filter((c) => !worker.channels.includes(c));
  log().info(
    { event: 'outbox', channels: worker.channels },
    worker.channels.length
      ? `Outbox worker sends ${worker.channels.join(' and ')} every ${config.pollMs} ms`
      : 'Outbox worker idle: no SMTP_URL nor SMS_WEBHOOK_URL, messages stay queued',
  );
  if (off.length && worker.channels.length)
    log().info(
      { event: 'outbox' },
      `Outbox: ${off.map((c) => (c === 'email' ? 'emails' : 'SMS')).join(' and ')} stay queued (${off.map((c) => (c === 'email' ? 'SMTP_URL' : 'SMS_WEBHOOK_URL')).join(', ')} not set)`,
    );
  if (worker.channels.length) worker.start();
  return worker;
}
