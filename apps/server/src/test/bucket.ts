import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import type { BucketSettings } from '../files/bucket';

/** s3rver's fixed credentials: it checks the requests' signatures against them. */
const KEY = 'S3RVER';

export interface TestBucket {
  settings: BucketSettings;
  /** The size of a file id's object in the bucket, null when absent (a signed HEAD of our own). */
  size(fileId: string): Promise<number | null>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server on a free local port (s3rver: objects on disk, requests signed with
 * AWS Signature V4 and checked), with one empty bucket.
 */
export async function startTestBucket(bucket = 'bo-files'): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bucket-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: BucketSettings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: KEY,
    secretAccessKey: KEY,
  };
  const client = new AwsClient({
    accessKeyId: KEY,
    secretAccessKey: KEY,
    region: 'us-east-1',
    service: 's3',
    retries: 0,
  });
  return {
    settings,
    async size(fileId) {
      const res = await client.fetch(`${settings.endpoint}/${bucket}/files/${fileId}`, {
        method: 'HEAD',
      });
      return res.ok ? Number(res.headers.get('content-length')) : null;
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
