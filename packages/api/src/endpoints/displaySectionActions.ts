import type { RearrangePayload } from '@backoffice/domain';
import { callRoute, type ApiClient } from '../client/client';
import { keysOf } from '../hooks/keys';
import { useApiMutation, type ApiMutation } from '../hooks/mutation';
import { routes } from '../routes';
import type { AddDisplayOfficesAnswer, MessageAnswer } from '../structs/answers';

/** Homepage display sections (people-and-content §2.4); each action refreshes the sections. */

const sectionReads = () => [keysOf(routes.displaySections)];

export interface AddDisplayOfficesArg {
  sectionId: number;
  /** The office ids as typed, comma separated. */
  offices: string;
}

/** Adds offices to a section; the answer may carry a warning or an error to show. */
export function addDisplayOffices(
  client: ApiClient,
  arg: AddDisplayOfficesArg,
): Promise<AddDisplayOfficesAnswer> {
  return callRoute(client, routes.addDisplayOffices, {
    body: { offices: arg.offices, section: arg.sectionId },
  });
}

export function useAddDisplayOffices(): ApiMutation<AddDisplayOfficesArg, AddDisplayOfficesAnswer> {
  return useApiMutation({
    name: routes.addDisplayOffices.name,
    run: addDisplayOffices,
    revalidate: sectionReads,
  });
}

/** Moves offices between sections (domain moveDisplayOffice builds the payload). */
export function rearrangeDisplay(
  client: ApiClient,
  payload: RearrangePayload,
): Promise<MessageAnswer> {
  return callRoute(client, routes.rearrangeDisplay, { body: payload });
}

export function useRearrangeDisplay(): ApiMutation<RearrangePayload, MessageAnswer> {
  return useApiMutation({
    name: routes.rearrangeDisplay.name,
    run: rearrangeDisplay,
    revalidate: sectionReads,
  });
}

export interface RemoveDisplayOfficeArg {
  sectionId: number;
  officeId: number;
}

export function removeDisplayOffice(
  client: ApiClient,
  arg: RemoveDisplayOfficeArg,
): Promise<MessageAnswer> {
  return callRoute(client, routes.removeDisplayOffice, { body: arg });
}

export function useRemoveDisplayOffice(): ApiMutation<RemoveDisplayOfficeArg, MessageAnswer> {
  return useApiMutation({
    name: routes.removeDisplayOffice.name,
    run: removeDisplayOffice,
    revalidate: sectionReads,
  });
}
