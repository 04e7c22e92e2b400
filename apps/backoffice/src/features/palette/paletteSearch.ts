import { isApiError, routes } from '@backoffice/api';
import type {
  ApiClient,
  ConversationsQuery,
  OfficesQuery,
  RequestBoardQuery,
  UsersQuery,
} from '@backoffice/api';
import { officeSearchText, parseGoToSearch } from '@backoffice/domain';
import type {
  BoardRequest,
  GoToQuery,
  OfficeQuery,
  SavedView,
  SavedViewScreen,
  User,
} from '@backoffice/domain';
import { paths } from '@/shared/paths';

/**
 * What the go-to palette finds for a text, through the domain's parser and the
 * server's existing list calls: '#123' the request, '.45' the host (and the host's offices),
 * '-75008' the offices in that zip code, a plain number every office, request, conversation
 * or user with that id, each named by its kind, and other text the users, offices and
 * companies that match, grouped by kind. Screens and recent places match by name, here,
 * without a call.
 */

/** A place the palette can go to. */
export interface PaletteResult {
  /** Unique in the palette: the kind and the place. */
  id: string;
  /** What the result is, in its own column: "Request", "Office", "User". */
  kind?: string;
  label: string;
  description?: string;
  /** Where choosing it goes. */
  href: string;
}

export interface PaletteGroup {
  id: string;
  title: string;
  results: PaletteResult[];
}

/** A screen of the navigation, and the letter of its 'g' + letter shortcut when it has one. */
export interface PaletteScreen {
  href: string;
  label: string;
  goTo?: string;
}

/** A place visited (recentPlaces.ts). */
export interface RecentPlace {
  path: string;
  label: string;
}

/** The search waits for a pause in typing, then asks the server (and drops older answers). */
export const PALETTE_DELAY_MS = 200;

/** At most this many results of one kind from the server. */
export const PER_KIND = 5;

/** The smallest page a list call takes. */
const PAGE = { page: 1, perPage: 20 } as const;

/** Every day the board can hold: the board's own call searches ids over all of them. */
const ALL_DAYS = { startDate: '2000-01-01', endDate: '2100-12-31' } as const;

/** Text as compared: lower case, without accents. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The screens whose name holds the text (all of them for no text). */
export function matchingScreens(text: string, screens: readonly PaletteScreen[]): PaletteResult[] {
  const wanted = fold(text);
  return screens
    .filter((screen) => fold(screen.label).includes(wanted))
    .map((screen) => ({
      id: `screen:${screen.href}`,
      kind: 'Screen',
      label: screen.label,
      href: screen.href,
    }));
}

/** The recent places whose name or path holds the text (all of them for no text). */
export function matchingRecent(text: string, recent: readonly RecentPlace[]): PaletteResult[] {
  const wanted = fold(text);
  return recent
    .filter((place) => fold(`${place.label} ${place.path}`).includes(wanted))
    .map((place) => ({
      id: `recent:${place.path}`,
      label: place.label,
      description: place.path,
      href: place.path,
    }));
}

/** The screen names of saved views, as Go to shows them. */
const VIEW_SCREEN_LABELS: Record<SavedViewScreen, string> = {
  requests: 'Requests',
  users: 'Users',
  offices: 'Offices',
  conversations: 'Conversations',
  contracts: 'Contracts',
  documents: 'Documents',
  seo: 'SEO',
};

/**
 * Saved views whose name or screen holds the text: each opens its screen with its
 * filters and sort. A person's own first, then the team's shared ones.
 */
export function matchingViews(
  text: string,
  views: readonly Pick<SavedView, 'id' | 'name' | 'screen' | 'query' | 'shared' | 'author'>[],
  myId: number | null,
): PaletteResult[] {
  const wanted = fold(text);
  return [...views]
    .sort((a, b) => Number(b.author?.id === myId) - Number(a.author?.id === myId))
    .filter((view) => fold(`${view.name} ${VIEW_SCREEN_LABELS[view.screen]}`).includes(wanted))
    .map((view) => ({
      id: `view:${view.id}`,
      kind: 'View',
      label: view.name,
      description: `${VIEW_SCREEN_LABELS[view.screen]}${
        view.author && view.author.id !== myId ? `, shared by ${view.author.name}` : ''
      }`,
      href: `${paths[view.screen]}${view.query ? `?${view.query}` : ''}`,
    }));
}

const officesWhere = (query: OfficeQuery) =>
  `${paths.offices}?${new URLSearchParams({ search: officeSearchText(query) }).toString()}`;

const party = (person: { name: string; companyName: string | null }) =>
  person.companyName ? `${person.name} (${person.companyName})` : person.name;

function requestResult(request: BoardRequest): PaletteResult {
  return {
    id: `request:${request.id}`,
    kind: 'Request',
    label: `Request ${request.id}`,
    description: `Host ${party(request.host)} · Guest ${party(request.guest)}`,
    href: paths.request(request.id),
  };
}

const USER_TYPES: Record<User['userType'], string> = { host: 'Host', guest: 'Guest' };

function userResult(user: User, kind = 'User'): PaletteResult {
  return {
    id: `user:${user.id}`,
    kind,
    label: `${USER_TYPES[user.userType] ?? 'User'} ${user.id}: ${user.fullName}`,
    description: [user.companyName, user.email].filter(Boolean).join(' · '),
    href: paths.user(user.id),
  };
}

/** A person found by a text: their name first, then what they are and how to reach them. */
function personResult(user: User): PaletteResult {
  const what = `${USER_TYPES[user.userType] ?? 'User'} ${user.id}`;
  return {
    id: `user:${user.id}`,
    kind: USER_TYPES[user.userType] ?? 'User',
    label: user.fullName.trim() || what,
    description: [what, user.companyName, user.email].filter(Boolean).join(' · '),
    href: paths.user(user.id),
  };
}

/** The users list searched by the same text: offered when more people match than Go to shows. */
function seeAllUsers(text: string): PaletteResult {
  return {
    id: 'users:all',
    kind: 'Users',
    label: `See all users matching “${text}”`,
    description: 'The users list, searched',
    href: `${paths.users}?${new URLSearchParams({ searchText: text }).toString()}`,
  };
}

// The route table's calls themselves rather than the api package's read helpers: those are
// also in the screens' first paint, and sharing them would split them into a chunk of their
// own there.
const fetchRequestBoard = (client: ApiClient, query: RequestBoardQuery, { signal }: Control) =>
  client.call(routes.requestBoard, { query, signal });
const fetchUsers = (client: ApiClient, query: UsersQuery, { signal }: Control) =>
  client.call(routes.users, { query, signal });
const fetchOffices = (client: ApiClient, query: OfficesQuery, { signal }: Control) =>
  client.call(routes.offices, { query, signal });
const fetchConversations = (client: ApiClient, query: ConversationsQuery, { signal }: Control) =>
  client.call(routes.conversations, { query, signal });
type Control = { signal: AbortSignal };

/** The requests with this id (the board's search reads a number as an id, over every day). */
async function requestsWithId(client: ApiClient, id: number, signal: AbortSignal) {
  const board = await fetchRequestBoard(client, { ...ALL_DAYS, search: String(id) }, { signal });
  return board.columns.flatMap((column) => column.requests).filter((r) => r.id === id);
}

async function usersFor(client: ApiClient, searchText: string, signal: AbortSignal) {
  return (await fetchUsers(client, { ...PAGE, searchText }, { signal })).users;
}

/**
 * The user with this id, if there is one. The users list reads a number as an id or as part
 * of a company or an email (which holds the user's id), newest first: in ascending order, the
 * id itself comes before every larger number that holds its digits.
 */
async function userWithId(
  client: ApiClient,
  id: number,
  signal: AbortSignal,
  userType?: User['userType'],
): Promise<User | undefined> {
  const { users } = await fetchUsers(
    client,
    { ...PAGE, searchText: String(id), orderType: 'asc', userType },
    { signal },
  );
  return users.find((u) => u.id === id && (userType === undefined || u.userType === userType));
}

async function officesFor(client: ApiClient, search: string, signal: AbortSignal) {
  return fetchOffices(client, { ...PAGE, search }, { signal });
}

/** The server's part of a query: groups of results, each named by its kind. */
export async function searchServer(
  client: ApiClient,
  query: GoToQuery,
  signal: AbortSignal,
): Promise<PaletteGroup[]> {
  switch (query.kind) {
    case 'requestId': {
      const found = await requestsWithId(client, query.requestId, signal);
      return [{ id: 'requests', title: 'Request', results: found.map(requestResult) }];
    }
    case 'hostId': {
      const host = await userWithId(client, query.hostId, signal, 'host');
      if (!host) return [];
      return [
        {
          id: 'host',
          title: 'Host',
          results: [
            userResult(host, 'Host'),
            {
              id: `host-offices:${host.id}`,
              kind: 'Offices',
              label: `Offices of host ${host.id}`,
              description: host.companyName ?? host.fullName,
              href: officesWhere({ kind: 'hostId', hostId: host.id }),
            },
          ],
        },
      ];
    }
    case 'zipCode': {
      const { total } = await officesFor(client, `-${query.zipCode}`, signal);
      return [
        {
          id: 'zip',
          title: 'Offices by zip code',
          results: [
            {
              id: `zip:${query.zipCode}`,
              kind: 'Offices',
              label: `Offices in ${query.zipCode}`,
              description: `${total} ${total === 1 ? 'office' : 'offices'}`,
              href: officesWhere({ kind: 'zipCode', zipCode: query.zipCode }),
            },
          ],
        },
      ];
    }
    case 'id': {
      const id = query.id;
      const [offices, requests, conversations, user] = await Promise.all([
        officesFor(client, String(id), signal),
        requestsWithId(client, id, signal),
        fetchConversations(client, { ...PAGE, search: String(id) }, { signal }),
        userWithId(client, id, signal),
      ]);
      const office = offices.offices.find((o) => o.id === id);
      const conversation = conversations.conversations.find((c) => c.conversationId === id);
      const results: PaletteResult[] = [
        ...(office
          ? [
              {
                id: `office:${id}`,
                kind: 'Office',
                label: `Office ${id}`,
                description: office.address,
                href: paths.officeDetail(id),
              },
            ]
          : []),
        ...requests.map(requestResult),
        ...(conversation
          ? [
              {
                id: `conversation:${id}`,
                kind: 'Conversation',
                label: `Conversation ${id}`,
                description: `About request ${conversation.requestId}`,
                href: paths.conversation(id),
              },
            ]
          : []),
        ...(user ? [userResult(user)] : []),
      ];
      return [{ id: 'ids', title: `Records with id ${id}`, results }];
    }
    case 'text': {
      const [users, offices, byCompany] = await Promise.all([
        usersFor(client, query.text, signal),
        officesFor(client, query.text, signal),
        officesFor(client, `.${query.text}`, signal),
      ]);
      const companies = [
        ...new Set(
          byCompany.offices
            .map((o) => o.csm.companyName)
            .filter((name): name is string => Boolean(name)),
        ),
      ].slice(0, PER_KIND);
      return [
        {
          id: 'users',
          title: 'Users',
          results: [
            ...users.slice(0, PER_KIND).map(personResult),
            ...(users.length > PER_KIND ? [seeAllUsers(query.text)] : []),
          ],
        },
        {
          id: 'offices',
          title: 'Offices',
          results: offices.offices.slice(0, PER_KIND).map((o) => ({
            id: `office:${o.id}`,
            kind: 'Office',
            label: `Office ${o.id}`,
            description: o.address,
            href: paths.officeDetail(o.id),
          })),
        },
        {
          id: 'companies',
          title: 'Companies',
          results: companies.map((company) => ({
            id: `company:${company}`,
            kind: 'Company',
            label: company,
            description: 'Its offices',
            href: officesWhere({ kind: 'company', company }),
          })),
        },
      ];
    }
  }
}

/** What the palette says when a query finds nothing. */
export function nothingFoundText(query: GoToQuery | null): string {
  switch (query?.kind) {
    case 'requestId':
      return `No request ${query.requestId}`;
    case 'hostId':
      return `No host ${query.hostId}`;
    case 'id':
      return `No office, request, conversation or user ${query.id}`;
    case 'text':
      return `Nothing matches “${query.text}”`;
    default:
      return 'No results';
  }
}

/** Parses the palette's text (the domain's parser). */
export const parsePaletteText = parseGoToSearch;

/** Whether a failure is only the call given up for newer text. */
export const isAborted = (error: unknown) => isApiError(error) && error.code === 'aborted';
