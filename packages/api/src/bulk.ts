import { BULK_CONCURRENCY, type BulkOutcome } from '@backoffice/domain';
import type { CallControl } from './client/client';
import { isApiError } from './client/errors';

/**
 * A bulk run: one write per item, each with its own Idempotency-Key and so its own
 * history row, through the same route, permission check and domain rule as the single action.
 * A few are under way at once; each item's outcome is kept (done, or refused with the reason
 * the server gave); "Stop" sends nothing more. A retry passes the keys back: an item whose
 * first call reached the server but whose answer was lost (a dropped connection) is answered
 * from its key, never done twice.
 */

export interface BulkRunOptions<K extends string | number> {
  /** The items, in the order they are sent. */
  items: readonly K[];
  /** The single write of one item (its route's call), given its key and the run's signal. */
  act: (item: K, control: CallControl) => Promise<unknown>;
  /** Writes under way at once. @default BULK_CONCURRENCY */
  concurrency?: number;
  /** Stops the run: what was not sent is not sent (and is counted as not done). */
  signal?: AbortSignal;
  /** Told after each item: how many have an outcome, of how many. */
  onProgress?: (settled: number, total: number) => void;
  /** The keys of an earlier run of the same items (a retry): each item keeps its key. */
  keys?: ReadonlyMap<K, string>;
}

export interface BulkRunResult<K extends string | number> {
  /** One per item that was sent, in the order of `items`. */
  outcomes: BulkOutcome<K>[];
  /** The items not sent because the run was stopped. */
  notSent: K[];
  /** Every item's key, for a retry. */
  keys: Map<K, string>;
}

/** The words of a refusal: the server's description, else the error's message. */
export function refusalReason(error: unknown): string {
  if (isApiError(error)) {
    return error.description || error.message || `Refused (${error.status || 'no answer'}).`;
  }
  return error instanceof Error && error.message ? error.message : 'The call failed.';
}

export async function runBulk<K extends string | number>(
  options: BulkRunOptions<K>,
): Promise<BulkRunResult<K>> {
  const { items, act, signal, onProgress } = options;
  const keys = new Map<K, string>(options.keys);
  for (const item of items) if (!keys.has(item)) keys.set(item, globalThis.crypto.randomUUID());
  const outcomes = new Map<K, BulkOutcome<K>>();
  let next = 0;
  let settled = 0;
  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const item = items[next++]!;
      try {
        await act(item, { idempotencyKey: keys.get(item)!, signal });
        outcomes.set(item, { key: item, ok: true });
      } catch (error) {
        // A call cut by Stop is not sent, or its effect stands: its key says which on a retry.
        if (signal?.aborted && isApiError(error) && error.code === 'aborted') {
          next = items.length;
          break;
        }
        outcomes.set(item, { key: item, ok: false, reason: refusalReason(error) });
      }
      settled += 1;
      onProgress?.(settled, items.length);
    }
  };
  const width = Math.max(1, Math.min(options.concurrency ?? BULK_CONCURRENCY, items.length));
  await Promise.all(Array.from({ length: width }, worker));
  return {
    outcomes: items.flatMap((item) => {
      const outcome = outcomes.get(item);
      return outcome ? [outcome] : [];
    }),
    notSent: items.filter((item) => !outcomes.has(item)),
    keys,
  };
}
