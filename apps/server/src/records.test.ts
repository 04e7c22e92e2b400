import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, routes } from '@backoffice/api';
import { contractStatus, parisToday, addDaysToDay } from '@backoffice/domain';
import { conversations, documents } from './db/schema';
import { startTestServer, type TestServer } from './test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

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
    const [row] = await server.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, convo.conversationId));
    expect(row?.unreadByCsm).toBe(0);
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

  it('answers the search analytics CSV for a range and the office analytics CSV', async () => {
    const today = parisToday(new Date());
    const search = await server.call(routes.searchAnalyticsCsv, {
      query: { minDate: addDaysToDay(today, -30), maxDate: today },
    });
    expect(search.status).toBe(200);
    expect(search.headers.get('content-type')).toContain('text/csv');
    expect(search.headers.get('content-disposition')).toContain('attachment');
    const lines = search.text.trim().split('\r\n');
    expect(lines[0]).toBe('id,searchedAt,source,place,resultCount,criteria');
    expect(lines.length).toBeGreaterThan(100);
    const missing = await server.call(routes.searchAnalyticsCsv, { query: { minDate: today } });
    expect(missing.status).toBe(400);
    const offices = await server.call(routes.officeAnalyticsCsv);
    expect(offices.text.split('\r\n')[0]).toContain('id,reference,address');
    expect(offices.text.trim().split('\r\n')).toHaveLength(3001);
  });
});
