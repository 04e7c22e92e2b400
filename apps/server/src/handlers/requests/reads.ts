import { buildPath, routes } from '@backoffice/api';
import {
  BOARD_CARDS_PER_COLUMN,
  BOARD_COLUMNS,
  CSV_BOM,
  csvFileName,
  csvLine,
  parisToday,
  requestState,
  type BoardColumnKey,
  type BoardRequest,
} from '@backoffice/domain';
import { desc, eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { contracts, requests } from '../../db/schema';
import type { HandlerGroup } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import {
  CSV_COLUMNS,
  boardCards,
  boardSelection,
  exportFile,
  exportScope,
  loadRequest,
  loadRequests,
} from './model';
import { nextVisitPassing } from '../records/model';
import { nextParisMidnight } from '../shared';

/** The requests reads (GET routes). */
export const requestReadHandlers: HandlerGroup<
  'requestBoard' | 'dumpRequests' | 'requestDumpFile' | 'request' | 'requestContract'
> = {
  async requestBoard({ db, query, now, lifetime }) {
    const selection = boardSelection(query, now);
    // Kept (mount.ts) until a write, or until the clock changes the answer: the default
    // range ends with today, a visit passing moves its card, a visit window follows the time.
    if (query.visitWithinHours) lifetime.now();
    if (!query.startDate || !query.endDate) lifetime.notAfter(nextParisMidnight(now));
    const [{ counts, cards }, visitPasses] = await Promise.all([
      boardCards(db, selection, query.perColumn ?? BOARD_CARDS_PER_COLUMN, now),
      nextVisitPassing(db, now),
    ]);
    lifetime.notAfter(visitPasses);
    const byColumn = new Map<BoardColumnKey, BoardRequest[]>(BOARD_COLUMNS.map((c) => [c.key, []]));
    for (const { column, card } of cards) byColumn.get(column)?.push(card);
    let total = 0;
    for (const n of counts.values()) total += n;
    return {
      total,
      columns: BOARD_COLUMNS.map((column) => ({
        key: column.key,
        title: column.title,
        count: counts.get(column.key) ?? 0,
        requests: byColumn.get(column.key) ?? [],
      })),
    };
  },

  async dumpRequests({ db, services, query, now }) {
    const { where, order } = boardSelection(query, now);
    const list = await loadRequests(db, where, order, now);
    fs.mkdirSync(path.join(services.dataDir, 'exports'), { recursive: true });
    // A random id: an export's link does not tell how many others there were.
    let id = crypto.randomInt(1, 2 ** 31 - 1);
    while (fs.existsSync(exportFile(services.dataDir, id))) id = crypto.randomInt(1, 2 ** 31 - 1);
    let text = CSV_BOM + csvLine([...CSV_COLUMNS]);
    for (const r of list) {
      text += csvLine([
        r.id,
        r.requestDate,
        requestState(r),
        r.officeId,
        r.officeAddress,
        r.host.id,
        r.host.companyName,
        r.guest.id,
        r.guest.companyName,
        r.seats,
        r.amount,
        r.moveinDate,
        r.moveoutDate,
        r.visitDate,
        r.isCancelled,
      ]);
    }
    fs.writeFileSync(exportFile(services.dataDir, id), text);
    const count = list.length === 1 ? '1 request' : `${list.length} requests`;
    return {
      message: `The export of ${count} (${exportScope(query, now)}) is ready.`,
      link: buildPath(routes.requestDumpFile.path, { id }),
    };
  },

  async requestDumpFile({ services, params, now }) {
    const file = exportFile(services.dataDir, params.id);
    if (!fs.existsSync(file)) throw notFound('Export', params.id);
    return new Response(new Uint8Array(await fs.promises.readFile(file)), {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${csvFileName('requests', parisToday(now))}"`,
        'Cache-Control': 'no-store',
      },
    });
  },

  async request({ db, params, now }) {
    return { request: await loadRequest(db, params.id, now) };
  },

  async requestContract({ db, params }) {
    const [row] = await db
      .select({ id: requests.id })
      .from(requests)
      .where(eq(requests.id, params.id));
    if (!row) throw notFound('Request', params.id);
    const [contract] = await db
      .select({ id: contracts.id, signedAt: contracts.signedAt })
      .from(contracts)
      .where(eq(contracts.requestId, params.id))
      .orderBy(desc(contracts.id))
      .limit(1);
    if (!contract) throw notFound('Contract of request', params.id);
    if (!contract.signedAt) throw conflict('The contract of this request is not signed yet.');
    return { link: buildPath(routes.contractPdf.path, { id: contract.id }) };
  },
};
