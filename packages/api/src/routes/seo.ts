import {
  FAQ_BODY_MAX_BYTES,
  FAQ_MAX_ENTRIES,
  type FaqForm,
  type FaqSavePayload,
  RICH_TEXT_BODY_MAX_BYTES,
  SEO_LINKED_PAGES_MAX,
  SEO_GENERATION_TIMEOUT_MS,
  type SeoLocationInput,
  type SeoPageContent,
  type SeoPageTexts,
  TEXT_LIMITS as L,
} from '@backoffice/domain';
import {
  array,
  boolean,
  type Describe,
  type Infer,
  nullable,
  object,
  optional,
  pick,
  string,
  type,
} from 'superstruct';
import { MessageAnswer } from '../structs/answers';
import { formatField, search } from '../structs/queries';
import { Id, nonBlank, queryEnum, text } from '../structs/primitives';
import { SeoLocationStruct, SeoPageStruct } from '../structs/entitiesPeople';
import { size } from '../structs/facts';
import { SeoSlugStruct } from '../structs/entities';
import { route } from './define';

const LinkedPages = size(array(Id), 0, SEO_LINKED_PAGES_MAX);

/** A FAQ entry as saved: its id when it has one, the question and the answer (rich text). */
export const FaqEntryBody = object({
  id: optional(Id),
  title: text(L.line),
  description: text(L.faqAnswer),
});

/**
 * SEO locations: search by display title, slug filter (absent is all). Every match at once (no
 * paging); `format=csv` asks for them as the list's CSV.
 */
export const SeoLocationsQuery = object({
  displayTitle: search(),
  slug: optional(queryEnum(['offices', 'flexible_offices', 'coworking'])),
  ...formatField,
});
export type SeoLocationsQuery = Infer<typeof SeoLocationsQuery>;

export const SeoLocationsAnswer = type({ seoLocations: array(SeoLocationStruct) });
export type SeoLocationsAnswer = Infer<typeof SeoLocationsAnswer>;

export const SeoLocationAnswer = type({ seoLocation: SeoLocationStruct });
export type SeoLocationAnswer = Infer<typeof SeoLocationAnswer>;

// The answer's texts are the page's, read leniently (`type`) as every answer is.
const SeoPageTextsStruct: Describe<SeoPageTexts> = type(
  pick(SeoPageStruct, ['navCta', 'title', 'description', 'sitemapTitle', 'h1', 'metaDescription'])
    .schema,
);

/** The texts the server wrote for an SEO location's French and English pages (not saved). */
export const SeoLocationTextsAnswer = type({
  pages: type({ fr: SeoPageTextsStruct, en: SeoPageTextsStruct }),
});
export type SeoLocationTextsAnswer = Infer<typeof SeoLocationTextsAnswer>;

/** FAQ delete and save: success, a message, and the reason shown on failure. */
export const FaqAnswer = type({
  success: boolean(),
  message: nullable(string()),
  reason: nullable(string()),
});
export type FaqAnswer = Infer<typeof FaqAnswer>;

export const SeoPageContentBody: Describe<SeoPageContent> = object({
  navCta: nonBlank(L.line),
  title: text(L.line),
  description: text(L.richText),
  sitemapTitle: text(L.line),
  h1: text(L.line),
  metaDescription: text(L.seoLine),
  linkedPages: LinkedPages,
});

/** Create or update an SEO location with its French and English pages. */
export const SeoLocationBody: Describe<SeoLocationInput> = object({
  slug: SeoSlugStruct,
  city: nonBlank(L.line),
  zipCode: nullable(text(L.line)),
  poi: nullable(text(L.line)),
  pages: object({ fr: SeoPageContentBody, en: SeoPageContentBody }),
});

/** Generate the texts of an SEO location's pages: its slug and place (routes.ts). */
export const SeoLocationTextsBody = object({
  slug: SeoSlugStruct,
  city: nonBlank(L.line),
  zipCode: nullable(text(L.line)),
  poi: nullable(text(L.line)),
});
export type SeoLocationTextsBody = Infer<typeof SeoLocationTextsBody>;

/** Activate or suspend: the French and English page ids. */
export const SeoPageIdsBody = object({ ids: size(array(Id), 1, 2) });
export type SeoPageIdsBody = Infer<typeof SeoPageIdsBody>;

/** Delete a FAQ entry: its id in the French page and in the English page. */
export const DeleteFaqBody = object({ frId: Id, enId: Id });
export type DeleteFaqBody = Infer<typeof DeleteFaqBody>;

export const FaqFormBody: Describe<FaqForm> = object({
  pageId: Id,
  faqTitle: text(L.line),
  faq: size(array(FaqEntryBody), 0, FAQ_MAX_ENTRIES),
});

export const SaveFaqBody: Describe<FaqSavePayload> = object({
  data: size(array(FaqFormBody), 1, 2),
});

/**
 * SEO page routes: SEO locations, their texts' generation, their pages' activation and FAQ.
 */
export const seoRoutes = {
  // SEO pages (people-and-content §7, api-contract) -----------------------------------------
  seoLocations: route({
    method: 'GET',
    path: '/csm/seo_locations',
    permission: 'read',
    summary: 'List SEO locations',
    query: SeoLocationsQuery,
    answer: SeoLocationsAnswer,
  }),
  createSeoLocation: route({
    method: 'POST',
    path: '/csm/seo_locations',
    permission: 'write',
    write: { areas: ['seo'], subject: { entity: 'seo_location', creates: true } },
    summary: 'Create an SEO location',
    body: SeoLocationBody,
    answer: SeoLocationAnswer,
    maxBodyBytes: RICH_TEXT_BODY_MAX_BYTES,
  }),
  updateSeoLocation: route({
    method: 'PUT',
    path: '/csm/seo_locations/:id',
    permission: 'write',
    write: {
      edits: 'seoLocation',
      areas: ['seo'],
      subject: { entity: 'seo_location', id: 'path' },
    },
    summary: 'Update an SEO location',
    body: SeoLocationBody,
    answer: SeoLocationAnswer,
    maxBodyBytes: RICH_TEXT_BODY_MAX_BYTES,
  }),
  generateSeoLocationTexts: route({
    method: 'POST',
    path: '/csm/seo_locations/generate',
    permission: 'write',
    unkeyed: 'Composes texts for the form: nothing is saved.',
    summary:
      "Write an SEO location's page texts from its slug and place (not saved; 3-minute timeout)",
    body: SeoLocationTextsBody,
    answer: SeoLocationTextsAnswer,
    timeoutMs: SEO_GENERATION_TIMEOUT_MS,
  }),
  activateSeoPages: route({
    method: 'POST',
    path: '/csm/seo_pages/activate',
    permission: 'write',
    write: {
      areas: ['seo'],
      subject: { entity: 'seo_location', id: { body: 'ids.0' }, via: 'pageLocation' },
    },
    summary: 'Activate SEO pages',
    body: SeoPageIdsBody,
    answer: MessageAnswer,
  }),
  suspendSeoPages: route({
    method: 'POST',
    path: '/csm/seo_pages/suspend',
    permission: 'write',
    write: {
      areas: ['seo'],
      subject: { entity: 'seo_location', id: { body: 'ids.0' }, via: 'pageLocation' },
    },
    summary: 'Suspend SEO pages',
    body: SeoPageIdsBody,
    answer: MessageAnswer,
  }),
  deleteFaq: route({
    method: 'POST',
    path: '/csm/seo_pages/delete_faq',
    permission: 'write',
    write: {
      areas: ['seo'],
      subject: { entity: 'seo_location', id: { body: 'frId' }, via: 'faqEntryLocation' },
    },
    summary: 'Delete FAQ entry',
    body: DeleteFaqBody,
    answer: FaqAnswer,
  }),
  saveFaq: route({
    method: 'POST',
    path: '/csm/seo_pages/save_faq',
    permission: 'write',
    write: {
      edits: 'seoFaq',
      areas: ['seo'],
      subject: { entity: 'seo_location', id: { body: 'data.0.pageId' }, via: 'pageLocation' },
    },
    summary: 'Save FAQ',
    body: SaveFaqBody,
    answer: FaqAnswer,
    maxBodyBytes: FAQ_BODY_MAX_BYTES,
  }),
};
