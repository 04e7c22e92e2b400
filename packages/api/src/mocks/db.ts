import type {
  BoardColumnKey,
  ChatMessage,
  ContactRequest,
  Contract,
  ContractDocument,
  Conversation,
  DisplaySection,
  Notification,
  NotificationPreference,
  Office,
  RequestNote,
  SavedView,
  SecurityEvent,
  SeoLocation,
  StaffMember,
  StaffSession,
  User,
} from '@backoffice/domain';
import {
  makeChatMessages,
  makeContactRequest,
  makeContract,
  makeConversation,
  makeDisplaySections,
  makeDocument,
  makeNotifications,
  makeRequestNotes,
  makeSavedViews,
  makeOffice,
  makeSearchEvent,
  makeSecurityEvents,
  makeSeoLocation,
  makeStaff,
  makeStaffSessions,
  makeUser,
} from './fixtures';
import type { MockSearchEvent } from './fixtures';

/** How many of each entity the default mock database holds. */
export const MOCK_SIZES = {
  requests: 40,
  contracts: 60,
  conversations: 40,
  documents: 80,
  offices: 60,
  users: 60,
  seoLocations: 12,
  /** One every 7 hours: the last 35 days. */
  searchEvents: 120,
} as const;

/**
 * The state the mock handlers read and change: a write (cancel, publish, add a note) is
 * seen by the next read, so a story or a test can follow a flow. Each call of
 * createMockDb starts afresh from the same fixtures.
 */
export interface MockDb {
  requests: ContactRequest[];
  contracts: Contract[];
  conversations: Conversation[];
  messages: Map<number, ChatMessage[]>;
  documents: ContractDocument[];
  offices: Office[];
  /** Guests carry their detail (bookmarks and requests). */
  users: User[];
  seoLocations: SeoLocation[];
  sections: DisplaySection[];
  /** The map searches made (the search analytics CSV). */
  searchEvents: MockSearchEvent[];
  /** Offices whose SEO description is being generated: status calls left before done. */
  seoGenerations: Map<number, number>;
  /** The requests of each export (Export), by the export's id. */
  requestDumps: Map<number, ContactRequest[]>;
  /** Staff accounts: the Staff screen's rows. */
  staff: StaffMember[];
  /** The signed-in person's sessions ("Your sessions"). */
  staffSessions: StaffSession[];
  /** The Security log, newest first. */
  securityEvents: SecurityEvent[];
  /** The board's thresholds an Admin set (the others keep their defaults), and who last did. */
  thresholds: {
    set: { column: BoardColumnKey; days: number | null }[];
    changed: { name: string; at: string } | null;
  };
  /** Staff notes on requests, oldest first. */
  notes: RequestNote[];
  /** The signed-in person's inbox, newest first. */
  notifications: Notification[];
  /** The signed-in person's saved notification preferences (the others are the defaults). */
  notificationPreferences: NotificationPreference[];
  /** Saved views of every screen: the signed-in person's and the team's shared. */
  views: SavedView[];
  /** The next id of a created record. */
  nextId: () => number;
}

export interface MockDbOptions {
  /** No records at all (the "empty" scenario). */
  empty?: boolean;
}

function range(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i + 1);
}

/**
 * An object whose every property is made on first use (then kept, and replaceable like any
 * other): a story or a test reads one or two collections of the mock database, and making
 * them all cost each story some 30 ms of fixtures, each of a file's stories at its import.
 */
function madeOnFirstUse<T extends object>(makers: { [K in keyof T]: () => T[K] }): T {
  const target = {} as T;
  const keep = (key: keyof T, value: unknown) =>
    Object.defineProperty(target, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  for (const key of Object.keys(makers) as (keyof T)[]) {
    Object.defineProperty(target, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = makers[key]();
        keep(key, value);
        return value;
      },
      set(value: unknown) {
        keep(key, value);
      },
    });
  }
  return target;
}

export function createMockDb(options: MockDbOptions = {}): MockDb {
  const size = (n: number) => (options.empty ? 0 : n);
  let next = 10_000;
  // Each fixture is made from its kind and id alone (fixtures/shared.ts, `seeded`), so what is
  // made when changes nothing of what it is.
  return madeOnFirstUse<MockDb>({
    requests: () => range(size(MOCK_SIZES.requests)).map((id) => makeContactRequest(id)),
    contracts: () => range(size(MOCK_SIZES.contracts)).map((id) => makeContract(id)),
    conversations: () => range(size(MOCK_SIZES.conversations)).map((id) => makeConversation(id)),
    // The messages of the conversations the database starts with (conversation n has id n).
    messages: () =>
      new Map(range(size(MOCK_SIZES.conversations)).map((id) => [id, makeChatMessages(id)])),
    documents: () => range(size(MOCK_SIZES.documents)).map((id) => makeDocument(id)),
    offices: () => range(size(MOCK_SIZES.offices)).map((id) => makeOffice(id)),
    users: () => range(size(MOCK_SIZES.users)).map((id) => makeUser(id, id % 2 === 1)),
    seoLocations: () => range(size(MOCK_SIZES.seoLocations)).map((id) => makeSeoLocation(id)),
    sections: () =>
      options.empty
        ? makeDisplaySections().map((s) => ({ ...s, offices: [] }))
        : makeDisplaySections(),
    searchEvents: () => range(size(MOCK_SIZES.searchEvents)).map((id) => makeSearchEvent(id)),
    seoGenerations: () => new Map(),
    requestDumps: () => new Map(),
    staff: () => (options.empty ? [] : makeStaff()),
    staffSessions: () => makeStaffSessions(),
    securityEvents: () => (options.empty ? [] : makeSecurityEvents()),
    thresholds: () => ({ set: [], changed: null }),
    notes: () => (options.empty ? [] : makeRequestNotes()),
    notifications: () => (options.empty ? [] : makeNotifications()),
    notificationPreferences: () => [],
    views: () => (options.empty ? [] : makeSavedViews()),
    nextId: () => () => (next += 1),
  });
}
