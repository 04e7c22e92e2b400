/**
 * How the outbox's messages leave: emails over SMTP (nodemailer, SMTP_URL),
 * SMS as a POST to a webhook (SMS_WEBHOOK_URL). A failure is a `SendError` whose `code` is
 * short and holds no personal data (never the recipient, the body, the server's answer text
 * or the URL's credentials): it is what the outbox row's `last_error` and the log keep.
 */
import nodemailer from 'nodemailer';

/** A message to send, as the worker read it from the outbox. */
export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
}

export interface Sender {
  /** Resolves once the message is accepted; rejects with a SendError otherwise. */
  send(message: OutboxMessage): Promise<void>;
  close(): Promise<void>;
}

/** A failed send: `code` is safe to store and log (e.g. `smtp_550`, `http_500`, `timeout`). */
export class SendError extends Error {
  constructor(readonly code: string) {
    super(`Send failed: ${code}`);
    this.name = 'SendError';
  }
}

/** The longest a send may take (SMTP connection, greeting and socket; the webhook's call). */
export const SEND_TIMEOUT_MS = 10_000;

/** A short code of an error: its Node or library code, never its message (it may name people). */
function safeCode(error: unknown): string {
  const { code, responseCode, name } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    name?: unknown;
  };
  const parts: string[] = [];
  if (typeof code === 'string' && /^[\w.-]{1,40}$/.test(code)) parts.push(code);
  if (typeof responseCode === 'number') parts.push(String(responseCode));
  if (!parts.length && typeof name === 'string' && /^\w{1,40}$/.test(name)) parts.push(name);
  return parts.join('_') || 'unknown';
}

/**
 * Emails through the SMTP server of `url` (`smtp://` or `smtps://`, credentials in it). The
 * server's certificate is checked against Node's trusted authorities, which a mail relay with
 * a private one adds by `NODE_EXTRA_CA_CERTS`; `ca` replaces them (the tests' own authority).
 */
export function smtpSender(
  url: string,
  from: string,
  timeoutMs = SEND_TIMEOUT_MS,
  ca?: string,
): Sender {
  const { protocol, hostname } = new URL(url);
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
  // One connection per send (no pool): the worker sends a few messages every few seconds, and
  // a pool would keep a connection to the mail server open for nothing in between.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // smtp:// to another host: STARTTLS is required, not only used when offered (someone on
    // the way could strip the offer and read the password). smtps:// is TLS from the start.
    requireTLS: protocol === 'smtp:' && !loopback,
    // Certificates are verified (Node's default, said here so that no one turns it off).
    tls: { rejectUnauthorized: true, ...(ca ? { ca } : {}) },
    // nodemailer's own logger stays off: it would print addresses and the conversation.
    logger: false,
    debug: false,
  });
  return {
    async send(message) {
      // The timeouts above are per step (each byte resets the socket's): a slow server could
      // hold a send far longer. The whole send is bounded, so that a batch ends well within
      // the worker's lease (BATCH_SIZE × SEND_TIMEOUT_MS < LEASE_MS).
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          transport.close();
          reject(new SendError('smtp_timeout'));
        }, timeoutMs);
      });
      try {
        await Promise.race([
          transport.sendMail({
            from,
            // One address, never a list read from a comma in the text.
            to: { name: '', address: message.recipient },
            subject: message.subject ?? '',
            text: message.body,
            // Lets a mail server or a log tie a delivery to its outbox row without personal data.
            headers: { 'X-Outbox-Id': String(message.id) },
          }),
          late,
        ]);
      } catch (error) {
        if (error instanceof SendError) throw error;
        throw new SendError(`smtp_${safeCode(error)}`);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * SMS through a webhook: POST `{ "to": "+33…", "body": "…" }` as JSON, accepted on any 2xx
 * answer, given up after `timeoutMs`. Credentials in the URL (`https://user:key@host/…`) are
 * sent as Basic authorization (fetch refuses a URL that holds them).
 */
export function webhookSender(url: string, timeoutMs = SEND_TIMEOUT_MS): Sender {
  const target = new URL(url);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (target.username || target.password) {
    const user = decodeURIComponent(target.username);
    const password = decodeURIComponent(target.password);
    headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    target.username = '';
    target.password = '';
  }
  return {
    async send(message) {
      let res: Response;
      try {
        res = await fetch(target, {
          method: 'POST',
          headers: { ...headers, 'x-outbox-id': String(message.id) },
          body: JSON.stringify({ to: message.recipient, body: message.body }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        const { name, cause } = error as { name?: string; cause?: unknown };
        if (name === 'TimeoutError' || name === 'AbortError') throw new SendError('sms_timeout');
        throw new SendError(`sms_${safeCode(cause ?? error)}`);
      }
      // The answer's body is read and dropped (it may echo the number or the text).
      await res.arrayBuffer().catch(() => undefined);
      if (res.status < 200 || res.status > 299) throw new SendError(`sms_http_${res.status}`);
    },
    async close() {},
  };
}
