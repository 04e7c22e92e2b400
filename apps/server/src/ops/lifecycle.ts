/**
 * Where the server stands in its life: starting (no database yet), serving, or
 * draining (SIGTERM: readiness 503 at once, calls in flight finish, live streams are told to
 * come back later and closed, then the database closes).
 */
export class Lifecycle {
  private isDraining = false;
  private readonly streams = new Set<() => Promise<void>>();

  get draining(): boolean {
    return this.isDraining;
  }

  /** Readiness turns 503 from now on. */
  drain(): void {
    this.isDraining = true;
  }

  /** A live stream, and how to close it with a retry hint; answers its removal. */
  addStream(close: () => Promise<void>): () => void {
    this.streams.add(close);
    return () => void this.streams.delete(close);
  }

  /** Closes every live stream (each told when to reconnect); answers how many there were. */
  async closeStreams(): Promise<number> {
    const open = [...this.streams];
    this.streams.clear();
    await Promise.all(open.map((close) => close().catch(() => {})));
    return open.length;
  }
}
