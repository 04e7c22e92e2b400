import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords (staff, and hosts' set by Manage account) are kept as argon2id hashes at OWASP's
 * first recommended cost (Password Storage Cheat Sheet: 19 MiB of memory, 2 passes, 1 lane),
 * in the PHC string format (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), computed off the
 * event loop (libuv's pool). A hash made before (scrypt, or argon2id at a lower cost) is still
 * checked, and re-hashed at the next sign-in that proves the password (`needsRehash`).
 */
export const ARGON2_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  // `algorithm: 2` is Argon2id (the package's const enum, which isolated modules cannot read).
  return hash(password, { algorithm: 2, ...ARGON2_COST });
}

/** The cost a PHC argon2 string was made with, or null when it is not one. */
function argon2Cost(stored: string): { m: number; t: number; p: number } | null {
  if (!stored.startsWith('$argon2id$')) return null;
  const params = stored.split('$')[3] ?? '';
  const cost = new Map<string, number>();
  for (const pair of params.split(',')) {
    const [key, value] = pair.split('=');
    if (key && value) cost.set(key, Number(value));
  }
  const [m, t, p] = [cost.get('m'), cost.get('t'), cost.get('p')];
  return m && t && p ? { m, t, p } : null;
}

/** True when a stored hash is weaker than today's (scrypt, or argon2id at a lower cost). */
export function needsRehash(stored: string): boolean {
  const cost = argon2Cost(stored);
  if (!cost) return true;
  return cost.m < ARGON2_COST.memoryCost || cost.t < ARGON2_COST.timeCost;
}

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** scrypt$N$r$p$salt$hash, the format before argon2id: checked, then re-hashed. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, digest] = stored.split('$');
  if (!n || !r || !p || !salt || !digest) return false;
  const N = Number(n);
  // The parameters come from the database: a crafted row must not ask for gigabytes.
  if (!Number.isInteger(N) || N < 2 || N > 2 ** 17 || Number(r) > 16 || Number(p) > 4) return false;
  const expected = Buffer.from(digest, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: 256 * 1024 * 1024,
  });
  return crypto.timingSafeEqual(actual, expected);
}

/** True when the password matches the stored hash (constant-time comparison). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  return false;
}
