/**
 * The board's answer is kept between writes (mount.ts, CACHED_ANSWERS) and must
 * still never show what is no longer true: not after a write, and not once the clock has
 * moved a card (a visit's time passing) or ended the day the default range reads.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { routes } from '@backoffice/api/contract';
import { parisToday } from '@backoffice/domain';
import { requests } from '../../db/schema';
import { testServerForFile } from '../../test/harness';

const server = testServerForFile({ now: () => clock });
let clock = new Date();

type Board = { columns: { key: string; requests: { id: number }[] }[] };
const columnOf = (board: Board, id: number) =>
  board.columns.find((c) => c.requests.some((r) => r.id === id))?.key;

describe('the kept board', () => {
  it("moves a card when its visit's time passes, with no write in between", async () => {
    // A request whose visit is still to come, nothing further reached.
    const [row] = await server.database.db
      .select({ id: requests.id, createdAt: requests.createdAt, visitDate: requests.visitDate })
      .from(requests)
      .where(
        and(
          gt(requests.visitDate, new Date()),
          eq(requests.isCancelled, false),
          isNull(requests.requestCancelledAt),
          isNull(requests.contractStartAt),
          isNull(requests.contractSentAt),
          isNull(requests.contractSignedAt),
          isNull(requests.visitPastAt),
        ),
      )
      .limit(1);
    expect(row).toBeDefined();
    const { id, createdAt, visitDate } = row as { id: number; createdAt: Date; visitDate: Date };
    const day = parisToday(createdAt);
    const query = { startDate: day, endDate: day, search: undefined };
    const board = async () => (await server.call(routes.requestBoard, { query })).body as Board;

    clock = new Date(visitDate.getTime() - 60_000);
    expect(columnOf(await board(), id)).toBe('visit_scheduled');
    expect(columnOf(await board(), id)).toBe('visit_scheduled'); // kept, and still true
    clock = new Date(visitDate.getTime() + 1_000);
    expect(columnOf(await board(), id)).toBe('visit_past');
  });

  it('shows a write at the next read, and the same answer to reads that come together', async () => {
    clock = new Date();
    const first = (await server.call(routes.requestBoard)).body as Board;
    const received = first.columns.find((c) => c.key === 'request_received')?.requests[0];
    expect(received).toBeDefined();
    const id = (received as { id: number }).id;
    const cancel = await server.call(routes.guestCancel, {
      params: { id },
      body: { guestCancelledReason: 10, guestCancelledMessage: 'Projet reporté' },
    });
    expect(cancel.status).toBe(200);
    const together = await Promise.all(
      Array.from({ length: 20 }, () => server.call(routes.requestBoard)),
    );
    for (const read of together) expect(columnOf(read.body as Board, id)).toBe('cancelled');
  });
});
