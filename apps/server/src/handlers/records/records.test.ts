import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildPath, LIST_ROUTES, listCsvOf, routes } from '@backoffice/api/contract';
import {
  CONTRACT_COLUMNS,
  DOCUMENT_COLUMNS,
  addDaysToDay,
  contractStatus,
  listHeaders,
  parisToday,
} from '@backoffice/domain';
import { contracts, documents, searchEvents, users } from '../../db/schema';
import { recordCsvReaders } from '.';
import { CSV_BATCH_ROWS, pagedReader } from '../../http/csv';
import type { Ctx } from '../../http/context';
import { csvDownloadLines, csvLines } from '../../test/fixtures';
import { testServerForFile } from '../../test/harness';

const server = testServerForFile();

describe('contracts', () => {
  it('lists contracts in every status, with a PDF link once signed', async () => {
    const all = await server.call(routes.contracts, { query: { perPage: 1000 } });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(all.body.contracts.length);
    const now = new Date();
    const statuses = new Set(all.body.contracts.map((c: never) => contractStatus(c, now)));
    expect([...statuses].sort()).toEqual(['active', 'expired', 'upcoming']);
    for (const status of ['upcoming', 'active', 'expired'] as const) {
      const res = await server.call(routes.contracts, { query: { status, perPage: 1000 } });
      expect(res.body.total).toBeGreaterThan(0);
      expect(res.body.contracts.every((c: never) => contractStatus(c, now) === status)).toBe(true);
    }
    const signed = all.body.contracts.find(
      (c: { contractSignedDate: string | null }) => c.contractSignedDate,
    );
    expect(signed.downloadPdf).toBe(buildPath(routes.contractPdf.path, { id: signed.id }));
  });

  it('searches by contract uuid and pages', async () => {
    const page1 = await server.call(routes.contracts, { query: { perPage: 20 } });
    expect(page1.body.contracts).toHaveLength(20);
    expect(page1.body.pages).toBe(Math.ceil(page1.body.total / 20));
    const uuid = page1.body.contracts[3].contractUuid as string;
    const found = await server.call(routes.contracts, { query: { search: uuid } });
    expect(found.body.contracts.map((c: { contractUuid: string }) => c.contractUuid)).toEqual([
      uuid,
    ]);
    expect((await server.call(routes.contracts, { query: { perPage: 30 } })).status).toBe(400);
    expect((await server.call(routes.contractPdf, { params: { id: 999999 } })).status).toBe(404);
  });
});

describe('contracts CSV download (format=csv on the list route)', () => {
  it('streams every matching contract in the list’s order, with the table’s columns', async () => {
    const query = { status: 'active', sort: 'user_id_desc' } as const;
    const json = await server.call(routes.contracts, { query: { ...query, perPage: 1000 } });
    const csv = await server.call(routes.contracts, { query: { ...query, format: 'csv' } });
    const lines = csvDownloadLines(csv, 'contracts');
    expect(lines[0]).toBe(listHeaders(CONTRACT_COLUMNS).join(','));
    expect(lines).toHaveLength(json.body.total + 1);
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(
      json.body.contracts.map((c: { id: number }) => c.id),
    );
    expect(lines.slice(1).every((line) => line.split(',')[2] === 'Active')).toBe(true);
  });

  it('starts with the UTF-8 byte-order mark, for spreadsheets', async () => {
    const token = await server.login();
    const res = await server.app.request(`${routes.contracts.path}?format=csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 5)]).toEqual([0xef, 0xbb, 0xbf, 0x49, 0x64]);
  });

  it('reads past a batch with the keyset, the same rows as the pages', async () => {
    const all = await server.call(routes.contracts, { query: { format: 'csv' } });
    const ids = csvLines(all.text)
      .slice(1)
      .map((line) => Number(line.split(',')[0]));
    const [{ n }] = (await server.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contracts)) as [{ n: number }];
    expect(ids).toHaveLength(n);
    expect(new Set(ids).size).toBe(n);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('resumes each batch after the last row, ties on the user id included', async () => {
    const ctx = { db: server.database.db, now: new Date() };
    for (const sort of ['user_id_asc', 'user_id_desc', undefined] as const) {
      const json = await server.call(routes.contracts, { query: { sort, perPage: 1000 } });
      const next = recordCsvReaders.contracts({ ...ctx, query: { sort } } as never, 7);
      const ids: number[] = [];
      for (let batch = await next(); batch.length > 0; batch = await next()) {
        expect(batch.length).toBeLessThanOrEqual(7);
        ids.push(...batch.map((c) => c.id));
      }
      expect(ids).toEqual(json.body.contracts.map((c: { id: number }) => c.id));
    }
  });

  it('guards and quotes what a company name could smuggle into a spreadsheet', async () => {
    const [contract] = await server.database.db.select().from(contracts).limit(1);
    await server.database.db
      .update(users)
      .set({ companyName: '=HYPERLINK("http://evil","Acme, Inc")' })
      .where(eq(users.id, contract!.hostId));
    const csv = await server.call(routes.contracts, {
      query: { search: contract!.uuid, format: 'csv' },
    });
    const lines = csvLines(csv.text);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Host: =HYPERLINK(""http://evil"",""Acme, Inc"") · Guest: ');
    const byCompany = await server.call(routes.contracts, {
      query: { search: '=HYPERLINK', format: 'csv' },
    });
    expect(csvLines(byCompany.text).length).toBeGreaterThan(1);
  });

  it('answers a header alone for no match, and refuses format=csv where there is no list', async () => {
    const none = await server.call(routes.contracts, {
      query: { search: "'; drop table contracts; --", format: 'csv' },
    });
    expect(none.status).toBe(200);
    expect(csvLines(none.text)).toEqual([listHeaders(CONTRACT_COLUMNS).join(',')]);
    // Every list route has its CSV now (api lists.test): the request board, filtered like a
    // list but none, refuses `format` as a parameter it does not take.
    expect(Object.values(LIST_ROUTES).every((r) => listCsvOf(r.name))).toBe(true);
    const refused = await server.call(routes.requestBoard, { query: { format: 'csv' } as never });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toHaveProperty('format');
    const bad = await server.call(routes.contracts, { query: { format: 'xlsx' } });
    expect(bad.status).toBe(400);
  });

  it('reads a list without a reader of its own through its pages', async () => {
    const pages: number[] = [];
    const handler = async (ctx: Ctx) => {
      const { page } = ctx.query as { page: number; perPage: number };
      pages.push(page);
      const rows = page === 1 ? Array.from({ length: CSV_BATCH_ROWS }, (_, i) => i) : [1000];
      return { pages: 2, total: CSV_BATCH_ROWS + 1, items: rows };
    };
    const next = pagedReader(handler, { query: { search: 'x' } } as unknown as Ctx, 'items');
    expect(await next()).toHaveLength(CSV_BATCH_ROWS);
    expect(await next()).toEqual([1000]);
    expect(await next()).toEqual([]);
    expect(pages).toEqual([1, 2]);
  });
});

describe('conversations', () => {
  it('filters by status, unread and the search syntax', async () => {
    const cancelled = await server.call(routes.conversations, {
      query: { status: 'cancelled', perPage: 100 },
    });
    expect(cancelled.body.total).toBeGreaterThan(0);
    expect(
      cancelled.body.conversations.every(
        (c: { funnel: { requestCancelled: boolean } }) => c.funnel.requestCancelled,
      ),
    ).toBe(true);
    const unread = await server.call(routes.conversations, {
      query: { unread: 'csm', perPage: 100 },
    });
    expect(unread.body.conversations.every((c: { unreadByCsm: number }) => c.unreadByCsm > 0)).toBe(
      true,
    );
    const first = cancelled.body.conversations[0];
    const byRequest = await server.call(routes.conversations, {
      query: { search: `#${first.requestId}` },
    });
    expect(byRequest.body.conversations.map((c: { requestId: number }) => c.requestId)).toEqual([
      first.requestId,
    ]);
    const byId = await server.call(routes.conversations, {
      query: { search: String(first.conversationId) },
    });
    expect(byId.body.total).toBe(1);
    const byGuest = await server.call(routes.conversations, {
      query: { search: `-${first.guest.id}` },
    });
    expect(
      byGuest.body.conversations.every(
        (c: { guest: { id: number } }) => c.guest.id === first.guest.id,
      ),
    ).toBe(true);
    const recent = await server.call(routes.conversations, {
      query: {
        startDate: addDaysToDay(parisToday(new Date()), -7),
        endDate: parisToday(new Date()),
      },
    });
    expect(recent.body.total).toBeGreaterThan(0);
    expect(recent.body.total).toBeLessThan(byGuest.body.total + 2000);
  });

  it('answers the messages of all three kinds and marks the conversation read by the CSM', async () => {
    const list = await server.call(routes.conversations, {
      query: { unread: 'csm', status: 'contract_signed' },
    });
    const convo = list.body.conversations[0];
    const res = await server.call(routes.chatMessages, { params: { id: convo.conversationId } });
    expect(res.status).toBe(200);
    const kinds = new Set(res.body.messages.map((m: { messageType: string }) => m.messageType));
    expect([...kinds].sort()).toEqual(['status', 'system', 'user']);
    const user = res.body.messages.find((m: { messageType: string }) => m.messageType === 'user');
    expect(['host', 'guest']).toContain(user.sender);
    const read = await server.call(routes.markConversationRead, {
      params: { id: convo.conversationId },
    });
    expect(read.status).toBe(200);
    // Read for the caller (conversationReads.test.ts: each person's own).
    const after = await server.call(routes.conversations, {
      query: { search: String(convo.conversationId) },
    });
    expect(
      after.body.conversations.find(
        (c: { conversationId: number }) => c.conversationId === convo.conversationId,
      ).unreadByCsm,
    ).toBe(0);
    expect((await server.call(routes.chatMessages, { params: { id: 999999 } })).status).toBe(404);
    expect(
      (await server.call(routes.markConversationRead, { params: { id: 999999 } })).status,
    ).toBe(404);
  });
});

describe('documents and analytics', () => {
  it('lists documents of every type with a PDF link, filtered by type and search', async () => {
    const all = await server.call(routes.documents, { query: { perPage: 1000 } });
    const types = new Set(all.body.documents.map((d: { type: string }) => d.type));
    expect([...types].sort()).toEqual(['invoice', 'payment', 'payout']);
    const payouts = await server.call(routes.documents, { query: { type: 'payout' } });
    expect(payouts.body.documents.every((d: { type: string }) => d.type === 'payout')).toBe(true);
    const doc = all.body.documents[0];
    const pdf = await server.call(routes.documentPdf, { params: { id: doc.id } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF')).toBe(true);
    const byId = await server.call(routes.documents, { query: { search: String(doc.id) } });
    expect(byId.body.documents.map((d: { id: number }) => d.id)).toContain(doc.id);
    const today = parisToday(new Date());
    const lastMonth = await server.call(routes.documents, {
      query: { startDate: addDaysToDay(today, -28), endDate: today },
    });
    expect(lastMonth.body.total).toBeLessThanOrEqual(all.body.total);
    const [count] = await server.database.db.select({ id: documents.id }).from(documents).limit(1);
    expect(count).toBeDefined();
  });

  it('downloads the documents as CSV, every match in the list’s order, by keyset batches', async () => {
    const query = { type: 'invoice' as const };
    const json = await server.call(routes.documents, { query: { ...query, perPage: 1000 } });
    expect(json.body.total).toBeGreaterThan(7);
    const next = recordCsvReaders.documents(
      { db: server.database.db, now: new Date(), query } as never,
      7,
    );
    const ids: number[] = [];
    for (let batch = await next(); batch.length > 0; batch = await next()) {
      expect(batch.length).toBeLessThanOrEqual(7);
      ids.push(...batch.map((d) => d.id));
    }
    expect(ids).toEqual(json.body.documents.map((d: { id: number }) => d.id));
    const csv = await server.call(routes.documents, { query: { ...query, format: 'csv' } });
    expect(csv.headers.get('content-disposition')).toMatch(
      /filename="documents-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csvLines(csv.text);
    expect(lines[0]).toBe(listHeaders(DOCUMENT_COLUMNS).join(','));
    expect(lines).toHaveLength(json.body.total + 1);
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'Invoice')).toBe(true);
    // A contract uuid finds its documents, whatever its case; SQL in the box finds nothing.
    const [row] = await server.database.db
      .select({ uuid: contracts.uuid, id: documents.id })
      .from(documents)
      .innerJoin(contracts, eq(contracts.id, documents.contractId))
      .limit(1);
    const byUuid = await server.call(routes.documents, {
      query: { search: row!.uuid.toUpperCase() },
    });
    expect(byUuid.body.documents.map((d: { id: number }) => d.id)).toContain(row!.id);
    const none = await server.call(routes.documents, {
      query: { search: "'; drop table documents; --" },
    });
    expect(none.status).toBe(200);
    expect(none.body.total).toBe(0);
  });

  it('answers the search analytics CSV for a range and the office analytics CSV', async () => {
    const today = parisToday(new Date());
    const search = await server.call(routes.searchAnalyticsCsv, {
      query: { minDate: addDaysToDay(today, -30), maxDate: today },
    });
    expect(search.status).toBe(200);
    expect(search.headers.get('content-type')).toContain('text/csv');
    expect(search.headers.get('content-disposition')).toContain('attachment');
    const lines = search.text.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Id,Date,Time \(Paris\),Source,Place,Results,q,placeId,/);
    expect(lines.length).toBeGreaterThan(100);
    expect(lines[1]).toMatch(/^\d+,\d\d\/\d\d\/\d{4},\d\d:\d\d,map_search,/);
    // A search at 00:18 on 1 October in Paris (22:18 UTC the day before) is the 1 October row,
    // its criteria one per column.
    await server.database.db.insert(searchEvents).values({
      createdAt: new Date('2026-09-30T22:18:51Z'),
      source: 'map_search',
      place: 'Lyon, France',
      criteria: { seatsMin: 10, budget: 6000 },
      resultCount: 20,
    });
    const october = await server.call(routes.searchAnalyticsCsv, {
      query: { minDate: '2026-10-01', maxDate: '2026-10-01' },
    });
    const header = october.text.split('\r\n')[0]!.split(',');
    const row = october.text
      .split('\r\n')
      .find((line) => line.includes('Lyon, France') && line.includes(',00:18,'));
    expect(row).toBeDefined();
    expect(row).toMatch(/^\d+,01\/10\/2026,00:18,map_search,"Lyon, France",20,/);
    const cells = row!.replace('"Lyon, France"', 'Lyon').split(',');
    expect(cells[header.indexOf('seatsMin')]).toBe('10');
    expect(cells[header.indexOf('budget')]).toBe('6000');
    const missing = await server.call(routes.searchAnalyticsCsv, { query: { minDate: today } });
    expect(missing.status).toBe(400);
    const offices = await server.call(routes.officeAnalyticsCsv);
    expect(offices.text.split('\r\n')[0]).toContain('id,reference,address');
    expect(offices.text.trim().split('\r\n')).toHaveLength(3001);
  });
});
