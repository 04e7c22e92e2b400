/**
 * The tables that do not grow with the scale, made by the first shard only: SEO locations and
 * pages with their FAQ entries, and the display sections of published Paris offices.
 */
import { DISPLAY_SECTION_NAMES } from '@backoffice/domain';
import { before } from './clock';
import type { ShardContext } from './seedContext';
import { POI } from './seedWords';

/** SEO locations, their pages in French and English, and FAQ entries on every other one. */
export function seedSeoPages({ f, data, now }: ShardContext): void {
  const seoCities: { city: string; zipCode: string | null; poi: string | null }[] = [
    { city: 'Paris', zipCode: null, poi: null },
    ...['75001', '75002', '75008', '75009', '75010', '75011', '75015', '75017'].map((zip) => ({
      city: 'Paris',
      zipCode: zip,
      poi: null,
    })),
    { city: 'Paris', zipCode: '75009', poi: 'Opéra' },
    { city: 'Paris', zipCode: '75004', poi: 'Marais' },
    { city: 'Lyon', zipCode: null, poi: null },
    { city: 'Lyon', zipCode: '69003', poi: 'Part-Dieu' },
    { city: 'Marseille', zipCode: null, poi: null },
    { city: 'Bordeaux', zipCode: null, poi: 'Chartrons' },
    { city: 'Lille', zipCode: null, poi: null },
    { city: 'Nantes', zipCode: null, poi: null },
    { city: 'Toulouse', zipCode: null, poi: null },
    { city: 'Luxembourg', zipCode: null, poi: 'Kirchberg' },
  ];
  let locationId = 0;
  let pageId = 0;
  let faqId = 0;
  const slugs = ['offices', 'flexible_offices', 'coworking'] as const;
  const slugWords = {
    offices: { fr: 'Location de bureaux', en: 'Office rental' },
    flexible_offices: { fr: 'Bureaux flexibles', en: 'Flexible offices' },
    coworking: { fr: 'Coworking', en: 'Coworking' },
  };
  for (const [k, loc] of seoCities.entries()) {
    const slug = slugs[k % 3] as (typeof slugs)[number];
    // The place of interest first: the titles say it, as an edit's recomputed title does.
    const poi = loc.poi ?? (f.datatype.boolean(0.1) ? f.helpers.arrayElement(POI) : null);
    const where = [loc.city, loc.zipCode, poi].filter(Boolean).join(' ');
    const lid = ++locationId;
    const status = k % 7 === 6 ? 0 : 10;
    data.seoLocations.push({
      id: lid,
      slug,
      city: loc.city,
      zipCode: loc.zipCode,
      poi,
      displayTitle: `${slugWords[slug].fr} ${where}`,
      createdAt: before(now, 200 - k),
    });
    for (const lang of ['fr', 'en'] as const) {
      const pid = ++pageId;
      const title = `${slugWords[slug][lang]} ${where}`;
      data.seoPages.push({
        id: pid,
        locationId: lid,
        lang,
        status,
        faqTitle: lang === 'fr' ? 'Questions fréquentes' : 'Frequently Asked Questions',
        navCta: lang === 'fr' ? `Voir les bureaux à ${loc.city}` : `See offices in ${loc.city}`,
        title,
        description:
          lang === 'fr'
            ? `<h3>${title}</h3><p>Trouvez des bureaux flexibles et équipés à ${loc.city}, sans engagement long.</p><h4>Pourquoi ${loc.city} ?</h4><p>Transports, commerces et un tissu d’entreprises dynamique.</p>`
            : `<h3>${title}</h3><p>Find flexible, furnished offices in ${loc.city} without a long lease.</p><h4>Why ${loc.city}?</h4><p>Transport, shops and a lively business scene.</p>`,
        sitemapTitle: title,
        h1: title,
        metaDescription:
          lang === 'fr'
            ? `${title} : bureaux disponibles immédiatement.`
            : `${title}: offices available now.`,
        linkedPages: [],
      });
      if (k % 2 === 0) {
        const entries =
          lang === 'fr'
            ? [
                [
                  'Quel est le prix moyen d’un poste ?',
                  `<p>À ${loc.city}, comptez entre 300 et 900 € par poste et par mois.</p>`,
                ],
                [
                  'Peut-on visiter avant de signer ?',
                  '<p>Oui, votre CSM organise la visite avec l’hôte.</p>',
                ],
              ]
            : [
                [
                  'What does a desk cost?',
                  `<p>In ${loc.city}, expect 300 to 900 EUR per desk per month.</p>`,
                ],
                [
                  'Can we visit before signing?',
                  '<p>Yes, your CSM arranges the visit with the host.</p>',
                ],
              ];
        entries.forEach(([title, description], position) =>
          data.faqEntries.push({
            id: ++faqId,
            pageId: pid,
            position,
            title: title as string,
            description: description as string,
          }),
        );
      }
    }
  }
  // Link each page to a few others of the same language.
  for (const page of data.seoPages) {
    const same = data.seoPages.filter((p) => p.lang === page.lang && p.id !== page.id);
    page.linkedPages = f.helpers.arrayElements(same, { min: 0, max: 4 }).map((p) => p.id as number);
  }
}

/** The display sections: a few published Paris offices each. */
export function seedDisplaySections({ f, data }: ShardContext): void {
  const parisPublished = data.offices.filter((o) => o.publicationState === 1 && o.city === 'Paris');
  DISPLAY_SECTION_NAMES.forEach((_, k) => {
    data.displaySections.push({
      id: k + 1,
      rank: k + 1,
      offices: f.helpers
        .arrayElements(parisPublished, { min: 3, max: 8 })
        .map((o) => o.id as number),
    });
  });
}
