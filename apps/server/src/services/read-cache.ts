/**
 * Results of the costly reads of the lists (counts over tens of thousands of rows, the
 * trending offices), kept until the next write: the API clears it after every call that is
 * not a GET. PGlite answers one query at a time, so a count saved is a query others need not
 * wait behind.
 */
export class ReadCache {
  private readonly entries = new Map<string, unknown>();

  constructor(private readonly maxEntries = 1000) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.entries.has(key)) return this.entries.get(key) as T;
    const value = await load();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, value);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
