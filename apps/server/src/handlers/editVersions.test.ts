/**
 * No silent overwrite, for every edit route (facts `edits`, routes.ts): two people begin from
 * one version; the first save lands, the second is refused with 409 `edit_conflict` naming
 * the first and leaves their text in place; a save from the new version, or without
 * If-Match ("Save over it"), lands; a malformed If-Match is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList, routes, type RouteName } from '@backoffice/api/contract';
import {
  EDIT_CONFLICT,
  ifMatchOf,
  partVersion,
  type EditPart,
  type Office,
  type SeoLocation,
  type SeoPage,
  type User,
} from '@backoffice/domain';
import { tokenOf } from '../test/account';
import { startTestServer, type TestServer } from '../test/harness';
import { routesEditing } from './editVersions';

let server: TestServer;
let lea: string;
beforeAll(async () => {
  server = await startTestServer();
  lea = await tokenOf(server.database.db, 2); // Léa Bernard; the harness signs in as Camille Dubois
});
afterAll(() => server.close());

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

async function cases(): Promise<Record<EditPart, EditCase>> {
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
  return {
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
  ] as EditPart[])(
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
      expect(stale.body.description).toMatch(
        /^Camille Dubois saved .+ on \d\d\/\d\d\/\d{4} \d\d:\d\d, after you began editing\. Your text is kept: see their version, or save over it\.$/,
      );
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
