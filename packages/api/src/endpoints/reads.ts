import { routes } from '../routes';
import type { ContractsQuery, ConversationsQuery, DocumentsQuery } from '../routes/records';
import type { DisplaySectionsQuery } from '../routes/display';
import type { OfficesQuery } from '../routes/offices';
import type { RequestBoardQuery } from '../routes/requests';
import type { SeoLocationsQuery } from '../routes/seo';
import type { UsersQuery } from '../routes/users';
import { fetcherOf, hookOf, keyOf, queryRead, recordRead } from './read';

/**
 * Every plain read of the route table, defined by the read factories: `xRead.key`,
 * `xRead.fetch` and `xRead.use`, also exported by their usual names (`useContracts`,
 * `fetchRequestBoard`, `requestBoardKey`) where a screen uses them (the 18
 * aliases nothing used were removed: add one back with its first user). Every call is marked pure: a screen's bundle keeps only the
 * reads it uses. Reads with more to them (the map search's pages and pins,
 * the place autocomplete) keep a file of their own.
 */

/** The request board: its columns, each with its requests. */
export const requestBoardRead = /* @__PURE__ */ queryRead(routes.requestBoard);
/** A request. */
export const requestRead = /* @__PURE__ */ recordRead(routes.request);
/** A page of contracts. */
export const contractsRead = /* @__PURE__ */ queryRead(routes.contracts);
/** A page of conversations. */
export const conversationsRead = /* @__PURE__ */ queryRead(routes.conversations);
/** The messages of a conversation. */
export const chatMessagesRead = /* @__PURE__ */ recordRead(routes.chatMessages);
/** A page of documents. */
export const documentsRead = /* @__PURE__ */ queryRead(routes.documents);
/** A page of offices, with the trending offices. */
export const officesRead = /* @__PURE__ */ queryRead(routes.offices);
/** An office. */
export const officeRead = /* @__PURE__ */ recordRead(routes.office);
/** The SEO locations. */
export const seoLocationsRead = /* @__PURE__ */ queryRead(routes.seoLocations);
/** A page of users. */
export const usersRead = /* @__PURE__ */ queryRead(routes.users);
/** A guest's detail. */
export const userRead = /* @__PURE__ */ recordRead(routes.user);
/** The homepage display sections. */
export const displaySectionsRead = /* @__PURE__ */ queryRead(routes.displaySections);
/** The active staff by name: whom a request may be assigned to. */
export const teamRead = /* @__PURE__ */ queryRead(routes.team);

/** The board's "Waiting too long" thresholds, each with its default. */
export const stageThresholdsRead = /* @__PURE__ */ queryRead(routes.stageThresholds);

export const useTeam = /* @__PURE__ */ hookOf(teamRead);
export const useStageThresholds = /* @__PURE__ */ hookOf(stageThresholdsRead);
export const useRequestBoard = /* @__PURE__ */ hookOf(requestBoardRead);
export const fetchRequestBoard = /* @__PURE__ */ fetcherOf(requestBoardRead);
export const requestBoardKey = /* @__PURE__ */ keyOf(requestBoardRead);
export const useRequest = /* @__PURE__ */ hookOf(requestRead);
export const fetchRequest = /* @__PURE__ */ fetcherOf(requestRead);
export const useContracts = /* @__PURE__ */ hookOf(contractsRead);
export const useConversations = /* @__PURE__ */ hookOf(conversationsRead);
export const fetchConversations = /* @__PURE__ */ fetcherOf(conversationsRead);
export const useChatMessages = /* @__PURE__ */ hookOf(chatMessagesRead);
export const chatMessagesKey = /* @__PURE__ */ keyOf(chatMessagesRead);
export const fetchOffices = /* @__PURE__ */ fetcherOf(officesRead);
export const useOffice = /* @__PURE__ */ hookOf(officeRead);
export const useSeoLocations = /* @__PURE__ */ hookOf(seoLocationsRead);
export const useUsers = /* @__PURE__ */ hookOf(usersRead);
export const fetchUsers = /* @__PURE__ */ fetcherOf(usersRead);
export const useUser = /* @__PURE__ */ hookOf(userRead);
export const userKey = /* @__PURE__ */ keyOf(userRead);
export const useDisplaySections = /* @__PURE__ */ hookOf(displaySectionsRead);

/** The filters of each read (its query struct's type). */
export type RequestBoardFilters = RequestBoardQuery;
export type ContractsFilters = ContractsQuery;
export type ConversationsFilters = ConversationsQuery;
export type DocumentsFilters = DocumentsQuery;
export type OfficesFilters = OfficesQuery;
export type SeoLocationsFilters = SeoLocationsQuery;
export type UsersFilters = UsersQuery;
export type DisplaySectionsFilters = DisplaySectionsQuery;
