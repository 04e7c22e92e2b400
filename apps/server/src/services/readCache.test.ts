import { describe, expect, it } from 'vitest';
import { ReadCache } from './readCache';

/** A load that answers when told, counting its calls. */
function gate<T>(value: T) {
  let calls = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    load: async () => {
      calls += 1;
      await opened;
      return value;
    },
    open: () => open(),
    calls: () => calls,
  };
}

describe('ReadCache', () => {
  it('answers identical reads that arrive together with one load', async () => {
    const cache = new ReadCache();
    cache.advance(1);
    const board = gate({ total: 3 });
    const reads = Array.from({ length: 50 }, () => cache.get('board', board.load));
    board.open();
    const answers = await Promise.all(reads);
    expect(board.calls()).toBe(1);
    expect(new Set(answers).size).toBe(1);
    // Kept at this version: the next read loads nothing.
    await cache.get('board', board.load);
    expect(board.calls()).toBe(1);
  });

  it('never gives a read that began after a write the load that began before it', async () => {
    const cache = new ReadCache();
    cache.advance(1);
    const before = gate('old rows');
    const first = cache.get('board', before.load);
    cache.advance(2); // a write committed while the first load was reading
    const after = gate('new rows');
    const second = cache.get('board', after.load);
    before.open();
    after.open();
    expect(await first).toBe('old rows');
    expect(await second).toBe('new rows');
    expect(after.calls()).toBe(1);
    // The old load was not kept over the new version's answer.
    expect(await cache.get('board', async () => 'unused')).toBe('new rows');
  });

  it('keeps no failed load: the next read tries again', async () => {
    const cache = new ReadCache();
    cache.advance(1);
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('connection reset');
    };
    const both = [cache.get('board', failing), cache.get('board', failing)];
    for (const read of both) await expect(read).rejects.toThrow('connection reset');
    expect(calls).toBe(1);
    expect(await cache.get('board', async () => 'rows')).toBe('rows');
  });
});
