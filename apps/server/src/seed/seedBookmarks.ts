/** The demo's bookmarks: published offices saved by half of the shard's guests. */
import type * as s from '../db/schema';
import { after, atWorkingTime, before } from './clock';
import type { Row, ShardContext } from './seedContext';

/** The shard's bookmarks (data.bookmarks), linked to a request where there is one. */
export function seedBookmarks(
  { f, data, ids, now }: ShardContext,
  guests: Row<typeof s.users>[],
  publishedOffices: Row<typeof s.offices>[],
): number {
  let bookmarkId = ids.bookmarks;
  const requestByGuestOffice = new Map<string, number>();
  for (const r of data.requests)
    requestByGuestOffice.set(`${r.guestId}:${r.officeId}`, r.id as number);
  for (const guest of guests) {
    if (!f.datatype.boolean(0.5)) continue;
    const count = f.number.int({ min: 1, max: 4 });
    const chosen = new Set<number>();
    for (let k = 0; k < count; k++) {
      const office = f.helpers.arrayElement(publishedOffices);
      if (chosen.has(office.id as number)) continue;
      chosen.add(office.id as number);
      const createdByUser = f.datatype.boolean(0.6);
      const createdAt = atWorkingTime(
        before(now, f.number.float({ min: 0.5, max: 120 })),
        f.number.int(47),
      );
      const deleted = f.datatype.boolean(0.15);
      const requestId = requestByGuestOffice.get(`${guest.id}:${office.id}`) ?? null;
      data.bookmarks.push({
        id: ++bookmarkId,
        guestId: guest.id as number,
        officeId: office.id as number,
        createdByUser,
        createdAt,
        deletedAt: deleted ? after(createdAt, f.number.float({ min: 0.1, max: 0.4 })) : null,
        deletedByUser: deleted ? f.datatype.boolean() : null,
        officeViewedAt: f.datatype.boolean(0.5) ? after(createdAt, 0.05) : null,
        emailSent: !createdByUser && f.datatype.boolean(0.5),
        smsSent: !createdByUser && f.datatype.boolean(0.3),
        requestId,
        note:
          !createdByUser && f.datatype.boolean(0.4)
            ? 'Correspond au budget et à la zone recherchée.'
            : null,
        userNote: createdByUser && f.datatype.boolean(0.3) ? 'À visiter en priorité' : null,
      });
    }
  }
  return bookmarkId;
}
