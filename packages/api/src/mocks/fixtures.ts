import { Faker, base, en, fr } from '@faker-js/faker';
import {
  BOARD_COLUMNS,
  DEFAULT_PLACE,
  type Bookmark,
  type ChatMessage,
  type ContactRequest,
  type Contract,
  type ContractDocument,
  type Conversation,
  type DisplaySection,
  type FunnelFlags,
  type InternalNote,
  type Notification,
  type RequestNote,
  type SavedView,
  type MapPin,
  type Office,
  type OfficeRequest,
  type PlaceSuggestion,
  type PublicationState,
  type SearchPlace,
  type SeoLocation,
  type SeoPage,
  type SecurityEvent,
  type SessionTimes,
  type SessionUser,
  type StaffMember,
  type StaffSession,
  type User,
  type UserContactRequest,
  type UserStatus,
} from '@backoffice/domain';
import { buildPath, routes } from '../routes';
import type { HistoryEntry } from '../structs/answers';

/**
 * Deterministic fixture factories for stories, component tests and the mock handlers. Each
 * entity is made by a faker (French locale) seeded from a fixed seed, the entity's kind and
 * its id: the same id always gives the same entity, whatever was made before, so page
 * screenshots stay stable. Dates count back from a fixed reference date, never from today.
 */

/** "Now" for every fixture: Monday 16 March 2026, 10:00 in Paris. */
export const REFERENCE_DATE = new Date('2026-03-16T09:00:00Z');

/** The seed every fixture starts from. */
export const FIXTURE_SEED = 20260316;

const KIND_SEEDS = {
  request: 1,
  contract: 2,
  conversation: 3,
  message: 4,
  document: 5,
  office: 6,
  note: 7,
  user: 8,
  bookmark: 9,
  seo: 10,
} as const;

const faker = new Faker({ locale: [fr, en, base] });

/** A faker seeded for one entity. */
function seeded(kind: keyof typeof KIND_SEEDS, id: number): Faker {
  faker.seed([FIXTURE_SEED, KIND_SEEDS[kind], id]);
  return faker;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** An ISO instant `ms` before the reference date. */
export function before(ms: number): string {
  return new Date(REFERENCE_DATE.getTime() - ms).toISOString();
}

/** An ISO instant `ms` after the reference date. */
export function after(ms: number): string {
  return new Date(REFERENCE_DATE.getTime() + ms).toISOString();
}

/** The UTC day (yyyy-MM-dd) of an instant. */
export function dayOf(instant: string): string {
  return instant.slice(0, 10);
}

function personName(f: Faker): string {
  return `${f.person.firstName()} ${f.person.lastName()}`;
}

function frenchMobile(f: Faker): string {
  return `+336${f.string.numeric(8)}`;
}

// Session ---------------------------------------------------------------------------------

export const sessionUser: SessionUser = {
  id: 1,
  name: 'Camille Martin',
  email: 'csm@example.com',
  role: 'admin',
  twoFactor: false,
};
export const SESSION_TOKEN = 'mock-token-csm';

/** A session started 2 hours before the reference date, last active a minute before it. */
export const sessionTimes: SessionTimes = {
  endsAt: after(10 * HOUR),
  idleEndsAt: after(29 * MINUTE),
};

/** The mock's sign-in that asks for a second factor, its challenge and its codes. */
export const TWO_FACTOR_ACCOUNT = {
  email: 'two.factor@example.com',
  challenge: 'mock-challenge',
  code: '123456',
  recoveryCode: 'ABCDE-FGHIJ',
} as const;

/** The staff of the mock database: the demo's five, one invited, one disabled. */
export function makeStaff(): StaffMember[] {
  const member = (
    id: number,
    name: string,
    role: StaffMember['role'],
    status: StaffMember['status'] = 'active',
    twoFactor = false,
  ): StaffMember => ({
    id,
    name,
    email: `${name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(' ', '.')}@example.com`,
    role,
    status,
    twoFactor,
    lastSignInAt: status === 'active' ? before(id * 5 * HOUR) : null,
  });
  return [
    { ...member(1, 'Camille Martin', 'admin'), email: 'csm@example.com' },
    member(2, 'Léa Bernard', 'csm', 'active', true),
    member(3, 'Hugo Petit', 'csm'),
    member(4, 'Inès Moreau', 'viewer'),
    member(5, 'Thomas Roux', 'csm'),
    member(6, 'Nora Lefèvre', 'csm', 'invited'),
    member(7, 'Paul Garnier', 'viewer', 'disabled'),
  ];
}

/** The signed-in person's sessions: this one, and two others. */
export function makeStaffSessions(): StaffSession[] {
  return [
    {
      id: 11,
      browser: 'Chrome on Linux',
      address: '203.0.113.24',
      startedAt: before(2 * HOUR),
      lastActiveAt: before(MINUTE),
      current: true,
    },
    {
      id: 12,
      browser: 'Firefox on Windows',
      address: '198.51.100.7',
      startedAt: before(26 * HOUR),
      lastActiveAt: before(3 * HOUR),
      current: false,
    },
    {
      id: 13,
      browser: 'Safari on iPhone',
      address: '2001:db8:4:2::/64',
      startedAt: before(3 * DAY),
      lastActiveAt: before(2 * DAY),
      current: false,
    },
  ];
}

const SECURITY_SAMPLES: readonly [SecurityEvent['kind'], string][] = [
  ['sign_in', 'Signed in'],
  ['sign_in_failed', 'Failed sign-in as lea.bernard@example.com: wrong password'],
  ['export', 'Exported the contracts list (status: active): 184 rows'],
  ['download', 'Downloaded the PDF of contract 412'],
  ['session_ended', 'Session ended: no action for 30 minutes'],
  ['sign_out', 'Signed out'],
  ['password_changed', 'Changed their password; 2 other sessions ended'],
  ['two_factor_enabled', 'Turned on two-factor authentication'],
  ['staff_invited', 'Invited Nora Lefèvre as CSM'],
  ['role_changed', 'Changed the role of Hugo Petit: Viewer → CSM'],
  ['staff_disabled', 'Disabled Paul Garnier: 1 session ended'],
  ['action', 'Reset the password of host 204 (email queued)'],
  ['lockout', 'Sign-in as inconnu@example.com held back: 5 failures from this address'],
];

/** The Security log of the mock database, newest first: one event every 3 hours. */
export function makeSecurityEvents(count = 60): SecurityEvent[] {
  const staff = makeStaff();
  return Array.from({ length: count }, (_, i) => {
    const [kind, summary] = SECURITY_SAMPLES[i % SECURITY_SAMPLES.length] as [
      SecurityEvent['kind'],
      string,
    ];
    const who = staff[i % 5] as StaffMember;
    return {
      id: count - i,
      at: before(i * 3 * HOUR + 7 * MINUTE),
      kind,
      staffId: kind === 'lockout' ? null : who.id,
      staffName: kind === 'lockout' ? 'inconnu@example.com' : who.name,
      summary,
      address: kind === 'export' || kind === 'download' ? '' : `203.0.113.${(i % 40) + 10}`,
    };
  });
}

// Requests --------------------------------------------------------------------------------

const STEPS = [
  'request_received',
  'meeting_proposed',
  'visit_scheduled',
  'visit_past',
  'contract_start',
  'contract_sent',
  'contract_signed',
  'cancelled',
] as const;

/** The stage index (0 received … 6 signed, 7 cancelled) request `id` is given by default. */
export function defaultStageOf(id: number): number {
  return (id - 1) % BOARD_COLUMNS.length;
}

/**
 * A contact request at a board column (index in BOARD_COLUMNS: 0 received … 7 cancelled),
 * with a funnel, meetings and flags consistent with that stage.
 */
export function makeContactRequest(
  id: number,
  stage: number = defaultStageOf(id),
  overrides: Partial<ContactRequest> = {},
): ContactRequest {
  const f = seeded('request', id);
  const cancelled = stage === 7;
  const reached = cancelled ? f.number.int({ min: 0, max: 3 }) : stage;
  const requestDate = before((id * 5 + f.number.int({ min: 0, max: 4 })) * HOUR);
  const at = (step: number) =>
    reached >= step ? new Date(Date.parse(requestDate) + step * 6 * HOUR).toISOString() : null;
  const visitDate = reached >= 2 ? after((3 - reached) * DAY + 5 * HOUR) : null;
  const hostCompany = f.company.name();
  const proposed = reached >= 1;
  const appointments = proposed
    ? [1, 2, 3].map((n) => ({
        id: id * 10 + n,
        proposedDate: after((n + 1) * DAY + (id % 5) * HOUR),
        state: (reached >= 2 && n === 1 ? 'accepted' : 'proposed') as 'accepted' | 'proposed',
      }))
    : [];
  const startDay = dayOf(after((20 + (id % 30)) * DAY));
  return {
    id,
    requestDate,
    host: {
      id: 1000 + (id % 17),
      name: personName(f),
      companyName: hostCompany,
      phoneNumber: frenchMobile(f),
      email: f.internet.email({ provider: 'example.com' }).toLowerCase(),
      businessSector: 27,
    },
    guest: {
      id: 2000 + id,
      name: personName(f),
      companyName: f.company.name(),
      phoneNumber: frenchMobile(f),
      email: f.internet.email({ provider: 'example.org' }).toLowerCase(),
      businessSector: f.helpers.arrayElement([13, 22, 25, 26]),
      initialMessage: f.lorem.sentences(2),
    },
    amount: f.number.int({ min: 8, max: 120 }) * 100,
    officeId: 1 + (id % 60),
    officeAddress: `${f.location.streetAddress()}, 750${String(1 + (id % 20)).padStart(2, '0')} Paris`,
    officeUuid: `OF-${String(1 + (id % 60)).padStart(4, '0')}`,
    moveinDate: startDay,
    moveoutDate: dayOf(after((385 + (id % 30)) * DAY)),
    seats: f.number.int({ min: 1, max: 40 }),
    flexibility: f.helpers.arrayElement([2, 3, 5]),
    visitDate,
    visitScheduled: reached >= 2,
    visitPast: reached >= 3,
    isCancelled: cancelled,
    contractSigned: reached >= 6,
    contractInfoId: reached >= 4 ? 5000 + id : null,
    hsDealUrl: `https://crm.example.com/deal/${7000 + id}`,
    step: STEPS[stage] ?? 'request_received',
    conversation: {
      id,
      unreadUserMessagesGuest: id % 3,
      unreadUserMessagesHost: id % 2,
    },
    meetingsProposed: proposed
      ? [{ meetingId: id, meetingState: reached >= 2 ? 'accepted' : 'proposed', appointments }]
      : [],
    cancelledData: cancelled ? { hostRating: 3, guestRating: null, officeRating: 4 } : null,
    withdrawal: cancelled
      ? id % 2 === 0
        ? {
            by: 'guest',
            reason: 1010,
            message: 'The guest found another office.',
            at: at(0),
            staff: { id: 2, name: 'Léa Bernard' },
          }
        : {
            by: 'host',
            reason: 1000,
            message: 'The office is no longer free then.',
            at: at(0),
            staff: null,
          }
      : null,
    assignment: assignmentOf(id, requestDate),
    funnel: {
      requestReceivedDate: requestDate,
      meetingProposedDate: at(1),
      visitScheduledDate: at(2),
      visitPast: at(3),
      contractStart: at(4),
      contractSent: at(5),
      contractSigned: at(6),
      requestCancelled: cancelled ? at(0) : null,
    },
    ...overrides,
  };
}

/**
 * Who owns a mock request: a quarter are Léa Bernard's (she took them), a quarter Camille
 * Martin's (the signed-in person, assigned by Léa), the rest nobody's: the unassigned queue.
 */
function assignmentOf(id: number, requestDate: string): ContactRequest['assignment'] {
  const lea = { id: 2, name: 'Léa Bernard' };
  const camille = { id: sessionUser.id, name: sessionUser.name };
  const at = new Date(Date.parse(requestDate) + HOUR).toISOString();
  if (id % 4 === 0) return { assignee: lea, by: lea, at };
  if (id % 4 === 1) return { assignee: camille, by: lea, at };
  return { assignee: null, by: null, at: null };
}

/** The funnel flags of a stage index (exactly one flag true, as the server sends them). */
export function funnelFlagsOf(stage: number): FunnelFlags {
  return {
    requestReceived: stage === 0,
    meetingProposed: stage === 1,
    visitScheduled: stage === 2,
    visitPast: stage === 3,
    contractStart: stage === 4,
    contractSent: stage === 5,
    contractSigned: stage === 6,
    requestCancelled: stage === 7,
  };
}

// Contracts, conversations, documents ------------------------------------------------------

export function makeContract(id: number, overrides: Partial<Contract> = {}): Contract {
  const f = seeded('contract', id);
  // Spread the contracts over upcoming, active and expired at the reference date.
  const startOffset = ((id % 3) - 1) * 200 - 10;
  const start = after(startOffset * DAY);
  const depositAtSignature = id % 4 === 0;
  return {
    id,
    contractUuid: f.string.uuid(),
    contractStartDate: dayOf(start),
    contractEndDate: dayOf(after((startOffset + 365) * DAY)),
    contractSignedDate: id % 5 === 0 ? null : before((30 - startOffset) * DAY),
    host: { companyName: f.company.name() },
    guest: { companyName: f.company.name() },
    paymentTermsType: f.helpers.arrayElement(['monthly', 'quarterly']),
    serviceFee: (['basic', 'upfront', 'monthly'] as const)[id % 3] ?? 'basic',
    serviceFeePercentage: f.helpers.arrayElement([8, 10, 12]),
    depositDueDate:
      depositAtSignature || id % 7 === 0 ? null : dayOf(after(startOffset * DAY - 7 * DAY)),
    depositDueDateType: depositAtSignature ? 'at_contract_signature' : id % 7 === 0 ? null : 'date',
    depositAmount: id % 7 === 0 ? null : f.number.int({ min: 10, max: 90 }) * 100,
    totalContractAmountWithoutTax: f.number.int({ min: 50, max: 900 }) * 100,
    // As the server: a PDF exists once the contract is signed.
    downloadPdf: id % 5 === 0 ? null : buildPath(routes.contractPdf.path, { id }),
    ...overrides,
  };
}

export function makeConversation(id: number, overrides: Partial<Conversation> = {}): Conversation {
  const f = seeded('conversation', id);
  return {
    conversationId: id,
    requestId: id,
    funnel: funnelFlagsOf(defaultStageOf(id)),
    lastMessageAt: before((id * 4 + 1) * HOUR),
    host: { id: 1000 + (id % 17), companyName: f.company.name() },
    guest: { id: 2000 + id, companyName: f.company.name() },
    unreadByHost: id % 2,
    unreadByGuest: id % 3,
    // One in three was last read by Léa Bernard, an hour after its last message.
    lastReadBy: id % 3 === 0 ? { name: 'Léa Bernard', at: before(id * 4 * HOUR) } : null,
    unreadByCsm: id % 4 === 0 ? 0 : (id % 3) + 1,
    ...overrides,
  };
}

/** The messages of a conversation: system, status and user messages from both sides. */
export function makeChatMessages(conversationId: number, count = 8): ChatMessage[] {
  const f = seeded('message', conversationId);
  return Array.from({ length: count }, (_, i) => {
    const kind = i % 4 === 0 ? 'system' : i % 4 === 1 ? 'status' : 'user';
    const sender = i % 2 === 0 ? 'guest' : 'host';
    return {
      id: conversationId * 100 + i + 1,
      conversationId,
      requestId: conversationId,
      messageType: kind,
      systemMessage: kind === 'system' ? 'The guest viewed the office' : null,
      statusMessage:
        kind === 'status'
          ? { guestMessage: 'You proposed a meeting', hostMessage: 'The guest proposed a meeting' }
          : null,
      sender: kind === 'user' ? sender : null,
      userMessage: kind === 'user' ? f.lorem.sentence() : null,
      createdAt: before((count - i) * 3 * HOUR),
    } satisfies ChatMessage;
  });
}

export function makeDocument(
  id: number,
  overrides: Partial<ContractDocument> = {},
): ContractDocument {
  const f = seeded('document', id);
  return {
    id,
    contractId: 1 + (id % 30),
    type: (['invoice', 'payment', 'payout'] as const)[id % 3] ?? 'invoice',
    hostId: 1000 + (id % 17),
    hostCompanyName: f.company.name(),
    guestId: 2000 + id,
    guestCompanyName: f.company.name(),
    createdAt: before((id * 13 + 2) * HOUR),
    url: buildPath(routes.documentPdf.path, { id }),
    ...overrides,
  };
}

// Offices ---------------------------------------------------------------------------------

export function makeInternalNote(id: number, overrides: Partial<InternalNote> = {}): InternalNote {
  const f = seeded('note', id);
  return {
    id,
    note: `<p>${f.lorem.sentence()}</p>`,
    userFullName: sessionUser.name,
    createdAt: before(id * 26 * HOUR),
    ...overrides,
  };
}

export function makeOfficeRequest(id: number): OfficeRequest {
  const request = makeContactRequest(id);
  return {
    id,
    requestDate: request.requestDate,
    guestId: request.guest.id,
    guestCompanyName: request.guest.companyName,
    step: request.step,
    isCancelled: request.isCancelled,
    visitDate: request.visitDate,
  };
}

/** Paris' bounding box, where the mock offices are. */
const PARIS = DEFAULT_PLACE;

export function makeOffice(id: number, overrides: Partial<Office> = {}): Office {
  const f = seeded('office', id);
  const luxembourg = id % 15 === 0;
  const publicationState = (id % 4) as PublicationState;
  const zip = luxembourg ? 'L-1611' : `750${String(1 + (id % 20)).padStart(2, '0')}`;
  const street = f.location.streetAddress();
  const city = luxembourg ? 'Luxembourg' : 'Paris';
  const lat = luxembourg
    ? 49.6 + f.number.float({ min: 0, max: 0.03, fractionDigits: 5 })
    : f.number.float({ min: PARIS.bottomLat, max: PARIS.topLat, fractionDigits: 5 });
  const lon = luxembourg
    ? 6.11 + f.number.float({ min: 0, max: 0.04, fractionDigits: 5 })
    : f.number.float({ min: PARIS.bottomLon, max: PARIS.topLon, fractionDigits: 5 });
  const capacity = f.number.int({ min: 4, max: 80 });
  const slug = `${f.word.adjective()}-${id}`;
  const hostName = personName(f);
  const createdAt = before((400 - id) * DAY);
  return {
    id,
    csm: { hostId: 1000 + (id % 17), companyName: f.company.name() },
    pro: id % 3 !== 0,
    createdAt,
    updatedAt: before(id * 2 * DAY),
    generatedFromCsv: id % 5 === 0,
    publicationState,
    status: ([0, 20, 50, 30] as const)[id % 4] ?? 0,
    market: id % 9 === 0 ? 100 : null,
    firstPublishedAt: publicationState === 0 && id % 8 === 0 ? null : before((300 - id) * DAY),
    hasActiveVersion: publicationState === 2 ? id % 2 === 0 : true,
    seoDescription:
      id % 3 === 0
        ? { fr: null, en: null }
        : { fr: `<p>${f.lorem.sentences(2)}</p>`, en: `<p>${f.lorem.sentences(2)}</p>` },
    minCapacity: id % 4 === 1 ? null : Math.max(1, Math.floor(capacity / 4)),
    // From the id, not the seeded faker: another draw would shift every value after it.
    price: 250 + ((id * 37) % 20) * 25,
    priceFlexibility: id % 2 === 0,
    isBestDeal: id % 6 === 0,
    rank: id % 7 === 0 ? null : 1 + (id % 5),
    addressDetails: {
      id: 3000 + id,
      fullAddress: `${street}, ${zip} ${city}`,
      zipCode: zip,
      countryCode: luxembourg ? 'LU' : 'FR',
    },
    location: { lat, lon },
    pictures: [1, 2, 3].map((n) => ({
      url: `https://picsum.photos/seed/office-${id}-${n}/640/480`,
    })),
    title: { fr: `Bureaux ${f.word.adjective()} à ${city}` },
    url: {
      fr: `https://www.example.com/fr/bureaux/${slug}`,
      en: `https://www.example.com/en/offices/${slug}`,
    },
    address: `${street}, ${zip} ${city}`,
    earliestStartDate: dayOf(after((id % 30) * DAY)),
    lastAvailabilityDate: id % 4 === 0 ? null : dayOf(after((500 + id) * DAY)),
    host: {
      name: hostName,
      email: f.internet.email({ provider: 'example.com' }).toLowerCase(),
      phone: frenchMobile(f),
      company: f.company.name(),
      sector: 27,
    },
    internalNotes: Array.from({ length: id % 3 }, (_, i) => makeInternalNote(id * 10 + i + 1)),
    requests: Array.from({ length: id % 3 }, (_, i) => makeOfficeRequest(((id + i * 7) % 40) + 1)),
    flexibility: (['full_time', 'part_time', 'full_and_part_time'] as const)[id % 3] ?? 'full_time',
    partTimeDays: id % 3 === 0 ? null : 2,
    capacity,
    minDuration: f.helpers.arrayElement([1, 3, 6, 12]),
    ...overrides,
  };
}

/** An office as a map pin. */
export function pinOf(office: Pick<Office, 'id' | 'location'>): MapPin {
  return { id: office.id, lat: office.location.lat, lon: office.location.lon };
}

// Map search places -------------------------------------------------------------------------

/** The places the mock autocomplete knows, Paris first. */
export const PLACES: readonly SearchPlace[] = [
  PARIS,
  {
    placeId: 'mock-lyon',
    description: 'Lyon, France',
    formattedAddress: 'Lyon, France',
    geoLat: 45.764043,
    geoLon: 4.835659,
    topLat: 45.808425,
    topLon: 4.898393,
    bottomLat: 45.707486,
    bottomLon: 4.771849,
  },
  {
    placeId: 'mock-marseille',
    description: 'Marseille, France',
    formattedAddress: 'Marseille, France',
    geoLat: 43.296482,
    geoLon: 5.36978,
    topLat: 43.391033,
    topLon: 5.532706,
    bottomLat: 43.169623,
    bottomLon: 5.228647,
  },
  {
    placeId: 'mock-bordeaux',
    description: 'Bordeaux, France',
    formattedAddress: 'Bordeaux, France',
    geoLat: 44.837789,
    geoLon: -0.57918,
    topLat: 44.916181,
    topLon: -0.533,
    bottomLat: 44.810753,
    bottomLon: -0.638654,
  },
  {
    placeId: 'mock-luxembourg',
    description: 'Luxembourg, Luxembourg',
    formattedAddress: 'Luxembourg, Luxembourg',
    geoLat: 49.611621,
    geoLon: 6.131935,
    topLat: 49.654536,
    topLon: 6.213779,
    bottomLat: 49.558006,
    bottomLon: 6.068539,
  },
];

/** A search made on the map search, as the search analytics CSV lists it. */
export interface MockSearchEvent {
  id: number;
  /** ISO instant. */
  searchedAt: string;
  placeId: string;
  place: string;
  resultCount: number;
}

/** A search event: one every 7 hours back from the reference date, over the mock places. */
export function makeSearchEvent(id: number): MockSearchEvent {
  const place = PLACES[id % PLACES.length] ?? PARIS;
  return {
    id,
    searchedAt: before((id * 7 + 3) * HOUR),
    placeId: place.placeId,
    place: place.description,
    resultCount: (id * 37) % 400,
  };
}

/** The autocomplete's suggestions for a text: the places whose name starts with it. */
export function placeSuggestions(text: string): PlaceSuggestion[] {
  const q = text.trim().toLowerCase();
  return PLACES.filter((p) => q && p.description.toLowerCase().startsWith(q)).map((p) => ({
    placeId: p.placeId,
    description: p.description,
  }));
}

// Users -----------------------------------------------------------------------------------

const GUEST_STATUSES: readonly UserStatus[] = [
  'confirmed',
  'created',
  'under_review',
  'blocked',
  'onboarding',
];
const HOST_STATUSES: readonly UserStatus[] = ['confirmed', 'managed', 'ready_for_handover'];

export function makeBookmark(id: number, overrides: Partial<Bookmark> = {}): Bookmark {
  const f = seeded('bookmark', id);
  const officeId = 1 + (id % 60);
  const removed = id % 5 === 0;
  const byGuest = id % 2 === 0;
  return {
    id,
    officeId,
    officeUuid: `OF-${String(officeId).padStart(4, '0')}`,
    officeAddressLine1: f.location.streetAddress(),
    officeAddressLine2: `750${String(1 + (id % 20)).padStart(2, '0')} Paris`,
    cover: {
      small: `https://picsum.photos/seed/office-${officeId}-1/160/120`,
      large: `https://picsum.photos/seed/office-${officeId}-1/1280/960`,
    },
    createdByUser: byGuest,
    createdAt: before(id * 30 * HOUR),
    deletedAt: removed ? before(id * 10 * HOUR) : null,
    deletedByUser: removed ? byGuest : null,
    officeViewedAt: id % 3 === 0 ? null : before(id * 20 * HOUR),
    emailSent: id % 2 === 1,
    smsSent: id % 4 === 1,
    requestId: id % 4 === 0 ? 1 + (id % 40) : null,
    conversationId: id % 4 === 0 ? 1 + (id % 40) : null,
    notes: {
      content: id % 3 === 0 ? f.lorem.sentence() : null,
      userNote: id % 4 === 1 ? f.lorem.sentence() : null,
    },
    ...overrides,
  };
}

function makeUserRequests(userId: number): UserContactRequest[] {
  return [1, 2].map((n) => {
    const request = makeContactRequest(((userId * 3 + n) % 40) + 1);
    return {
      id: request.id,
      createdAt: request.requestDate,
      meetingProposedAt: request.funnel.meetingProposedDate,
      visitScheduledAt: request.funnel.visitScheduledDate,
      visitPastAt: request.funnel.visitPast,
      contractSentAt: request.funnel.contractSent,
      contractSignedAt: request.funnel.contractSigned,
      requestCancelledAt: request.funnel.requestCancelled,
    };
  });
}

/**
 * A user: odd ids are guests, even ids hosts. `detail` adds the guest detail's bookmarks
 * and contact requests.
 */
export function makeUser(id: number, detail = false, overrides: Partial<User> = {}): User {
  const f = seeded('user', id);
  const guest = id % 2 === 1;
  const firstName = f.person.firstName();
  const lastName = f.person.lastName();
  const company = f.company.name();
  const status = guest
    ? (GUEST_STATUSES[id % GUEST_STATUSES.length] ?? 'confirmed')
    : (HOST_STATUSES[id % HOST_STATUSES.length] ?? 'confirmed');
  const phone = id % 6 === 5 ? null : frenchMobile(f);
  const signUp = before((id * 3 + 1) * DAY);
  const user: User = {
    id,
    userType: guest ? 'guest' : 'host',
    statusCode:
      [
        'onboarding',
        'created',
        'confirmed',
        'under_review',
        'blocked',
        'managed',
        'ready_for_handover',
      ].indexOf(status) * 10,
    status,
    pro: !guest && id % 4 === 0,
    name: `${firstName} ${lastName}`,
    company,
    email: f.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase(),
    phone,
    userVerified: phone !== null && id % 3 !== 0,
    profileComplete: id % 4 !== 3,
    stripe: guest ? 'na' : ((['na', 'completed', 'verified'] as const)[id % 3] ?? 'na'),
    signUpDate: signUp,
    sourceInformation: f.helpers.arrayElement(['Google', 'LinkedIn', 'Word of mouth', null]),
    nbrContactRequests: guest ? id % 5 : 0,
    nbrOffices: guest ? 0 : id % 6,
    notifyBySms: id % 3 !== 2,
    fullName: `${firstName} ${lastName}`,
    fullMobilePhoneNumber: phone,
    companyName: company,
    companySize: ([0, 10, 20, 30, 40, 50] as const)[id % 6] ?? 0,
    businessSector: f.helpers.arrayElement([13, 14, 22, 25, 26, 1000]),
    confirmed: status === 'confirmed',
    stateName: 'Île-de-France',
    createdAt: signUp,
    verifiedAt: status === 'confirmed' ? before(id * 3 * DAY) : null,
    confirmedAt: status === 'confirmed' ? before(id * 3 * DAY) : null,
    dayToDay: guest
      ? {
          frequentClientVisits: id % 2 === 0,
          frequentPhoneCalls: id % 3 === 0,
          quietEnvironmentNeeded: id % 5 === 0,
        }
      : null,
    ...overrides,
  };
  if (detail) {
    user.bookmarks = Array.from({ length: 6 }, (_, i) => makeBookmark(id * 10 + i + 1));
    user.requests = makeUserRequests(id);
  }
  return user;
}

// SEO -------------------------------------------------------------------------------------

const SEO_CITIES = [
  ['Paris', '75008', 'Champs-Élysées'],
  ['Paris', null, null],
  ['Lyon', null, null],
  ['Lyon', '69002', 'Presqu’île'],
  ['Marseille', null, null],
  ['Bordeaux', null, null],
  ['Lille', null, null],
  ['Nantes', null, null],
  ['Toulouse', null, null],
  ['Nice', null, null],
  ['Strasbourg', null, null],
  ['Luxembourg', null, null],
] as const;

function makeSeoPage(id: number, lang: 'fr' | 'en', title: string, linked: number[]): SeoPage {
  const f = seeded('seo', id);
  const withFaq = id % 3 !== 0;
  return {
    id,
    faqTitle: lang === 'fr' ? 'Questions fréquentes' : 'Frequently Asked Questions',
    faq: withFaq
      ? [1, 2].map((n) => ({
          id: id * 10 + n,
          title: `${f.lorem.sentence().replace(/\.$/, '')} ?`,
          description: `<p>${f.lorem.sentences(2)}</p>`,
        }))
      : [],
    linkedPages: linked,
    navCta: lang === 'fr' ? `Bureaux à ${title}` : `Offices in ${title}`,
    title: lang === 'fr' ? `Location de bureaux à ${title}` : `Office rental in ${title}`,
    description: `<h3>${title}</h3><p>${f.lorem.paragraph()}</p>`,
    sitemapTitle: title,
    h1: lang === 'fr' ? `Bureaux à ${title}` : `Offices in ${title}`,
    metaDescription: f.lorem.sentence(),
    lang,
  };
}

/** An SEO location with its French (id 2n-1) and English (id 2n) pages. */
export function makeSeoLocation(id: number, overrides: Partial<SeoLocation> = {}): SeoLocation {
  const [city, zipCode, poi] = SEO_CITIES[(id - 1) % SEO_CITIES.length] ?? SEO_CITIES[0];
  const displayTitle = [city, zipCode, poi].filter(Boolean).join(' ');
  const linked = id % 2 === 0 ? [] : [((id + 1) % 12) + 1, ((id + 4) % 12) + 1];
  return {
    id,
    displayTitle,
    slug: (['offices', 'coworking', 'flexible_offices'] as const)[id % 3] ?? 'offices',
    city,
    zipCode,
    poi,
    status: id % 4 === 0 ? 0 : 10,
    seoPages: {
      fr: makeSeoPage(
        id * 2 - 1,
        'fr',
        displayTitle,
        linked.map((l) => l * 2 - 1),
      ),
      en:
        id % 6 === 5
          ? null
          : makeSeoPage(
              id * 2,
              'en',
              displayTitle,
              linked.map((l) => l * 2),
            ),
    },
    ...overrides,
  };
}

// Display sections --------------------------------------------------------------------------

/** The 7 homepage sections (ids and ranks 1 to 7) with a few offices each. */
export function makeDisplaySections(): DisplaySection[] {
  return Array.from({ length: 7 }, (_, i) => ({
    id: i + 1,
    rank: i + 1,
    offices: Array.from({ length: i === 0 ? 4 : 3 }, (_, j) => 1 + ((i * 5 + j * 2) % 60)),
  }));
}

/** The kinds of entity a history is kept for in the screens. */
export type HistoryEntity = 'request' | 'office' | 'user';

/** What a few writes to an entity left in its history, newest first. */
export function makeHistory(entity: HistoryEntity, id: number): HistoryEntry[] {
  const staff = [
    { id: 1, name: sessionUser.name },
    { id: 2, name: 'Léa Bernard' },
  ] as const;
  const steps: Record<HistoryEntity, Omit<HistoryEntry, 'id' | 'at' | 'staff' | 'server'>[]> = {
    request: [
      {
        action: 'guestCancel',
        summary: routes.guestCancel.summary,
        changes: [
          { field: 'step', before: 'meeting_proposed', after: 'guest_cancelled' },
          { field: 'isCancelled', before: false, after: true },
        ],
        input: {
          guestCancelledReason: 20,
          guestCancelledMessage: 'Le locataire a trouvé ailleurs.',
        },
      },
      {
        action: 'proposeMeeting',
        summary: routes.proposeMeeting.summary,
        changes: [{ field: 'step', before: 'request_received', after: 'meeting_proposed' }],
        input: { requestId: id, dates: [before(2 * 86_400_000)] },
      },
    ],
    office: [
      {
        action: 'publishOffice',
        summary: routes.publishOffice.summary,
        changes: [{ field: 'publicationState', before: 2, after: 1 }],
        input: null,
      },
      {
        action: 'officeBestDeal',
        summary: routes.officeBestDeal.summary,
        changes: [{ field: 'isBestDeal', before: false, after: true }],
        input: { isBestDeal: true },
      },
    ],
    user: [
      {
        action: 'confirmUser',
        summary: routes.confirmUser.summary,
        changes: [{ field: 'status', before: 'under_review', after: 'confirmed' }],
        input: null,
      },
      {
        action: 'addFavorites',
        summary: routes.addFavorites.summary,
        changes: [],
        input: { office_ids: [12, 15] },
      },
    ],
  };
  return steps[entity].map((step, k) => ({
    ...step,
    id: id * 10 + (steps[entity].length - k),
    at: before((k + 1) * 3_600_000),
    staff: staff[k % staff.length]!,
    server: 'mock:1',
  }));
}

// Notes on requests and the inbox (issue 41) --------------------------------------------------

const LEA = { id: 2, name: 'Léa Bernard' };
const HUGO = { id: 3, name: 'Hugo Petit' };

/** Request 6's notes: Léa's handover mentioning the signed-in person, and Hugo's answer. */
export function makeRequestNotes(): RequestNote[] {
  return [
    {
      id: 901,
      requestId: 6,
      body: `@${sessionUser.name} the host asked for a call before Friday; the guest prefers mornings.`,
      author: LEA,
      mentions: [{ id: sessionUser.id, name: sessionUser.name }],
      createdAt: before(3 * HOUR),
      editedAt: null,
    },
    {
      id: 902,
      requestId: 6,
      body: 'Called the host: Thursday 10:00 works for them.',
      author: HUGO,
      mentions: [],
      createdAt: before(HOUR),
      editedAt: before(50 * MINUTE),
    },
    {
      id: 903,
      requestId: 6,
      body: 'Thursday confirmed with the guest.',
      author: { id: sessionUser.id, name: sessionUser.name },
      mentions: [],
      createdAt: before(30 * MINUTE),
      editedAt: null,
    },
  ];
}

/** The signed-in person's inbox: two unread (a mention, an assignment), one read. */
export function makeNotifications(): Notification[] {
  return [
    {
      id: 801,
      kind: 'mention',
      actor: LEA,
      requestId: 6,
      noteId: 901,
      detail: null,
      createdAt: before(3 * HOUR),
      readAt: null,
    },
    {
      id: 802,
      kind: 'assigned',
      actor: HUGO,
      requestId: 5,
      noteId: null,
      detail: null,
      createdAt: before(5 * HOUR),
      readAt: null,
    },
    {
      id: 803,
      kind: 'moved',
      actor: LEA,
      requestId: 1,
      noteId: null,
      detail: 'scheduled the visit',
      createdAt: before(26 * HOUR),
      readAt: before(20 * HOUR),
    },
  ];
}

/**
 * Saved views: two of the signed-in person's on the board, one Léa shares with the team, and
 * one of the person's on Users. None is a default: a default would open every story of its
 * screen with its filters.
 */
export function makeSavedViews(): SavedView[] {
  const me = { id: sessionUser.id, name: sessionUser.name };
  const at = before(2 * DAY);
  return [
    {
      id: 1101,
      screen: 'requests',
      name: 'Mine, oldest first',
      query: 'owner=mine&sort=received_asc',
      shared: false,
      author: me,
      isDefault: false,
      createdAt: at,
      updatedAt: at,
    },
    {
      id: 1102,
      screen: 'requests',
      name: 'Unassigned',
      query: 'owner=unassigned',
      shared: false,
      author: me,
      isDefault: false,
      createdAt: at,
      updatedAt: at,
    },
    {
      id: 1103,
      screen: 'requests',
      name: 'Waiting too long',
      query: 'waiting=true',
      shared: true,
      author: LEA,
      isDefault: false,
      createdAt: at,
      updatedAt: at,
    },
    {
      id: 1104,
      screen: 'users',
      name: 'Blocked guests',
      query: 'statusCode=blocked&userType=guest',
      shared: true,
      author: me,
      isDefault: false,
      createdAt: at,
      updatedAt: at,
    },
  ];
}
