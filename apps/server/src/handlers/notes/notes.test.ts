/**
 * Handover: staff notes on a request with @mentions, and each person's inbox, on
 * the demo database (PGlite here, PostgreSQL in the PostgreSQL run). The harness signs in as
 * Camille Dubois (an Admin); Léa Bernard and Hugo Petit are CSMs, Inès Moreau a Viewer.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@backoffice/api/contract';
import {
  EDIT_CONFLICT,
  NOTE_MAX_LENGTH,
  NOTE_WORDS,
  ifMatchOf,
  partVersion,
  type Notification,
  type RequestNote,
} from '@backoffice/domain';
import { auditLog, notifications, outbox, requestNotes, staff } from '../../db/schema';
import { tokenOf } from '../../test/account';
import { receivedRequest } from '../../test/fixtures';
import { startTestServer, type TestServer, testServerForFile } from '../../test/harness';

const server = testServerForFile();
let lea: string;
let hugo: string;
let ines: string;
let camilleId: number;
beforeAll(async () => {
  lea = await tokenOf(server.database.db, 2);
  hugo = await tokenOf(server.database.db, 3);
  ines = await tokenOf(server.database.db, 4);
  const [me] = await server.database.db
    .select()
    .from(staff)
    .where(eq(staff.name, 'Camille Dubois'));
  camilleId = me!.id;
});

async function inbox(token?: string) {
  const res = await server.call(routes.notifications, { token });
  expect(res.status).toBe(200);
  return res.body as { notifications: Notification[]; unread: number };
}

async function notesOf(requestId: number, token?: string) {
  const res = await server.call(routes.requestNotes, { params: { id: requestId }, token });
  expect(res.status).toBe(200);
  return res.body.notes as RequestNote[];
}

/** The history entries a route wrote on a request. */
function historyOf(requestId: number, route: string) {
  return server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, requestId), eq(auditLog.route, route)));
}

async function addNote(requestId: number, body: string, token?: string) {
  return server.call(routes.createRequestNote, {
    params: { id: requestId },
    body: { body },
    token,
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
}

describe('notes on a request', () => {
  it('a mention reaches the person mentioned once, links to the request, and is on the history', async () => {
    const request = await receivedRequest(server.database.db, 0);
    const before = (await inbox(lea)).unread;
    const res = await addNote(
      request.id,
      '@Léa Bernard the host calls back on Thursday. @léa bernard, @Camille Dubois',
    );
    expect(res.status).toBe(200);
    const note = res.body.note as RequestNote;
    expect(note.author?.name).toBe('Camille Dubois');
    expect(note.mentions.map((m) => m.name).sort()).toEqual(['Camille Dubois', 'Léa Bernard']);
    expect(note.editedAt).toBeNull();

    const hers = await inbox(lea);
    expect(hers.unread).toBe(before + 1);
    expect(hers.notifications[0]).toMatchObject({
      kind: 'mention',
      requestId: request.id,
      noteId: note.id,
      actor: { name: 'Camille Dubois' },
      readAt: null,
    });
    // Its author, though mentioned, is not notified of their own note.
    expect((await inbox()).notifications.some((n) => n.noteId === note.id)).toBe(false);

    expect((await notesOf(request.id, lea)).map((n) => n.id)).toContain(note.id);
    const history = await server.call(routes.requestHistory, { params: { id: request.id } });
    expect(history.body.entries[0]).toMatchObject({ action: 'createRequestNote' });
    // A note is not the request's last change.
    const detail = await server.call(routes.request, { params: { id: request.id } });
    expect(detail.body.lastChange?.action ?? null).not.toBe('createRequestNote');
  });

  it('a retried call (the same Idempotency-Key) makes one note and one notification', async () => {
    const request = await receivedRequest(server.database.db, 1);
    const key = crypto.randomUUID();
    const send = () =>
      server.call(routes.createRequestNote, {
        params: { id: request.id },
        body: { body: 'Over to you @Hugo Petit' },
        headers: { 'idempotency-key': key },
      });
    const [a, b] = [await send(), await send()];
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.note.id).toBe(a.body.note.id);
    const db = server.database.db;
    expect(
      await db.select().from(requestNotes).where(eq(requestNotes.requestId, request.id)),
    ).toHaveLength(1);
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.noteId, a.body.note.id), eq(notifications.recipientId, 3)));
    expect(rows).toHaveLength(1);
    expect(await historyOf(request.id, 'createRequestNote')).toHaveLength(1);
  });

  it('refuses a blank or too long note, a Viewer, and a request that does not exist', async () => {
    const request = await receivedRequest(server.database.db, 2);
    expect((await addNote(request.id, '   ')).status).toBe(400);
    const long = await addNote(request.id, 'x'.repeat(NOTE_MAX_LENGTH + 1));
    expect(long.status).toBe(400);
    expect((await addNote(request.id, 'Keys at the desk', ines)).status).toBe(403);
    expect((await addNote(999_999_999, 'Keys at the desk')).status).toBe(404);
    expect(await notesOf(request.id)).toEqual([]);
  });

  it('only its author edits a note; an edit notifies only the staff it newly mentions', async () => {
    const request = await receivedRequest(server.database.db, 3);
    const made = (await addNote(request.id, 'Ask @Léa Bernard')).body.note as RequestNote;
    const leaBefore = (await inbox(lea)).unread;
    const hugoBefore = (await inbox(hugo)).unread;
    const edit = (body: string, token?: string, headers: Record<string, string> = {}) =>
      server.call(routes.updateRequestNote, {
        params: { id: made.id },
        body: { body },
        token,
        headers: { 'idempotency-key': crypto.randomUUID(), ...headers },
      });
    const refused = await edit('Mine now', lea);
    expect(refused.status).toBe(403);
    expect(refused.body.description).toBe(NOTE_WORDS.notYours);

    const began = partVersion('requestNote', made);
    const edited = await edit('Ask @Léa Bernard and @Hugo Petit', undefined, {
      'if-match': ifMatchOf(began),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.note.editedAt).not.toBeNull();
    expect((await inbox(lea)).unread).toBe(leaBefore);
    expect((await inbox(hugo)).unread).toBe(hugoBefore + 1);

    // The author's other tab, still on the first text: refused, naming who saved; kept as is.
    const stale = await edit('Ask nobody', undefined, { 'if-match': ifMatchOf(began) });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(EDIT_CONFLICT);
    expect(stale.body.description).toMatch(/^Camille Dubois saved this note on /);
    expect((await notesOf(request.id)).find((n) => n.id === made.id)?.body).toBe(
      'Ask @Léa Bernard and @Hugo Petit',
    );
  });

  it('two saves of one note at once, from one version: one lands, the other is refused naming the saver', async () => {
    const request = await receivedRequest(server.database.db, 9);
    const made = (await addNote(request.id, 'First words')).body.note as RequestNote;
    const began = ifMatchOf(partVersion('requestNote', made));
    const save = (body: string) =>
      server.call(routes.updateRequestNote, {
        params: { id: made.id },
        body: { body },
        headers: { 'idempotency-key': crypto.randomUUID(), 'if-match': began },
      });
    // Both sent together (two connections on PostgreSQL): the request's row lock orders them.
    const results = await Promise.all([save('From tab one'), save('From tab two')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body.code).toBe(EDIT_CONFLICT);
    expect(refused.body.description).toMatch(/^Camille Dubois saved this note on /);
    const landed = results.find((r) => r.status === 200)!.body.note.body as string;
    expect((await notesOf(request.id)).find((n) => n.id === made.id)?.body).toBe(landed);
    expect(await historyOf(request.id, 'updateRequestNote')).toHaveLength(1);
  });

  it('its author or an Admin deletes a note; its text stays on the history', async () => {
    const request = await receivedRequest(server.database.db, 4);
    const hers = (await addNote(request.id, 'Léa was here', lea)).body.note as RequestNote;
    const del = (id: number, token?: string) =>
      server.call(routes.deleteRequestNote, {
        params: { id },
        token,
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
    const byHugo = await del(hers.id, hugo);
    expect(byHugo.status).toBe(403);
    expect(byHugo.body.description).toBe(NOTE_WORDS.notYoursToDelete);
    // Camille is an Admin.
    expect((await del(hers.id)).status).toBe(200);
    expect(await notesOf(request.id)).toEqual([]);
    const history = await server.call(routes.requestHistory, { params: { id: request.id } });
    expect(history.body.entries[0]).toMatchObject({
      action: 'deleteRequestNote',
      input: { deletedBody: 'Léa was here', noteAuthor: 'Léa Bernard' },
    });
    expect((await del(hers.id)).status).toBe(404);
  });
});

describe('the inbox', () => {
  it('tells a new owner, and the owner when someone else moves their request on', async () => {
    const db = server.database.db;
    const request = await receivedRequest(db, 5);
    const assign = (assigneeId: number | null, expectedAssigneeId: number | null, token?: string) =>
      server.call(routes.assignRequest, {
        params: { id: request.id },
        body: { assigneeId, expectedAssigneeId },
        token,
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
    // Taken by Léa herself: no notification; handed to Hugo by Léa: Hugo hears of it.
    const leaBefore = (await inbox(lea)).unread;
    expect((await assign(2, request.assigneeId, lea)).status).toBe(200);
    expect((await inbox(lea)).unread).toBe(leaBefore);
    expect((await assign(3, 2, lea)).status).toBe(200);
    expect((await inbox(hugo)).notifications[0]).toMatchObject({
      kind: 'assigned',
      requestId: request.id,
      actor: { name: 'Léa Bernard' },
    });
    // Camille cancels Hugo's request as the guest: Hugo hears what was done.
    const cancel = await server.call(routes.guestCancel, {
      params: { id: request.id },
      body: { guestCancelledReason: 10, guestCancelledMessage: 'Found another office.' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(cancel.status).toBe(200);
    expect((await inbox(hugo)).notifications[0]).toMatchObject({
      kind: 'moved',
      requestId: request.id,
      detail: 'cancelled as the guest',
      actor: { name: 'Camille Dubois' },
    });
  });

  it('is each person’s own: marked read one by one or all at once, and a Viewer reads theirs', async () => {
    const request = await receivedRequest(server.database.db, 6);
    await addNote(request.id, '@Inès Moreau @Léa Bernard for your information');
    const hers = await inbox(ines);
    expect(hers.unread).toBeGreaterThan(0);
    const first = hers.notifications[0]!;
    const mark = (id: number, read: boolean, token?: string) =>
      server.call(routes.markNotificationRead, { params: { id }, body: { read }, token });
    // Another person's notification is not found.
    expect((await mark(first.id, true, lea)).status).toBe(404);
    const read = await mark(first.id, true, ines);
    expect(read.status).toBe(200);
    expect(read.body.unread).toBe(hers.unread - 1);
    expect((await inbox(ines)).notifications[0]!.readAt).not.toBeNull();
    expect((await mark(first.id, false, ines)).body.unread).toBe(hers.unread);
    const all = await server.call(routes.markAllNotificationsRead, { token: ines });
    expect(all.status).toBe(200);
    expect((await inbox(ines)).unread).toBe(0);
    // Léa's stay unread.
    expect((await inbox(lea)).unread).toBeGreaterThan(0);
  });

  it('notifies nobody who is not an active staff member, and never the author', async () => {
    const db = server.database.db;
    const request = await receivedRequest(db, 7);
    await db.update(staff).set({ status: 'disabled' }).where(eq(staff.id, 3));
    try {
      const before = await db.select().from(notifications).where(eq(notifications.recipientId, 3));
      const res = await addNote(request.id, '@Hugo Petit and @Camille Dubois');
      expect(res.status).toBe(200);
      // A disabled account is not on the team: its name is plain text.
      expect(res.body.note.mentions.map((m: { id: number }) => m.id)).toEqual([camilleId]);
      const after = await db.select().from(notifications).where(eq(notifications.recipientId, 3));
      expect(after).toHaveLength(before.length);
    } finally {
      await db.update(staff).set({ status: 'active' }).where(eq(staff.id, 3));
    }
  });
});

describe('notification preferences', () => {
  let mailing: TestServer;
  beforeAll(async () => {
    mailing = await startTestServer({ emailDelivery: true });
  });
  afterAll(() => mailing.close());

  it('are each person’s, per kind: off in the app means no inbox entry; by email goes to the outbox where the server sends email', async () => {
    const db = mailing.database.db;
    const leaToken = await tokenOf(db, 2);
    const prefs = await mailing.call(routes.notificationPreferences, { token: leaToken });
    expect(prefs.body).toEqual({
      preferences: [
        { kind: 'mention', inApp: true, email: false },
        { kind: 'assigned', inApp: true, email: false },
        { kind: 'moved', inApp: true, email: false },
      ],
      emailAvailable: true,
    });
    const saved = await mailing.call(routes.saveNotificationPreferences, {
      token: leaToken,
      body: { preferences: [{ kind: 'mention', inApp: false, email: true }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.preferences[0]).toEqual({ kind: 'mention', inApp: false, email: true });
    // A kind twice is refused.
    const twice = await mailing.call(routes.saveNotificationPreferences, {
      token: leaToken,
      body: {
        preferences: [
          { kind: 'moved', inApp: false, email: false },
          { kind: 'moved', inApp: true, email: false },
        ],
      },
    });
    expect(twice.status).toBe(400);

    const request = await receivedRequest(db, 0);
    const before = await db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'lea.bernard@example.com'));
    const res = await mailing.call(routes.createRequestNote, {
      params: { id: request.id },
      body: { body: '@Léa Bernard please call the host' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(res.status).toBe(200);
    // Not in her inbox (she turned it off there), in the outbox for her email.
    const inbox = await mailing.call(routes.notifications, { token: leaToken });
    expect(inbox.body.notifications.some((n: Notification) => n.noteId === res.body.note.id)).toBe(
      false,
    );
    const after = await db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'lea.bernard@example.com'));
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)!.subject).toBe(`Camille Dubois mentioned you on request #${request.id}`);
  });

  it('send no email from a server without SMTP, whatever a person asked', async () => {
    const db = server.database.db;
    const token = await tokenOf(db, 3);
    const prefs = await server.call(routes.saveNotificationPreferences, {
      token,
      body: { preferences: [{ kind: 'mention', inApp: true, email: true }] },
    });
    expect(prefs.body.emailAvailable).toBe(false);
    const before = await db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'hugo.petit@example.com'));
    const request = await receivedRequest(db, 8);
    expect((await addNote(request.id, '@Hugo Petit for you')).status).toBe(200);
    const after = await db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'hugo.petit@example.com'));
    expect(after).toHaveLength(before.length);
  });
});
