/**
 * What the parts of the demo data share: the rows' types, the counts at ×1, the ids and ranges
 * of the shards, and the context that each section of one shard reads (see generate.ts).
 */
import type { Faker } from '@faker-js/faker';
import type * as s from '../db/schema';

export type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface SeedData {
  users: Row<typeof s.users>[];
  offices: Row<typeof s.offices>[];
  internalNotes: Row<typeof s.internalNotes>[];
  requests: Row<typeof s.requests>[];
  meetings: Row<typeof s.meetings>[];
  appointments: Row<typeof s.appointments>[];
  conversations: Row<typeof s.conversations>[];
  chatMessages: Row<typeof s.chatMessages>[];
  contracts: Row<typeof s.contracts>[];
  documents: Row<typeof s.documents>[];
  bookmarks: Row<typeof s.bookmarks>[];
  seoLocations: Row<typeof s.seoLocations>[];
  seoPages: Row<typeof s.seoPages>[];
  faqEntries: Row<typeof s.faqEntries>[];
  displaySections: Row<typeof s.displaySections>[];
  searchEvents: Row<typeof s.searchEvents>[];
}

export interface SeedOptions {
  now: Date;
  /** 1: 300 hosts, 2,000 guests, 3,000 offices, 2,000 requests; 10 for benchmarks. */
  scale: number;
  seed?: number;
  /**
   * Staff who write the internal notes (id and name) and own requests (all but viewers: a
   * Viewer reads only).
   */
  staff: { id: number; name: string; role?: 'admin' | 'csm' | 'viewer' }[];
}

export const SEED_COUNTS = { hosts: 300, guests: 2000, offices: 3000, requests: 2000 } as const;
/** Map searches at ×1. */
export const SEARCH_COUNT = 1500;
/** Requests are spread over this many days before now. */
export const REQUEST_HISTORY_DAYS = 90;

/** The last id each growing table used so far: a shard numbers its rows after them. */
export interface SeedIds {
  users: number;
  offices: number;
  internalNotes: number;
  requests: number;
  meetings: number;
  appointments: number;
  chatMessages: number;
  contracts: number;
  documents: number;
  bookmarks: number;
  searchEvents: number;
}

/** One shard: the part [start, end) of the scale, ×1 at most. */
export interface SeedShardRange {
  index: number;
  start: number;
  end: number;
}

/**
 * One shard in the making, as each of its sections (seedUsers.ts, seedOffices.ts, …) reads it.
 * The sections run one after the other on the one seeded faker: every draw moves its stream,
 * so the sections' order and their draws are the data.
 */
export interface ShardContext {
  /** The shard's faker, seeded with the shard's seed. */
  f: Faker;
  /** How many of a ×1 count this shard makes. */
  n: (count: number) => number;
  /** The shard's rows: each section pushes its own and may read those made before it. */
  data: SeedData;
  /** The last ids of the shards before this one: each section numbers its rows after them. */
  ids: SeedIds;
  /** The data set's "now": every date is placed around it. */
  now: Date;
  /** Who writes the internal notes and owns requests (SeedOptions). */
  staff: SeedOptions['staff'];
  /** The shard's part of the scale (the first, index 0, also makes the fixed tables). */
  range: SeedShardRange;
}
