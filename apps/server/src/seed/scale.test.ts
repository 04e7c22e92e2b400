import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meta } from '../db/schema';
import { seededScale } from '.';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the scale a database holds (npm run seed refuses another one)', () => {
  it('is the scale of the demo data, then unfinished once the seed’s last write is gone', async () => {
    const db = server.database.db;
    expect(await seededScale(db)).toBe(1);
    // meta is written last: rows without it are a seed that stopped half-way.
    await db.delete(meta).where(inArray(meta.key, ['seed_now', 'seed_scale']));
    expect(await seededScale(db)).toBe('unfinished');
  });
});
