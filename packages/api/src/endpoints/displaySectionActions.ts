import type { RearrangePayload } from '@backoffice/domain';
import { keysOf } from '../hooks/keys';
import { routeMutation, runOf } from '../hooks/mutation';
import { ifMatchOption } from './callOptions';
import { hookOf } from './read';
import { routes } from '../routes';

/** Homepage display sections (people-and-content §2.4); each action refreshes the sections. */

const sectionReads = () => [keysOf(routes.displaySections)];

export interface AddDisplayOfficesArg {
  sectionId: number;
  /** The office ids as typed, comma separated. */
  offices: string;
}

/** Adds offices to a section; the answer may carry a warning or an error to show. */
const addWrite = /* @__PURE__ */ routeMutation(routes.addDisplayOffices, {
  call: (arg: AddDisplayOfficesArg) => ({
    body: { offices: arg.offices, section: arg.sectionId },
  }),
  revalidate: sectionReads,
});
export const addDisplayOffices = /* @__PURE__ */ runOf(addWrite);
export const useAddDisplayOffices = /* @__PURE__ */ hookOf(addWrite);

/**
 * A move or a removal carries the version of the sections it began from (domain
 * `partVersion('displaySections', …)`): made over someone else's newer order, it is refused
 * (409 `edit_conflict`), naming them, instead of undoing theirs. Absent: made regardless.
 */
export interface SectionsVersion {
  ifMatch?: string;
}

/** Moves offices between sections (domain moveDisplayOffice builds the payload). */
const rearrangeWrite = /* @__PURE__ */ routeMutation(routes.rearrangeDisplay, {
  call: ({ ifMatch, ...body }: RearrangePayload & SectionsVersion) => ({
    body,
    ...ifMatchOption(ifMatch),
  }),
  revalidate: sectionReads,
});
export const rearrangeDisplay = /* @__PURE__ */ runOf(rearrangeWrite);
export const useRearrangeDisplay = /* @__PURE__ */ hookOf(rearrangeWrite);

export interface RemoveDisplayOfficeArg extends SectionsVersion {
  sectionId: number;
  officeId: number;
}

const removeWrite = /* @__PURE__ */ routeMutation(routes.removeDisplayOffice, {
  call: ({ ifMatch, ...body }: RemoveDisplayOfficeArg) => ({
    body,
    ...ifMatchOption(ifMatch),
  }),
  revalidate: sectionReads,
});
export const removeDisplayOffice = /* @__PURE__ */ runOf(removeWrite);
export const useRemoveDisplayOffice = /* @__PURE__ */ hookOf(removeWrite);
