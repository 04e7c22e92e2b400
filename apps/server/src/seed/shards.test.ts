import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  generateSeedData,
  generateSeedShards,
  SEARCH_COUNT,
  SEED_COUNTS,
  seedShardRanges,
  shardCount,
  type SeedData,
} from './generate';

const now = new Date('2026-03-16T10:00:00Z');
const staff = [1, 2, 3, 4, 5].map((id) => ({ id, name: `Staff ${id}` }));

/**
 * The ×1 data's hash, recorded from generateSeedData before it made shards (commit 3f5dfe9,
 * same now and staff): the demo data, the tests and the end-to-end runs rely on these rows.
 * Recorded again when users lost their stored handover token (handover links are made when
 * staff copy them, and only their hash is kept): with the token put back in each row, the
 * data gave 51154be7… again, so every other value is the same (the token's draw is kept).
 */
const ONE = 'da584ddba7b9f44356fa1c7bed2742a2d1d0bbae7dda14aeac419b7f02ac3be6';
const hashOf = (data: SeedData) =>
  crypto.createHash('sha256').update(JSON.stringify(data)).digest('hex');

/**
 * The data without the requests' owners and who recorded their cancellations (the team board
 * added them, drawn from the ids and not from the random stream): the rest must hash as
 * before, every other value the same.
 */
function withoutOwners(data: SeedData): SeedData {
  return {
    ...data,
    requests: data.requests.map(
      ({ assigneeId: _a, assignedById: _b, assignedAt: _c, withdrawnById: _d, ...request }) =>
        request,
    ),
  } as SeedData;
}

/** Every id of every table, and the unique columns, across the shards given. */
function collisions(shards: SeedData[]): string[] {
  const found: string[] = [];
  const unique = (label: string, values: unknown[]) => {
    const seen = new Set(values);
    if (seen.size !== values.length) found.push(`${label}: ${values.length - seen.size} repeated`);
  };
  for (const key of Object.keys(shards[0]!) as (keyof SeedData)[])
    unique(
      `${key}.id`,
      shards.flatMap((s) => s[key].map((row) => row.id)),
    );
  const users = shards.flatMap((s) => s.users);
  unique(
    'users.email (case aside, as users_email_key)',
    users.map((u) => u.email.toLowerCase()),
  );
  unique(
    'offices.uuid',
    shards.flatMap((s) => s.offices.map((o) => o.uuid)),
  );
  unique(
    'contracts.uuid',
    shards.flatMap((s) => s.contracts.map((c) => c.uuid)),
  );
  unique(
    'conversations.requestId',
    shards.flatMap((s) => s.conversations.map((c) => c.requestId)),
  );
  return found;
}

describe('demo data in shards', () => {
  it('is at ×1 the very data of the seed before shards (hash of every row)', () => {
    expect(hashOf(withoutOwners(generateSeedData({ now, scale: 1, staff })))).toBe(ONE);
  }, 120_000);

  it('numbers each shard after the previous one, without a repeated id, email or uuid', () => {
    const shards = [...generateSeedShards({ now, scale: 2, staff })];
    expect(shards).toHaveLength(2);
    const [first, second] = shards as [SeedData, SeedData];
    expect(collisions(shards)).toEqual([]);
    // The second shard picks up where the first stopped, and refers to its own rows only.
    expect(second.users[0]!.id).toBe(first.users.length + 1);
    expect(second.offices[0]!.id).toBe(first.offices.length + 1);
    expect(second.requests[0]!.id).toBe(first.requests.length + 1);
    expect(second.chatMessages[0]!.id).toBe(first.chatMessages.length + 1);
    const users = new Set(second.users.map((u) => u.id));
    const offices = new Set(second.offices.map((o) => o.id));
    expect(second.requests.every((r) => users.has(r.guestId) && users.has(r.hostId))).toBe(true);
    expect(second.requests.every((r) => offices.has(r.officeId))).toBe(true);
    expect(second.bookmarks.every((b) => offices.has(b.officeId) && users.has(b.guestId))).toBe(
      true,
    );
    // A shard of its own seed: not a copy of the first with other ids.
    const names = (data: SeedData) => data.users.slice(0, 10).map((u) => u.lastName);
    expect(names(second)).not.toEqual(names(first));
    // The tables that do not grow with the scale come once.
    expect(first.seoPages.length).toBeGreaterThan(0);
    expect(second.seoLocations).toEqual([]);
    expect(second.seoPages).toEqual([]);
    expect(second.faqEntries).toEqual([]);
    expect(second.displaySections).toEqual([]);
    expect(second.searchEvents).toHaveLength(SEARCH_COUNT);
  }, 120_000);

  it('makes ×10 and ×100 in shards of ×1 with the totals of the whole scale', () => {
    const totals = (scale: number) => {
      const ranges = seedShardRanges(scale);
      const sum = (count: number) => ranges.reduce((t, r) => t + shardCount(count, r), 0);
      return {
        shards: ranges.length,
        largest: Math.max(...ranges.map((r) => r.end - r.start)),
        users: sum(SEED_COUNTS.hosts) + sum(SEED_COUNTS.guests),
        offices: sum(SEED_COUNTS.offices),
        requests: sum(SEED_COUNTS.requests),
      };
    };
    expect(totals(10)).toEqual({
      shards: 10,
      largest: 1,
      users: 23_000,
      offices: 30_000,
      requests: 20_000,
    });
    expect(totals(100)).toEqual({
      shards: 100,
      largest: 1,
      users: 230_000,
      offices: 300_000,
      requests: 200_000,
    });
    // A fractional scale: shards of at most ×1, the scale's own rounded totals.
    expect(totals(2.5)).toMatchObject({ shards: 3, offices: 7_500, requests: 5_000 });
    expect(totals(0.05)).toMatchObject({ shards: 1, offices: 150, requests: 100 });
  });

  it('makes a shard only when asked: the first of ×100 is the ×1 data, before the 99 others', () => {
    const shards = generateSeedShards({ now, scale: 100, staff });
    const first = shards.next().value as SeedData;
    expect(hashOf(withoutOwners(first))).toBe(ONE);
    const second = shards.next().value as SeedData;
    expect(second.offices[0]!.id).toBe(SEED_COUNTS.offices + 1);
    expect(second.offices).toHaveLength(SEED_COUNTS.offices);
  }, 120_000);
});
