/**
 * The users routes' shared model: rows to answers, loaders and rules that the reads (reads.ts)
 * and the actions (actions.ts) both use. Other groups import these through ./index.ts.
 */
import {
  guestStatusRefusal,
  phoneCountries,
  sortBookmarks,
  validateMobileNumber,
  type Bookmark,
  type User,
  type UserStatus,
  type UserType,
  ALREADY_SENT,
  RESEND_WINDOW_MS,
  alreadySentQuestion,
} from '@backoffice/domain';
import { and, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, bookmarks, conversations, offices, users } from '../../db/schema';
import type { HandlerGroup } from '../../http/context';
import { ApiError, conflict, notFound } from '../../errors';
import {
  allOf,
  fullName,
  fullPhone,
  iso,
  isoOf,
  parisDayBounds,
  type KeysetOrder,
} from '../shared';
import { userKeyMatches } from '../../db/searchKey';
import { newestWrite, writesOn } from '../history';

export type UserRow = typeof users.$inferSelect;

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
export function handoverLink(token: string, publicSiteUrl: string): string {
  return `${publicSiteUrl}/fr/handover?token=${encodeURIComponent(token)}`;
}

export function toUser(u: UserRow): User {
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
    dayToDay: u.dayToDay ?? null,
  };
}

export async function userRow(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('User', id);
  return row;
}

export async function guestRow(db: Db, id: number): Promise<UserRow> {
  const user = await userRow(db, id);
  if (user.userType !== 'guest') throw conflict(`User ${id} is a host: this action is for guests.`);
  return user;
}

export async function hostRow(db: Db, id: number): Promise<UserRow> {
  const user = await userRow(db, id);
  if (user.userType !== 'host') throw conflict(`User ${id} is a guest: this action is for hosts.`);
  return user;
}

/** The country of an E.164 number whose mobile number it is (FR first). */
export function mobileOf(e164: string) {
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
export async function guestBookmarks(db: Db, guestId: number): Promise<Bookmark[]> {
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

export async function changeStatus(
  db: Db,
  id: number,
  to: UserStatus,
  now: Date,
): Promise<{ message: string }> {
  const user = await userRow(db, id);
  // The app's rule (domain, one for the menus, the bulk run and here): the §4 transitions,
  // and confirmed for a guest never confirmed; a host has none of them.
  const refusal = guestStatusRefusal(
    {
      userType: user.userType as UserType,
      confirmed: user.confirmedAt !== null,
      status: user.status as UserStatus,
    },
    to,
  );
  if (refusal) throw conflict(refusal);
  await db
    .update(users)
    .set({ status: to, ...(to === 'confirmed' && !user.confirmedAt ? { confirmedAt: now } : {}) })
    .where(eq(users.id, id));
  return { message: 'ok' };
}

export type UsersQuery = Parameters<HandlerGroup<'users'>['users']>[0]['query'];

/**
 * The user list's filters (people-and-content §2.1): status, type, category (pro), Stripe,
 * profile, the signup Paris days (either end may be left open), and the free search: a user
 * id, or a company name or email containing the text. The JSON list and its CSV both read it.
 */
export function usersWhere(query: UsersQuery): SQL | undefined {
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
          userKeyMatches(users.id, text),
        ) as SQL)
      : undefined,
  ]);
}

/** By id, the newest first unless `orderType=asc`: the list's and the CSV's order. */
export function usersOrder(query: UsersQuery): KeysetOrder<UserRow> {
  return {
    columns: [users.id],
    direction: query.orderType === 'asc' ? 'asc' : 'desc',
    key: (u) => [u.id],
  };
}

/**
 * Sends once: favorites sent to this guest within RESEND_WINDOW_MS by this route are not
 * sent again unless the caller answered "Send again?" (`again`). The guest's row is locked by
 * the write path, so of two people pressing at once the second finds the first's send on the
 * record (its history row, written in the same transaction) and is asked.
 */
export async function refuseSecondSend(
  db: Db,
  route: 'sendFavoritesEmail' | 'sendFavoritesSms',
  guestId: number,
  now: Date,
  again: boolean | undefined,
): Promise<void> {
  if (again) return;
  const last = await newestWrite(
    db,
    and(
      writesOn('user', guestId),
      eq(auditLog.route, route),
      gte(auditLog.at, new Date(now.getTime() - RESEND_WINDOW_MS)),
    ),
  );
  if (last) {
    throw new ApiError(
      409,
      ALREADY_SENT,
      alreadySentQuestion({ name: last.name, at: last.at.toISOString() }, now),
    );
  }
}
