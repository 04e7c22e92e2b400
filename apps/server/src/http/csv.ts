import type { Context } from 'hono';
import {
  listCsvOf,
  type AnyListRouteName,
  type ListCsv,
  type ListItem,
  type Routes,
} from '@backoffice/api/contract';
import {
  BULK_MAX_ITEMS,
  CSV_BOM,
  csvFileName,
  csvLine,
  listCells,
  listHeaders,
  parisToday,
  type ListContext,
} from '@backoffice/domain';
import type { Ctx, HandlerFor } from './context';
import { ApiError } from '../errors';

/**
 * A list's CSV download (`format=csv` on its own route): every row that matches the
 * list's filters, in its order, with the columns of its table (packages/api `LIST_CSV`).
 * Rows are read a batch at a time and written to the response as the client takes them (the
 * stream asks for the next batch only when the last one has been sent), so a list of 100,000
 * rows never sits in memory, and a client that goes away stops the reading.
 */

/** Rows read from the database per batch (500: the lowest memory for a small loss of speed). */
export const CSV_BATCH_ROWS = 500;

/** Reads the next batch of a list's rows, in the list's order; an empty batch ends the list. */
export type NextBatch<Row> = () => Promise<Row[]>;

/**
 * The lists that read their CSV rows themselves (a keyset reader over their own query, for
 * lists that grow large); the others are read through their JSON handler (`pagedReader`).
 */
export type CsvReaders = {
  [K in AnyListRouteName]?: (ctx: Parameters<HandlerFor<Routes[K]>>[0]) => NextBatch<ListItem<K>>;
};

/**
 * The reader every list has without one of its own: its JSON handler, a page of CSV_BATCH_ROWS rows
 * at a time (an unpaged list, whose answer has no `pages`, is one batch: its whole answer).
 * Correct for any list; a list expected to reach tens of thousands of rows gets a keyset reader
 * instead (offsets grow slower with each page).
 */
export function pagedReader(
  handler: (ctx: Ctx) => Promise<unknown>,
  ctx: Ctx,
  items: string,
): NextBatch<unknown> {
  let page = 0;
  let pages = Infinity;
  return async () => {
    page += 1;
    if (page > pages) return [];
    const query = { ...(ctx.query as object), format: undefined, page, perPage: CSV_BATCH_ROWS };
    const answer = (await handler({ ...ctx, query })) as { pages: number } & Record<
      string,
      unknown
    >;
    pages = typeof answer.pages === 'number' ? answer.pages : 1;
    return (answer[items] as unknown[] | undefined) ?? [];
  };
}

/** 400 for `format=csv` on a list that has no CSV download (yet). */
function noCsv(): ApiError {
  return new ApiError(400, 'validation_error', 'This list has no CSV download.', {
    format: 'This list has no CSV download.',
  });
}

/**
 * The CSV answer of a list route. The first batch is read before the answer starts, so that a
 * failure there is still an error answer; a failure later cuts the file (the status is sent).
 */
export async function csvAnswer(
  c: Context,
  routeName: string,
  ctx: Ctx,
  next: NextBatch<unknown> | null,
  handler: (ctx: Ctx) => Promise<unknown>,
  /** Told the number of rows sent once the file ends (for the Security log). */
  onDone: (rows: number) => void | Promise<void> = () => {},
): Promise<Response> {
  const list = listCsvOf(routeName);
  if (!list) throw noCsv();
  const read = next ?? pagedReader(handler, ctx, list.items);
  const context: ListContext = {
    now: ctx.now,
    origin: new URL(c.req.url).origin,
    publicSiteUrl: ctx.services.publicSiteUrl,
  };
  const first = await read();
  const stream = csvStream(list, first, read, context, onDone);
  return new Response(stream, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(list.fileStem, parisToday(ctx.now))}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** The field of a list's rows that holds its record's id (`id` unless named here). */
const ID_FIELDS: Partial<Record<AnyListRouteName, string>> = { conversations: 'conversationId' };

/**
 * `format=ids`: the ids of every row that matches the list's filters, in its order, for a
 * selection's "Select all N matching"; more than BULK_MAX_ITEMS is refused (400, naming the
 * limit) before any is sent, read no further than one past the limit.
 */
export async function listIdsAnswer(
  routeName: string,
  ctx: Ctx,
  next: NextBatch<unknown> | null,
  handler: (ctx: Ctx) => Promise<unknown>,
): Promise<{ ids: number[]; total: number }> {
  const list = listCsvOf(routeName);
  if (!list) throw noCsv();
  const read = next ?? pagedReader(handler, ctx, list.items);
  const field = ID_FIELDS[routeName as AnyListRouteName] ?? 'id';
  const ids: number[] = [];
  for (let rows = await read(); rows.length > 0; rows = await read()) {
    for (const row of rows) ids.push((row as Record<string, number>)[field]!);
    if (ids.length > BULK_MAX_ITEMS) {
      const message = `More than ${BULK_MAX_ITEMS.toLocaleString('en')} match these filters: narrow them to act on all at once.`;
      throw new ApiError(400, 'validation_error', message, { format: message });
    }
  }
  return { ids, total: ids.length };
}

/** The file as a byte stream that pulls one batch per chunk. */
export function csvStream<Row>(
  list: ListCsv<Row>,
  first: Row[],
  read: NextBatch<Row>,
  context: ListContext,
  onDone: (rows: number) => void | Promise<void> = () => {},
): ReadableStream<Uint8Array> {
  let sent = 0;
  const encoder = new TextEncoder();
  const lines = (rows: Row[]) => {
    let text = '';
    for (const row of rows) text += csvLine(listCells(list.columns, row, context));
    return encoder.encode(text);
  };
  let pending: Row[] | null = first;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(listHeaders(list.columns))));
      },
      async pull(controller) {
        const rows = pending ?? (await read());
        pending = null;
        if (rows.length === 0) {
          controller.close();
          await onDone(sent);
          return;
        }
        sent += rows.length;
        controller.enqueue(lines(rows));
      },
    },
    // One batch waits at most: the next is read once the client has taken the last.
    { highWaterMark: 1 },
  );
}
