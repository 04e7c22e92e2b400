import {
  isInternalNoteSavable,
  priceFlexibilityRefusal,
  publishRefusal,
  rejectVersionRefusal,
  unpublishRefusal,
  VALIDATION_MESSAGES,
} from '@backoffice/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { internalNotes, users } from '../../db/schema';
import type { HandlerGroup } from '../../http/context';
import { lastSaved, refuseStaleEdit } from '../editVersions';
import { conflict, invalid, notFound } from '../../errors';
import { sanitizeRichText } from '../../html';
import { insertFavorites, iso, isoOf } from '../shared';
import { actionFields, officeRow, setOffice } from './model';

/** The offices actions: every one runs on the write path (http/writes.ts: one transaction, row lock, history, idempotency). */
export const officeActionHandlers: HandlerGroup<
  | 'officeRank'
  | 'officeBestDeal'
  | 'officePriceFlexibility'
  | 'publishOffice'
  | 'unpublishOffice'
  | 'rejectOfficeVersion'
  | 'generateSeoDescription'
  | 'updateSeoDescription'
  | 'createInternalNote'
  | 'updateInternalNote'
  | 'deleteInternalNote'
  | 'addBookmarkToUsers'
> = {
  async officeRank({ db, params, body, now }) {
    await officeRow(db, params.id);
    await setOffice(db, params.id, { rank: body.rank }, now);
    return { message: 'ok' };
  },

  async officeBestDeal({ db, params, body, now }) {
    await officeRow(db, params.id);
    await setOffice(db, params.id, { isBestDeal: body.isBestDeal }, now);
    return { message: 'ok' };
  },

  async officePriceFlexibility({ db, params, body, now }) {
    const office = await officeRow(db, params.id);
    const refusal = priceFlexibilityRefusal(actionFields(office));
    if (refusal) throw conflict(refusal);
    await setOffice(db, params.id, { priceFlexibility: body.priceFlexibility }, now);
    return { success: true, errors: [] };
  },

  async publishOffice({ db, params, body, now }) {
    const office = await officeRow(db, params.id);
    // The one rule of the menus, the bulk run and here (domain bulk.ts).
    const refusal = publishRefusal(actionFields(office), body.offMarket);
    if (refusal) throw conflict(refusal);
    if (body.offMarket) {
      await setOffice(db, office.id, { publicationState: 3, status: 20, market: 100 }, now);
    } else {
      await setOffice(
        db,
        office.id,
        {
          publicationState: 1,
          status: 20,
          hasActiveVersion: false,
          firstPublishedAt: office.firstPublishedAt ?? now,
        },
        now,
      );
    }
    return { message: 'ok' };
  },

  async unpublishOffice({ db, params, now }) {
    const office = await officeRow(db, params.id);
    const refusal = unpublishRefusal(actionFields(office));
    if (refusal) throw conflict(refusal);
    await setOffice(db, office.id, { publicationState: 0, status: 30 }, now);
    return { message: 'ok' };
  },

  async rejectOfficeVersion({ db, params, now }) {
    const office = await officeRow(db, params.id);
    const refusal = rejectVersionRefusal(actionFields(office));
    if (refusal) throw conflict(refusal);
    // The office goes back to where it was before the version was submitted.
    await setOffice(
      db,
      office.id,
      { publicationState: office.firstPublishedAt ? 1 : 0, status: 10, hasActiveVersion: false },
      now,
    );
    return { message: 'ok' };
  },

  async generateSeoDescription({ db, params, services, now, c, afterCommit }) {
    const office = await officeRow(db, params.id);
    const status = await services.seo.start(office, now, db, afterCommit);
    return c.json(status, 202);
  },

  async updateSeoDescription({ db, params, body, now, c }) {
    const office = await officeRow(db, params.id);
    // No silent overwrite: refused when someone saved these texts since this edit began.
    await refuseStaleEdit(
      { c },
      'officeSeoTexts',
      { seoDescription: { fr: office.seoDescriptionFr, en: office.seoDescriptionEn } },
      () => lastSaved(db, 'officeSeoTexts', { type: 'office', id: params.id }),
    );
    await setOffice(
      db,
      params.id,
      {
        seoDescriptionFr: sanitizeRichText(body.fr) || null,
        seoDescriptionEn: sanitizeRichText(body.en) || null,
      },
      now,
    );
    return { message: 'ok' };
  },

  async createInternalNote({ db, body, staff, now }) {
    await officeRow(db, body.office_id);
    const note = sanitizeRichText(body.note);
    if (!isInternalNoteSavable(note)) throw invalid({ note: 'An empty note is not saved.' });
    const [row] = await db
      .insert(internalNotes)
      .values({
        officeId: body.office_id,
        staffId: staff.id,
        authorName: staff.name,
        note,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return {
      internalNote: {
        id: row!.id,
        note: row!.note,
        userFullName: row!.authorName,
        createdAt: isoOf(row!.createdAt),
      },
    };
  },

  async updateInternalNote({ db, params, body, now, staff, c, recorded }) {
    const [current] = await db.select().from(internalNotes).where(eq(internalNotes.id, params.id));
    if (!current) throw notFound('Internal note', params.id);
    // No silent overwrite: the note says who saved it last, and when.
    await refuseStaleEdit({ c }, 'internalNote', { note: current.note }, async () => ({
      name: current.editedByName ?? current.authorName,
      at: (current.editedAt ?? current.createdAt).toISOString(),
    }));
    const note = sanitizeRichText(body.internal_note.note);
    if (!isInternalNoteSavable(note))
      throw invalid({ 'internal_note.note': 'An empty note is not saved.' });
    // The history keeps what the note said before, in full.
    recorded.input.previousNote = current.note;
    const [row] = await db
      .update(internalNotes)
      // The author stays the author; the note says who edited it, and when.
      .set({ note, updatedAt: now, editedByName: staff.name, editedAt: now })
      .where(eq(internalNotes.id, params.id))
      .returning();
    if (!row) throw notFound('Internal note', params.id);
    return {
      internalNote: {
        id: row.id,
        note: row.note,
        userFullName: row.authorName,
        createdAt: isoOf(row.createdAt),
        editedBy: row.editedByName,
        editedAt: iso(row.editedAt),
      },
    };
  },

  async deleteInternalNote({ db, params, recorded }) {
    const [row] = await db.delete(internalNotes).where(eq(internalNotes.id, params.id)).returning({
      id: internalNotes.id,
      note: internalNotes.note,
      author: internalNotes.authorName,
    });
    if (!row) throw notFound('Internal note', params.id);
    // What was deleted stays on the record: its text and its author.
    recorded.input.deletedNote = row.note;
    recorded.input.noteAuthor = row.author;
    return { message: 'ok' };
  },

  async addBookmarkToUsers({ db, body, now }) {
    await officeRow(db, body.office_id);
    const ids = [...new Set(body.guest_ids)];
    const guests = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.userType, 'guest')));
    const found = new Set(guests.map((g) => g.id));
    const candidates = ids.filter((id) => found.has(id));
    const inserted = new Set(
      (
        await insertFavorites(
          db,
          candidates.map((guestId) => ({ guestId, officeId: body.office_id })),
          now,
        )
      ).map((b) => b.guestId),
    );
    const added = candidates.filter((id) => inserted.has(id));
    const already = new Set(candidates.filter((id) => !inserted.has(id)));
    if (found.size === 0) {
      throw invalid(
        { guest_ids: VALIDATION_MESSAGES.invalidGuestIds },
        `No guest among ${ids.join(', ')}.`,
      );
    }
    const parts = [
      `Office ${body.office_id} added to the favorites of ${added.length} guest(s)${added.length ? `: ${added.join(', ')}` : ''}.`,
    ];
    const skipped = ids.filter((id) => already.has(id));
    if (skipped.length) parts.push(`Already a favorite of: ${skipped.join(', ')}.`);
    const unknown = ids.filter((id) => !found.has(id));
    if (unknown.length) parts.push(`Not guests: ${unknown.join(', ')}.`);
    // Parts separated as Add favorites' are (' ** '): the app shows each in its tone.
    return { message: parts.join(' ** ') };
  },
};
