/**
 * The second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30 s) with otplib, its QR
 * code with qrcode, the secret encrypted at rest with the server key (AES-256-GCM from Node's
 * crypto, the key derived with HKDF so that it is not the HMAC key), and ten one-time
 * recovery codes kept as HMACs with the server key. No hand-rolled cryptography.
 */
import crypto from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, normaliseTotpCode } from '@backoffice/domain';
import type { ServerKey } from '../services/serverKey';

/** The issuer authenticator apps show next to the account. */
export const TOTP_ISSUER = 'Back-office';

async function encryptionKey(serverKey: ServerKey): Promise<Buffer> {
  const key = await serverKey.get();
  return Buffer.from(crypto.hkdfSync('sha256', key, Buffer.alloc(0), 'totp-secret-v1', 32));
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url: the secret encrypted with the server key. */
export async function encryptSecret(serverKey: ServerKey, secret: string): Promise<string> {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', await encryptionKey(serverKey), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secret of `encryptSecret`'s text; null when it cannot be read (another key). */
export async function decryptSecret(serverKey: ServerKey, stored: string): Promise<string | null> {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv(
      'aes-256-gcm',
      await encryptionKey(serverKey),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** A new secret, its otpauth:// URL and the URL's QR code as SVG. */
export async function newTotpSetup(email: string): Promise<TotpSetup> {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: email, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return { secret, otpauthUrl, qrSvg };
}

/** True when the code is the secret's at `now`, one 30 s step either side allowed. */
export async function totpMatches(secret: string, code: string, now: Date): Promise<boolean> {
  const token = normaliseTotpCode(code);
  if (!token) return false;
  try {
    const result = await verify({
      secret,
      token,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: 30,
    });
    return result.valid;
  } catch {
    return false;
  }
}

/** A recovery code as typed: letters and digits only, upper case (`ABCD-EFGH` = `abcdefgh`). */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

/** Ten recovery codes (`XXXXX-XXXXX`, 50 bits each) to show once. */
export function newRecoveryCodes(): string[] {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(crypto.randomBytes(10), (b) => alphabet[b % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What the database keeps of a recovery code: an HMAC with the server key. */
export function recoveryCodeHash(serverKey: ServerKey, code: string): Promise<string> {
  return serverKey.hmac(`recovery-code\n${normaliseRecoveryCode(code)}`);
}
