import { routes } from '../routes';
import type {
  ContractsQuery,
  ConversationsQuery,
  DisplaySectionsQuery,
  DocumentsQuery,
  OfficesQuery,
  RequestBoardQuery,
  SeoLocationsQuery,
  UsersQuery,
} from '../structs/queries';
import { queryRead, recordRead } from './read';

/**
 * Every plain read of the route table, defined by the read factories: `xRead.key`,
 * `xRead.fetch` and `xRead.use`, also exported by their usual names (`useContracts`,
 * `fetchContracts`, `contractsKey`). Reads with more to them (the map search's pages and pins,
 * the place autocomplete) keep a file of their own.
 */

/** The request board: its columns, each with its requests. */
export const requestBoardRead = queryRead(routes.requestBoard);
/** A request. */
export const requestRead = recordRead(routes.request);
/** A page of contracts. */
export const contractsRead = queryRead(routes.contracts);
/** A page of conversations. */
export const conversationsRead = queryRead(routes.conversations);
/** The messages of a conversation. */
export const chatMessagesRead = recordRead(routes.chatMessages);
/** A page of documents. */
export const documentsRead = queryRead(routes.documents);
/** A page of offices, with the trending offices. */
export const officesRead = queryRead(routes.offices);
/** An office. */
export const officeRead = recordRead(routes.office);
/** The SEO locations. */
export const seoLocationsRead = queryRead(routes.seoLocations);
/** A page of users. */
export const usersRead = queryRead(routes.users);
/** A guest's detail. */
export const userRead = recordRead(routes.user);
/** The homepage display sections. */
export const displaySectionsRead = queryRead(routes.displaySections);

export const {
  key: requestBoardKey,
  fetch: fetchRequestBoard,
  use: useRequestBoard,
} = requestBoardRead;
export const { key: requestKey, fetch: fetchRequest, use: useRequest } = requestRead;
export const { key: contractsKey, fetch: fetchContracts, use: useContracts } = contractsRead;
export const {
  key: conversationsKey,
  fetch: fetchConversations,
  use: useConversations,
} = conversationsRead;
export const {
  key: chatMessagesKey,
  fetch: fetchChatMessages,
  use: useChatMessages,
} = chatMessagesRead;
export const { key: documentsKey, fetch: fetchDocuments, use: useDocuments } = documentsRead;
export const { key: officesKey, fetch: fetchOffices, use: useOffices } = officesRead;
export const { key: officeKey, fetch: fetchOffice, use: useOffice } = officeRead;
export const {
  key: seoLocationsKey,
  fetch: fetchSeoLocations,
  use: useSeoLocations,
} = seoLocationsRead;
export const { key: usersKey, fetch: fetchUsers, use: useUsers } = usersRead;
export const { key: userKey, fetch: fetchUser, use: useUser } = userRead;
export const {
  key: displaySectionsKey,
  fetch: fetchDisplaySections,
  use: useDisplaySections,
} = displaySectionsRead;

/** The filters of each read (its query struct's type). */
export type RequestBoardFilters = RequestBoardQuery;
export type ContractsFilters = ContractsQuery;
export type ConversationsFilters = ConversationsQuery;
export type DocumentsFilters = DocumentsQuery;
export type OfficesFilters = OfficesQuery;
export type SeoLocationsFilters = SeoLocationsQuery;
export type UsersFilters = UsersQuery;
export type DisplaySectionsFilters = DisplaySectionsQuery;
