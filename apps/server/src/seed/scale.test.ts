import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { meta } from '../db/schema';
import { seededScale } from '.';
import { testServerForFile } from '../test/harness';

const server = testServerForFile();

describe('the scale a database holds (npm run seed refuses another one)', () => {
  it('is the scale of the demo data, then unfinished once the seed’s last write is gone', async () => {
    const db = server.database.db;
    expect(await seededScale(db)).toBe(1);
    // meta is written last: rows without it are a seed that stopped half-way.
    await db.delete(meta).where(inArray(meta.key, ['seed_now', 'seed_scale']));
    expect(await seededScale(db)).toBe('unfinished');
  });
});
