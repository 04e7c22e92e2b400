import crypto from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { routes } from '@backoffice/api/contract';
import {
  USER_COLUMNS,
  VALIDATION_MESSAGES as M,
  addDaysToDay,
  csvLine,
  listCells,
  listHeaders,
  parisToday,
  type User,
} from '@backoffice/domain';
import { bookmarks, outbox, users } from '../../db/schema';
import { verifyPassword } from '../../auth/password';
import { userCsvReaders } from '.';
import { CSV_BATCH_ROWS } from '../../http/csv';
import { testServerForFile } from '../../test/harness';
import {
  crVisitBody,
  csvDownloadLines,
  csvLines,
  openOffice,
  userWhere,
} from '../../test/fixtures';

const server = testServerForFile();

const db = () => server.database.db;
const guestWith = (status: string) =>
  userWhere(db(), and(eq(users.userType, 'guest'), eq(users.status, status)));
const user = async (id: number) => (await server.call(routes.user, { params: { id } })).body.user;

describe('user list', () => {
  it('pages hosts and guests with their filters', async () => {
    const all = await server.call(routes.users);
    expect(all.body.total).toBe(2300);
    expect(all.body.users).toHaveLength(50);
    const hosts = await server.call(routes.users, {
      query: { userType: 'host', pro: true, orderType: 'asc' },
    });
    expect(
      hosts.body.users.every(
        (u: { userType: string; pro: boolean }) => u.userType === 'host' && u.pro,
      ),
    ).toBe(true);
    const ids = hosts.body.users.map((u: { id: number }) => u.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const blocked = await server.call(routes.users, { query: { statusCode: 'blocked' } });
    expect(blocked.body.total).toBeGreaterThan(0);
    expect(blocked.body.users.every((u: { status: string }) => u.status === 'blocked')).toBe(true);
    const byId = await server.call(routes.users, { query: { searchText: '17', perPage: 1000 } });
    expect(byId.body.users.map((u: { id: number }) => u.id)).toContain(17);
    const today = parisToday(new Date());
    const recent = await server.call(routes.users, {
      query: { startDate: addDaysToDay(today, -30), endDate: today },
    });
    expect(recent.body.total).toBeLessThan(all.body.total);
    expect((await server.call(routes.users, { query: { statusCode: 'asleep' } })).status).toBe(400);
  });

  it('makes a managed host a handover link when asked (Copy Link), keeping only its hash', async () => {
    const managed = await server.call(routes.users, {
      query: { userType: 'host', statusCode: 'managed' },
    });
    expect(managed.body.total).toBeGreaterThan(0);
    const host = managed.body.users[0] as { id: number } & Record<string, unknown>;
    expect(host).not.toHaveProperty('handoverLink');
    const first = await server.call(routes.handoverLink, { params: { id: host.id } });
    const second = await server.call(routes.handoverLink, { params: { id: host.id } });
    expect(first.status).toBe(200);
    const pattern = /^https?:\/\/.+\/handover\?token=([\w-]{43})$/;
    const token = pattern.exec(first.body.link)?.[1] as string;
    expect(token).toBeDefined();
    expect(second.body.link).not.toBe(first.body.link);
    // The database holds the token's SHA-256, never the token (nor the link, in the keys kept
    // for replays).
    const dump = JSON.stringify(
      await server.database.db.execute(
        sql`select (select json_agg(t) from one_time_tokens t) as tokens, (select json_agg(k) from idempotency_keys k) as keys`,
      ),
    );
    expect(dump).not.toContain(token);
    expect(dump).toContain(crypto.createHash('sha256').update(token).digest('hex'));
    // Anyone else has none: Manage account is theirs.
    const confirmed = await server.call(routes.users, {
      query: { userType: 'host', statusCode: 'confirmed' },
    });
    const other = await server.call(routes.handoverLink, {
      params: { id: confirmed.body.users[0].id },
    });
    expect(other.status).toBe(409);
  });

  it('gives each user their confirmed date', async () => {
    const others = await server.call(routes.users, { query: { statusCode: 'confirmed' } });
    const confirmed = others.body.users as { confirmedAt: string }[];
    expect(confirmed.every((u) => u.confirmedAt !== null)).toBe(true);
    const created = await guestWith('created');
    expect((await user(created.id)).confirmedAt).toBeNull();
  });
});

const idsOf = (lines: string[]) => lines.slice(1).map((line) => Number(line.split(',')[1]));

describe('user list CSV download (format=csv on the list route)', () => {
  it('streams every matching user in the list’s order, with the table’s columns', async () => {
    const today = parisToday(new Date());
    const query = {
      userType: 'host',
      orderType: 'asc',
      startDate: addDaysToDay(today, -400),
      endDate: today,
    } as const;
    const json = await server.call(routes.users, { query: { ...query, perPage: 1000 } });
    expect(json.body.total).toBeGreaterThan(20);
    expect(json.body.total).toBeLessThan(1000);
    const csv = await server.call(routes.users, { query: { ...query, format: 'csv' } });
    const lines = csvDownloadLines(csv, 'users');
    expect(lines[0]).toBe(listHeaders(USER_COLUMNS).join(','));
    expect(idsOf(lines)).toEqual(json.body.users.map((u: User) => u.id));
    // Each line is the row's cells as the table shows them.
    const context = { now: new Date(), origin: '' };
    expect(`${lines[1]}\r\n`).toBe(csvLine(listCells(USER_COLUMNS, json.body.users[0], context)));
    // Other filters: the search and a status, the newest first.
    const blocked = await server.call(routes.users, {
      query: { statusCode: 'blocked', perPage: 1000 },
    });
    const blockedCsv = await server.call(routes.users, {
      query: { statusCode: 'blocked', format: 'csv' },
    });
    expect(idsOf(csvLines(blockedCsv.text))).toEqual(blocked.body.users.map((u: User) => u.id));
    const sample = json.body.users[3] as User;
    const found = await server.call(routes.users, {
      query: { searchText: sample.email, format: 'csv' },
    });
    expect(idsOf(csvLines(found.text))).toEqual([sample.id]);
  });

  it('reads every user past a batch with the keyset, the same rows as the pages', async () => {
    const all = await server.call(routes.users, { query: { format: 'csv' } });
    const ids = idsOf(csvLines(all.text));
    const [{ n }] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(users)) as [{ n: number }];
    expect(n).toBeGreaterThan(CSV_BATCH_ROWS);
    expect(ids).toHaveLength(n);
    expect(new Set(ids).size).toBe(n);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const ctx = { db: db(), now: new Date(), services: server.services };
    for (const orderType of ['asc', 'desc'] as const) {
      const query = { orderType, userType: 'guest', statusCode: 'blocked' } as const;
      const json = await server.call(routes.users, { query: { ...query, perPage: 1000 } });
      expect(json.body.total).toBe(json.body.users.length);
      const next = userCsvReaders.users({ ...ctx, query } as never, 7);
      const read: number[] = [];
      for (let batch = await next(); batch.length > 0; batch = await next()) {
        expect(batch.length).toBeLessThanOrEqual(7);
        read.push(...batch.map((u) => u.id));
      }
      expect(read.length).toBeGreaterThan(7);
      expect(read).toEqual(json.body.users.map((u: User) => u.id));
    }
  });
});

describe('guest status', () => {
  it('blocks a confirmed guest, puts it under review, confirms it, refusing a repeat', async () => {
    const g = await guestWith('confirmed');
    expect((await server.call(routes.blockUser, { params: { id: g.id } })).status).toBe(200);
    expect((await user(g.id)).status).toBe('blocked');
    expect((await server.call(routes.blockUser, { params: { id: g.id } })).status).toBe(409);
    expect((await server.call(routes.reviewUser, { params: { id: g.id } })).status).toBe(200);
    expect((await server.call(routes.confirmUser, { params: { id: g.id } })).status).toBe(200);
    expect((await user(g.id)).status).toBe('confirmed');
    expect((await server.call(routes.confirmUser, { params: { id: g.id } })).status).toBe(409);
  });

  it('confirms a guest never confirmed, refuses to block it, and refuses hosts', async () => {
    const g = await guestWith('created');
    expect((await server.call(routes.blockUser, { params: { id: g.id } })).status).toBe(409);
    expect((await server.call(routes.confirmUser, { params: { id: g.id } })).status).toBe(200);
    expect((await user(g.id)).confirmed).toBe(true);
    const host = await userWhere(db(), eq(users.userType, 'host'));
    expect((await server.call(routes.blockUser, { params: { id: host.id } })).status).toBe(409);
    expect((await server.call(routes.blockUser, { params: { id: 999999 } })).status).toBe(404);
  });
});

describe('host account', () => {
  it('sets the credentials of a host, checking both confirmations', async () => {
    const host = await userWhere(
      db(),
      and(eq(users.userType, 'host'), eq(users.status, 'confirmed')),
    );
    const body = {
      email: 'new.host@example.fr',
      email_confirmation: 'new.host@example.fr',
      password: 'secret1',
      password_confirmation: 'secret1',
      userId: host.id,
    };
    expect((await server.call(routes.manageHost, { body })).status).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.id, host.id));
    expect(row?.email).toBe('new.host@example.fr');
    expect(await verifyPassword('secret1', row?.passwordHash as string)).toBe(true);
    const mismatch = await server.call(routes.manageHost, {
      body: { ...body, email_confirmation: 'other@example.fr', password_confirmation: 'nope' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields).toEqual({
      email_confirmation: M.emailMismatch,
      password_confirmation: M.passwordMismatch,
    });
    const short = await server.call(routes.manageHost, {
      body: { ...body, password: 'abc', password_confirmation: 'abc' },
    });
    expect(short.body.fields.password).toBe(M.passwordTooShort);
    const guest = await guestWith('confirmed');
    expect(
      (await server.call(routes.manageHost, { body: { ...body, userId: guest.id } })).status,
    ).toBe(409);
    const taken = await server.call(routes.manageHost, {
      body: { ...body, email: guest.email, email_confirmation: guest.email },
    });
    expect(taken.status).toBe(409);
  });

  it('marks and unmarks Pro on hosts only, and writes a reset password email (hosts only) to the outbox', async () => {
    const host = await userWhere(db(), and(eq(users.userType, 'host'), eq(users.pro, false)));
    expect(
      (await server.call(routes.setUserPro, { params: { id: host.id }, body: { pro: true } }))
        .status,
    ).toBe(200);
    expect((await user(host.id)).pro).toBe(true);
    const guest = await guestWith('confirmed');
    expect(
      (await server.call(routes.setUserPro, { params: { id: guest.id }, body: { pro: true } }))
        .status,
    ).toBe(409);
    const reset = await server.call(routes.resetPassword, { params: { id: host.id } });
    expect(reset.body.message).toContain(host.email);
    const mails = await db().select().from(outbox).where(eq(outbox.userId, host.id));
    expect(mails.map((m) => m.channel)).toEqual(['email']);
    expect(mails[0]?.body).toContain('reset-password?token=');
    const guestReset = await server.call(routes.resetPassword, { params: { id: guest.id } });
    expect(guestReset.status).toBe(409);
    expect(await db().select().from(outbox).where(eq(outbox.userId, guest.id))).toEqual([]);
  });

  it('switches SMS notifications', async () => {
    const g = await guestWith('confirmed');
    const res = await server.call(routes.notifyBySms, {
      params: { id: g.id },
      body: { notify_by_sms: false },
    });
    expect(res.body).toEqual({ status: 200, message: 'Sms notifications disabled' });
    expect((await user(g.id)).notifyBySms).toBe(false);
  });

  it('updates the phone and marks it verified; refuses a number that is not a mobile', async () => {
    const g = await userWhere(
      db(),
      and(eq(users.userType, 'guest'), eq(users.phoneVerified, false)),
    );
    const res = await server.call(routes.updatePhone, {
      params: { id: g.id },
      body: { mobile_number: '612345678', mobile_prefix: '+33' },
    });
    expect(res.body).toEqual({ status: 200 });
    const after = await user(g.id);
    expect([after.phone, after.userVerified]).toEqual(['+33612345678', true]);
    const lu = await server.call(routes.updatePhone, {
      params: { id: g.id },
      body: { mobile_number: '621123456', mobile_prefix: '+352' },
    });
    expect(lu.status).toBe(200);
    const landline = await server.call(routes.updatePhone, {
      params: { id: g.id },
      body: { mobile_number: '142345678', mobile_prefix: '+33' },
    });
    expect(landline.status).toBe(400);
    expect(landline.body.fields.mobile_number).toBe(M.invalidMobileNumber);
  });
});

describe('guest detail and favorites', () => {
  it('answers the guest with bookmarks (removed last) and requests', async () => {
    const [row] = await db()
      .select({ guestId: bookmarks.guestId })
      .from(bookmarks)
      .where(isNotNull(bookmarks.deletedAt))
      .limit(1);
    const g = await user(row!.guestId);
    expect(g.bookmarks.length).toBeGreaterThan(0);
    const removed = g.bookmarks.map((b: { deletedAt: string | null }) => b.deletedAt !== null);
    expect(removed).toEqual([...removed].sort((a, b) => Number(a) - Number(b)));
    expect(Array.isArray(g.requests)).toBe(true);
  });

  it('adds favorites, answering with ** separators', async () => {
    const g = await guestWith('confirmed');
    const res = await server.call(routes.addFavorites, {
      params: { id: g.id },
      body: { office_ids: [11, 12, 999999] },
    });
    expect(res.body.message).toBe('Added: 11, 12 ** Not found: 999999');
    const again = await server.call(routes.addFavorites, {
      params: { id: g.id },
      body: { office_ids: [11] },
    });
    expect(again.body.message).toBe('Added: none ** Already in favorites: 11');
    const none = await server.call(routes.addFavorites, {
      params: { id: g.id },
      body: { office_ids: [] },
    });
    expect(none.body.fields.office_ids).toBe(M.invalidOfficeIds);
  });

  it('deletes only bookmarks added by staff and not removed; notes them up to 250 characters', async () => {
    const [staffOne] = await db()
      .select()
      .from(bookmarks)
      .where(and(eq(bookmarks.createdByUser, false), isNull(bookmarks.deletedAt)))
      .limit(1);
    const [guestOne] = await db()
      .select()
      .from(bookmarks)
      .where(and(eq(bookmarks.createdByUser, true), isNull(bookmarks.deletedAt)))
      .limit(1);
    const note = await server.call(routes.bookmarkNote, {
      body: { bookmark_id: staffOne!.id, note: 'À voir' },
    });
    expect(note.status).toBe(200);
    const long = await server.call(routes.bookmarkNote, {
      body: { bookmark_id: staffOne!.id, note: 'x'.repeat(251) },
    });
    expect(long.body.fields.note).toBe(M.tooManyCharacters);
    // Characters as the screen counts them: 250 emoji (500 UTF-16 units) are within the limit.
    const emoji = await server.call(routes.bookmarkNote, {
      body: { bookmark_id: staffOne!.id, note: '😀'.repeat(250) },
    });
    expect(emoji.status).toBe(200);
    const emojiOver = await server.call(routes.bookmarkNote, {
      body: { bookmark_id: staffOne!.id, note: '😀'.repeat(251) },
    });
    expect(emojiOver.body.fields.note).toBe(M.tooManyCharacters);
    expect(
      (await server.call(routes.deleteBookmark, { params: { id: staffOne!.id } })).status,
    ).toBe(200);
    expect(
      (await server.call(routes.deleteBookmark, { params: { id: staffOne!.id } })).status,
    ).toBe(409);
    expect(
      (await server.call(routes.deleteBookmark, { params: { id: guestOne!.id } })).status,
    ).toBe(409);
    expect((await server.call(routes.deleteBookmark, { params: { id: 999999 } })).status).toBe(404);
  });

  it('writes the favorites email and SMS to the outbox; refuses SMS when notifications are off', async () => {
    const g = await guestWith('confirmed');
    await server.call(routes.addFavorites, { params: { id: g.id }, body: { office_ids: [21] } });
    await server.call(routes.updatePhone, {
      params: { id: g.id },
      body: { mobile_number: '698765432', mobile_prefix: '+33' },
    });
    await server.call(routes.notifyBySms, { params: { id: g.id }, body: { notify_by_sms: true } });
    expect((await server.call(routes.sendFavoritesEmail, { params: { id: g.id } })).status).toBe(
      200,
    );
    expect((await server.call(routes.sendFavoritesSms, { params: { id: g.id } })).body).toEqual({
      status: 200,
    });
    const sent = await db().select().from(outbox).where(eq(outbox.userId, g.id));
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const b = (await user(g.id)).bookmarks.find((x: { officeId: number }) => x.officeId === 21);
    expect([b.emailSent, b.smsSent]).toEqual([true, true]);
    await server.call(routes.notifyBySms, { params: { id: g.id }, body: { notify_by_sms: false } });
    const refused = await server.call(routes.sendFavoritesSms, { params: { id: g.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.description).toBe(M.smsDisabled);
  });

  it('sends once: a second send within a day asks who sent it when; two at once send one', async () => {
    // Another guest than the test above's, to whom nothing was sent.
    const g = await userWhere(
      db(),
      and(eq(users.userType, 'guest'), eq(users.status, 'confirmed'), gt(users.id, 500)),
    );
    await server.call(routes.addFavorites, { params: { id: g.id }, body: { office_ids: [22] } });
    const emails = async () =>
      (await db().select().from(outbox).where(eq(outbox.userId, g.id))).filter(
        (m) => m.channel === 'email',
      ).length;
    // Both press at once: one email, the other is asked.
    const both = await Promise.all([
      server.call(routes.sendFavoritesEmail, { params: { id: g.id } }),
      server.call(routes.sendFavoritesEmail, { params: { id: g.id } }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const asked = both.find((r) => r.status === 409)!;
    expect(asked.body.code).toBe('already_sent');
    expect(asked.body.description).toMatch(/^Sent at \d\d:\d\d by Camille Dubois\. Send again\?$/);
    expect(await emails()).toBe(1);
    // Without an answer nothing more is sent; "Send again" sends.
    expect((await server.call(routes.sendFavoritesEmail, { params: { id: g.id } })).status).toBe(
      409,
    );
    expect(await emails()).toBe(1);
    const again = await server.call(routes.sendFavoritesEmail, {
      params: { id: g.id },
      query: { again: true },
    });
    expect(again.status).toBe(200);
    expect(await emails()).toBe(2);
  });
});

describe('create CR & visit', () => {
  it('creates a request with its visit for a guest, and refuses what the office does not allow', async () => {
    const g = await guestWith('confirmed');
    const o = await openOffice(db());
    const today = parisToday(new Date());
    const body = crVisitBody(o);
    const res = await server.call(routes.createCrVisit, { params: { id: g.id }, body });
    expect(res.body.success).toBe(true);
    const request = (await server.call(routes.request, { params: { id: res.body.requestId } })).body
      .request;
    expect(request.visitScheduled).toBe(true);
    expect(request.guest.id).toBe(g.id);
    const part = await server.call(routes.createCrVisit, {
      params: { id: g.id },
      body: { ...body, flexibility: 2 },
    });
    expect(part.body).toEqual({
      success: false,
      error: 'This office does not offer that flexibility.',
      requestId: null,
    });
    const early = await server.call(routes.createCrVisit, {
      params: { id: g.id },
      body: { ...body, visitDate: addDaysToDay(today, -1) },
    });
    expect(early.body.success).toBe(false);
    const missing = await server.call(routes.createCrVisit, {
      params: { id: g.id },
      body: { ...body, visitTime: '25:00' },
    });
    expect(missing.status).toBe(400);
    expect(
      (
        await server.call(routes.createCrVisit, {
          params: { id: g.id },
          body: { ...body, officeId: 999999 },
        })
      ).status,
    ).toBe(404);
    // A number that is no mobile (CR & Visit has no mobile rule): sent, and the guest's now.
    const landline = await server.call(routes.createCrVisit, {
      params: { id: g.id },
      body: { ...body, guest: { ...body.guest, phoneNumber: '+33712125058' } },
    });
    expect(landline.body.success).toBe(true);
    const guest = (await server.call(routes.user, { params: { id: g.id } })).body.user;
    expect(guest.phone).toBe('+33712125058');
  });
});
