/**
 * Generated files in an S3-compatible bucket (FILES_S3_*): the bytes in the bucket, the row
 * (creator, expiry) in the database, the same answers as the database store; a bucket that
 * does not answer or refuses is 503 `storage_unavailable` with nothing kept, and a log line
 * that names neither the file nor a key. Against s3rver, which checks the requests' signatures.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@backoffice/api/contract';
import { generatedFiles, staff } from '../db/schema';
import { tokenOf } from '../test/account';
import { startTestBucket, type TestBucket } from '../test/bucket';
import { type TestServer, testServerForFile } from '../test/harness';
import { captureLog } from '../test/log';
import { thrownBy } from '../test/thrown';
import { BucketFileStore, bucketSettingsFrom } from './bucket';
import { cleanUpFiles, FILE_LIFETIME_MS } from './store';

const server = testServerForFile({ now: () => clock });
let bucket: TestBucket;
let inBucket: Awaited<ReturnType<TestServer['twin']>>;
let clock = new Date();
const db = () => server.database.db;

beforeAll(async () => {
  bucket = await startTestBucket();
  inBucket = await server.twin({
    now: () => clock,
    files: new BucketFileStore(server.database, bucket.settings),
  });
});

afterAll(async () => {
  await bucket?.close();
});

async function tokenFor(email: string): Promise<{ id: number; token: string }> {
  const [row] = await db().select({ id: staff.id }).from(staff).where(eq(staff.email, email));
  return { id: row!.id, token: await tokenOf(db(), row!.id, clock) };
}

type Twin = typeof inBucket;

async function exportThrough(app: Twin | TestServer, token: string): Promise<string> {
  const res = await app.call(routes.dumpRequests, { query: { search: '#1' }, token });
  expect(res.status).toBe(200);
  return (res.body.link as string).split('/').pop() as string;
}

const fetchThrough = (app: Twin | TestServer, fileId: string, token: string) =>
  app.call(routes.generatedFile, { params: { fileId }, token });

describe('generated files in a bucket', () => {
  it('keeps the bytes in the bucket and the row in the database; serves its maker and Admins only', async () => {
    const lea = await tokenFor('lea.bernard@example.com'); // CSM
    const hugo = await tokenFor('hugo.petit@example.com'); // CSM
    const admin = await tokenFor('csm@example.com');
    const fileId = await exportThrough(inBucket, lea.token);
    const [row] = await db().select().from(generatedFiles).where(eq(generatedFiles.id, fileId));
    expect(row).toMatchObject({ kind: 'request_dump', createdBy: lea.id, bytes: null });
    expect(await bucket.size(fileId)).toBe(row!.size);

    const mine = await fetchThrough(inBucket, fileId, lea.token);
    expect(mine.status).toBe(200);
    expect(mine.text).toContain('id,requestDate,state');
    expect((await fetchThrough(inBucket, fileId, admin.token)).status).toBe(200);
    const other = await fetchThrough(inBucket, fileId, hugo.token);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('not_found');
  });

  it('still serves a file the database kept before the bucket was set', async () => {
    const lea = await tokenFor('lea.bernard@example.com');
    const before = await exportThrough(server, lea.token);
    expect(await bucket.size(before)).toBeNull();
    const res = await fetchThrough(inBucket, before, lea.token);
    expect(res.status).toBe(200);
    expect(res.text).toContain('id,requestDate,state');
  });

  it('expires after 24 h: the cleanup deletes the row and the object', async () => {
    const lea = await tokenFor('lea.bernard@example.com');
    const fileId = await exportThrough(inBucket, lea.token);
    const made = clock;
    try {
      clock = new Date(made.getTime() + FILE_LIFETIME_MS + 1000);
      const later = await tokenFor('lea.bernard@example.com');
      expect((await fetchThrough(inBucket, fileId, later.token)).status).toBe(404);
      expect(await bucket.size(fileId)).not.toBeNull();
      const deleted = await cleanUpFiles(server.database, inBucket.services.files, clock);
      expect(deleted).toBeGreaterThanOrEqual(1);
      expect(await bucket.size(fileId)).toBeNull();
      const left = await db()
        .select({ id: generatedFiles.id })
        .from(generatedFiles)
        .where(eq(generatedFiles.id, fileId));
      expect(left).toEqual([]);
    } finally {
      clock = new Date();
    }
  });

  it('answers 503 storage_unavailable, keeping nothing, when the bucket refuses or does not answer', async () => {
    const lea = await tokenFor('lea.bernard@example.com');
    const count = async () =>
      (await db().select({ id: generatedFiles.id }).from(generatedFiles)).length;
    const cases = {
      // Keys the bucket does not know: it refuses them (403).
      refused: new BucketFileStore(server.database, {
        ...bucket.settings,
        accessKeyId: 'AKIANOTKNOWN',
        secretAccessKey: 'not-the-secret-key-1234',
      }),
      // Nothing listens there.
      away: new BucketFileStore(
        server.database,
        { ...bucket.settings, endpoint: 'http://127.0.0.1:9' },
        { timeoutMs: 2000 },
      ),
    };
    for (const [name, files] of Object.entries(cases)) {
      const app = await server.twin({ now: () => clock, files });
      const before = await count();
      const logged = captureLog('warn');
      let res;
      try {
        res = await app.call(routes.dumpRequests, { query: { search: '#1' }, token: lea.token });
      } finally {
        logged.restore();
      }
      expect(res.status, name).toBe(503);
      expect(res.body.code, name).toBe('storage_unavailable');
      expect(res.headers.get('retry-after'), name).toBe('30');
      expect(await count(), name).toBe(before);
      const lines = logged.lines.map((line) => JSON.parse(line) as { msg: string });
      expect(
        lines.some((line) => line.msg.startsWith('File storage: storing a file')),
        name,
      ).toBe(true);
      // Neither a key nor a file's link in the log.
      const text = logged.lines.join('\n');
      expect(text).not.toContain('S3RVER');
      expect(text).not.toContain('not-the-secret-key');
      expect(text).not.toMatch(/files\/[\w-]{43}/);
    }
  });
});

describe('the FILES_S3_* settings', () => {
  const full = {
    FILES_S3_BUCKET: 'bo-files',
    FILES_S3_ENDPOINT: 'https://s3.eu-west-3.amazonaws.com',
    FILES_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    FILES_S3_SECRET_ACCESS_KEY: 'secret-value-123',
  };

  it('are all unset by default (the database keeps the files), or read whole', () => {
    expect(bucketSettingsFrom({})).toBeNull();
    expect(bucketSettingsFrom(full)).toEqual({
      endpoint: 'https://s3.eu-west-3.amazonaws.com',
      bucket: 'bo-files',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-value-123',
    });
    expect(bucketSettingsFrom({ ...full, FILES_S3_REGION: 'auto' })?.region).toBe('auto');
  });

  it('refuse an incomplete or unsafe set, naming the setting and never the secret', () => {
    const refusals: [Record<string, string>, RegExp][] = [
      [{ FILES_S3_ENDPOINT: full.FILES_S3_ENDPOINT }, /set without FILES_S3_BUCKET/],
      [{ ...full, FILES_S3_SECRET_ACCESS_KEY: '' }, /needs FILES_S3_SECRET_ACCESS_KEY/],
      [{ ...full, FILES_S3_BUCKET: 'Bad_Name' }, /must be a bucket name/],
      [{ ...full, FILES_S3_ENDPOINT: 'not a url' }, /is not a URL/],
      [{ ...full, FILES_S3_ENDPOINT: 'http://s3.example.com' }, /must be https/],
      [{ ...full, FILES_S3_ENDPOINT: 'ftp://s3.example.com' }, /must be an https/],
      [{ ...full, FILES_S3_ENDPOINT: 'https://key:secret@s3.example.com' }, /origin alone/],
      [{ ...full, FILES_S3_ENDPOINT: 'https://s3.example.com/bucket' }, /origin alone/],
    ];
    for (const [env, message] of refusals) {
      const error = thrownBy(() => bucketSettingsFrom(env));
      expect(error?.message, JSON.stringify(env)).toMatch(message);
      expect(error?.message).not.toContain('secret-value-123');
    }
    // Plain HTTP to this machine is allowed (a MinIO beside the server, the tests).
    expect(
      bucketSettingsFrom({ ...full, FILES_S3_ENDPOINT: 'http://127.0.0.1:9000' })?.endpoint,
    ).toBe('http://127.0.0.1:9000');
  });
});
