import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * The version of the data, as every server sees it: each write call moves it on after its
 * commit and before it answers; a cached read first asks for it and drops what it kept from
 * an older version. So a list answer read through any server is never older than a write
 * acknowledged before the read began, whichever server took the write.
 */
export interface DataVersion {
  /** The current version. */
  current(): Promise<number>;
  /** Moves the version on (after a write has committed). */
  bump(): Promise<void>;
}

/**
 * One embedded database belongs to one process (PGlite cannot be opened by two): the version
 * is a counter in memory, and reading it costs no query in PGlite's single queue.
 */
export function localDataVersion(): DataVersion {
  let version = 1;
  return {
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
    async current() {
      const result = (await database.db.execute(sql`select last_value from data_version`)) as {
        rows: { last_value: string | number }[];
      };
      return Number(result.rows[0]?.last_value ?? 0);
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
 * Each read asks the version first. A value is kept only if the version the cache holds did
 * not move while it was being read: a read that began before a write and ends after it (its
 * rows may predate the write) is answered but not kept.
 */
export class ReadCache {
  private readonly entries = new Map<string, unknown>();
  /** The data version the entries were read at. */
  private version = 0;

  constructor(
    private readonly dataVersion: DataVersion,
    private readonly maxEntries = 1000,
  ) {}

  /** Drops the entries when the data moved on since they were read. */
  async sync(): Promise<void> {
    const version = await this.dataVersion.current();
    // Versions only grow: a late answer from an older read must not bring old entries back.
    if (version > this.version) {
      this.version = version;
      this.entries.clear();
    }
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    await this.sync();
    if (this.entries.has(key)) return this.entries.get(key) as T;
    const readAt = this.version;
    const value = await load();
    if (this.version === readAt) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, value);
    }
    return value;
  }
}
