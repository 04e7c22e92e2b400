import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { routes } from '@backoffice/api/contract';
import {
  CSV_BOM,
  DISPLAY_SECTION_NAMES,
  SEO_LOCATION_COLUMNS,
  VALIDATION_MESSAGES as M,
  csvLine,
  listCells,
  listHeaders,
  type SeoLocation,
} from '@backoffice/domain';
import { faqEntries, seoLocations } from '../../db/schema';
import { csvDownloadLines, csvLines } from '../../test/fixtures';
import { testServerForFile } from '../../test/harness';

const server = testServerForFile();

const page = (navCta: string, linkedPages: number[] = []) => ({
  navCta,
  title: 'Bureaux à Nantes',
  description: '<h3>Nantes</h3><p>Des bureaux.</p><h2>Not allowed</h2>',
  sitemapTitle: 'Nantes',
  h1: 'Bureaux à Nantes',
  metaDescription: 'Bureaux à Nantes',
  linkedPages,
});

describe('SEO locations', () => {
  it('lists locations with both pages, FAQ and status, searched and filtered by slug', async () => {
    const all = await server.call(routes.seoLocations);
    expect(all.body.seoLocations.length).toBeGreaterThan(15);
    const statuses = new Set(all.body.seoLocations.map((l: { status: number }) => l.status));
    expect([...statuses].sort()).toEqual([0, 10]);
    expect(
      all.body.seoLocations.some(
        (l: { seoPages: { fr: { faq: unknown[] } } }) => l.seoPages.fr.faq.length > 0,
      ),
    ).toBe(true);
    const cowork = await server.call(routes.seoLocations, { query: { slug: 'coworking' } });
    expect(cowork.body.seoLocations.every((l: { slug: string }) => l.slug === 'coworking')).toBe(
      true,
    );
    const lyon = await server.call(routes.seoLocations, { query: { displayTitle: 'lyon' } });
    expect(lyon.body.seoLocations.length).toBeGreaterThan(0);
  });

  it('downloads the filtered locations as the table’s CSV, every match, links in full', async () => {
    const context = {
      now: new Date(),
      origin: '',
      publicSiteUrl: server.services.publicSiteUrl,
    };
    const expected = (list: SeoLocation[]) =>
      CSV_BOM +
      csvLine(listHeaders(SEO_LOCATION_COLUMNS)) +
      list.map((l) => csvLine(listCells(SEO_LOCATION_COLUMNS, l, context))).join('');
    for (const query of [{}, { slug: 'coworking' }, { slug: 'offices', displayTitle: 'paris' }]) {
      const json = await server.call(routes.seoLocations, { query });
      const csv = await server.call(routes.seoLocations, { query: { ...query, format: 'csv' } });
      expect(json.body.seoLocations.length).toBeGreaterThan(0);
      expect(csvDownloadLines(csv, 'seo-location-pages')).toHaveLength(
        json.body.seoLocations.length + 1,
      );
      // Response.text() drops the byte-order mark: put it back to compare the whole file.
      expect(CSV_BOM + csv.text).toBe(expected(json.body.seoLocations));
    }
    const all = await server.call(routes.seoLocations, { query: { format: 'csv' } });
    const lines = csvLines(all.text);
    expect(lines[1]).toMatch(
      /^[^,]+,"?https:\/\/www\.example\.com\/fr\/\S+ https:\/\/www\.example\.com\/en\/\S+"?,(Yes|No),(Active|Suspended)$/,
    );
  });

  it('creates and updates a location; the description keeps headings 3 and 4 only', async () => {
    const body = {
      slug: 'offices',
      city: 'Nantes',
      zipCode: '44000',
      poi: null,
      pages: { fr: page('Voir'), en: page('See', [1]) },
    };
    const created = await server.call(routes.createSeoLocation, { body });
    expect(created.status).toBe(200);
    const loc = created.body.seoLocation;
    expect(loc.displayTitle).toBe('Location de bureaux Nantes 44000');
    expect(loc.seoPages.fr.description).toBe('<h3>Nantes</h3><p>Des bureaux.</p>Not allowed');
    expect(loc.seoPages.en.linkedPages).toEqual([1]);
    const updated = await server.call(routes.updateSeoLocation, {
      params: { id: loc.id },
      body: { ...body, poi: 'Centre' },
    });
    expect(updated.body.seoLocation.poi).toBe('Centre');
    // The same place again (case and spaces aside) would share its title and address: refused,
    // on create and on an update of another location; saving a location as it is stays fine.
    const again = await server.call(routes.createSeoLocation, {
      body: { ...body, city: ' nantes ', poi: 'centre' },
    });
    expect(again.status).toBe(409);
    expect(again.body.description).toContain(`id ${loc.id}`);
    const other = await server.call(routes.createSeoLocation, {
      body: { ...body, zipCode: '44100' },
    });
    expect(other.status).toBe(200);
    expect(
      (
        await server.call(routes.updateSeoLocation, {
          params: { id: other.body.seoLocation.id },
          body: { ...body, poi: 'Centre' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await server.call(routes.updateSeoLocation, {
          params: { id: loc.id },
          body: { ...body, poi: 'Centre' },
        })
      ).status,
    ).toBe(200);
    // The demo data holds no two locations of one place.
    const places = (await server.database.db.select().from(seoLocations)).map((l) =>
      [l.slug, l.city.toLowerCase(), l.zipCode ?? '', (l.poi ?? '').toLowerCase()].join('|'),
    );
    expect(new Set(places).size).toBe(places.length);
    expect(
      (await server.call(routes.updateSeoLocation, { params: { id: 999999 }, body })).status,
    ).toBe(404);
  });

  it("refuses a blank city or nav CTA with the spec's message, and 16 linked pages", async () => {
    const blank = await server.call(routes.createSeoLocation, {
      body: {
        slug: 'offices',
        city: ' ',
        zipCode: null,
        poi: null,
        pages: { fr: page(''), en: page('See') },
      },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({
      city: M.fillAllFields,
      'pages.fr.navCta': M.fillAllFields,
    });
    const many = await server.call(routes.createSeoLocation, {
      body: {
        slug: 'offices',
        city: 'Nantes',
        zipCode: null,
        poi: null,
        pages: {
          fr: page(
            'Voir',
            Array.from({ length: 16 }, (_, i) => i + 1),
          ),
          en: page('See'),
        },
      },
    });
    expect(many.body.fields['pages.fr.linkedPages']).toBe(M.tooManyLinkedPages);
  });

  it('writes the texts of both pages from the place, saving nothing; refuses a blank city', async () => {
    const before = (await server.call(routes.seoLocations)).body.seoLocations.length;
    const place = { slug: 'coworking', city: 'Rennes', zipCode: '35000', poi: '<b>Gare</b>' };
    const generated = await server.call(routes.generateSeoLocationTexts, { body: place });
    expect(generated.status).toBe(200);
    const { fr, en } = generated.body.pages;
    expect(fr.title).toBe('Coworking Rennes 35000 <b>Gare</b>');
    expect(en.navCta).toBe('Offices in Rennes');
    // Rich text with headings 3 and 4; what was typed is text in it, never markup.
    expect(en.description).toMatch(/^<h3>Coworking in Rennes 35000 &lt;b&gt;Gare&lt;\/b&gt;<\/h3>/);
    expect(fr.description).toContain('<h4>');
    expect((await server.call(routes.seoLocations)).body.seoLocations.length).toBe(before);
    const blank = await server.call(routes.generateSeoLocationTexts, {
      body: { ...place, city: ' ' },
    });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.fields)).toEqual(['city']);
  });

  it('suspends and activates the French and English pages together', async () => {
    const [loc] = (await server.call(routes.seoLocations)).body.seoLocations.filter(
      (l: { status: number }) => l.status === 10,
    );
    const ids = [loc.seoPages.fr.id, loc.seoPages.en.id];
    expect((await server.call(routes.suspendSeoPages, { body: { ids } })).status).toBe(200);
    const after = (await server.call(routes.seoLocations)).body.seoLocations.find(
      (l: { id: number }) => l.id === loc.id,
    );
    expect(after.status).toBe(0);
    expect((await server.call(routes.suspendSeoPages, { body: { ids } })).status).toBe(409);
    expect((await server.call(routes.activateSeoPages, { body: { ids } })).status).toBe(200);
    expect((await server.call(routes.activateSeoPages, { body: { ids: [ids[0]] } })).status).toBe(
      409,
    );
    expect(
      (await server.call(routes.activateSeoPages, { body: { ids: [ids[0], 999999] } })).status,
    ).toBe(404);
  });

  it('saves a FAQ in both languages, refuses a blank answer, and deletes an entry pair', async () => {
    const [loc] = (await server.call(routes.seoLocations)).body.seoLocations;
    const fr = loc.seoPages.fr.id;
    const en = loc.seoPages.en.id;
    const entry = (title: string) => ({ title, description: `<p>${title} ?</p>` });
    const saved = await server.call(routes.saveFaq, {
      body: {
        data: [
          { pageId: fr, faqTitle: '', faq: [entry('Prix'), entry('Visite')] },
          { pageId: en, faqTitle: 'FAQ', faq: [entry('Price'), entry('Visit')] },
        ],
      },
    });
    expect(saved.body).toEqual({ success: true, message: 'FAQ saved', reason: null });
    const rows = await server.database.db
      .select()
      .from(faqEntries)
      .where(inArray(faqEntries.pageId, [fr, en]));
    expect(rows).toHaveLength(4);
    const reloaded = (await server.call(routes.seoLocations)).body.seoLocations.find(
      (l: { id: number }) => l.id === loc.id,
    );
    expect(reloaded.seoPages.fr.faqTitle).toBe('Questions fréquentes');
    const blank = await server.call(routes.saveFaq, {
      body: { data: [{ pageId: fr, faqTitle: '', faq: [{ title: 'Q', description: '<p></p>' }] }] },
    });
    expect(blank.body).toEqual({ success: false, message: null, reason: M.fillAllFields });
    const frId = reloaded.seoPages.fr.faq[0].id;
    const enId = reloaded.seoPages.en.faq[0].id;
    // Halves of two different entries, or the languages swapped: refused, nothing deleted.
    const second = reloaded.seoPages.en.faq[1].id;
    const mixed = await server.call(routes.deleteFaq, { body: { frId, enId: second } });
    expect(mixed.status).toBe(409);
    expect(mixed.body.code).toBeTruthy();
    expect((await server.call(routes.deleteFaq, { body: { frId: enId, enId: frId } })).status).toBe(
      409,
    );
    expect(
      await server.database.db
        .select()
        .from(faqEntries)
        .where(inArray(faqEntries.pageId, [fr, en])),
    ).toHaveLength(4);
    expect((await server.call(routes.deleteFaq, { body: { frId, enId } })).body.success).toBe(true);
    expect(
      (await server.database.db.select().from(faqEntries).where(eq(faqEntries.id, frId))).length,
    ).toBe(0);
    expect((await server.call(routes.deleteFaq, { body: { frId, enId } })).status).toBe(404);
  });
});

describe('display sections', () => {
  /** The first demo office (ids from 31 on) that `held` does not list. */
  const freshOffice = (held: number[]) => {
    let id = 31;
    while (held.includes(id)) id++;
    return id;
  };

  it('lists the 7 sections of Paris in order, none elsewhere', async () => {
    const res = await server.call(routes.displaySections);
    expect(res.body.sections.map((s: { rank: number }) => s.rank)).toEqual(
      DISPLAY_SECTION_NAMES.map((_, i) => i + 1),
    );
    const lyon = await server.call(routes.displaySections, { query: { location: 'Lyon' } });
    expect(lyon.body.sections).toEqual([]);
  });

  it('adds offices to a section, warning about ones already there or unknown', async () => {
    const [hero] = (await server.call(routes.displaySections)).body.sections;
    const present = hero.offices[0];
    // The demo data draws each section's offices apart (they may overlap, and which ones
    // depends on the day the data was made): take an office this section does not hold.
    const fresh = freshOffice(hero.offices);
    const res = await server.call(routes.addDisplayOffices, {
      body: { offices: `${present}, ${fresh}, abc, 999999`, section: hero.id },
    });
    expect(res.body.message).toBe('ok');
    expect(res.body.warn).toBe(`Already in this section: ${present}. No office with id 999999.`);
    // The same as lists, for the app to say each id.
    expect([res.body.added, res.body.already, res.body.unknown]).toEqual([
      [fresh],
      [present],
      [999999],
    ]);
    const after = (await server.call(routes.displaySections)).body.sections[0];
    expect(after.offices.at(-1)).toBe(fresh);
    const only = await server.call(routes.addDisplayOffices, {
      body: { offices: 'abc, 1a', section: hero.id },
    });
    expect(only.status).toBe(400);
    expect(
      (await server.call(routes.addDisplayOffices, { body: { offices: '31', section: 999 } }))
        .status,
    ).toBe(404);
  });

  it('rearranges between sections, refusing an office already in the target', async () => {
    const [a, b] = (await server.call(routes.displaySections)).body.sections;
    // Sections may share offices (the demo data draws each apart): move one b does not hold.
    const moved = a.offices.find((id: number) => !b.offices.includes(id));
    expect(moved, 'an office of the first section that the second does not hold').toBeDefined();
    const ok = await server.call(routes.rearrangeDisplay, {
      body: {
        source: a.id,
        target: b.id,
        sourceOffices: a.offices.filter((id: number) => id !== moved),
        targetOffices: [moved, ...b.offices],
      },
    });
    expect(ok.status).toBe(200);
    const [a2, b2] = (await server.call(routes.displaySections)).body.sections;
    expect(b2.offices[0]).toBe(moved);
    expect(a2.offices).not.toContain(moved);
    // Moving it back while a copy stays in b: the duplicate rule.
    await server.call(routes.addDisplayOffices, {
      body: { offices: String(moved), section: a2.id },
    });
    const [a3, b3] = (await server.call(routes.displaySections)).body.sections;
    const dup = await server.call(routes.rearrangeDisplay, {
      body: {
        source: b3.id,
        target: a3.id,
        sourceOffices: b3.offices.slice(1),
        targetOffices: [moved, ...a3.offices],
      },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.description).toBe(M.officeAlreadyInSection);
  });

  it('removes an office from a section', async () => {
    const [, , c] = (await server.call(routes.displaySections)).body.sections;
    const id = c.offices[0];
    expect(
      (await server.call(routes.removeDisplayOffice, { body: { sectionId: c.id, officeId: id } }))
        .status,
    ).toBe(200);
    expect(
      (await server.call(routes.removeDisplayOffice, { body: { sectionId: c.id, officeId: id } }))
        .status,
    ).toBe(404);
  });
});
