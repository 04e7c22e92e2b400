import { REFERENCE_DATE, makeHistory } from '../fixtures';
import { matchesSearch } from '@backoffice/domain';
import type { userRoutes } from '../../routes/users';
import {
  byId,
  fail,
  guestDetail,
  historyPage,
  inDays,
  notFound,
  paged,
  setStatus,
  type ResolversOf,
} from './shared';

/** The mocks of users, guests and their favorites, over the mock database. */
export const usersResolvers: ResolversOf<typeof userRoutes> = {
  users: ({ db, query }) => {
    const items = db.users
      .filter(
        (u) =>
          (!query.statusCode || u.status === query.statusCode) &&
          (!query.userType || u.userType === query.userType) &&
          (query.pro === undefined || u.pro === query.pro) &&
          (!query.stripe || u.stripe === query.stripe) &&
          (query.profileComplete === undefined || u.profileComplete === query.profileComplete) &&
          (!query.searchText ||
            String(u.id) === query.searchText ||
            matchesSearch([u.name, u.companyName, u.email], query.searchText)) &&
          inDays(u.signUpDate, query.startDate, query.endDate),
      )
      .map(({ bookmarks: _b, requests: _r, ...user }) => user);
    if (query.orderType === 'desc') items.reverse();
    const { items: users, ...page } = paged(items, query);
    return { ...page, users };
  },

  manageHost: ({ db, body }) => {
    if (body.email !== body.email_confirmation || body.password !== body.password_confirmation) {
      return fail(422, 'validation_error', 'The confirmations do not match', {
        ...(body.email !== body.email_confirmation ? { email_confirmation: 'does not match' } : {}),
        ...(body.password !== body.password_confirmation
          ? { password_confirmation: 'does not match' }
          : {}),
      });
    }
    const host = guestDetail(db, body.userId);
    if (!host) return notFound(`User ${body.userId}`);
    Object.assign(host, { email: body.email, status: 'ready_for_handover' });
    return { message: 'ok' };
  },

  user: ({ db, id }) => {
    const user = guestDetail(db, id);
    return user ? { user } : notFound(`User ${id}`);
  },

  userHistory: ({ id }) => historyPage(makeHistory('user', id)),

  blockUser: ({ db, id }) => setStatus(db, id, 'blocked'),

  reviewUser: ({ db, id }) => setStatus(db, id, 'under_review'),

  confirmUser: ({ db, id }) => setStatus(db, id, 'confirmed'),

  resetPassword: ({ db, id }) => {
    const user = guestDetail(db, id);
    return user ? { message: `A reset link was sent to ${user.email}` } : notFound(`User ${id}`);
  },

  // A new link each time, as the server makes one (only its hash kept there).
  handoverLink: ({ db, id }) => {
    const user = guestDetail(db, id);
    if (!user) return notFound(`User ${id}`);
    if (user.userType !== 'host' || user.status !== 'managed')
      return fail(409, 'conflict', 'Only a managed host has a handover link: use Manage account.');
    return { link: `https://www.example.com/fr/handover?token=demo-${id}-${db.nextId()}` };
  },

  setUserPro: ({ db, id, body }) => {
    const user = guestDetail(db, id);
    if (!user) return notFound(`User ${id}`);
    user.pro = body.pro;
    return { message: 'ok' };
  },

  notifyBySms: ({ db, id, body }) => {
    const user = guestDetail(db, id);
    if (!user) return notFound(`User ${id}`);
    user.notifyBySms = body.notify_by_sms;
    // The server's words.
    return {
      status: 200,
      message: body.notify_by_sms ? 'Sms notifications enabled' : 'Sms notifications disabled',
    };
  },

  updatePhone: ({ db, id, body }) => {
    const user = guestDetail(db, id);
    if (!user) return notFound(`User ${id}`);
    const phone = `${body.mobile_prefix}${body.mobile_number}`;
    Object.assign(user, { phone, fullMobilePhoneNumber: phone, userVerified: true });
    return { status: 200 };
  },

  createCrVisit: ({ db, id, body }) => {
    const user = guestDetail(db, id);
    if (!user) return notFound(`User ${id}`);
    const requestId = db.nextId();
    user.requests = [
      ...(user.requests ?? []),
      {
        id: requestId,
        createdAt: REFERENCE_DATE.toISOString(),
        meetingProposedAt: null,
        visitScheduledAt: REFERENCE_DATE.toISOString(),
        visitPastAt: null,
        contractSentAt: null,
        contractSignedAt: null,
        requestCancelledAt: null,
      },
    ];
    if (!byId(db.offices, body.officeId, (o) => o.id)) {
      return { success: false, error: `Office ${body.officeId} does not exist`, requestId: null };
    }
    return { success: true, error: null, requestId };
  },

  addFavorites: ({ db, id, body }) => {
    const user = guestDetail(db, id);
    if (!user) return notFound(`User ${id}`);
    // The server's answer: what was added, what was there already, what is no office.
    const added: number[] = [];
    const already: number[] = [];
    const unknown: number[] = [];
    for (const officeId of new Set(body.office_ids)) {
      const office = byId(db.offices, officeId, (o) => o.id);
      if (!office) {
        unknown.push(officeId);
        continue;
      }
      if ((user.bookmarks ?? []).some((b) => b.officeId === officeId && !b.deletedAt)) {
        already.push(officeId);
        continue;
      }
      added.push(officeId);
      user.bookmarks = [
        {
          id: db.nextId(),
          officeId,
          officeUuid: `OF-${String(officeId).padStart(4, '0')}`,
          officeAddressLine1: office.address,
          officeAddressLine2: null,
          cover: null,
          createdByUser: false,
          createdAt: REFERENCE_DATE.toISOString(),
          deletedAt: null,
          deletedByUser: null,
          officeViewedAt: null,
          emailSent: false,
          smsSent: false,
          requestId: null,
          conversationId: null,
          notes: { content: null, userNote: null },
        },
        ...(user.bookmarks ?? []),
      ];
    }
    const parts = [`Added: ${added.length ? added.join(', ') : 'none'}`];
    if (already.length) parts.push(`Already in favorites: ${already.join(', ')}`);
    if (unknown.length) parts.push(`Not found: ${unknown.join(', ')}`);
    return { message: parts.join(' ** ') };
  },

  sendFavoritesEmail: ({ db, id }) =>
    guestDetail(db, id) ? { message: 'ok' } : notFound(`User ${id}`),

  sendFavoritesSms: ({ db, id }) => {
    const user = guestDetail(db, id);
    if (!user) return notFound(`User ${id}`);
    if (!user.notifyBySms || !user.phone) {
      return fail(400, 'no_input_data', 'SMS notifications are off or the phone is missing');
    }
    return { status: 200 };
  },

  deleteBookmark: ({ db, id }) => {
    const bookmark = db.users.flatMap((u) => u.bookmarks ?? []).find((b) => b.id === id);
    if (!bookmark) return notFound(`Bookmark ${id}`);
    Object.assign(bookmark, { deletedAt: REFERENCE_DATE.toISOString(), deletedByUser: false });
    return { message: 'ok' };
  },

  bookmarkNote: ({ db, body }) => {
    const bookmark = db.users
      .flatMap((u) => u.bookmarks ?? [])
      .find((b) => b.id === body.bookmark_id);
    if (!bookmark) return notFound(`Bookmark ${body.bookmark_id}`);
    bookmark.notes.content = body.note;
    return { message: 'ok' };
  },
};
