/**
 * Generated files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Scaleway, OVH…),
 * chosen by the FILES_S3_* settings instead of the database's `generated_files.bytes`. What
 * a file is (its creator, its name, its expiry) stays a row of `generated_files`, so that who
 * may fetch it, the 24 h lifetime and the once-per-cluster cleanup are the same as in the
 * database store; only the bytes go to the bucket, as the object `files/<id>`. Requests are
 * signed (AWS Signature V4, aws4fetch) and path-style (`<endpoint>/<bucket>/files/<id>`),
 * which every S3-compatible service takes.
 *
 * A bucket that does not answer (or refuses) makes the call answer 503 `storage_unavailable`
 * with Retry-After, and one log line with the HTTP status or the network error: never the
 * object's key (a file id is the link's secret) nor a credential. A file whose row is gone is
 * never served, even if its object outlives it (a delete that failed): set a lifecycle rule
 * on the bucket (expire objects after 2 days) as a backstop, README "Settings".
 */
import { AwsClient } from 'aws4fetch';
import { eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { generatedFiles } from '../db/schema';
import { ApiError } from '../errors';
import { log } from '../log';
import {
  describeNewFile,
  findLiveFile,
  MAX_FILE_BYTES,
  type FileStore,
  type NewFile,
  type StoredFile,
} from './store';

/** True for a row whose bytes are in the bucket (not in the row). */
const inBucket = sql<boolean>`${generatedFiles.bytes} is null`;

/** The FILES_S3_* settings. */
export interface BucketSettings {
  /** FILES_S3_ENDPOINT: the service's origin, e.g. https://s3.eu-west-3.amazonaws.com. */
  endpoint: string;
  /** FILES_S3_BUCKET: the bucket's name. */
  bucket: string;
  /** FILES_S3_REGION: the region the requests are signed for (`auto` on R2). */
  region: string;
  /** FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY. */
  accessKeyId: string;
  secretAccessKey: string;
}

/** Seconds a client is told to wait when the bucket does not answer. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

/** How long one request to the bucket may take before the call gives up (ms). */
export const BUCKET_TIMEOUT_MS = 15_000;

/** A bucket name as S3 allows it (3–63 lower-case letters, digits, dots and hyphens). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The bucket settings, or null when FILES_S3_BUCKET is not set (the database keeps the files).
 * An incomplete or malformed set stops the start, named; a secret is never repeated.
 */
export function bucketSettingsFrom(env: NodeJS.ProcessEnv = process.env): BucketSettings | null {
  const value = (name: string) => (env[name] ?? '').trim();
  const bucket = value('FILES_S3_BUCKET');
  const others = [
    'FILES_S3_ENDPOINT',
    'FILES_S3_ACCESS_KEY_ID',
    'FILES_S3_SECRET_ACCESS_KEY',
  ] as const;
  if (!bucket) {
    const stray = others.filter((name) => value(name));
    if (stray.length)
      throw new Error(`${stray.join(', ')} set without FILES_S3_BUCKET: set the bucket's name too`);
    return null;
  }
  const missing = others.filter((name) => !value(name));
  if (missing.length) throw new Error(`FILES_S3_BUCKET needs ${missing.join(', ')} as well`);
  if (!BUCKET_NAME.test(bucket))
    throw new Error(
      `FILES_S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens), got "${bucket}"`,
    );
  let endpoint: URL;
  try {
    endpoint = new URL(value('FILES_S3_ENDPOINT'));
  } catch {
    throw new Error(
      'FILES_S3_ENDPOINT is not a URL (expected the service origin, e.g. https://s3.eu-west-3.amazonaws.com)',
    );
  }
  if (endpoint.protocol !== 'https:' && endpoint.protocol !== 'http:')
    throw new Error('FILES_S3_ENDPOINT must be an https:// URL');
  // The files hold every request's personal data: plain HTTP only to this machine (a test, a
  // MinIO beside the server).
  if (endpoint.protocol === 'http:' && !LOOPBACK.has(endpoint.hostname))
    throw new Error('FILES_S3_ENDPOINT must be https:// (http:// only to localhost)');
  if (endpoint.username || endpoint.password || endpoint.search || endpoint.pathname !== '/')
    throw new Error(
      'FILES_S3_ENDPOINT must be the origin alone (no path, query or credentials: the keys have settings of their own)',
    );
  return {
    endpoint: endpoint.origin,
    bucket,
    region: value('FILES_S3_REGION') || 'us-east-1',
    accessKeyId: value('FILES_S3_ACCESS_KEY_ID'),
    secretAccessKey: value('FILES_S3_SECRET_ACCESS_KEY'),
  };
}

/** 503 `storage_unavailable`: the bucket did not answer or refused. */
export function storageUnavailable(): ApiError {
  return new ApiError(
    503,
    'storage_unavailable',
    'The file storage cannot be reached right now: try again in a minute.',
    undefined,
    STORAGE_RETRY_AFTER_SECONDS,
  );
}

export interface BucketFileStoreOptions {
  maxBytes?: number;
  timeoutMs?: number;
}

/** The files' rows in the database, their bytes in the bucket. */
export class BucketFileStore implements FileStore {
  private readonly client: AwsClient;
  private readonly maxBytes: number;
  private readonly timeoutMs: number;

  constructor(
    private readonly database: Pick<Database, 'db'>,
    private readonly settings: BucketSettings,
    options: BucketFileStoreOptions = {},
  ) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: 's3',
      // aws4fetch tries a 5xx or a network error again, 10 times by default: a call waits for
      // the bucket at most about twice its timeout, not minutes.
      retries: 1,
      initRetryMs: 200,
    });
    this.maxBytes = options.maxBytes ?? MAX_FILE_BYTES;
    this.timeoutMs = options.timeoutMs ?? BUCKET_TIMEOUT_MS;
  }

  private objectUrl(id: string): string {
    return `${this.settings.endpoint}/${this.settings.bucket}/files/${id}`;
  }

  /** One signed request; a network error or a timeout is `storage_unavailable`, logged. */
  private async send(
    action: string,
    id: string,
    init: { method: string; body?: Uint8Array<ArrayBuffer>; headers?: Record<string, string> },
  ): Promise<Response> {
    try {
      return await this.client.fetch(this.objectUrl(id), {
        ...init,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      const reason =
        name === 'TimeoutError'
          ? `no answer within ${this.timeoutMs} ms`
          : `${name}: ${(error as { cause?: { code?: string } }).cause?.code ?? 'network error'}`;
      log().warn(`File storage: ${action} failed (${reason})`);
      throw storageUnavailable();
    }
  }

  /** A refusal other than the ones the caller handles: logged by status, never by key. */
  private refused(action: string, response: Response): ApiError {
    log().warn(`File storage: ${action} answered ${response.status}`);
    void response.body?.cancel();
    return storageUnavailable();
  }

  async put(file: NewFile): Promise<StoredFile> {
    const stored = describeNewFile(file, this.maxBytes);
    const response = await this.send('storing a file', stored.id, {
      method: 'PUT',
      body: new Uint8Array(file.bytes),
      headers: { 'Content-Type': file.contentType },
    });
    if (!response.ok) throw this.refused('storing a file', response);
    void response.body?.cancel();
    try {
      await this.database.db.insert(generatedFiles).values({ ...stored, bytes: null });
    } catch (error) {
      // No row, no file: the object goes too (a failure here leaves it to the bucket's rule).
      await this.removeObject(stored.id).catch(() => undefined);
      throw error;
    }
    return stored;
  }

  async get(id: string, now: Date): Promise<(StoredFile & { bytes: Buffer }) | null> {
    const row = await findLiveFile(this.database, id, now);
    if (!row) return null;
    // A file made while the database kept the bytes (before the bucket was set) is still served.
    if (row.bytes) return { ...row, bytes: row.bytes };
    const response = await this.send('reading a file', id, { method: 'GET' });
    if (response.status === 404) {
      void response.body?.cancel();
      log().warn('File storage: a file listed in the database is not in the bucket');
      return null;
    }
    if (!response.ok) throw this.refused('reading a file', response);
    return { ...row, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  async delete(id: string): Promise<void> {
    const [row] = await this.database.db
      .delete(generatedFiles)
      .where(eq(generatedFiles.id, id))
      .returning({ inBucket: inBucket });
    if (row?.inBucket) await this.removeObject(id);
  }

  async expired(now: Date): Promise<number> {
    const gone = await this.database.db
      .delete(generatedFiles)
      .where(lte(generatedFiles.expiresAt, now))
      .returning({ id: generatedFiles.id, inBucket: inBucket });
    let failed = 0;
    for (const file of gone) {
      if (!file.inBucket) continue;
      try {
        await this.removeObject(file.id);
      } catch {
        failed += 1;
      }
    }
    if (failed)
      log().warn(
        `File storage: ${failed} expired files could not be deleted from the bucket (its lifecycle rule will)`,
      );
    return gone.length;
  }

  /** Deletes the object; one already gone is fine (S3 answers 204 either way, some 404). */
  private async removeObject(id: string): Promise<void> {
    const response = await this.send('deleting a file', id, { method: 'DELETE' });
    void response.body?.cancel();
    if (!response.ok && response.status !== 404) throw this.refused('deleting a file', response);
  }
}
