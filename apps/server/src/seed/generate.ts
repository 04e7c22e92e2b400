/**
 * Deterministic demo data: the same seed, scale and "now" give the same rows. Nothing here
 * touches the database; seed/index.ts writes the rows.
 *
 * The data is made in shards of at most ×1 (`generateSeedShards`), one after the other, so
 * that a large scale never holds more than one shard's rows: each shard has its own hosts,
 * guests, offices and requests (with their notes, meetings, conversations, messages,
 * contracts, documents and bookmarks), numbered after the previous shard's ids, from its own
 * faker seed. The first shard also makes the tables that do not grow with the scale (SEO
 * locations and pages, FAQ, display sections), and is, at ×1 or less, the whole data set:
 * the same rows as before shards existed.
 *
 * A shard is made by sections, one module each, run in this order on the shard's seeded faker
 * (every draw moves its stream, so the order is part of the data): seedUsers.ts, seedOffices.ts
 * (offices and internal notes), seedRequests.ts (requests, meetings, conversations, contracts),
 * seedBookmarks.ts, seedFixedTables.ts (first shard only) and seedSearches.ts. The types and
 * counts they share are in seedContext.ts, the word tables in seedWords.ts.
 */
import { fakerFR } from '@faker-js/faker';
import { seedBookmarks } from './seedBookmarks';
import type { SeedData, SeedIds, SeedOptions, SeedShardRange, ShardContext } from './seedContext';
import { seedDisplaySections, seedSeoPages } from './seedFixedTables';
import { seedInternalNotes, seedOffices } from './seedOffices';
import { seedRequests } from './seedRequests';
import { seedSearches } from './seedSearches';
import { seedUsers } from './seedUsers';

export { REQUEST_HISTORY_DAYS, SEARCH_COUNT, SEED_COUNTS } from './seedContext';
export type { SeedData, SeedIds, SeedOptions, SeedShardRange } from './seedContext';

/**
 * The shards of a scale: ⌈scale⌉ equal parts (×1 each at a whole scale, one shard at ×1 or
 * less). Each part's counts are the differences of the rounded counts at its ends, so that the
 * totals are those of the whole scale (×10: 3,000 hosts, 30,000 offices, 20,000 requests).
 */
export function seedShardRanges(scale: number): SeedShardRange[] {
  const count = Math.max(1, Math.ceil(scale));
  return Array.from({ length: count }, (_, index) => ({
    index,
    start: (scale * index) / count,
    end: (scale * (index + 1)) / count,
  }));
}

/** How many of a ×1 count a shard makes (the totals over the shards are those of the scale). */
export function shardCount(count: number, range: SeedShardRange): number {
  return Math.round(count * range.end) - Math.round(count * range.start);
}

/** A shard's faker seed: the first is the data set's own seed, so that ×1 does not change. */
export function shardSeed(seed: number, index: number): number {
  return seed + index;
}

export const DEFAULT_SEED = 20260316;

/**
 * The demo data, one shard at a time (see the top of this file). Each shard is made when the
 * caller asks for it, so that it can be written and dropped before the next one.
 */
export function* generateSeedShards({
  now,
  scale,
  seed = DEFAULT_SEED,
  staff,
}: SeedOptions): Generator<SeedData, void, undefined> {
  let ids: SeedIds = {
    users: 0,
    offices: 0,
    internalNotes: 0,
    requests: 0,
    meetings: 0,
    appointments: 0,
    chatMessages: 0,
    contracts: 0,
    documents: 0,
    bookmarks: 0,
    searchEvents: 0,
  };
  for (const range of seedShardRanges(scale)) {
    const shard = generateShard({ now, staff, seed: shardSeed(seed, range.index), range, ids });
    ids = shard.ids;
    yield shard.data;
  }
}

/**
 * All the demo data at once, in memory: tests and small scales only (the seed writes
 * `generateSeedShards` one by one).
 */
export function generateSeedData(options: SeedOptions): SeedData {
  let all: SeedData | null = null;
  for (const shard of generateSeedShards(options)) {
    if (!all) {
      all = shard;
      continue;
    }
    for (const key of Object.keys(shard) as (keyof SeedData)[])
      for (const row of shard[key]) (all[key] as object[]).push(row);
  }
  return all as SeedData;
}

/** One shard: its rows, made section by section, and the last ids they used. */
function generateShard({
  now,
  staff,
  seed,
  range,
  ids,
}: {
  now: Date;
  staff: SeedOptions['staff'];
  seed: number;
  range: SeedShardRange;
  ids: SeedIds;
}): { data: SeedData; ids: SeedIds } {
  const f = fakerFR;
  f.seed(seed);
  const n = (count: number) => shardCount(count, range);
  // The tables that do not grow with the scale come with the first shard only.
  const fixedTables = range.index === 0;
  const data: SeedData = {
    users: [],
    offices: [],
    internalNotes: [],
    requests: [],
    meetings: [],
    appointments: [],
    conversations: [],
    chatMessages: [],
    contracts: [],
    documents: [],
    bookmarks: [],
    seoLocations: [],
    seoPages: [],
    faqEntries: [],
    displaySections: [],
    searchEvents: [],
  };
  const context: ShardContext = { f, n, data, ids, now, staff, range };

  const users = seedUsers(context);
  const offices = seedOffices(context, users.hosts);
  const internalNotes = seedInternalNotes(context);
  const requests = seedRequests(context, users.confirmedGuests);
  const bookmarks = seedBookmarks(context, users.guests, requests.publishedOffices);
  if (fixedTables) {
    seedSeoPages(context);
    seedDisplaySections(context);
  }
  const searchEvents = seedSearches(context, offices.places);
  return {
    data,
    ids: {
      users: users.lastId,
      offices: offices.lastId,
      internalNotes,
      ...requests.ids,
      bookmarks,
      searchEvents,
    },
  };
}
