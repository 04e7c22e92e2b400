import {
  FAQ_BODY_MAX_BYTES,
  RICH_TEXT_BODY_MAX_BYTES,
  SEO_GENERATION_TIMEOUT_MS,
} from '@backoffice/domain';
import {
  FaqAnswer,
  MessageAnswer,
  SeoLocationAnswer,
  SeoLocationsAnswer,
  SeoLocationTextsAnswer,
} from '../structs/answers';
import {
  DeleteFaqBody,
  SaveFaqBody,
  SeoLocationBody,
  SeoLocationTextsBody,
  SeoPageIdsBody,
} from '../structs/bodies';
import { SeoLocationsQuery } from '../structs/queries';
import { route } from './define';

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
