import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { issueOneTimeToken } from '../../auth/oneTime';
import { bookmarks, outbox, requests, users } from '../../db/schema';
import type { HandlerGroup } from '../../http/context';
import { CSV_BATCH_ROWS, type CsvReaders } from '../../http/csv';
import { conflict } from '../../errors';
import { iso, isoOf, keysetReader, orderBy, pageCount, paging } from '../shared';
import {
  guestBookmarks,
  guestRow,
  refuseSecondSend,
  hostRow,
  toUser,
  userRow,
  usersOrder,
  usersWhere,
  type UserRow,
} from './model';

/**
 * The user list's CSV reader: every matching user in the list's order, CSV_BATCH_ROWS at a
 * time after the last id read (the list reaches tens of thousands of users).
 */
export const userCsvReaders = {
  users({ db, query }: Parameters<HandlerGroup<'users'>['users']>[0], batch = CSV_BATCH_ROWS) {
    const where = usersWhere(query);
    const order = usersOrder(query);
    return keysetReader(
      order,
      (after) =>
        db
          .select()
          .from(users)
          .where(and(where, after))
          .orderBy(...orderBy(order))
          .limit(batch),
      (u) => toUser(u),
    );
  },
} satisfies CsvReaders;

/** The users reads (GET routes). */
export const userReadHandlers: HandlerGroup<
  'users' | 'user' | 'resetPassword' | 'sendFavoritesEmail'
> = {
  async users({ db, query, services }) {
    const page = paging(query);
    const where = usersWhere(query);
    const key = JSON.stringify({
      ...query,
      page: undefined,
      perPage: undefined,
      orderType: undefined,
    });
    const total = await services.cache.get(`users:count:${key}`, async () => {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(users)
        .where(where);
      return row?.total ?? 0;
    });
    // Page on the ids alone (an index-only walk), then read those rows.
    const ids = (
      await db
        .select({ id: users.id })
        .from(users)
        .where(where)
        .orderBy(...orderBy(usersOrder(query)))
        .limit(page.perPage)
        .offset(page.offset)
    ).map((r) => r.id);
    const rows = ids.length ? await db.select().from(users).where(inArray(users.id, ids)) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const list = ids.map((id) => byId.get(id)).filter((u): u is UserRow => u !== undefined);
    return {
      pages: pageCount(total, page.perPage),
      total,
      users: list.map((u) => toUser(u)),
    };
  },

  async user({ db, params }) {
    const user = await userRow(db, params.id);
    const own = await db
      .select()
      .from(requests)
      .where(
        user.userType === 'guest' ? eq(requests.guestId, user.id) : eq(requests.hostId, user.id),
      )
      .orderBy(desc(requests.createdAt));
    return {
      user: {
        ...toUser(user),
        bookmarks: user.userType === 'guest' ? await guestBookmarks(db, user.id) : [],
        requests: own.map((r) => ({
          id: r.id,
          createdAt: isoOf(r.createdAt),
          meetingProposedAt: iso(r.meetingProposedAt),
          visitScheduledAt: iso(r.visitScheduledAt),
          visitPastAt: iso(r.visitPastAt),
          contractSentAt: iso(r.contractSentAt),
          contractSignedAt: iso(r.contractSignedAt),
          requestCancelledAt: iso(r.requestCancelledAt),
        })),
      },
    };
  },

  async resetPassword({ db, params, services, now }) {
    // A host action (people-and-content §2.1); the list offers it to hosts only.
    const user = await hostRow(db, params.id);
    // Only its hash is kept (one_time_tokens); the link lives in the email to send.
    const token = await issueOneTimeToken(db, 'password_reset', user.id, now);
    await db.insert(outbox).values({
      channel: 'email',
      recipient: user.email,
      subject: 'Réinitialisez votre mot de passe',
      body: `Bonjour ${user.firstName},\n\nPour choisir un nouveau mot de passe : ${services.publicSiteUrl}/reset-password?token=${token}\n`,
      userId: user.id,
    });
    return { message: `A password reset email will be sent to ${user.email}.` };
  },

  async sendFavoritesEmail({ db, params, query, services, now }) {
    const guest = await guestRow(db, params.id);
    const active = (await guestBookmarks(db, guest.id)).filter((b) => b.deletedAt === null);
    if (active.length === 0) throw conflict('This guest has no favorites to send.');
    await refuseSecondSend(db, 'sendFavoritesEmail', guest.id, now, query.again);
    await db.insert(outbox).values({
      channel: 'email',
      recipient: guest.email,
      subject: 'Vos bureaux favoris',
      body: active
        .map(
          (b) =>
            `${b.officeAddressLine1}, ${b.officeAddressLine2}: ${services.publicSiteUrl}/fr/bureaux/${b.officeId}`,
        )
        .join('\n'),
      userId: guest.id,
    });
    await db
      .update(bookmarks)
      .set({ emailSent: true })
      .where(and(eq(bookmarks.guestId, guest.id), isNull(bookmarks.deletedAt)));
    return { message: `The favorites email to ${guest.email} is queued.` };
  },
};
