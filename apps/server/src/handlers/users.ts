import crypto from 'node:crypto';
import { and, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  canChangeGuestStatusOf,
  canDeleteBookmark,
  parisDateTimeToIso,
  phoneCountries,
  sortBookmarks,
  validateBookmarkNote,
  validateCrVisit,
  validateManageHost,
  validateMobileNumber,
  validateSendSms,
  VALIDATION_MESSAGES,
  type Bookmark,
  type User,
  type UserStatus,
} from '@backoffice/domain';
import type { Db } from '../db/client';
import {
  appointments,
  bookmarks,
  conversations,
  meetings,
  offices,
  outbox,
  requests,
  users,
} from '../db/schema';
import { hashPassword } from '../auth/password';
import { conflict, invalid, notFound } from '../http/errors';
import type { HandlerGroup } from '../http/context';
import { CSV_BATCH_ROWS, type CsvReaders } from '../http/csv';
import {
  allOf,
  fullName,
  fullPhone,
  insertFavorites,
  iso,
  isoOf,
  keysetReader,
  likePattern,
  orderBy,
  pageCount,
  paging,
  parisDayBounds,
  postMessages,
  type KeysetOrder,
} from './shared';

type UserRow = typeof users.$inferSelect;

/** Numeric codes of the user statuses (the spec names the statuses, not their codes). */
export const USER_STATUS_CODES: Readonly<Record<UserStatus, number>> = {
  onboarding: 0,
  created: 10,
  confirmed: 20,
  under_review: 30,
  blocked: 40,
  managed: 50,
  ready_for_handover: 60,
};

/**
 * The handover link of a managed host (Copy Link in the user list): the public site's page
 * where the host takes over the account the staff set up, addressed by its token.
 */
export function handoverLink(token: string | null, publicSiteUrl: string): string | null {
  return token ? `${publicSiteUrl}/fr/handover?token=${encodeURIComponent(token)}` : null;
}

export function toUser(u: UserRow, publicSiteUrl: string): User {
  const status = u.status as UserStatus;
  return {
    id: u.id,
    userType: u.userType,
    statusCode: USER_STATUS_CODES[status] ?? -1,
    status,
    pro: u.pro,
    name: fullName(u),
    company: u.companyName,
    email: u.email,
    phone: fullPhone(u),
    userVerified: u.phoneVerified,
    profileComplete: u.profileComplete,
    stripe: u.stripe as User['stripe'],
    signUpDate: isoOf(u.createdAt),
    sourceInformation: u.sourceInformation,
    nbrContactRequests: u.nbrContactRequests,
    nbrOffices: u.nbrOffices,
    notifyBySms: u.notifyBySms,
    fullName: fullName(u),
    fullMobilePhoneNumber: fullPhone(u),
    companyName: u.companyName,
    companySize: u.companySize as User['companySize'],
    businessSector: u.businessSector,
    confirmed: u.confirmedAt !== null,
    stateName: u.stateName,
    createdAt: isoOf(u.createdAt),
    verifiedAt: iso(u.verifiedAt),
    confirmedAt: iso(u.confirmedAt),
    // Only a managed host shows Copy Link: a token left from before is not a link to copy.
    handoverLink: status === 'managed' ? handoverLink(u.handoverToken, publicSiteUrl) : null,
    dayToDay: u.dayToDay ?? null,
  };
}

export async function userRow(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('User', id);
  return row;
}

async function guestRow(db: Db, id: number): Promise<UserRow> {
  const user = await userRow(db, id);
  if (user.userType !== 'guest') throw conflict(`User ${id} is a host: this action is for guests.`);
  return user;
}

async function hostRow(db: Db, id: number): Promise<UserRow> {
  const user = await userRow(db, id);
  if (user.userType !== 'host') throw conflict(`User ${id} is a guest: this action is for hosts.`);
  return user;
}

/** The country of an E.164 number whose mobile number it is (FR first). */
function mobileOf(e164: string) {
  for (const { country, callingCode } of phoneCountries().sort((a, b) =>
    a.country === 'FR' ? -1 : b.country === 'FR' ? 1 : 0,
  )) {
    if (!e164.startsWith(callingCode)) continue;
    const checked = validateMobileNumber(e164, country);
    if (checked.ok) return checked.value;
  }
  return null;
}

/** The bookmarks of a guest as the guest detail shows them: active first, then removed. */
async function guestBookmarks(db: Db, guestId: number): Promise<Bookmark[]> {
  const rows = await db
    .select({ b: bookmarks, o: offices, conversationId: conversations.id })
    .from(bookmarks)
    .innerJoin(offices, eq(offices.id, bookmarks.officeId))
    .leftJoin(conversations, eq(conversations.requestId, bookmarks.requestId))
    .where(eq(bookmarks.guestId, guestId))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id));
  return sortBookmarks(
    rows.map(({ b, o, conversationId }) => {
      const cover = o.pictures[0];
      return {
        id: b.id,
        officeId: o.id,
        officeUuid: o.uuid,
        officeAddressLine1: o.addressLine1,
        officeAddressLine2: `${o.zipCode} ${o.city}`,
        cover: cover ? { small: cover, large: cover } : null,
        createdByUser: b.createdByUser,
        createdAt: isoOf(b.createdAt),
        deletedAt: iso(b.deletedAt),
        deletedByUser: b.deletedByUser,
        officeViewedAt: iso(b.officeViewedAt),
        emailSent: b.emailSent,
        smsSent: b.smsSent,
        requestId: b.requestId,
        conversationId: conversationId ?? null,
        notes: { content: b.note, userNote: b.userNote },
      };
    }),
  );
}

async function changeStatus(
  db: Db,
  id: number,
  to: UserStatus,
  now: Date,
): Promise<{ message: string }> {
  const user = await guestRow(db, id);
  const from = user.status as UserStatus;
  // The app's rule: the §4 transitions, and confirmed for a guest never confirmed.
  const allowed = canChangeGuestStatusOf(
    { confirmed: user.confirmedAt !== null, status: from },
    to,
  );
  if (!allowed) throw conflict(`A guest cannot go from ${from} to ${to}.`);
  await db
    .update(users)
    .set({ status: to, ...(to === 'confirmed' && !user.confirmedAt ? { confirmedAt: now } : {}) })
    .where(eq(users.id, id));
  return { message: 'ok' };
}

type UsersQuery = Parameters<HandlerGroup<'users'>['users']>[0]['query'];

/**
 * The user list's filters (people-and-content §2.1): status, type, category (pro), Stripe,
 * profile, the signup Paris days (either end may be left open), and the free search: a user
 * id, or a company name or email containing the text. The JSON list and its CSV both read it.
 */
function usersWhere(query: UsersQuery): SQL | undefined {
  const text = query.searchText?.trim();
  const bounds =
    query.startDate || query.endDate
      ? parisDayBounds(query.startDate ?? '2000-01-01', query.endDate ?? '2999-12-31')
      : null;
  return allOf([
    query.statusCode && eq(users.status, query.statusCode),
    query.userType && eq(users.userType, query.userType),
    query.pro !== undefined && eq(users.pro, query.pro),
    query.stripe && eq(users.stripe, query.stripe),
    query.profileComplete !== undefined && eq(users.profileComplete, query.profileComplete),
    bounds ? gte(users.createdAt, bounds.from) : undefined,
    bounds ? lt(users.createdAt, bounds.to) : undefined,
    text
      ? (or(
          ...(/^\d{1,9}$/.test(text) ? [eq(users.id, Number(text))] : []),
          sql`${users.companyName} ilike ${likePattern(text)}`,
          sql`${users.email} ilike ${likePattern(text)}`,
        ) as SQL)
      : undefined,
  ]);
}

/** By id, the newest first unless `orderType=asc`: the list's and the CSV's order. */
function usersOrder(query: UsersQuery): KeysetOrder<UserRow> {
  return {
    columns: [users.id],
    direction: query.orderType === 'asc' ? 'asc' : 'desc',
    key: (u) => [u.id],
  };
}

/**
 * The user list's CSV reader: every matching user in the list's order, CSV_BATCH_ROWS at a
 * time after the last id read (the list reaches tens of thousands of users).
 */
export const userCsvReaders = {
  users(
    { db, query, services }: Parameters<HandlerGroup<'users'>['users']>[0],
    batch = CSV_BATCH_ROWS,
  ) {
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
      (u) => toUser(u, services.publicSiteUrl),
    );
  },
} satisfies CsvReaders;

export const userHandlers: HandlerGroup<
  | 'users'
  | 'manageHost'
  | 'user'
  | 'blockUser'
  | 'reviewUser'
  | 'confirmUser'
  | 'resetPassword'
  | 'setUserPro'
  | 'notifyBySms'
  | 'updatePhone'
  | 'createCrVisit'
  | 'addFavorites'
  | 'sendFavoritesEmail'
  | 'sendFavoritesSms'
  | 'deleteBookmark'
  | 'bookmarkNote'
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
      users: list.map((u) => toUser(u, services.publicSiteUrl)),
    };
  },

  async manageHost({ db, body }) {
    const checked = validateManageHost({
      email: body.email,
      emailConfirmation: body.email_confirmation,
      password: body.password,
      passwordConfirmation: body.password_confirmation,
    });
    if (!checked.ok) {
      const names: Record<string, string> = {
        emailConfirmation: 'email_confirmation',
        passwordConfirmation: 'password_confirmation',
      };
      const fields = Object.fromEntries(
        Object.entries(checked.errors).map(([k, v]) => [names[k] ?? k, v as string]),
      );
      throw invalid(fields, checked.message);
    }
    const host = await hostRow(db, body.userId);
    const email = checked.value.email.toLowerCase();
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, host.id)));
    if (taken) throw conflict('This email is already used by another account.');
    await db
      .update(users)
      .set({ email, passwordHash: await hashPassword(checked.value.password) })
      .where(eq(users.id, host.id));
    return { message: `The credentials of ${fullName(host)} were updated.` };
  },

  async user({ db, params, services }) {
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
        ...toUser(user, services.publicSiteUrl),
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

  blockUser: ({ db, params, now }) => changeStatus(db, params.id, 'blocked', now),
  reviewUser: ({ db, params, now }) => changeStatus(db, params.id, 'under_review', now),
  confirmUser: ({ db, params, now }) => changeStatus(db, params.id, 'confirmed', now),

  async resetPassword({ db, params, services }) {
    // A host action (people-and-content §2.1); the list offers it to hosts only.
    const user = await hostRow(db, params.id);
    const token = crypto.randomBytes(24).toString('base64url');
    await db.insert(outbox).values({
      channel: 'email',
      recipient: user.email,
      subject: 'Réinitialisez votre mot de passe',
      body: `Bonjour ${user.firstName},\n\nPour choisir un nouveau mot de passe : ${services.publicSiteUrl}/reset-password?token=${token}\n`,
      userId: user.id,
    });
    return { message: `A password reset email will be sent to ${user.email}.` };
  },

  async setUserPro({ db, params, body }) {
    await hostRow(db, params.id);
    await db.update(users).set({ pro: body.pro }).where(eq(users.id, params.id));
    return { message: body.pro ? 'The host is now Pro.' : 'The host is no longer Pro.' };
  },

  async notifyBySms({ db, params, body }) {
    await userRow(db, params.id);
    await db.update(users).set({ notifyBySms: body.notify_by_sms }).where(eq(users.id, params.id));
    return {
      status: 200,
      message: body.notify_by_sms ? 'Sms notifications enabled' : 'Sms notifications disabled',
    };
  },

  async updatePhone({ db, params, body, now }) {
    await userRow(db, params.id);
    const mobile = mobileOf(`${body.mobile_prefix}${body.mobile_number.replace(/^0/, '')}`);
    if (!mobile) throw invalid({ mobile_number: VALIDATION_MESSAGES.invalidMobileNumber });
    // The staff change bypasses the verification and marks the phone verified.
    await db
      .update(users)
      .set({
        phonePrefix: mobile.prefix,
        phoneNumber: mobile.nationalNumber,
        phoneVerified: true,
        verifiedAt: now,
      })
      .where(eq(users.id, params.id));
    return { status: 200 };
  },

  async createCrVisit({ db, params, body, now }) {
    const guest = await guestRow(db, params.id);
    const [office] = await db.select().from(offices).where(eq(offices.id, body.officeId));
    if (!office) throw notFound('Office', body.officeId);
    const mobile = mobileOf(body.guest.phoneNumber);
    const checked = validateCrVisit(
      {
        officeId: body.officeId,
        startDate: body.startDate,
        endDate: body.endDate,
        seats: body.seats,
        flexibility: body.flexibility,
        visitDate: body.visitDate,
        visitTime: body.visitTime,
        companyName: body.guest.companyName,
        companySize: body.guest.companySize,
        businessSector: body.guest.businessSector,
        phoneNumber: body.guest.phoneNumber,
        phoneCountry: mobile?.country ?? 'FR',
        frequentClientVisits: body.guest.dayToDay.frequentClientVisits,
        frequentPhoneCalls: body.guest.dayToDay.frequentPhoneCalls,
        quietEnvironmentNeeded: body.guest.dayToDay.quietEnvironmentNeeded,
        guestMessage: body.guestMessage,
      },
      { office, now },
    );
    if (!checked.ok) return { success: false, error: checked.message, requestId: null };
    const visit = new Date(parisDateTimeToIso(body.visitDate, body.visitTime) as string);
    if (visit.getTime() <= now.getTime())
      return { success: false, error: 'The visit time is in the past.', requestId: null };
    const months = Math.max(
      1,
      Math.round((Date.parse(body.endDate) - Date.parse(body.startDate)) / (30.4 * 86_400_000)),
    );
    const requestId = await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          companyName: body.guest.companyName.trim(),
          companySize: body.guest.companySize,
          businessSector: body.guest.businessSector,
          phonePrefix: mobile?.prefix ?? guest.phonePrefix,
          phoneNumber: mobile?.nationalNumber ?? guest.phoneNumber,
          dayToDay: body.guest.dayToDay,
          nbrContactRequests: sql`${users.nbrContactRequests} + 1`,
        })
        .where(eq(users.id, guest.id));
      await tx
        .update(users)
        .set({ nbrContactRequests: sql`${users.nbrContactRequests} + 1` })
        .where(eq(users.id, office.hostId));
      const [request] = await tx
        .insert(requests)
        .values({
          officeId: office.id,
          hostId: office.hostId,
          guestId: guest.id,
          createdAt: now,
          amount: Math.round(office.price * body.seats * (body.flexibility / 5) * months),
          moveinDate: body.startDate,
          moveoutDate: body.endDate,
          seats: body.seats,
          flexibility: body.flexibility,
          initialMessage: body.guestMessage.trim() || null,
          step: 'visit_scheduled',
          visitDate: visit,
          meetingProposedAt: now,
          visitScheduledAt: now,
        })
        .returning({ id: requests.id });
      const [meeting] = await tx
        .insert(meetings)
        .values({ requestId: request!.id, state: 'accepted', createdAt: now })
        .returning({ id: meetings.id });
      await tx
        .insert(appointments)
        .values({ meetingId: meeting!.id, proposedDate: visit, state: 'accepted' });
      return request!.id;
    });
    await postMessages(db, requestId, now, [
      {
        kind: 'request_received',
        systemMessage: `Demande de contact #${requestId} créée par le CSM.`,
      },
      ...(body.guestMessage.trim()
        ? [{ kind: 'user', sender: 'guest' as const, userMessage: body.guestMessage.trim() }]
        : []),
      {
        kind: 'status',
        status: {
          guestMessage: 'Votre visite est confirmée.',
          hostMessage: 'La visite est confirmée.',
        },
      },
    ]);
    return { success: true, error: null, requestId };
  },

  async addFavorites({ db, params, body, now }) {
    const guest = await guestRow(db, params.id);
    const ids = [...new Set(body.office_ids)];
    const found = new Set(
      (await db.select({ id: offices.id }).from(offices).where(inArray(offices.id, ids))).map(
        (o) => o.id,
      ),
    );
    const candidates = ids.filter((id) => found.has(id));
    const inserted = new Set(
      (
        await insertFavorites(
          db,
          candidates.map((officeId) => ({ guestId: guest.id, officeId })),
          now,
        )
      ).map((b) => b.officeId),
    );
    const added = candidates.filter((id) => inserted.has(id));
    const parts = [`Added: ${added.length ? added.join(', ') : 'none'}`];
    const skipped = candidates.filter((id) => !inserted.has(id));
    if (skipped.length) parts.push(`Already in favorites: ${skipped.join(', ')}`);
    const unknown = ids.filter((id) => !found.has(id));
    if (unknown.length) parts.push(`Not found: ${unknown.join(', ')}`);
    return { message: parts.join(' ** ') };
  },

  async sendFavoritesEmail({ db, params, services }) {
    const guest = await guestRow(db, params.id);
    const active = (await guestBookmarks(db, guest.id)).filter((b) => b.deletedAt === null);
    if (active.length === 0) throw conflict('This guest has no favorites to send.');
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

  async sendFavoritesSms({ db, params, services }) {
    const guest = await guestRow(db, params.id);
    const checked = validateSendSms(toUser(guest, services.publicSiteUrl));
    if (!checked.ok) throw conflict(checked.message);
    const active = (await guestBookmarks(db, guest.id)).filter((b) => b.deletedAt === null);
    if (active.length === 0) throw conflict('This guest has no favorites to send.');
    await db.insert(outbox).values({
      channel: 'sms',
      recipient: fullPhone(guest) as string,
      body: `Vos ${active.length} bureaux favoris : ${services.publicSiteUrl}/fr/favoris`,
      userId: guest.id,
    });
    await db
      .update(bookmarks)
      .set({ smsSent: true })
      .where(and(eq(bookmarks.guestId, guest.id), isNull(bookmarks.deletedAt)));
    return { status: 200 };
  },

  async deleteBookmark({ db, params, now }) {
    const [bookmark] = await db.select().from(bookmarks).where(eq(bookmarks.id, params.id));
    if (!bookmark) throw notFound('Bookmark', params.id);
    if (
      !canDeleteBookmark({
        createdByUser: bookmark.createdByUser,
        deletedAt: iso(bookmark.deletedAt),
      })
    ) {
      throw conflict(
        bookmark.deletedAt
          ? 'This bookmark is already removed.'
          : 'Only bookmarks added by staff can be deleted.',
      );
    }
    await db
      .update(bookmarks)
      .set({ deletedAt: now, deletedByUser: false })
      .where(eq(bookmarks.id, params.id));
    return { message: 'ok' };
  },

  async bookmarkNote({ db, body }) {
    const checked = validateBookmarkNote(body.note);
    if (!checked.ok) throw invalid(checked.errors as Record<string, string>, checked.message);
    const [row] = await db
      .update(bookmarks)
      .set({ note: body.note.trim() || null })
      .where(eq(bookmarks.id, body.bookmark_id))
      .returning({ id: bookmarks.id });
    if (!row) throw notFound('Bookmark', body.bookmark_id);
    return { message: 'ok' };
  },
};
