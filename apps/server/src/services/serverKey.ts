import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { meta } from '../db/schema';

/**
 * The server's key, for what must not be computed again by whoever reads the database alone
 * (the idempotency fingerprints' HMAC). `SECRET_KEY` when it is set (kept outside the
 * database, as production should); otherwise one made at random the first time and kept in
 * the database (`meta`), the same for every server on it.
 */
export class ServerKey {
  private key: Promise<Buffer> | null = null;

  constructor(
    private readonly db: () => Db,
    private readonly secret: string | undefined = process.env.SECRET_KEY || undefined,
  ) {}

  get(): Promise<Buffer> {
    this.key ??= this.load().catch((error) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }

  /** An HMAC-SHA256 of `text` with the key, hex. */
  async hmac(text: string): Promise<string> {
    return crypto
      .createHmac('sha256', await this.get())
      .update(text)
      .digest('hex');
  }

  private async load(): Promise<Buffer> {
    if (this.secret) return crypto.createHash('sha256').update(this.secret).digest();
    const made = crypto.randomBytes(32).toString('base64');
    await this.db().insert(meta).values({ key: 'server_key', value: made }).onConflictDoNothing();
    const [row] = await this.db().select().from(meta).where(eq(meta.key, 'server_key'));
    return Buffer.from(row?.value ?? made, 'base64');
  }
}
