/**
 * 50 writes at once (on PGlite in `npm test`, on PostgreSQL in `.ci/run`): every
 * acknowledged write is in the result, none is there twice, and the cached lists read during
 * and after the burst show them.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@backoffice/api/contract';
import { bookmarks, displaySections, internalNotes, offices, users } from './db/schema';
import { testServerForFile } from './test/harness';
import { userWhere } from './test/fixtures';

const AT_ONCE = 50;

const server = testServerForFile({}, { poolSize: 12 });
beforeAll(async () => {
  await server.login();
});

const db = () => server.database.db;

/** Runs the calls all at once; answers their statuses. */
async function burst<T>(calls: (() => Promise<T>)[]): Promise<T[]> {
  return Promise.all(calls.map((call) => call()));
}

/** Offices that exist, in id order, from `from` on. */
async function officeIds(count: number, from = 100): Promise<number[]> {
  return (
    await db()
      .select({ id: offices.id })
      .from(offices)
      .where(
        inArray(
          offices.id,
          Array.from({ length: count * 2 }, (_, i) => from + i),
        ),
      )
      .orderBy(asc(offices.id))
      .limit(count)
  ).map((o) => o.id);
}

const figures = { writes: 0, lost: 0, duplicated: 0, staleReads: 0 };
afterAll(() => {
  console.info(
    `[concurrency] ${figures.writes} writes ${AT_ONCE} at a time; lost ${figures.lost}; ` +
      `duplicated ${figures.duplicated}; stale list reads ${figures.staleReads}`,
  );
});

describe(`${AT_ONCE} writes at once`, () => {
  it('favorites: the same office added 50 times is a favorite once; 50 offices all land', async () => {
    const guest = await userWhere(db(), eq(users.userType, 'guest'));
    const [same] = await officeIds(1, 900);
    const answers = await burst(
      Array.from(
        { length: AT_ONCE },
        () => () =>
          server.call(routes.addFavorites, {
            params: { id: guest.id },
            body: { office_ids: [same] },
          }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(AT_ONCE).fill(200));
    expect(answers.filter((a) => a.body.message.startsWith(`Added: ${same}`))).toHaveLength(1);
    const active = await db()
      .select()
      .from(bookmarks)
      .where(
        and(
          eq(bookmarks.guestId, guest.id),
          eq(bookmarks.officeId, same!),
          isNull(bookmarks.deletedAt),
        ),
      );
    figures.writes += AT_ONCE;
    figures.duplicated += Math.max(0, active.length - 1);
    expect(active).toHaveLength(1);

    const many = await officeIds(AT_ONCE, 1000);
    const added = await burst(
      many.map(
        (id) => () =>
          server.call(routes.addFavorites, {
            params: { id: guest.id },
            body: { office_ids: [id] },
          }),
      ),
    );
    expect(added.every((a) => a.status === 200)).toBe(true);
    const rows = await db()
      .select({ officeId: bookmarks.officeId })
      .from(bookmarks)
      .where(
        and(
          eq(bookmarks.guestId, guest.id),
          inArray(bookmarks.officeId, many),
          isNull(bookmarks.deletedAt),
        ),
      );
    figures.writes += AT_ONCE;
    figures.lost += many.filter((id) => !rows.some((r) => r.officeId === id)).length;
    expect(rows.map((r) => r.officeId).sort((a, b) => a - b)).toEqual(many);

    // The other add call (an office to the favorites of guests) too.
    const guests = (
      await db().select({ id: users.id }).from(users).where(eq(users.userType, 'guest')).limit(3)
    ).map((g) => g.id);
    const [office] = await officeIds(1, 1200);
    await burst(
      Array.from(
        { length: AT_ONCE },
        () => () =>
          server.call(routes.addBookmarkToUsers, {
            body: { office_id: office, guest_ids: guests },
          }),
      ),
    );
    const each = await db()
      .select({ guestId: bookmarks.guestId })
      .from(bookmarks)
      .where(
        and(
          eq(bookmarks.officeId, office!),
          inArray(bookmarks.guestId, guests),
          isNull(bookmarks.deletedAt),
        ),
      );
    figures.writes += AT_ONCE;
    figures.duplicated += Math.max(0, each.length - guests.length);
    expect(each.map((b) => b.guestId).sort((a, b) => a - b)).toEqual(
      [...guests].sort((a, b) => a - b),
    );
  });

  it('display sections: 50 adds and then 50 removals at once are all kept', async () => {
    const [section] = await db()
      .select()
      .from(displaySections)
      .orderBy(asc(displaySections.rank))
      .limit(1);
    const before = section!.offices;
    const candidates = (await officeIds(AT_ONCE + before.length, 1300)).filter(
      (id) => !before.includes(id),
    );
    const many = candidates.slice(0, AT_ONCE);
    const reads: Promise<unknown>[] = [];
    const adds = await burst(
      many.map((id, i) => async () => {
        if (i % 10 === 0) reads.push(server.call(routes.displaySections));
        return server.call(routes.addDisplayOffices, {
          body: { offices: String(id), section: section!.id },
        });
      }),
    );
    await Promise.all(reads);
    expect(adds.map((a) => a.body.message)).toEqual(Array(AT_ONCE).fill('ok'));
    const listed = (await server.call(routes.displaySections)).body.sections.find(
      (s: { id: number }) => s.id === section!.id,
    ).offices as number[];
    figures.writes += AT_ONCE;
    figures.lost += many.filter((id) => !listed.includes(id)).length;
    figures.duplicated += listed.length - new Set(listed).size;
    expect(listed.slice(0, before.length)).toEqual(before);
    expect([...listed.slice(before.length)].sort((a, b) => a - b)).toEqual(
      [...many].sort((a, b) => a - b),
    );

    // The same office added 50 times at once is there once.
    const [again] = candidates.slice(AT_ONCE);
    if (again !== undefined) {
      await burst(
        Array.from(
          { length: AT_ONCE },
          () => () =>
            server.call(routes.addDisplayOffices, {
              body: { offices: String(again), section: section!.id },
            }),
        ),
      );
      const [row] = await db()
        .select()
        .from(displaySections)
        .where(eq(displaySections.id, section!.id));
      figures.writes += AT_ONCE;
      figures.duplicated += row!.offices.filter((id) => id === again).length - 1;
      expect(row!.offices.filter((id) => id === again)).toHaveLength(1);
      await server.call(routes.removeDisplayOffice, {
        body: { sectionId: section!.id, officeId: again },
      });
    }

    const removals = await burst(
      many.map(
        (id) => () =>
          server.call(routes.removeDisplayOffice, {
            body: { sectionId: section!.id, officeId: id },
          }),
      ),
    );
    expect(removals.map((r) => r.status)).toEqual(Array(AT_ONCE).fill(200));
    const [after] = await db()
      .select()
      .from(displaySections)
      .where(eq(displaySections.id, section!.id));
    figures.writes += AT_ONCE;
    figures.lost += after!.offices.filter((id) => many.includes(id)).length;
    expect(after!.offices).toEqual(before);
  });

  it('notes: 50 internal notes at once are all there once; 50 bookmark notes all land', async () => {
    const [office] = await officeIds(1, 1500);
    const texts = Array.from({ length: AT_ONCE }, (_, i) => `<p>Note ${i} of the burst</p>`);
    const created = await burst(
      texts.map(
        (note) => () =>
          server.call(routes.createInternalNote, { body: { office_id: office, note } }),
      ),
    );
    expect(created.map((c) => c.status)).toEqual(Array(AT_ONCE).fill(200));
    const rows = await db().select().from(internalNotes).where(eq(internalNotes.officeId, office!));
    figures.writes += AT_ONCE;
    figures.lost += texts.filter((t) => !rows.some((r) => r.note === t)).length;
    figures.duplicated += rows.length - new Set(rows.map((r) => r.note)).size;
    expect(rows.map((r) => r.note).sort()).toEqual([...texts].sort());
    expect(new Set(created.map((c) => c.body.internalNote.id)).size).toBe(AT_ONCE);

    // 50 edits of one note at once: the note is the last one written, whole.
    const noteId = created[0]!.body.internalNote.id as number;
    const edits = await burst(
      texts.map(
        (note) => () =>
          server.call(routes.updateInternalNote, {
            params: { id: noteId },
            body: { internal_note: { note: `${note} edited` } },
          }),
      ),
    );
    expect(edits.every((e) => e.status === 200)).toBe(true);
    const [edited] = await db().select().from(internalNotes).where(eq(internalNotes.id, noteId));
    expect(texts.map((t) => `${t} edited`)).toContain(edited!.note);

    const marks = await db()
      .select({ id: bookmarks.id })
      .from(bookmarks)
      .orderBy(asc(bookmarks.id))
      .limit(AT_ONCE);
    await burst(
      marks.map(
        (b) => () =>
          server.call(routes.bookmarkNote, { body: { bookmark_id: b.id, note: `Burst ${b.id}` } }),
      ),
    );
    const noted = await db()
      .select({ id: bookmarks.id, note: bookmarks.note })
      .from(bookmarks)
      .where(
        inArray(
          bookmarks.id,
          marks.map((b) => b.id),
        ),
      );
    figures.writes += marks.length;
    figures.lost += noted.filter((b) => b.note !== `Burst ${b.id}`).length;
    expect(noted.every((b) => b.note === `Burst ${b.id}`)).toBe(true);
  });

  it('rank and best deal: 50 changes at once all land, and the cached list shows them', async () => {
    // Offices 1601 to 1650: all on page 17 of the list in id order, 100 a page.
    const ids = await officeIds(AT_ONCE, 1601);
    const page = { perPage: 100, page: 17, sort: 'id_asc' } as const;
    // The list is cached before the burst and read during it.
    await server.call(routes.offices, { query: page });
    const reads: Promise<unknown>[] = [];
    const ranks = await burst(
      ids.map((id, i) => async () => {
        if (i % 5 === 0) reads.push(server.call(routes.offices, { query: page }));
        return server.call(routes.officeRank, { params: { id }, body: { rank: (i % 5) + 1 } });
      }),
    );
    const deals = await burst(
      ids.map((id, i) => async () => {
        if (i % 5 === 0)
          reads.push(server.call(routes.offices, { query: { bestDeal: true, perPage: 500 } }));
        return server.call(routes.officeBestDeal, {
          params: { id },
          body: { isBestDeal: i % 2 === 0 },
        });
      }),
    );
    await Promise.all(reads);
    expect([...ranks, ...deals].every((r) => r.status === 200)).toBe(true);
    const rows = await db().select().from(offices).where(inArray(offices.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    figures.writes += 2 * AT_ONCE;
    const wrong = ids.filter(
      (id, i) => byId.get(id)?.rank !== (i % 5) + 1 || byId.get(id)?.isBestDeal !== (i % 2 === 0),
    );
    figures.lost += wrong.length;
    expect(wrong).toEqual([]);
    // The lists answered after the burst are not the ones cached before or during it.
    const listed = (await server.call(routes.offices, { query: page })).body.offices as {
      id: number;
      rank: number | null;
      isBestDeal: boolean;
    }[];
    const stale = ids.filter((id, i) => {
      const o = listed.find((x) => x.id === id);
      return o && (o.rank !== (i % 5) + 1 || o.isBestDeal !== (i % 2 === 0));
    });
    const dealsListed = (
      await server.call(routes.offices, { query: { bestDeal: true, perPage: 500 } })
    ).body.offices as { id: number }[];
    const missing = ids.filter((id, i) => i % 2 === 0 && !dealsListed.some((o) => o.id === id));
    figures.staleReads += stale.length + missing.length;
    expect(stale).toEqual([]);
    expect(missing).toEqual([]);
  }, 90_000);
});
