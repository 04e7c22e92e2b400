import { type RearrangePayload, TEXT_LIMITS as L } from '@backoffice/domain';
import {
  array,
  type Describe,
  type Infer,
  nullable,
  object,
  optional,
  refine,
  string,
  type,
} from 'superstruct';
import { MessageAnswer } from '../structs/answers';
import { MAX_IDS_A_CALL } from '../structs/bodies';
import { line } from '../structs/queries';
import { DisplaySectionStruct } from '../structs/entitiesPeople';
import { Id, text } from '../structs/primitives';
import { size } from '../structs/facts';
import { route } from './define';

/** Display sections: the location (only Paris exists; absent is Paris). */
export const DisplaySectionsQuery = object({ location: line() });
export type DisplaySectionsQuery = Infer<typeof DisplaySectionsQuery>;

export const DisplaySectionsAnswer = type({ sections: array(DisplaySectionStruct) });
export type DisplaySectionsAnswer = Infer<typeof DisplaySectionsAnswer>;

/** Add offices to a section: message 'ok', a warning to show, or an error. */
export const AddDisplayOfficesAnswer = type({
  message: string(),
  warn: optional(nullable(string())),
  error: optional(nullable(string())),
  /**
   * Which of the ids sent were added, were in the section already, or name no office, so
   * that the app need not read them out of `warn`; an API without them is read from
   * `warn` as before.
   */
  added: optional(array(Id)),
  already: optional(array(Id)),
  unknown: optional(array(Id)),
});
export type AddDisplayOfficesAnswer = Infer<typeof AddDisplayOfficesAnswer>;

/** Add offices to a section: the ids as typed, comma separated ("12, 15"), and the section id. */
export const AddDisplayOfficesBody = object({
  offices: refine(
    text(L.message),
    'officeIdList',
    (value) => /\d/.test(value) || `Expected comma-separated office ids, but received: "${value}"`,
  ),
  section: Id,
});
export type AddDisplayOfficesBody = Infer<typeof AddDisplayOfficesBody>;

export const RearrangeDisplayBody: Describe<RearrangePayload> = object({
  source: Id,
  target: Id,
  sourceOffices: size(array(Id), 0, MAX_IDS_A_CALL),
  targetOffices: size(array(Id), 0, MAX_IDS_A_CALL),
});

export const RemoveDisplayOfficeBody = object({ sectionId: Id, officeId: Id });
export type RemoveDisplayOfficeBody = Infer<typeof RemoveDisplayOfficeBody>;

/**
 * The homepage's display sections: the list, adding, rearranging and removing offices.
 */
export const displayRoutes = {
  // Display sections -------------------------------------------------------------------------
  displaySections: route({
    method: 'GET',
    path: '/csm/office_display',
    permission: 'read',
    summary: 'List display sections',
    query: DisplaySectionsQuery,
    answer: DisplaySectionsAnswer,
  }),
  addDisplayOffices: route({
    method: 'POST',
    path: '/csm/office_display/add',
    permission: 'write',
    write: { areas: ['display'], subject: { entity: 'display_section', id: { body: 'section' } } },
    summary: 'Add offices to a section',
    body: AddDisplayOfficesBody,
    answer: AddDisplayOfficesAnswer,
  }),
  rearrangeDisplay: route({
    method: 'POST',
    path: '/csm/office_display/rearrange',
    permission: 'write',
    write: {
      areas: ['display'],
      subject: { entity: 'display_section', id: { body: 'source' }, also: { body: 'target' } },
      edits: 'displaySections',
    },
    summary: 'Rearrange offices between sections',
    body: RearrangeDisplayBody,
    answer: MessageAnswer,
  }),
  removeDisplayOffice: route({
    method: 'POST',
    path: '/csm/office_display/remove',
    permission: 'write',
    write: {
      areas: ['display'],
      subject: { entity: 'display_section', id: { body: 'sectionId' } },
      edits: 'displaySections',
    },
    summary: 'Remove an office from a section',
    body: RemoveDisplayOfficeBody,
    answer: MessageAnswer,
  }),
};
