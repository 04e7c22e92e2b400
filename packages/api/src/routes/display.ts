import { AddDisplayOfficesAnswer, DisplaySectionsAnswer, MessageAnswer } from '../structs/answers';
import {
  AddDisplayOfficesBody,
  RearrangeDisplayBody,
  RemoveDisplayOfficeBody,
} from '../structs/bodies';
import { DisplaySectionsQuery } from '../structs/queries';
import { route } from './define';

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
