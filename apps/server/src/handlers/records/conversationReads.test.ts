/**
 * Read state per person: "Unread" on the conversations is each staff member's own; marking
 * one read does not clear it for the team, whose state stays ("read by Léa at 10:02").
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@backoffice/api/contract';
import type { Conversation } from '@backoffice/domain';
import { conversations } from '../../db/schema';
import { tokenOf } from '../../test/account';
import { testServerForFile } from '../../test/harness';
import { postMessages } from '../shared';

const server = testServerForFile();
let lea: string;
beforeAll(async () => {
  lea = await tokenOf(server.database.db, 2);
});

async function seen(id: number, token?: string): Promise<Conversation> {
  const res = await server.call(routes.conversations, {
    query: { search: String(id), perPage: 20 },
    token,
  });
  expect(res.status).toBe(200);
  return (res.body.conversations as Conversation[]).find((c) => c.conversationId === id)!;
}

describe('read state per person', () => {
  it('is each one’s own; the team sees who read it last, and new messages count again', async () => {
    const [convo] = await server.database.db
      .select({ id: conversations.id, requestId: conversations.requestId })
      .from(conversations)
      .where(eq(conversations.unreadByCsm, 2))
      .limit(1);
    const id = convo!.id;
    expect((await seen(id)).unreadByCsm).toBe(2);
    expect((await seen(id)).lastReadBy).toBeNull();

    // Léa reads it: hers is 0, Camille's is still 2, and both see who read it.
    const read = await server.call(routes.markConversationRead, { params: { id }, token: lea });
    expect(read.status).toBe(200);
    const leas = await seen(id, lea);
    const camilles = await seen(id);
    expect(leas.unreadByCsm).toBe(0);
    expect(camilles.unreadByCsm).toBe(2);
    expect(camilles.lastReadBy?.name).toBe('Léa Bernard');
    expect(Date.now() - Date.parse(camilles.lastReadBy!.at)).toBeLessThan(60_000);
    // Her "unread" filter leaves it out; Camille's keeps it.
    const unreadFor = async (token?: string) =>
      (
        (
          await server.call(routes.conversations, {
            query: { unread: 'csm', search: String(id) },
            token,
          })
        ).body.conversations as Conversation[]
      ).map((c) => c.conversationId);
    expect(await unreadFor(lea)).not.toContain(id);
    expect(await unreadFor()).toContain(id);

    // A guest writes: one more for each, Léa's from her read.
    await postMessages(server.database.db, convo!.requestId, new Date(), [
      { kind: 'user', sender: 'guest', userMessage: 'Bonjour, la visite tient toujours ?' },
    ]);
    // Written here directly, as the guest's side would: the kept answers are let go.
    await server.services.dataVersion.bump();
    expect((await seen(id, lea)).unreadByCsm).toBe(1);
    expect((await seen(id)).unreadByCsm).toBe(3);
  });

  it('marked unread by one person, it is unread for them alone; the team still sees who read it', async () => {
    const [convo] = await server.database.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.unreadByCsm, 0))
      .limit(1);
    const id = convo!.id;
    const read = await server.call(routes.markConversationRead, {
      params: { id },
      token: lea,
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(read.status).toBe(200);
    expect((await seen(id, lea)).unreadByCsm).toBe(0);

    // Camille (the harness) marks it unread, to come back to it: unread for her only.
    const unread = await server.call(routes.markConversationUnread, {
      params: { id },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(unread.status).toBe(200);
    const camilles = await seen(id);
    expect(camilles.unreadByCsm).toBe(1);
    expect(camilles.lastReadBy?.name).toBe('Léa Bernard');
    expect((await seen(id, lea)).unreadByCsm).toBe(0);
    // Read again, it is read; marked unread twice, it is one unread.
    await server.call(routes.markConversationUnread, {
      params: { id },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect((await seen(id)).unreadByCsm).toBe(1);
    await server.call(routes.markConversationRead, {
      params: { id },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect((await seen(id)).unreadByCsm).toBe(0);
    expect((await seen(id)).lastReadBy?.name).toBe('Camille Dubois');
    const missing = await server.call(routes.markConversationUnread, {
      params: { id: 999_999 },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(missing.status).toBe(404);
  });
});
