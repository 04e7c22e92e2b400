import { callRoute, type ApiClient } from '../client/client';
import { generateSeoDescription, type SeoGenerationOptions } from '../client/seo-generation';
import { keysOf } from '../hooks/keys';
import { useApiMutation, type ApiMutation } from '../hooks/mutation';
import { routes } from '../routes';
import type {
  MessageAnswer,
  PriceFlexibilityAnswer,
  SeoGenerationAnswer,
} from '../structs/answers';
import type { AddBookmarkToUsersBody } from '../structs/bodies';

/**
 * The office actions (operations §2 and §4): rank, best deal, price flexibility,
 * publication, SEO description, and adding the office to guests' favorites. Each
 * revalidates the office, the offices list and the map search.
 */

function officeReads(officeId: number) {
  return [
    keysOf(routes.office, { id: officeId }),
    keysOf(routes.offices),
    keysOf(routes.searchOffices),
  ];
}

export interface OfficeRankArg {
  officeId: number;
  /** 1 to 5. */
  rank: number;
}

export function setOfficeRank(client: ApiClient, arg: OfficeRankArg): Promise<MessageAnswer> {
  return callRoute(client, routes.officeRank, {
    params: { id: arg.officeId },
    body: { rank: arg.rank },
  });
}

export function useOfficeRank(): ApiMutation<OfficeRankArg, MessageAnswer> {
  return useApiMutation({
    name: routes.officeRank.name,
    run: setOfficeRank,
    revalidate: (arg) => officeReads(arg.officeId),
  });
}

export interface BestDealArg {
  officeId: number;
  isBestDeal: boolean;
}

export function setBestDeal(client: ApiClient, arg: BestDealArg): Promise<MessageAnswer> {
  return callRoute(client, routes.officeBestDeal, {
    params: { id: arg.officeId },
    body: { isBestDeal: arg.isBestDeal },
  });
}

export function useBestDeal(): ApiMutation<BestDealArg, MessageAnswer> {
  return useApiMutation({
    name: routes.officeBestDeal.name,
    run: setBestDeal,
    revalidate: (arg) => officeReads(arg.officeId),
  });
}

export interface PriceFlexibilityArg {
  officeId: number;
  priceFlexibility: boolean;
}

/** Price flexibility on or off; `success: false` comes with the errors to show. */
export function setPriceFlexibility(
  client: ApiClient,
  arg: PriceFlexibilityArg,
): Promise<PriceFlexibilityAnswer> {
  return callRoute(client, routes.officePriceFlexibility, {
    params: { id: arg.officeId },
    body: { priceFlexibility: arg.priceFlexibility },
  });
}

export function usePriceFlexibility(): ApiMutation<PriceFlexibilityArg, PriceFlexibilityAnswer> {
  return useApiMutation({
    name: routes.officePriceFlexibility.name,
    run: setPriceFlexibility,
    revalidate: (arg) => officeReads(arg.officeId),
  });
}

/** The publication actions of the office menu. */
export type PublicationAction = 'publish' | 'publishOffMarket' | 'unpublish' | 'reject';

export interface PublicationArg {
  officeId: number;
  action: PublicationAction;
}

/** Publish, publish off market, unpublish, or reject the version waiting for approval. */
export function changePublication(client: ApiClient, arg: PublicationArg): Promise<MessageAnswer> {
  const params = { id: arg.officeId };
  switch (arg.action) {
    case 'publish':
      return callRoute(client, routes.publishOffice, { params, body: {} });
    case 'publishOffMarket':
      return callRoute(client, routes.publishOffice, { params, body: { offMarket: true } });
    case 'unpublish':
      return callRoute(client, routes.unpublishOffice, { params });
    case 'reject':
      return callRoute(client, routes.rejectOfficeVersion, { params });
  }
}

export function usePublication(): ApiMutation<PublicationArg, MessageAnswer> {
  return useApiMutation({
    name: 'publication',
    run: changePublication,
    revalidate: (arg) => officeReads(arg.officeId),
  });
}

export interface SeoDescriptionArg {
  officeId: number;
  fr: string;
  en: string;
}

export function updateSeoDescription(
  client: ApiClient,
  arg: SeoDescriptionArg,
): Promise<MessageAnswer> {
  return callRoute(client, routes.updateSeoDescription, {
    params: { id: arg.officeId },
    body: { fr: arg.fr, en: arg.en },
  });
}

export function useUpdateSeoDescription(): ApiMutation<SeoDescriptionArg, MessageAnswer> {
  return useApiMutation({
    name: routes.updateSeoDescription.name,
    run: updateSeoDescription,
    revalidate: (arg) => officeReads(arg.officeId),
  });
}

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
    run: (client, { officeId, ...options }) => generateSeoDescription(client, officeId, options),
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

export function addBookmarkToUsers(
  client: ApiClient,
  arg: AddBookmarkToUsersArg,
): Promise<MessageAnswer> {
  return callRoute(client, routes.addBookmarkToUsers, { body: toAddBookmarkToUsersBody(arg) });
}

export function useAddBookmarkToUsers(): ApiMutation<AddBookmarkToUsersArg, MessageAnswer> {
  return useApiMutation({
    name: routes.addBookmarkToUsers.name,
    run: addBookmarkToUsers,
    revalidate: () => [keysOf(routes.user)],
  });
}
