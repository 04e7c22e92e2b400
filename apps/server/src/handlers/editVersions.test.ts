/**
 * No silent overwrite, for every edit route (facts `edits`, routes.ts): two people begin from
 * one version; the first save lands, the second is refused with 409 `edit_conflict` naming
 * the first and leaves their text in place; a save from the new version, or without
 * If-Match ("Save over it"), lands; a malformed If-Match is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList, routes, type RouteName } from '@backoffice/api/contract';
import {
  DISPLAY_LOCATION,
  EDIT_CONFLICT,
  editConflictMessage,
  ifMatchOf,
  partVersion,
  type DisplaySection,
  type EditPart,
  type Office,
  type SeoLocation,
  type SavedView,
  type SeoPage,
  type User,
} from '@backoffice/domain';
import { eq } from 'drizzle-orm';
import { staff } from '../db/schema';
import { tokenOf } from '../test/account';
import { testServerForFile } from '../test/harness';
import { routesEditing } from './editVersions';

const server = testServerForFile();
let lea: string;
beforeAll(async () => {
  lea = await tokenOf(server.database.db, 2); // Léa Bernard; the harness signs in as Camille Dubois
});

interface EditCase {
  route: RouteName;
  /** The record as the screen reads it. */
  read: () => Promise<unknown>;
  /** The call that saves text number `n`. */
  save: (n: number) => { params?: Record<string, number>; body: unknown };
  /** Text number `n` as the record shows it once saved. */
  shows: (record: unknown, n: number) => boolean;
}

async function firstLocation(): Promise<SeoLocation> {
  const list = (await server.call(routes.seoLocations)).body.seoLocations as SeoLocation[];
  return list.find((l) => l.seoPages.fr && l.seoPages.en)!;
}
const locationRead = (id: number) => async () =>
  ((await server.call(routes.seoLocations)).body.seoLocations as SeoLocation[]).find(
    (l) => l.id === id,
  );
const pageContent = (page: SeoPage, n: number) => ({
  navCta: page.navCta,
  title: `Title ${n}`,
  description: page.description,
  sitemapTitle: page.sitemapTitle,
  h1: page.h1,
  metaDescription: page.metaDescription,
  linkedPages: page.linkedPages,
});

/** Views made by `cases()` so far (each call makes one, of a name of its own). */
let viewsMade = 0;

// A staff note is edited by its author alone: its stale save (the author's other tab) is
// tested in handlers/notes/notes.test.ts.
async function cases(): Promise<Record<Exclude<EditPart, 'requestNote'>, EditCase>> {
  const location = await firstLocation();
  const fr = location.seoPages.fr!;
  const en = location.seoPages.en!;
  const officeId = 1;
  const note = await server.call(routes.createInternalNote, {
    body: { office_id: officeId, note: '<p>Keys at the desk.</p>' },
  });
  const noteId = note.body.internalNote.id as number;
  const guest = (await server.call(routes.users, { query: { userType: 'guest', perPage: 100 } }))
    .body.users as User[];
  let bookmark: { userId: number; bookmarkId: number } | null = null;
  for (const user of guest) {
    const detail = (await server.call(routes.user, { params: { id: user.id } })).body.user as User;
    const first = detail.bookmarks?.find((b) => b.deletedAt === null);
    if (first) {
      bookmark = { userId: user.id, bookmarkId: first.id };
      break;
    }
  }
  if (!bookmark) throw new Error('No guest with a favorite in the demo data');
  const { userId, bookmarkId } = bookmark;
  const userRead = async () =>
    (
      (await server.call(routes.user, { params: { id: userId } })).body.user as User
    ).bookmarks!.find((b) => b.id === bookmarkId);
  const officeRead = async () =>
    (await server.call(routes.office, { params: { id: officeId } })).body.office as Office;
  const sections = async () =>
    (await server.call(routes.displaySections, { query: { location: DISPLAY_LOCATION } })).body
      .sections as DisplaySection[];
  const section = (await sections()).find((x) => x.offices.length >= 3)!;
  const base = [...section.offices].sort((a, b) => a - b);
  // Order number `n`: the section's offices turned round n places (n below their count).
  const order = (n: number) => [...base.slice(n % base.length), ...base.slice(0, n % base.length)];
  // The thresholds are an Admin's: Léa is one for these cases.
  await server.database.db.update(staff).set({ role: 'admin' }).where(eq(staff.id, 2));
  const thresholds = async () =>
    Object.fromEntries(
      (
        (await server.call(routes.stageThresholds)).body.thresholds as {
          column: string;
          days: number | null;
        }[]
      ).map((t) => [t.column, t.days]),
    );
  // A view the team shares: Camille's, which Léa, an Admin here, may rename too.
  viewsMade += 1;
  const created = await server.call(routes.createSavedView, {
    body: {
      screen: 'users',
      name: `Team view, case ${viewsMade}`,
      query: 'status=1',
      shared: true,
    },
  });
  const viewId = created.body.view.id as number;
  return {
    savedView: {
      route: 'updateSavedView',
      read: async () =>
        (
          (await server.call(routes.savedViews, { query: { screen: 'users' } })).body
            .views as SavedView[]
        ).find((v) => v.id === viewId),
      save: (n) => ({ params: { id: viewId }, body: { name: `Team view ${n}` } }),
      shows: (record, n) => (record as SavedView).name === `Team view ${n}`,
    },
    stageThresholds: {
      route: 'saveStageThresholds',
      read: thresholds,
      save: (n) => ({ body: { thresholds: [{ column: 'request_received', days: n }] } }),
      shows: (record, n) => (record as Record<string, number | null>).request_received === n,
    },
    displaySections: {
      route: 'rearrangeDisplay',
      read: async () => (await sections()).filter((x) => x.id === section.id),
      save: (n) => ({
        body: {
          source: section.id,
          target: section.id,
          sourceOffices: order(n),
          targetOffices: order(n),
        },
      }),
      shows: (record, n) => (record as DisplaySection[])[0]!.offices.join() === order(n).join(),
    },
    seoLocation: {
      route: 'updateSeoLocation',
      read: locationRead(location.id),
      save: (n) => ({
        params: { id: location.id },
        body: {
          slug: location.slug,
          city: location.city,
          zipCode: location.zipCode,
          poi: location.poi,
          pages: { fr: pageContent(fr, n), en: pageContent(en, n) },
        },
      }),
      shows: (record, n) => (record as SeoLocation).seoPages.fr?.title === `Title ${n}`,
    },
    seoFaq: {
      route: 'saveFaq',
      read: locationRead(location.id),
      save: (n) => ({
        body: {
          data: [
            { pageId: fr.id, faqTitle: '', faq: [{ title: `Q${n}`, description: `<p>A${n}</p>` }] },
            { pageId: en.id, faqTitle: '', faq: [{ title: `Q${n}`, description: `<p>A${n}</p>` }] },
          ],
        },
      }),
      shows: (record, n) => (record as SeoLocation).seoPages.fr?.faq[0]?.title === `Q${n}`,
    },
    officeSeoTexts: {
      route: 'updateSeoDescription',
      read: officeRead,
      save: (n) => ({
        params: { id: officeId },
        body: { fr: `<p>Fr ${n}</p>`, en: `<p>En ${n}</p>` },
      }),
      shows: (record, n) => (record as Office).seoDescription.fr === `<p>Fr ${n}</p>`,
    },
    internalNote: {
      route: 'updateInternalNote',
      read: async () => (await officeRead()).internalNotes.find((x) => x.id === noteId),
      save: (n) => ({
        params: { id: noteId },
        body: { internal_note: { note: `<p>Note ${n}</p>` } },
      }),
      shows: (record, n) => (record as { note: string }).note === `<p>Note ${n}</p>`,
    },
    bookmarkNote: {
      route: 'bookmarkNote',
      read: userRead,
      save: (n) => ({ body: { bookmark_id: bookmarkId, note: `Note ${n}` } }),
      shows: (record, n) =>
        (record as { notes: { content: string } }).notes.content === `Note ${n}`,
    },
  };
}

describe('no silent overwrite', () => {
  it('has a case for every route that saves an edit', () => {
    const edited = routeList.filter((r) => r.write?.edits).map((r) => r.name);
    expect(edited.sort()).toEqual(
      (
        [
          'updateSeoLocation',
          'saveFaq',
          'updateSeoDescription',
          'updateInternalNote',
          'bookmarkNote',
          'rearrangeDisplay',
          'removeDisplayOffice',
          'saveStageThresholds',
          'updateRequestNote',
          'updateSavedView',
        ] as const
      )
        .slice()
        .sort(),
    );
  });

  it.each([
    'seoLocation',
    'seoFaq',
    'officeSeoTexts',
    'internalNote',
    'bookmarkNote',
    'displaySections',
    'stageThresholds',
    'savedView',
  ] as Exclude<EditPart, 'requestNote'>[])(
    '%s: a stale save is refused, naming who saved; the newer text stays',
    async (part) => {
      const edit = (await cases())[part];
      expect(routesEditing(part)).toContain(edit.route);
      const route = routes[edit.route];
      const began = partVersion(part, (await edit.read()) as never);
      const send = (n: number, version: string | null, token?: string) =>
        server.call(route, {
          ...(edit.save(n) as object),
          token,
          headers: version === null ? {} : { 'if-match': ifMatchOf(version) },
        });

      // Camille saves first, from the version both began from.
      expect((await send(1, began)).status).toBe(200);
      // Léa, from the same version: refused, naming Camille, and Camille's text stays.
      const stale = await send(2, began, lea);
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe(EDIT_CONFLICT);
      // "Camille Dubois saved … on dd/mm/yyyy hh:mm, after …", in the part's words.
      const said = editConflictMessage(part, {
        name: 'Camille Dubois',
        at: new Date().toISOString(),
      });
      const [who, tail] = said.split(/ on \d\d\/\d\d\/\d{4} \d\d:\d\d/) as [string, string];
      expect(stale.body.description.startsWith(who)).toBe(true);
      expect(stale.body.description.endsWith(tail)).toBe(true);
      expect(stale.body.description).toMatch(/ on \d\d\/\d\d\/\d{4} \d\d:\d\d, after /);
      const after = await edit.read();
      expect(edit.shows(after, 1)).toBe(true);
      // From their version, Léa's save lands; and without If-Match it saves over.
      expect((await send(3, partVersion(part, after as never), lea)).status).toBe(200);
      expect(edit.shows(await edit.read(), 3)).toBe(true);
      expect((await send(4, null, lea)).status).toBe(200);
      expect(edit.shows(await edit.read(), 4)).toBe(true);
      // A malformed version is refused, and nothing is saved.
      const bad = await server.call(route, {
        ...(edit.save(5) as object),
        headers: { 'if-match': '"' },
      });
      expect(bad.status).toBe(400);
      expect(edit.shows(await edit.read(), 4)).toBe(true);
    },
  );
});

describe('display sections', () => {
  it('a removal from an order someone changed since is refused, naming them; the office stays', async () => {
    const all = async () =>
      (await server.call(routes.displaySections, { query: { location: DISPLAY_LOCATION } })).body
        .sections as DisplaySection[];
    const before = (await all()).find((x) => x.offices.length >= 3)!;
    const read = async () => (await all()).find((x) => x.id === before.id)!;
    const began = partVersion('displaySections', [before]);
    const reversed = [...before.offices].reverse();
    const moved = await server.call(routes.rearrangeDisplay, {
      token: lea,
      headers: { 'if-match': ifMatchOf(began) },
      body: {
        source: before.id,
        target: before.id,
        sourceOffices: reversed,
        targetOffices: reversed,
      },
    });
    expect(moved.status).toBe(200);
    const office = before.offices[0]!;
    const stale = await server.call(routes.removeDisplayOffice, {
      headers: { 'if-match': ifMatchOf(began) },
      body: { sectionId: before.id, officeId: office },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.description).toMatch(/^Léa Bernard changed these display sections on /);
    expect((await read()).offices).toEqual(reversed);
    const fresh = await server.call(routes.removeDisplayOffice, {
      headers: { 'if-match': ifMatchOf(partVersion('displaySections', [await read()])) },
      body: { sectionId: before.id, officeId: office },
    });
    expect(fresh.status).toBe(200);
    expect((await read()).offices).not.toContain(office);
  });
});
