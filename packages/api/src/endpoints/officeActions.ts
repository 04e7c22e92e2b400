import { callRoute, type ApiClient, type CallControl } from '../client/client';
import type { SeoGenerationOptions } from '../client/seoGeneration';
import { keysOf } from '../hooks/keys';
import { routeMutation, runOf, useApiMutation, type ApiMutation } from '../hooks/mutation';
import { ifMatchOption, type EditVersion } from './callOptions';
import { hookOf } from './read';
import { routes } from '../routes';
import type { MessageAnswer } from '../structs/answers';
import type { SeoGenerationAnswer } from '../routes/offices';
import type { AddBookmarkToUsersBody } from '../routes/offices';

/**
 * The office actions (operations §2 and §4): rank, best deal, price flexibility,
 * publication, SEO description, and adding the office to guests' favorites. Each
 * revalidates the office, the offices list and the map search.
 */

function officeReads({ officeId }: { officeId: number }) {
  return [
    keysOf(routes.office, { id: officeId }),
    keysOf(routes.offices),
    keysOf(routes.searchOffices),
  ];
}

export interface OfficeRankArg {
  officeId: number;
  /** 1 to 5, or null: no rank. */
  rank: number | null;
}

const rankWrite = /* @__PURE__ */ routeMutation(routes.officeRank, {
  call: (arg: OfficeRankArg) => ({ params: { id: arg.officeId }, body: { rank: arg.rank } }),
  revalidate: officeReads,
});
export const setOfficeRank = /* @__PURE__ */ runOf(rankWrite);
export const useOfficeRank = /* @__PURE__ */ hookOf(rankWrite);

export interface BestDealArg {
  officeId: number;
  isBestDeal: boolean;
}

const bestDealWrite = /* @__PURE__ */ routeMutation(routes.officeBestDeal, {
  call: (arg: BestDealArg) => ({
    params: { id: arg.officeId },
    body: { isBestDeal: arg.isBestDeal },
  }),
  revalidate: officeReads,
});
export const setBestDeal = /* @__PURE__ */ runOf(bestDealWrite);
export const useBestDeal = /* @__PURE__ */ hookOf(bestDealWrite);

export interface PriceFlexibilityArg {
  officeId: number;
  priceFlexibility: boolean;
}

/** Price flexibility on or off; `success: false` comes with the errors to show. */
const priceFlexibilityWrite = /* @__PURE__ */ routeMutation(routes.officePriceFlexibility, {
  call: (arg: PriceFlexibilityArg) => ({
    params: { id: arg.officeId },
    body: { priceFlexibility: arg.priceFlexibility },
  }),
  revalidate: officeReads,
});
export const setPriceFlexibility = /* @__PURE__ */ runOf(priceFlexibilityWrite);
export const usePriceFlexibility = /* @__PURE__ */ hookOf(priceFlexibilityWrite);

/** The publication actions of the office menu. */
export type PublicationAction = 'publish' | 'publishOffMarket' | 'unpublish' | 'reject';

export interface PublicationArg {
  officeId: number;
  action: PublicationAction;
}

/** Publish, publish off market, unpublish, or reject the version waiting for approval. */
export function changePublication(
  client: ApiClient,
  arg: PublicationArg,
  control: CallControl = {},
): Promise<MessageAnswer> {
  const params = { id: arg.officeId };
  switch (arg.action) {
    case 'publish':
      return callRoute(client, routes.publishOffice, { params, body: {}, ...control });
    case 'publishOffMarket':
      return callRoute(client, routes.publishOffice, {
        params,
        body: { offMarket: true },
        ...control,
      });
    case 'unpublish':
      return callRoute(client, routes.unpublishOffice, { params, ...control });
    case 'reject':
      return callRoute(client, routes.rejectOfficeVersion, { params, ...control });
  }
}

export function usePublication(): ApiMutation<PublicationArg, MessageAnswer> {
  return useApiMutation({ name: 'publication', run: changePublication, revalidate: officeReads });
}

export interface SeoDescriptionArg extends EditVersion {
  officeId: number;
  fr: string;
  en: string;
}

const seoDescriptionWrite = /* @__PURE__ */ routeMutation(routes.updateSeoDescription, {
  call: (arg: SeoDescriptionArg) => ({
    params: { id: arg.officeId },
    body: { fr: arg.fr, en: arg.en },
    ...ifMatchOption(arg.ifMatch),
  }),
  revalidate: officeReads,
});
export const updateSeoDescription = /* @__PURE__ */ runOf(seoDescriptionWrite);
export const useUpdateSeoDescription = /* @__PURE__ */ hookOf(seoDescriptionWrite);

export interface GenerateSeoArg extends Omit<SeoGenerationOptions, 'onProgress'> {
  officeId: number;
}

/**
 * Generates the SEO description (202 then polling, within 3 minutes). The text comes back in
 * the answer and the office is left as it was (Save sends it): nothing to revalidate.
 */
export function useGenerateSeoDescription(): ApiMutation<GenerateSeoArg, SeoGenerationAnswer> {
  return useApiMutation({
    name: routes.generateSeoDescription.name,
    // The polling loads with the first generation: the office's first paint does without it.
    run: async (client, { officeId, ...options }) =>
      (await import('../client/seoGeneration')).generateSeoDescription(client, officeId, options),
  });
}

export interface AddBookmarkToUsersArg {
  officeId: number;
  /** Guest ids (domain validateGuestIds drops what is not a number). */
  guestIds: number[];
}

/** The wire body of "Add to favorite" (snake_case as the spec writes it). */
export function toAddBookmarkToUsersBody(arg: AddBookmarkToUsersArg): AddBookmarkToUsersBody {
  return { office_id: arg.officeId, guest_ids: arg.guestIds };
}

const addBookmarkToUsersWrite = /* @__PURE__ */ routeMutation(routes.addBookmarkToUsers, {
  call: (arg: AddBookmarkToUsersArg) => ({ body: toAddBookmarkToUsersBody(arg) }),
  revalidate: () => [keysOf(routes.user)],
});
export const addBookmarkToUsers = /* @__PURE__ */ runOf(addBookmarkToUsersWrite);
export const useAddBookmarkToUsers = /* @__PURE__ */ hookOf(addBookmarkToUsersWrite);
