import {
  canDeleteBookmark,
  parisDateTimeToIso,
  phoneParts,
  validateBookmarkNote,
  validateCrVisit,
  validateManageHost,
  validateSendSms,
  VALIDATION_MESSAGES,
} from '@backoffice/domain';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { issueOneTimeToken } from '../../auth/oneTime';
import { hashPassword } from '../../auth/password';
import { bookmarks, offices, outbox, requests, users } from '../../db/schema';
import type { HandlerGroup } from '../../http/context';
import { lastSaved, refuseStaleEdit } from '../editVersions';
import { conflict, invalid, notFound } from '../../errors';
import {
  VISIT_CONFIRMED_STATUS,
  fullName,
  fullPhone,
  insertFavorites,
  insertMeeting,
  iso,
  postMessages,
} from '../shared';
import {
  changeStatus,
  guestBookmarks,
  guestRow,
  refuseSecondSend,
  handoverLink,
  hostRow,
  mobileOf,
  toUser,
  userRow,
} from './model';

/** The users actions: every one runs on the write path (http/writes.ts: one transaction, row lock, history, idempotency). */
export const userActionHandlers: HandlerGroup<
  | 'manageHost'
  | 'handoverLink'
  | 'blockUser'
  | 'reviewUser'
  | 'confirmUser'
  | 'setUserPro'
  | 'notifyBySms'
  | 'updatePhone'
  | 'createCrVisit'
  | 'addFavorites'
  | 'sendFavoritesSms'
  | 'deleteBookmark'
  | 'bookmarkNote'
> = {
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

  async handoverLink({ db, params, services, now }) {
    const host = await hostRow(db, params.id);
    if (host.status !== 'managed')
      throw conflict('Only a managed host has a handover link: use Manage account.');
    const token = await issueOneTimeToken(db, 'handover', host.id, now);
    return { link: handoverLink(token, services.publicSiteUrl) };
  },

  blockUser: ({ db, params, now }) => changeStatus(db, params.id, 'blocked', now),

  reviewUser: ({ db, params, now }) => changeStatus(db, params.id, 'under_review', now),

  confirmUser: ({ db, params, now }) => changeStatus(db, params.id, 'confirmed', now),

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

  async createCrVisit({ db, params, body, now, recorded }) {
    const guest = await guestRow(db, params.id);
    const [office] = await db.select().from(offices).where(eq(offices.id, body.officeId));
    if (!office) throw notFound('Office', body.officeId);
    const mobile = mobileOf(body.guest.phoneNumber);
    const phone = mobile ?? phoneParts(body.guest.phoneNumber);
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
          // The number given is the guest's from now on, mobile or not (CR & Visit has no
          // mobile rule, people-and-content §5: that is Phone update's).
          phonePrefix: phone?.prefix ?? guest.phonePrefix,
          phoneNumber: phone?.nationalNumber ?? guest.phoneNumber,
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
      await insertMeeting(tx, request!.id, 'accepted', [visit], now);
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
      { kind: 'status', status: VISIT_CONFIRMED_STATUS },
    ]);
    // The request's history starts with its creation (the call is the guest's too).
    recorded.also.push({ type: 'request', id: requestId });
    recorded.input.requestId = requestId;
    return { success: true, error: null, requestId };
  },

  async addFavorites({ db, params, body, now, recorded }) {
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
    // An add that added nothing is told as such in the history.
    recorded.input.added = added;
    const parts = [`Added: ${added.length ? added.join(', ') : 'none'}`];
    const skipped = candidates.filter((id) => !inserted.has(id));
    if (skipped.length) parts.push(`Already in favorites: ${skipped.join(', ')}`);
    const unknown = ids.filter((id) => !found.has(id));
    if (unknown.length) parts.push(`Not found: ${unknown.join(', ')}`);
    return { message: parts.join(' ** ') };
  },

  async sendFavoritesSms({ db, params, query, services, now }) {
    const guest = await guestRow(db, params.id);
    const checked = validateSendSms(toUser(guest));
    if (!checked.ok) throw conflict(checked.message);
    const active = (await guestBookmarks(db, guest.id)).filter((b) => b.deletedAt === null);
    if (active.length === 0) throw conflict('This guest has no favorites to send.');
    await refuseSecondSend(db, 'sendFavoritesSms', guest.id, now, query.again);
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

  async bookmarkNote({ db, body, c }) {
    const checked = validateBookmarkNote(body.note);
    if (!checked.ok) throw invalid(checked.errors as Record<string, string>, checked.message);
    const [current] = await db
      .select({ note: bookmarks.note, guestId: bookmarks.guestId })
      .from(bookmarks)
      .where(eq(bookmarks.id, body.bookmark_id));
    if (!current) throw notFound('Bookmark', body.bookmark_id);
    // No silent overwrite: refused when someone saved this note since this edit began.
    await refuseStaleEdit(
      { c },
      'bookmarkNote',
      { notes: { content: current.note, userNote: null } },
      () =>
        lastSaved(
          db,
          'bookmarkNote',
          { type: 'user', id: current.guestId },
          { key: 'bookmark_id', value: body.bookmark_id },
        ),
    );
    const [row] = await db
      .update(bookmarks)
      .set({ note: body.note.trim() || null })
      .where(eq(bookmarks.id, body.bookmark_id))
      .returning({ id: bookmarks.id });
    if (!row) throw notFound('Bookmark', body.bookmark_id);
    return { message: 'ok' };
  },
};
