import { validate, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLACE, boardRequestOf } from '@backoffice/domain';
import {
  REFERENCE_DATE,
  makeChatMessages,
  makeContactRequest,
  makeContract,
  makeConversation,
  makeCrVisitPayload,
  makeDisplaySections,
  makeDocument,
  makeOffice,
  makeSeoLocation,
  makeUser,
  PLACES,
  pinOf,
  sessionTimes,
  sessionUser,
} from '../mocks/fixtures';
import * as answers from '.';
import * as bodies from '.';
import * as entityStructs from './entities';
import * as peopleStructs from './entitiesPeople';

/** Every entity struct, from both files. */
const entities = { ...entityStructs, ...peopleStructs };
import * as primitives from './primitives';
import * as queries from '.';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct = Struct<any, any>;

/** The first failure's path and message, or null when the value passes. */
function mismatch(value: unknown, struct: AnyStruct): { path: string; message: string } | null {
  const [error] = validate(value, struct, { coerce: true });
  return error ? { path: error.path.join('.'), message: error.message } : null;
}

/** A deep copy with `path` set to `value` (or removed when value is REMOVE). */
const REMOVE = Symbol('remove');
function withPath(source: unknown, path: string, value: unknown): unknown {
  const copy = structuredClone(source) as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys.at(-1) as string;
  if (value === REMOVE) delete node[last];
  else node[last] = value;
  return copy;
}

/** A valid value passes its struct; the same with `bad` at `path` fails at that path. */
function expectFailsAtPath(struct: AnyStruct, valid: unknown, path: string, bad: unknown): void {
  expect(mismatch(valid, struct)).toBeNull();
  expect(mismatch(withPath(valid, path, bad), struct)?.path).toBe(path);
}

/** A Create CR & Visit body, the guest asking for no quiet environment. */
const CR_VISIT_BODY = makeCrVisitPayload();
CR_VISIT_BODY.guest.dayToDay.quietEnvironmentNeeded = false;

const request = makeContactRequest(3, 2);
const office = makeOffice(2);
const guest = makeUser(3, true);
const seo = makeSeoLocation(1);

/** [name, struct, valid fixture, [path, bad value, expected type in the message][]] */
/** An entity struct's case: a name, the struct, a fixture, and bad paths that must fail. */
type EntityCase = [string, AnyStruct, unknown, [string, unknown, RegExp][]];

/** Fixtures that pass their struct as they are, one case each, named `${name} ${id}`. */
function passing(
  name: string,
  struct: AnyStruct,
  make: (id: number) => unknown,
  ids: number[],
): EntityCase[] {
  return ids.map((id) => [`${name} ${id}`, struct, make(id), []]);
}

const ENTITIES: EntityCase[] = [
  ['SessionUser', entities.SessionUserStruct, sessionUser, [['name', REMOVE, /string/]]],
  [
    'ContactRequest',
    entities.ContactRequestStruct,
    request,
    [
      ['id', REMOVE, /integer|id/],
      ['id', 0, /positive id/],
      ['requestDate', '2026-03-16', /ISO instant/],
      ['guest.email', null, /string/],
      ['guest.initialMessage', 3, /string/],
      ['meetingsProposed.0.appointments.1.state', 'maybe', /proposed/],
      ['funnel.visitPast', 'yesterday', /ISO day or instant/],
      ['conversation.unreadUserMessagesHost', -1, /0 or more/],
      ['moveinDate', '2026-02-30', /ISO day/],
      ['visitScheduled', 'true', /boolean/],
      ['meetingsProposed', null, /array/],
    ],
  ],
  ...passing(
    'ContactRequest at stage',
    entities.ContactRequestStruct,
    (stage) => makeContactRequest(10 + stage, stage),
    [0, 1, 2, 3, 4, 5, 6, 7],
  ),
  [
    'Contract',
    entities.ContractStruct,
    makeContract(4),
    [
      ['serviceFee', 'premium', /basic/],
      ['contractStartDate', '2026-03-16T00:00:00Z', /ISO day/],
      ['host.companyName', REMOVE, /string/],
      ['depositDueDateType', 'later', /date/],
    ],
  ],
  [
    'Conversation',
    entities.ConversationStruct,
    makeConversation(5),
    [
      ['funnel.requestCancelled', REMOVE, /boolean/],
      ['unreadByCsm', 1.5, /integer/],
    ],
  ],
  [
    'ChatMessage',
    entities.ChatMessageStruct,
    makeChatMessages(2)[1],
    [
      ['statusMessage.hostMessage', REMOVE, /string/],
      ['sender', 'csm', /host/],
      ['createdAt', 'now', /ISO instant/],
    ],
  ],
  [
    'ContractDocument',
    entities.ContractDocumentStruct,
    makeDocument(6),
    [['type', 'receipt', /invoice/]],
  ],
  [
    'Office',
    entities.OfficeStruct,
    office,
    [
      ['publicationState', 4, /0/],
      ['status', 15, /10/],
      ['addressDetails.countryCode', 'DE', /FR/],
      ['location.lat', Number.NaN, /number|finite/],
      ['pictures.0.url', REMOVE, /string/],
      ['seoDescription', null, /object/],
      ['flexibility', 'weekends', /full_time/],
      ['internalNotes.0.createdAt', 'Tuesday', /ISO instant/],
    ],
  ],
  ...passing('Office', entities.OfficeStruct, makeOffice, [1, 2, 3, 9, 15, 16]),
  [
    'User (guest detail)',
    entities.UserStruct,
    guest,
    [
      ['status', 'deleted', /onboarding/],
      ['stripe', 'pending', /na/],
      ['companySize', 15, /0/],
      ['bookmarks.2.notes.content', 4, /string/],
      ['requests.0.createdAt', null, /string|isoInstant/],
      ['dayToDay.quietEnvironmentNeeded', 'no', /boolean/],
    ],
  ],
  ...passing('User', entities.UserStruct, makeUser, [1, 2, 3, 4, 5, 6]),
  [
    'SeoLocation',
    entities.SeoLocationStruct,
    seo,
    [
      ['slug', 'bureaux', /offices/],
      ['status', 5, /0/],
      ['seoPages.fr.faq.0.title', REMOVE, /string/],
      ['seoPages.en.lang', 'de', /fr/],
      ['seoPages.fr.linkedPages.0', 'x', /integer|id/],
    ],
  ],
  ...passing('SeoLocation', entities.SeoLocationStruct, makeSeoLocation, [2, 3, 4, 5, 6, 11, 12]),
  [
    'DisplaySection',
    entities.DisplaySectionStruct,
    makeDisplaySections()[0],
    [['offices.1', -4, /positive id/]],
  ],
  ['SearchPlace', entities.SearchPlaceStruct, PLACES[1], [['topLat', '45.8', /number/]]],
  ['MapPin', entities.MapPinStruct, pinOf(office), [['lon', REMOVE, /number/]]],
];

describe('entity structs', () => {
  it.each(ENTITIES.map(([name, struct, fixture]) => ({ name, struct, fixture })))(
    '$name: the fixture passes',
    ({ struct, fixture }) => {
      expect(mismatch(fixture, struct)).toBeNull();
    },
  );

  const malformed = ENTITIES.flatMap(([name, struct, fixture, cases]) =>
    cases.map(([path, value, type]) => ({ name, path, struct, fixture, value, type })),
  );
  it.each(malformed)(
    '$name: a bad $path fails at that path',
    ({ path, struct, fixture, value, type }) => {
      const found = mismatch(withPath(fixture, path, value), struct);
      expect(found?.path).toBe(path);
      expect(found?.message).toMatch(type);
      expect(found?.message).toContain(`At path: ${path}`);
    },
  );

  it('lets a field the struct does not name through (a server may add fields)', () => {
    expect(mismatch({ ...office, addedLater: true }, entities.OfficeStruct)).toBeNull();
  });

  it('reads an unknown chat message kind as a system message', () => {
    const message = { ...makeChatMessages(1)[0], messageType: 'visit_reminder' };
    const [, value] = validate(message, entities.ChatMessageStruct, { coerce: true });
    expect(value?.messageType).toBe('system');
  });

  it('fixtures are the same on every run and count from the reference date', () => {
    expect(makeOffice(5)).toEqual(makeOffice(5));
    expect(makeContactRequest(8)).toEqual(makeContactRequest(8));
    expect(Date.parse(request.requestDate)).toBeLessThan(REFERENCE_DATE.getTime());
  });
});

describe('answer structs', () => {
  const cases: [string, AnyStruct, unknown, string, unknown][] = [
    ['MessageAnswer', answers.MessageAnswer, { message: 'OK' }, 'message', REMOVE],
    [
      'RefreshAnswer',
      answers.RefreshAnswer,
      { user: sessionUser, session: sessionTimes },
      'user.name',
      1,
    ],
    ['LoginAnswer', answers.LoginAnswer, { user: sessionUser, token: 't' }, 'token', 7],
    [
      'LoginAnswer asking for a second factor',
      answers.LoginAnswer,
      { twoFactor: 'required', challenge: 'c' },
      'twoFactor',
      'sometimes',
    ],
    [
      'RequestBoardAnswer',
      answers.RequestBoardAnswer,
      {
        total: 1,
        columns: [
          {
            key: 'visit_scheduled',
            title: 'Visit Scheduled',
            count: 1,
            requests: [boardRequestOf(request)],
          },
        ],
      },
      'columns.0.requests.0.host.name',
      1,
    ],
    ['RequestAnswer', answers.RequestAnswer, { request }, 'request.step', null],
    ['LinkAnswer', answers.LinkAnswer, { link: '/x.pdf' }, 'link', REMOVE],
    [
      'ContractsAnswer',
      answers.ContractsAnswer,
      { pages: 1, total: 1, contracts: [makeContract(1)] },
      'pages',
      '1',
    ],
    [
      'ConversationsAnswer',
      answers.ConversationsAnswer,
      { pages: 1, total: 1, conversations: [makeConversation(1)] },
      'conversations.0.conversationId',
      REMOVE,
    ],
    [
      'ChatMessagesAnswer',
      answers.ChatMessagesAnswer,
      { messages: makeChatMessages(3) },
      'messages.3.id',
      null,
    ],
    [
      'DocumentsAnswer',
      answers.DocumentsAnswer,
      { pages: 2, total: 60, documents: [makeDocument(1)] },
      'total',
      -1,
    ],
    [
      'OfficesAnswer',
      answers.OfficesAnswer,
      { pages: 1, total: 1, offices: [office], trendingOffices: [] },
      'trendingOffices',
      REMOVE,
    ],
    ['OfficeAnswer', answers.OfficeAnswer, { office }, 'office.rank', 'first'],
    [
      'PriceFlexibilityAnswer',
      answers.PriceFlexibilityAnswer,
      { success: false, errors: ['Minimum capacity missing'] },
      'errors.0',
      3,
    ],
    [
      'SeoGenerationAnswer',
      answers.SeoGenerationAnswer,
      { status: 'done', seoDescription: { fr: 'a', en: 'b' } },
      'status',
      'running',
    ],
    [
      'InternalNoteAnswer',
      answers.InternalNoteAnswer,
      { internalNote: office.internalNotes[0] ?? makeOffice(1).internalNotes[0] },
      'internalNote.note',
      REMOVE,
    ],
    [
      'PlaceSuggestionsAnswer',
      answers.PlaceSuggestionsAnswer,
      { suggestions: [{ placeId: 'p', description: 'Paris, France' }] },
      'suggestions.0.placeId',
      REMOVE,
    ],
    ['PlaceDetailsAnswer', answers.PlaceDetailsAnswer, { place: PLACES[0] }, 'place.geoLat', null],
    [
      'OfficeSearchAnswer (list)',
      answers.OfficeSearchAnswer,
      { offices: [office], resultCount: 1, totalPages: 1 },
      'offices.0.id',
      REMOVE,
    ],
    [
      'OfficeSearchAnswer (map)',
      answers.OfficeSearchAnswer,
      { pins: [pinOf(office)], resultCount: 1 },
      'pins.0.lat',
      'north',
    ],
    [
      'SeoLocationsAnswer',
      answers.SeoLocationsAnswer,
      { seoLocations: [seo] },
      'seoLocations.0.city',
      REMOVE,
    ],
    ['SeoLocationAnswer', answers.SeoLocationAnswer, { seoLocation: seo }, 'seoLocation.id', 0],
    [
      'FaqAnswer',
      answers.FaqAnswer,
      { success: true, message: 'ok', reason: null },
      'success',
      'yes',
    ],
    [
      'UsersAnswer',
      answers.UsersAnswer,
      { pages: 1, total: 2, users: [makeUser(1), makeUser(2)] },
      'users.1.userType',
      'admin',
    ],
    ['UserAnswer', answers.UserAnswer, { user: guest }, 'user.bookmarks.0.createdByUser', 'guest'],
    ['StatusAnswer', answers.StatusAnswer, { status: 200 }, 'status', 'ok'],
    [
      'StatusMessageAnswer',
      answers.StatusMessageAnswer,
      { status: 200, message: 'ok' },
      'message',
      REMOVE,
    ],
    [
      'CrVisitAnswer',
      answers.CrVisitAnswer,
      { success: true, error: null, requestId: 41 },
      'error',
      REMOVE,
    ],
    [
      'DisplaySectionsAnswer',
      answers.DisplaySectionsAnswer,
      { sections: makeDisplaySections() },
      'sections.6.rank',
      REMOVE,
    ],
    [
      'AddDisplayOfficesAnswer',
      answers.AddDisplayOfficesAnswer,
      { message: 'ok', warn: 'Office 3 is already in the section', error: null },
      'warn',
      false,
    ],
    [
      'HealthAnswer',
      answers.HealthAnswer,
      { status: 'ok', version: '1', commit: 'abc1234' },
      'status',
      'down',
    ],
  ];

  it.each(cases)(
    '%s: a valid answer passes, a bad %s fails at its path',
    (_, struct, valid, path, bad) => expectFailsAtPath(struct, valid, path, bad),
  );

  it.each([
    ['an array', []],
    ['null', null],
    ['a string', 'OK'],
  ])('refuses %s for an object answer at the root', (_, value) => {
    expect(mismatch(value, answers.MessageAnswer)).toEqual({
      path: '',
      message: expect.stringMatching(/Expected an object/),
    });
  });
});

describe('body structs', () => {
  const cases: [string, AnyStruct, unknown, string, unknown][] = [
    [
      'LoginBody',
      bodies.LoginBody,
      { email: 'csm@example.com', password: 'x' },
      'password',
      REMOVE,
    ],
    [
      'GuestCancelBody',
      bodies.GuestCancelBody,
      { guestCancelledReason: 1000, guestCancelledMessage: 'Moved' },
      'guestCancelledMessage',
      '  ',
    ],
    [
      'HostDeclineBody',
      bodies.HostDeclineBody,
      { hostDeclinedReason: 1040, hostDeclinedMessage: 'Full' },
      'hostDeclinedReason',
      1050,
    ],
    [
      'ProposeMeetingBody',
      bodies.ProposeMeetingBody,
      { dates: ['2026-03-18T09:00:00.000Z'], requestId: 3 },
      'dates',
      [],
    ],
    [
      'ProposeMeetingBody (11 slots)',
      bodies.ProposeMeetingBody,
      { dates: ['2026-03-18T09:00:00Z'], requestId: 3 },
      'dates',
      Array.from({ length: 11 }, () => '2026-03-18T09:00:00Z'),
    ],
    [
      'ScheduleMeetingBody',
      bodies.ScheduleMeetingBody,
      { meetingSlot: '2026-03-18T09:00:00Z', requestId: 3 },
      'meetingSlot',
      '18/03/2026 10:00',
    ],
    [
      'AcceptAppointmentBody',
      bodies.AcceptAppointmentBody,
      { appointmentId: 31 },
      'appointmentId',
      '31',
    ],
    ['OfficeRankBody', bodies.OfficeRankBody, { rank: 5 }, 'rank', 6],
    ['BestDealBody', bodies.BestDealBody, { isBestDeal: true }, 'isBestDeal', 1],
    [
      'PriceFlexibilityBody',
      bodies.PriceFlexibilityBody,
      { priceFlexibility: false },
      'priceFlexibility',
      null,
    ],
    ['PublishOfficeBody', bodies.PublishOfficeBody, { offMarket: true }, 'offMarket', 'yes'],
    [
      'UpdateSeoDescriptionBody',
      bodies.UpdateSeoDescriptionBody,
      { fr: 'a', en: 'b' },
      'en',
      REMOVE,
    ],
    [
      'CreateInternalNoteBody',
      bodies.CreateInternalNoteBody,
      { office_id: 2, note: '<p>x</p>' },
      'office_id',
      REMOVE,
    ],
    [
      'UpdateInternalNoteBody',
      bodies.UpdateInternalNoteBody,
      { internal_note: { note: 'x' } },
      'internal_note.note',
      '',
    ],
    [
      'AddBookmarkToUsersBody',
      bodies.AddBookmarkToUsersBody,
      { office_id: 2, guest_ids: [3, 5] },
      'guest_ids',
      [],
    ],
    [
      'SeoLocationBody',
      bodies.SeoLocationBody,
      {
        slug: 'coworking',
        city: 'Lyon',
        zipCode: null,
        poi: null,
        pages: {
          fr: {
            navCta: 'Lyon',
            title: '',
            description: '',
            sitemapTitle: '',
            h1: '',
            metaDescription: '',
            linkedPages: [],
          },
          en: {
            navCta: 'Lyon',
            title: '',
            description: '',
            sitemapTitle: '',
            h1: '',
            metaDescription: '',
            linkedPages: [1],
          },
        },
      },
      'pages.en.linkedPages',
      Array.from({ length: 16 }, (_, i) => i + 1),
    ],
    ['SeoPageIdsBody', bodies.SeoPageIdsBody, { ids: [1, 2] }, 'ids', [1, 2, 3]],
    ['DeleteFaqBody', bodies.DeleteFaqBody, { frId: 11, enId: 21 }, 'enId', REMOVE],
    [
      'SaveFaqBody',
      bodies.SaveFaqBody,
      {
        data: [
          { pageId: 1, faqTitle: 'Questions fréquentes', faq: [{ title: 'Q', description: 'A' }] },
        ],
      },
      'data.0.faq.0.description',
      REMOVE,
    ],
    ['SetProBody', bodies.SetProBody, { pro: false }, 'pro', 'false'],
    ['NotifyBySmsBody', bodies.NotifyBySmsBody, { notify_by_sms: true }, 'notify_by_sms', REMOVE],
    [
      'ManageHostBody',
      bodies.ManageHostBody,
      {
        email: 'h@example.com',
        email_confirmation: 'h@example.com',
        password: 'secret1',
        password_confirmation: 'secret1',
        userId: 2,
      },
      'userId',
      REMOVE,
    ],
    [
      'UpdatePhoneBody',
      bodies.UpdatePhoneBody,
      { mobile_number: '612345678', mobile_prefix: '+33' },
      'mobile_prefix',
      '33',
    ],
    ['CrVisitBody', bodies.CrVisitBody, CR_VISIT_BODY, 'visitTime', '25:00'],
    ['AddFavoritesBody', bodies.AddFavoritesBody, { office_ids: [1, 2] }, 'office_ids.1', 'two'],
    [
      'BookmarkNoteBody',
      bodies.BookmarkNoteBody,
      { bookmark_id: 3, note: 'x'.repeat(250) },
      'note',
      'x'.repeat(251),
    ],
    [
      'AddDisplayOfficesBody',
      bodies.AddDisplayOfficesBody,
      { offices: '12, 15', section: 1 },
      'offices',
      ', ,',
    ],
    [
      'RearrangeDisplayBody',
      bodies.RearrangeDisplayBody,
      { source: 1, target: 2, sourceOffices: [3], targetOffices: [4, 5] },
      'targetOffices',
      REMOVE,
    ],
    [
      'RemoveDisplayOfficeBody',
      bodies.RemoveDisplayOfficeBody,
      { sectionId: 1, officeId: 4 },
      'sectionId',
      0,
    ],
  ];

  it.each(cases)(
    '%s: a valid body passes, a bad %s fails at its path',
    (_, struct, valid, path, bad) => expectFailsAtPath(struct, valid, path, bad),
  );

  it('takes no rank (null) as a rank, but not a rank left out', () => {
    expect(mismatch({ rank: null }, bodies.OfficeRankBody)).toBeNull();
    expect(mismatch({}, bodies.OfficeRankBody)?.path).toBe('rank');
    expect(mismatch({ rank: 0 }, bodies.OfficeRankBody)?.path).toBe('rank');
  });

  it('refuses a key the body does not name, with its path', () => {
    expect(
      mismatch({ office_id: 2, note: 'x', officeId: 2 }, bodies.CreateInternalNoteBody)?.path,
    ).toBe('officeId');
  });
});

describe('database ranges (refused on both sides, before any query)', () => {
  it.each([0, -1, 2_147_483_648, 1e20, 2 ** 53 + 1, 1.5])('refuses the id %s', (id) => {
    expect(mismatch({ office_ids: [id] }, bodies.AddFavoritesBody)?.path).toBe('office_ids.0');
    expect(mismatch(String(id), primitives.QueryId)).not.toBeNull();
  });

  it('takes the largest id an integer column holds', () => {
    expect(mismatch({ office_ids: [2_147_483_647] }, bodies.AddFavoritesBody)).toBeNull();
  });

  it.each([
    '2099-02-31T10:00:00Z',
    '2026-02-29T10:00:00Z',
    '2026-04-31T10:00:00+02:00',
    '2026-13-01T10:00:00Z',
    '2026-03-16T24:00:00Z',
    '2026-03-16T10:60:00Z',
    '2026-03-16T10:00:60Z',
    '2026-03-16T10:00:00+15:00',
    '0999-12-31T10:00:00Z',
    '9999-12-31T23:00:00-02:00',
  ])('refuses the instant %s, which does not exist or is out of range', (instant) => {
    expect(primitives.isIsoInstant(instant)).toBe(false);
    const found = mismatch({ meetingSlot: instant, requestId: 3 }, bodies.ScheduleMeetingBody);
    expect(found?.path).toBe('meetingSlot');
    expect(found?.message).toMatch(/ISO instant with a zone that exists/);
  });

  it.each(['2028-02-29T10:00:00Z', '2026-03-16T23:59:59.999+01:00', '2026-03-16T09:00+0100'])(
    'takes the instant %s',
    (instant) => {
      expect(primitives.isIsoInstant(instant)).toBe(true);
    },
  );

  it.each([
    ['page', '1e20', queries.OfficesQuery],
    ['page', '1000001', queries.UsersQuery],
    ['budget', '1e300', queries.OfficeSearchQuery],
    ['priceMin', '-5', queries.OfficeSearchQuery],
    ['seatsMin', '12345678901234567890', queries.OfficeSearchQuery],
    ['teamSize', '0', queries.OfficeSearchQuery],
    ['teamSize', '10001', queries.OfficeSearchQuery],
    ['teamSize', '2.5', queries.OfficeSearchQuery],
    ['publicationState', 'any', queries.OfficeSearchQuery],
    ['duration', '2147483648', queries.OfficeSearchQuery],
    ['startDate', '2026-02-30', queries.UsersQuery],
  ] as const)('refuses %s=%s in a query, at its name', (name, value, struct) => {
    expect(mismatch({ [name]: value }, struct as AnyStruct)?.path).toBe(name);
  });

  it('takes the largest page and fractional budgets', () => {
    expect(mismatch({ page: '1000000' }, queries.OfficesQuery)).toBeNull();
    expect(mismatch({ budget: '1500.5', seatsMin: '4' }, queries.OfficeSearchQuery)).toBeNull();
    expect(mismatch({ teamSize: '1' }, queries.OfficeSearchQuery)).toBeNull();
    expect(mismatch({ teamSize: '10000' }, queries.OfficeSearchQuery)).toBeNull();
  });

  it.each([
    ['seats', 1e20],
    ['guest.businessSector', 2 ** 40],
  ])('refuses a body whole number %s beyond an integer column', (path, value) => {
    const valid = CR_VISIT_BODY;
    expect(mismatch(valid, bodies.CrVisitBody)).toBeNull();
    expect(mismatch(withPath(valid, path, value), bodies.CrVisitBody)?.path).toBe(path);
  });
});

describe('the map search criteria on the wire and in the link', () => {
  it('flattens the place and reads it back only when it is whole', () => {
    const criteria = { place: DEFAULT_PLACE, teamSize: 10, publicationState: 2 as const };
    const query = queries.searchCriteriaToQuery(criteria);
    expect(query).toMatchObject({ placeId: DEFAULT_PLACE.placeId, topLat: DEFAULT_PLACE.topLat });
    expect(queries.queryToSearchCriteria(query)).toEqual(criteria);
    expect(
      queries.queryToSearchCriteria({ placeId: 'fr-69123', seatsMin: 4, publicationState: 2 }),
    ).toEqual({ seatsMin: 4, publicationState: 2 });
  });

  it('asks for published offices unless another state or Any state is chosen', () => {
    expect(queries.searchCriteriaToQuery({ teamSize: 10 })).toEqual({
      publicationState: 1,
      teamSize: 10,
    });
    expect(queries.searchCriteriaToQuery({ publicationState: 'any', budget: 6000 })).toEqual({
      budget: 6000,
    });
    expect(queries.searchCriteriaToQuery({ publicationState: 0 })).toEqual({ publicationState: 0 });
    // Read back: no state is Any state, Published is the default (nothing chosen).
    expect(queries.queryToSearchCriteria({ budget: 6000 })).toEqual({
      budget: 6000,
      publicationState: 'any',
    });
    expect(queries.queryToSearchCriteria({ publicationState: 1 })).toEqual({});
  });

  it('keeps a link’s criteria and map view, and refuses what the wire refuses', () => {
    const [error, link] = validate(
      { zoom: '40', mapLat: '45.7', seatsMin: '3', officeType: 'entire' },
      queries.MapSearchLinkQuery,
      { coerce: true },
    );
    expect(error).toBeUndefined();
    // The zoom's range is the domain's to say (readLinkMapView), so 40 reads as a number here.
    expect(link).toEqual({ zoom: 40, mapLat: 45.7, seatsMin: 3, officeType: 'entire' });
    // Any state is a word of the link; a state is its code.
    for (const [given, read] of [
      ['any', 'any'],
      ['0', 0],
      [' 3 ', 3],
    ] as const) {
      expect(
        validate({ publicationState: given }, queries.MapSearchLinkQuery, { coerce: true })[1],
      ).toEqual({ publicationState: read });
    }
    for (const refused of [
      { page: '2' },
      { view: 'map' },
      { q: 'x' },
      { officeType: 'castle' },
      { publicationState: 'all' },
      { publicationState: '7' },
      { teamSize: '0' },
    ]) {
      expect(validate(refused, queries.MapSearchLinkQuery, { coerce: true })[0]).toBeDefined();
    }
  });
});
