import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { DATA_VERSION_SQL } from '../db/dataVersion';

/**
 * The version of the data, as every server sees it: each write call moves it on after its
 * commit and before it answers; each read call learns it before its handler runs, and the
 * caches drop what they kept from an older version. So a list answer read through any server
 * is never older than a write acknowledged before the read began, whichever server took it.
 */
export interface DataVersion {
  /** The current version. */
  current(): Promise<number>;
  /** Moves the version on (after a write has committed). */
  bump(): Promise<void>;
  /**
   * True when each call's session check reads the version in the same statement (PostgreSQL:
   * no query of its own; see sessionUser), so `current()` need not be asked.
   */
  readonly withSessionCheck: boolean;
}

/**
 * One embedded database belongs to one process (PGlite cannot be opened by two): the version
 * is a counter in memory, and reading it costs no query in PGlite's single queue.
 */
export function localDataVersion(): DataVersion {
  let version = 1;
  return {
    withSessionCheck: false,
    current: async () => version,
    bump: async () => {
      version += 1;
    },
  };
}

/**
 * PostgreSQL, which several servers may share: the `data_version` sequence. Reading its
 * `last_value` takes no lock, and `nextval` never waits for another transaction, so the
 * writes of different servers do not queue behind one row.
 */
export function sharedDataVersion(database: Database): DataVersion {
  return {
    withSessionCheck: true,
    async current() {
      const result = (await database.db.execute(sql`select ${DATA_VERSION_SQL} as version`)) as {
        rows: { version: string | number }[];
      };
      return Number(result.rows[0]?.version ?? 0);
    },
    async bump() {
      await database.db.execute(sql`select nextval('data_version')`);
    },
  };
}

/** The version source a database needs: shared on PostgreSQL, in memory on PGlite. */
export function dataVersionFor(database: Database): DataVersion {
  return database.kind === 'postgres' ? sharedDataVersion(database) : localDataVersion();
}

/**
 * Results of the costly reads of the lists (counts over tens of thousands of rows, the
 * trending offices, whole list answers), kept while the data version does not move. PGlite
 * answers one query at a time, so a count saved is a query others need not wait behind.
 *
 * The API moves the cache to the data version of each signed-in read call before its handler
 * runs (`advance`): a cache may be read only in such a call. A value is kept only if the
 * version the cache holds did not move while it was being read: a read that began before a
 * write and ends after it (its rows may predate the write) is answered but not kept.
 */
export class ReadCache {
  private readonly entries = new Map<string, unknown>();
  /** The loads under way, by key, with the version they read at. */
  private readonly loading = new Map<string, { version: number; value: Promise<unknown> }>();
  /** The data version the entries were read at. */
  private version = 0;

  constructor(private readonly maxEntries = 1000) {}

  /** Drops the entries when the data moved on since they were read. */
  advance(version: number): void {
    // Versions only grow: a call that learnt an older one must not bring old entries back.
    if (version > this.version) {
      this.version = version;
      this.entries.clear();
    }
  }

  /** The value kept for a key at the current version, if any. */
  peek<T>(key: string): T | undefined {
    return this.entries.get(key) as T | undefined;
  }

  /** Forgets the value kept for a key (one that is no longer true). */
  drop(key: string): void {
    this.entries.delete(key);
  }

  /**
   * The value kept for `key`, or `load`'s. Identical reads that arrive while one is loading
   * at the same version share its answer (one query, not fifty, when live refresh sends the
   * whole team to the same list after a write); a read at a newer version loads its own.
   * `keep` says whether a loaded value may be kept (an answer already out of date may not).
   */
  async get<T>(
    key: string,
    load: () => Promise<T>,
    keep: (value: T) => boolean = () => true,
  ): Promise<T> {
    if (this.entries.has(key)) return this.entries.get(key) as T;
    const readAt = this.version;
    const flying = this.loading.get(key);
    if (flying && flying.version === readAt) return flying.value as Promise<T>;
    const value = load();
    const entry = { version: readAt, value };
    this.loading.set(key, entry);
    try {
      const loaded = await value;
      if (this.version === readAt && keep(loaded)) {
        if (this.entries.size >= this.maxEntries) this.entries.clear();
        this.entries.set(key, loaded);
      }
      return loaded;
    } finally {
      if (this.loading.get(key) === entry) this.loading.delete(key);
    }
  }
}
