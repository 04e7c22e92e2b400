import { buildPath, routes } from '@backoffice/api/contract';
import {
  BOARD_CARDS_PER_COLUMN,
  BOARD_COLUMNS,
  CSV_BOM,
  csvFileName,
  csvLine,
  parisToday,
  presencePlace,
  requestState,
  type BoardColumnKey,
  type BoardRequest,
} from '@backoffice/domain';
import { asc, desc, eq } from 'drizzle-orm';
import { contracts, requests, staff as staffTable } from '../../db/schema';
import type { HandlerGroup } from '../../http/context';
import { conflict, notFound } from '../../errors';
import { noteFile } from '../../http/downloads';
import {
  CSV_COLUMNS,
  boardCards,
  boardSelection,
  exportScope,
  lastRequestChange,
  loadRequest,
  loadRequests,
} from './model';
import { thresholdsInUse } from './thresholds';
import { nextVisitPassing } from '../records/model';
import { nextParisMidnight } from '../shared';

/** The requests reads (GET routes). */
export const requestReadHandlers: HandlerGroup<
  | 'requestBoard'
  | 'dumpRequests'
  | 'requestDumpFile'
  | 'request'
  | 'requestContract'
  | 'team'
  | 'presence'
> = {
  // Who has a record open: relayed to every server's streams, stored nowhere. The name is the
  // session's; the place and activity are the body's, bounded by its struct.
  async presence({ services, staff: me, body }) {
    await services.events.publishPresence({
      staffId: me.id,
      name: me.name,
      place: presencePlace(body.entity, body.id),
      activity: body.activity,
      what: body.activity === 'editing' ? (body.what ?? null) : null,
      left: body.left ?? false,
    });
    return { message: 'ok' };
  },

  async requestBoard(ctx) {
    const { db, query, now, lifetime, staff: me } = ctx;
    const thresholds = await thresholdsInUse(ctx);
    const selection = boardSelection(query, now, me, thresholds);
    // Kept (mount.ts) until a write, or until the clock changes the answer: the default
    // range ends with today, a visit passing moves its card, a visit window follows the time,
    // and so does waiting too long.
    if (query.visitWithinHours || query.waiting) lifetime.now();
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
        waitAfterDays: thresholds[column.key],
      })),
    };
  },

  async dumpRequests(ctx) {
    const { db, services, query, now, staff } = ctx;
    const { where, order } = boardSelection(query, now, staff, await thresholdsInUse(ctx));
    const list = await loadRequests(db, where, order, now);
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
    // Kept where every server reads it (the database by default), for 24 h, for
    // its maker and the Admins only; over 50 MB it is refused (413), not kept.
    const file = await services.files.put({
      kind: 'request_dump',
      filename: csvFileName('requests', parisToday(now)),
      contentType: 'text/csv; charset=utf-8',
      bytes: new TextEncoder().encode(text),
      createdBy: staff.id,
      now,
    });
    // On the Security log (mount.ts, `recordDownload`) with the file it made.
    noteFile(ctx, file, list.length);
    const count = list.length === 1 ? '1 request' : `${list.length} requests`;
    return {
      message: `The export of ${count} (${exportScope(query, now)}) is ready.`,
      link: buildPath(routes.generatedFile.path, { fileId: file.id }),
    };
  },

  // The links of the exports written to one server's data folder before generated
  // files. Those files were never the caller's alone and are not served any more.
  async requestDumpFile({ params }) {
    throw notFound('Export', params.id);
  },

  async team({ db }) {
    const rows = await db
      .select({ id: staffTable.id, name: staffTable.name })
      .from(staffTable)
      .where(eq(staffTable.status, 'active'))
      .orderBy(asc(staffTable.name), asc(staffTable.id));
    return { staff: rows };
  },

  async request({ db, params, now }) {
    const request = await loadRequest(db, params.id, now);
    return { request, lastChange: await lastRequestChange(db, request.id) };
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
