import type {
  FaqSavePayload,
  SeoLocationInput,
  SeoPlace,
  SeoStatusChange,
} from '@backoffice/domain';
import { callRoute, type ApiClient, type CallControl } from '../client/client';
import { keysOf } from '../hooks/keys';
import { routeMutation, runOf, useApiMutation, type ApiMutation } from '../hooks/mutation';
import { ifMatchOption, type EditVersion } from './callOptions';
import { hookOf } from './read';
import { routes } from '../routes';
import type { MessageAnswer } from '../structs/answers';
import type { SeoLocationAnswer, SeoLocationTextsAnswer } from '../routes/seo';

/** SEO location pages (people-and-content §2.3); each action refreshes the list. */

const seoReads = () => [keysOf(routes.seoLocations)];

export interface SaveSeoLocationArg extends EditVersion {
  /** Absent for a new location. */
  id?: number | null;
  input: SeoLocationInput;
}

/** Creates the location, or updates it when it has an id. */
export function saveSeoLocation(
  client: ApiClient,
  arg: SaveSeoLocationArg,
  control: CallControl = {},
): Promise<SeoLocationAnswer> {
  if (arg.id) {
    return callRoute(client, routes.updateSeoLocation, {
      params: { id: arg.id },
      body: arg.input,
      ...ifMatchOption(arg.ifMatch),
      ...control,
    });
  }
  return callRoute(client, routes.createSeoLocation, { body: arg.input, ...control });
}

export function useSaveSeoLocation(): ApiMutation<SaveSeoLocationArg, SeoLocationAnswer> {
  return useApiMutation({ name: 'saveSeoLocation', run: saveSeoLocation, revalidate: seoReads });
}

export interface GenerateSeoTextsArg {
  place: SeoPlace;
  /** Cancels the generation (the modal's Cancel, or closing it). */
  signal?: AbortSignal;
}

/**
 * Asks the server to write the texts of both pages from the slug and place; nothing is saved
 * (the form takes them, Save changes sends them). Up to 3 minutes (the route's timeout).
 */
export function generateSeoTexts(
  client: ApiClient,
  arg: GenerateSeoTextsArg,
): Promise<SeoLocationTextsAnswer> {
  return callRoute(client, routes.generateSeoLocationTexts, {
    body: arg.place,
    signal: arg.signal,
  });
}

export function useGenerateSeoTexts(): ApiMutation<GenerateSeoTextsArg, SeoLocationTextsAnswer> {
  return useApiMutation({ name: routes.generateSeoLocationTexts.name, run: generateSeoTexts });
}

/** Activates or suspends the French and English pages (domain seoStatusChange). */
export function changeSeoStatus(
  client: ApiClient,
  change: SeoStatusChange,
  control: CallControl = {},
): Promise<MessageAnswer> {
  const route = change.action === 'activate' ? routes.activateSeoPages : routes.suspendSeoPages;
  return callRoute(client, route, { body: { ids: [...change.ids] }, ...control });
}

export function useSeoStatus(): ApiMutation<SeoStatusChange, MessageAnswer> {
  return useApiMutation({ name: 'seoStatus', run: changeSeoStatus, revalidate: seoReads });
}

export interface DeleteFaqArg {
  frId: number;
  enId: number;
}

/** Deletes a FAQ entry in both languages; `success: false` carries the reason to show. */
const deleteFaqWrite = /* @__PURE__ */ routeMutation(routes.deleteFaq, {
  call: (body: DeleteFaqArg) => ({ body }),
  revalidate: seoReads,
});
export const deleteFaq = /* @__PURE__ */ runOf(deleteFaqWrite);
export const useDeleteFaq = /* @__PURE__ */ hookOf(deleteFaqWrite);

/** Saves the FAQ of both languages (domain validateFaq). */
export interface SaveFaqArg extends FaqSavePayload, EditVersion {}

const saveFaqWrite = /* @__PURE__ */ routeMutation(routes.saveFaq, {
  call: ({ ifMatch, ...body }: SaveFaqArg) => ({ body, ...ifMatchOption(ifMatch) }),
  revalidate: seoReads,
});
export const saveFaq = /* @__PURE__ */ runOf(saveFaqWrite);
export const useSaveFaq = /* @__PURE__ */ hookOf(saveFaqWrite);
