/**
 * A real SMTP server (smtp-server) and a webhook (node:http) on local ports, for the outbox
 * worker's tests: what they received, and a switch to make the webhook fail.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Whether the mail came over TLS (smtps, or after STARTTLS). */
  secure: boolean;
}

export interface LocalSmtp {
  url: string;
  mails: ReceivedMail[];
  /** How many times a client sent credentials (AUTH), right or wrong. */
  authAttempts: number;
  close(): Promise<void>;
}

export interface SmtpOptions {
  user?: string;
  password?: string;
  /** The address it listens on (127.0.0.2 is a loopback address the sender takes as remote). */
  host?: string;
  /**
   * TLS: its key and certificate; `implicit`, TLS from the first byte (smtps://), else offered
   * by STARTTLS. None: no TLS at all, STARTTLS not offered.
   */
  tls?: { key: string; cert: string; implicit: boolean };
}

/** An SMTP server that wants `user`/`password` (plain AUTH; without `tls`, in clear). */
export async function startSmtp({
  user = 'mailer',
  password = 'p@ss:word',
  host = '127.0.0.1',
  tls,
}: SmtpOptions = {}): Promise<LocalSmtp> {
  const mails: ReceivedMail[] = [];
  let authAttempts = 0;
  const server = new SMTPServer({
    ...(tls ? { key: tls.key, cert: tls.cert, secure: tls.implicit } : {}),
    disabledCommands: tls ? [] : ['STARTTLS'],
    allowInsecureAuth: !tls,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      authAttempts += 1;
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          secure: session.secure,
        });
        callback();
      });
    },
  });
  // A client refused mid-handshake (an untrusted certificate) is an error of its socket, not
  // of the server: the server goes on.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.server.address() as AddressInfo;
  const scheme = tls?.implicit ? 'smtps' : 'smtp';
  return {
    url: `${scheme}://${encodeURIComponent(user)}:${encodeURIComponent(password)}@${host}:${port}`,
    mails,
    get authAttempts() {
      return authAttempts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface LocalWebhook {
  url: string;
  /** The JSON bodies received, with the outbox id header and the authorization. */
  calls: { to: string; body: string; outboxId: string; authorization?: string }[];
  /** The status answered (200 by default). */
  status: number;
  /** A wait before answering, in ms. */
  delayMs: number;
  /** When set, every answer also waits for it (a test holds a send under way). */
  gate?: Promise<void>;
  close(): Promise<void>;
}

export async function startWebhook(): Promise<LocalWebhook> {
  const hook: LocalWebhook = {
    url: '',
    calls: [],
    status: 200,
    delayMs: 0,
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        to: string;
        body: string;
      };
      hook.calls.push({
        ...parsed,
        outboxId: String(req.headers['x-outbox-id']),
        authorization: req.headers.authorization,
      });
      const gate = hook.gate ?? Promise.resolve();
      setTimeout(() => {
        void gate.then(() => {
          res.writeHead(hook.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ ok: hook.status < 300 }));
        });
      }, hook.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  hook.url = `http://127.0.0.1:${port}/sms`;
  hook.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return hook;
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function waitFor(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
