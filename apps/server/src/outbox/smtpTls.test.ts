/**
 * The outbox's SMTP over TLS, against a real SMTP server (smtp-server) with certificates made
 * for the run (selfsigned): a test authority, and a server certificate it signed for
 * localhost, 127.0.0.1 and 127.0.0.2. 127.0.0.2 is a loopback address the sender does not
 * count as this machine, so it stands for a mail relay on another host.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'selfsigned';
import { startSmtp, type LocalSmtp } from '../test/outbox';
import { SendError, smtpSender, type OutboxMessage } from './senders';

const MESSAGE: OutboxMessage = {
  id: 41,
  channel: 'email',
  recipient: 'guest@example.com',
  subject: 'Your favorites',
  body: 'Three offices near Bastille.',
};
const FROM = 'Back-office <no-reply@example.com>';

let authority: string;
let server: { key: string; cert: string };
let smtp: LocalSmtp | undefined;

beforeAll(async () => {
  const ca = await generate([{ name: 'commonName', value: 'Back-office test authority' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  authority = ca.cert;
  const signed = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    ca: { key: ca.private, cert: ca.cert },
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '127.0.0.2' },
        ],
      },
    ],
  });
  server = { key: signed.private, cert: signed.cert };
});

afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});

/** What a send failed with: its SendError code. */
async function failure(send: Promise<void>): Promise<string> {
  const error = await send.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SendError);
  return (error as SendError).code;
}

describe('the outbox over TLS', () => {
  it('smtps:// sends over TLS to a server whose certificate a trusted authority signed', async () => {
    smtp = await startSmtp({ host: '127.0.0.2', tls: { ...server, implicit: true } });
    await smtpSender(smtp.url, FROM, 5_000, authority).send(MESSAGE);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]).toMatchObject({ to: [MESSAGE.recipient], secure: true });
  });

  it('smtps:// refuses a server whose certificate no trusted authority signed: no password, no mail', async () => {
    smtp = await startSmtp({ host: '127.0.0.2', tls: { ...server, implicit: true } });
    // Node's own authorities only: the test authority is not one of them.
    const code = await failure(smtpSender(smtp.url, FROM, 5_000).send(MESSAGE));
    expect(code).toMatch(/^smtp_/);
    // A code, never the library's text (which could name the host or the recipient).
    expect(code).not.toMatch(/\s|guest|127\.0\.0/);
    expect(smtp.authAttempts).toBe(0);
    expect(smtp.mails).toEqual([]);
  });

  it('smtp:// to another host upgrades with STARTTLS, and sends over it', async () => {
    smtp = await startSmtp({ host: '127.0.0.2', tls: { ...server, implicit: false } });
    expect(smtp.url).toMatch(/^smtp:\/\//);
    await smtpSender(smtp.url, FROM, 5_000, authority).send(MESSAGE);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.secure).toBe(true);
  });

  it('smtp:// to another host that does not offer STARTTLS is refused before the password is sent', async () => {
    // Someone on the way could strip the offer: the sender does not go on in clear.
    smtp = await startSmtp({ host: '127.0.0.2' });
    const code = await failure(smtpSender(smtp.url, FROM, 5_000, authority).send(MESSAGE));
    expect(code).toMatch(/^smtp_/);
    expect(smtp.authAttempts).toBe(0);
    expect(smtp.mails).toEqual([]);
  });

  it('smtp:// to this machine may stay in clear (a local relay)', async () => {
    smtp = await startSmtp();
    await smtpSender(smtp.url, FROM, 5_000).send(MESSAGE);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.secure).toBe(false);
  });
});
