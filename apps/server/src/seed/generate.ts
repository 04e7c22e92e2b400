/**
 * Deterministic demo data: the same seed, scale and "now" give the same rows. Nothing here
 * touches the database; seed/index.ts writes the rows.
 *
 * The data is made in shards of at most ×1 (`generateSeedShards`), one after the other, so
 * that a large scale never holds more than one shard's rows: each shard has its own hosts,
 * guests, offices and requests (with their notes, meetings, conversations, messages,
 * contracts, documents and bookmarks), numbered after the previous shard's ids, from its own
 * faker seed. The first shard also makes the tables that do not grow with the scale (SEO
 * locations and pages, FAQ, display sections), and is, at ×1 or less, the whole data set:
 * the same rows as before shards existed.
 */
import { fakerFR, type Faker } from '@faker-js/faker';
import { BUSINESS_SECTORS, DISPLAY_SECTION_NAMES, PARIS_ARRONDISSEMENTS } from '@backoffice/domain';
import type * as s from '../db/schema';
import { allPlaces, type Place } from '../places';
import { officePictures } from '../media';
import { after, atWorkingTime, before, DAY, dayFromToday, dayOf, HOUR } from './clock';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface SeedData {
  users: Row<typeof s.users>[];
  offices: Row<typeof s.offices>[];
  internalNotes: Row<typeof s.internalNotes>[];
  requests: Row<typeof s.requests>[];
  meetings: Row<typeof s.meetings>[];
  appointments: Row<typeof s.appointments>[];
  conversations: Row<typeof s.conversations>[];
  chatMessages: Row<typeof s.chatMessages>[];
  contracts: Row<typeof s.contracts>[];
  documents: Row<typeof s.documents>[];
  bookmarks: Row<typeof s.bookmarks>[];
  seoLocations: Row<typeof s.seoLocations>[];
  seoPages: Row<typeof s.seoPages>[];
  faqEntries: Row<typeof s.faqEntries>[];
  displaySections: Row<typeof s.displaySections>[];
  searchEvents: Row<typeof s.searchEvents>[];
}

export interface SeedOptions {
  now: Date;
  /** 1: 300 hosts, 2,000 guests, 3,000 offices, 2,000 requests; 10 for benchmarks. */
  scale: number;
  seed?: number;
  /**
   * Staff who write the internal notes (id and name) and own requests (all but viewers: a
   * Viewer reads only).
   */
  staff: { id: number; name: string; role?: 'admin' | 'csm' | 'viewer' }[];
}

export const SEED_COUNTS = { hosts: 300, guests: 2000, offices: 3000, requests: 2000 } as const;
/** Map searches at ×1. */
export const SEARCH_COUNT = 1500;
/** Requests are spread over this many days before now. */
export const REQUEST_HISTORY_DAYS = 90;

const SECTOR_CODES = BUSINESS_SECTORS.map((b) => b.value);
const COMPANY_SIZES = [0, 10, 20, 30, 40, 50];
const SOURCES = [
  'Google',
  'LinkedIn',
  'Bouche à oreille',
  'Salon professionnel',
  'Newsletter',
  'Partenaire',
  null,
];

const GUEST_MESSAGES = [
  'Bonjour, nous sommes une équipe de {n} personnes et cherchons des bureaux à partir du mois prochain. Le lieu est-il toujours disponible ?',
  'Bonjour, votre espace nous intéresse beaucoup. Serait-il possible de le visiter cette semaine ?',
  'Hello, nous cherchons un bureau fermé pour {n} postes, idéalement avec une salle de réunion. Merci !',
  'Bonjour, pourriez-vous nous préciser les charges incluses et les conditions de préavis ?',
  'Bonjour, notre start-up grandit et nous aurions besoin de {n} postes rapidement. Quelles sont vos disponibilités ?',
];
const HOST_REPLIES = [
  'Bonjour, merci pour votre demande. Le bureau est bien disponible, je vous propose quelques créneaux de visite.',
  'Bonjour, avec plaisir ! Les charges, le ménage et la fibre sont inclus. Quand souhaitez-vous passer ?',
  'Merci pour votre message. Nous pouvons accueillir votre équipe à partir de la date indiquée.',
  'Bonjour, je reste à votre disposition pour toute question sur les conditions du contrat.',
];
const GUEST_REPLIES = [
  'Parfait, le créneau de jeudi nous convient.',
  'Merci pour ces précisions, nous revenons vers vous rapidement.',
  'Super, à bientôt pour la visite !',
  "Pouvez-vous m'envoyer le projet de contrat ?",
];
const NOTES = [
  "<p>Hôte très réactif, répond en moins d'une heure.</p>",
  '<p>Photos à refaire : la salle de réunion n’apparaît pas.</p>',
  '<p><strong>Attention</strong> : préavis de 3 mois demandé par le propriétaire.</p>',
  '<p>Visite faite par le CSM, espace conforme à l’annonce.</p>',
  '<ul><li>Fibre 1 Gb/s</li><li>Accès 24/7</li><li>Parking sur demande</li></ul>',
  '<p>Prix négociable pour un engagement de 12 mois et plus.</p>',
];
const POI = [
  'Opéra',
  'Marais',
  'Bastille',
  'La Défense',
  'Montparnasse',
  'Saint-Lazare',
  'République',
  'Part-Dieu',
  'Chartrons',
  'Kirchberg',
];

interface Stage {
  key:
    | 'received'
    | 'meeting_proposed'
    | 'visit_scheduled'
    | 'visit_past'
    | 'contract_start'
    | 'contract_sent'
    | 'contract_signed';
  index: number;
}
const STAGES: Stage['key'][] = [
  'received',
  'meeting_proposed',
  'visit_scheduled',
  'visit_past',
  'contract_start',
  'contract_sent',
  'contract_signed',
];

function phone(f: Faker): string {
  return `${f.helpers.arrayElement(['6', '7'])}${f.string.numeric(8)}`;
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

/** The places offices are put in: Paris arrondissements, the big French cities, Luxembourg. */
function officePlaces(): { paris: Place[]; france: Place[]; luxembourg: Place[] } {
  const places = allPlaces();
  const paris = PARIS_ARRONDISSEMENTS.map((zip) =>
    places.find((p) => p.placeId === `fr-${zip}`),
  ).filter((p): p is Place => p !== undefined);
  const france = places
    .filter(
      (p) =>
        p.country === 'FR' &&
        p.zipCodes.length > 0 &&
        !p.placeId.startsWith('fr-750') &&
        p.name !== 'Paris',
    )
    .slice(0, 60);
  const luxembourg = places.filter((p) => p.country === 'LU').slice(0, 12);
  return { paris, france, luxembourg };
}

/** The last id each growing table used so far: a shard numbers its rows after them. */
export interface SeedIds {
  users: number;
  offices: number;
  internalNotes: number;
  requests: number;
  meetings: number;
  appointments: number;
  chatMessages: number;
  contracts: number;
  documents: number;
  bookmarks: number;
  searchEvents: number;
}

/** One shard: the part [start, end) of the scale, ×1 at most. */
export interface SeedShardRange {
  index: number;
  start: number;
  end: number;
}

/**
 * The shards of a scale: ⌈scale⌉ equal parts (×1 each at a whole scale, one shard at ×1 or
 * less). Each part's counts are the differences of the rounded counts at its ends, so that the
 * totals are those of the whole scale (×10: 3,000 hosts, 30,000 offices, 20,000 requests).
 */
/** Nothing: a value drawn only so that the draws after it stay where they were. */
function drawnOnly(_value: unknown): Record<string, never> {
  return {};
}

export function seedShardRanges(scale: number): SeedShardRange[] {
  const count = Math.max(1, Math.ceil(scale));
  return Array.from({ length: count }, (_, index) => ({
    index,
    start: (scale * index) / count,
    end: (scale * (index + 1)) / count,
  }));
}

/** How many of a ×1 count a shard makes (the totals over the shards are those of the scale). */
export function shardCount(count: number, range: SeedShardRange): number {
  return Math.round(count * range.end) - Math.round(count * range.start);
}

/** A shard's faker seed: the first is the data set's own seed, so that ×1 does not change. */
export function shardSeed(seed: number, index: number): number {
  return seed + index;
}

export const DEFAULT_SEED = 20260316;

/**
 * The demo data, one shard at a time (see the top of this file). Each shard is made when the
 * caller asks for it, so that it can be written and dropped before the next one.
 */
export function* generateSeedShards({
  now,
  scale,
  seed = DEFAULT_SEED,
  staff,
}: SeedOptions): Generator<SeedData, void, undefined> {
  let ids: SeedIds = {
    users: 0,
    offices: 0,
    internalNotes: 0,
    requests: 0,
    meetings: 0,
    appointments: 0,
    chatMessages: 0,
    contracts: 0,
    documents: 0,
    bookmarks: 0,
    searchEvents: 0,
  };
  for (const range of seedShardRanges(scale)) {
    const shard = generateShard({ now, staff, seed: shardSeed(seed, range.index), range, ids });
    ids = shard.ids;
    yield shard.data;
  }
}

/**
 * All the demo data at once, in memory: tests and small scales only (the seed writes
 * `generateSeedShards` one by one).
 */
export function generateSeedData(options: SeedOptions): SeedData {
  let all: SeedData | null = null;
  for (const shard of generateSeedShards(options)) {
    if (!all) {
      all = shard;
      continue;
    }
    for (const key of Object.keys(shard) as (keyof SeedData)[])
      for (const row of shard[key]) (all[key] as object[]).push(row);
  }
  return all as SeedData;
}

/**
 * The demo's owners: two open requests in three are owned, each taken by its owner an hour
 * after it arrived, in turn among the staff who may write; the rest wait in the unassigned
 * queue (ended requests keep no owner in the demo). Drawn from the id, not the random
 * stream, so that every other seeded value stays what it was.
 */
function ownerOf(
  id: number,
  createdAt: Date,
  ended: boolean,
  staff: SeedOptions['staff'],
  now: Date,
): { assigneeId: number | null; assignedById: number | null; assignedAt: Date | null } {
  const owners = staff.filter((s) => s.role !== 'viewer');
  if (ended || id % 3 === 0 || owners.length === 0) {
    return { assigneeId: null, assignedById: null, assignedAt: null };
  }
  const owner = owners[id % owners.length]!;
  const at = new Date(Math.min(createdAt.getTime() + HOUR, now.getTime()));
  return { assigneeId: owner.id, assignedById: owner.id, assignedAt: at };
}

/**
 * Who recorded a seeded cancellation or decline: one of the staff who may write, in turn
 * (drawn from the id, like the owners, so that every other seeded value stays what it was).
 */
function withdrawnByOf(
  id: number,
  isCancelled: boolean,
  staff: SeedOptions['staff'],
): { withdrawnById: number | null } {
  const writers = staff.filter((s) => s.role !== 'viewer');
  if (!isCancelled || writers.length === 0) return { withdrawnById: null };
  return { withdrawnById: writers[(id * 7) % writers.length]!.id };
}

function generateShard({
  now,
  staff,
  seed,
  range,
  ids,
}: {
  now: Date;
  staff: SeedOptions['staff'];
  seed: number;
  range: SeedShardRange;
  ids: SeedIds;
}): { data: SeedData; ids: SeedIds } {
  const f = fakerFR;
  f.seed(seed);
  const n = (count: number) => shardCount(count, range);
  // The tables that do not grow with the scale come with the first shard only.
  const fixedTables = range.index === 0;
  const data: SeedData = {
    users: [],
    offices: [],
    internalNotes: [],
    requests: [],
    meetings: [],
    appointments: [],
    conversations: [],
    chatMessages: [],
    contracts: [],
    documents: [],
    bookmarks: [],
    seoLocations: [],
    seoPages: [],
    faqEntries: [],
    displaySections: [],
    searchEvents: [],
  };

  // Users --------------------------------------------------------------------------------------
  const hostCount = n(SEED_COUNTS.hosts);
  const guestCount = n(SEED_COUNTS.guests);
  let userId = ids.users;
  const makeUser = (type: 'host' | 'guest'): Row<typeof s.users> => {
    userId += 1;
    const firstName = f.person.firstName();
    const lastName = f.person.lastName();
    const createdAt = atWorkingTime(
      before(now, f.number.float({ min: 1, max: 900 })),
      f.number.int(47),
    );
    const status =
      type === 'host'
        ? f.helpers.weightedArrayElement([
            { value: 'confirmed', weight: 70 },
            { value: 'managed', weight: 10 },
            { value: 'ready_for_handover', weight: 5 },
            { value: 'created', weight: 8 },
            { value: 'onboarding', weight: 5 },
            { value: 'blocked', weight: 2 },
          ])
        : f.helpers.weightedArrayElement([
            { value: 'confirmed', weight: 70 },
            { value: 'created', weight: 10 },
            { value: 'onboarding', weight: 8 },
            { value: 'under_review', weight: 6 },
            { value: 'blocked', weight: 6 },
          ]);
    const confirmed = status !== 'created' && status !== 'onboarding';
    const hasPhone = f.datatype.boolean(0.9);
    const phoneVerified = hasPhone && f.datatype.boolean(0.7);
    return {
      id: userId,
      userType: type,
      status,
      pro: type === 'host' && f.datatype.boolean(0.3),
      firstName,
      lastName,
      companyName: f.datatype.boolean(0.9) ? f.company.name() : null,
      companySize: f.helpers.arrayElement(COMPANY_SIZES),
      businessSector: f.helpers.arrayElement(SECTOR_CODES),
      email: `${slugify(firstName)}.${slugify(lastName)}.${userId}@${f.helpers.arrayElement(['example.fr', 'example.com', 'example.lu'])}`,
      phonePrefix: hasPhone ? '+33' : null,
      phoneNumber: hasPhone ? phone(f) : null,
      phoneVerified,
      profileComplete: f.datatype.boolean(0.75),
      stripe: type === 'host' ? f.helpers.arrayElement(['na', 'completed', 'verified']) : 'na',
      sourceInformation: f.helpers.arrayElement(SOURCES),
      notifyBySms: f.datatype.boolean(0.8),
      stateName: f.location.state(),
      dayToDay:
        type === 'guest' && f.datatype.boolean(0.6)
          ? {
              frequentClientVisits: f.datatype.boolean(),
              frequentPhoneCalls: f.datatype.boolean(),
              quietEnvironmentNeeded: f.datatype.boolean(),
            }
          : null,
      // A managed host's handover link is made when staff copy it (one_time_tokens): the draw
      // that once made a stored token stays, so that every later draw, and the data, are the same.
      ...drawnOnly(status === 'managed' && f.string.alphanumeric(24)),
      createdAt,
      confirmedAt: confirmed ? after(createdAt, f.number.float({ min: 0.1, max: 3 })) : null,
      verifiedAt: phoneVerified ? after(createdAt, f.number.float({ min: 0.1, max: 5 })) : null,
    };
  };
  const hosts = Array.from({ length: hostCount }, () => makeUser('host'));
  const guests = Array.from({ length: guestCount }, () => makeUser('guest'));
  data.users.push(...hosts, ...guests);
  const confirmedGuests = guests.filter((g) => g.status === 'confirmed');
  const officeCountByHost = new Map<number, number>();
  const requestCountByUser = new Map<number, number>();

  // Offices ------------------------------------------------------------------------------------
  const { paris, france, luxembourg } = officePlaces();
  const officeCount = n(SEED_COUNTS.offices);
  for (let i = ids.offices + 1; i <= ids.offices + officeCount; i++) {
    const where = f.helpers.weightedArrayElement([
      { value: 'paris', weight: 70 },
      { value: 'france', weight: 25 },
      { value: 'lu', weight: 5 },
    ]);
    const place =
      where === 'paris'
        ? f.helpers.arrayElement(paris)
        : where === 'france'
          ? f.helpers.weightedArrayElement(
              france.map((p) => ({ value: p, weight: Math.sqrt(p.population) })),
            )
          : f.helpers.arrayElement(luxembourg);
    const spread = Math.min(place.radiusKm, 4) * 0.6;
    const lat = place.lat + (f.number.float({ min: -1, max: 1 }) * spread) / 111.32;
    const lon =
      place.lon +
      (f.number.float({ min: -1, max: 1 }) * spread) /
        (111.32 * Math.cos((place.lat * Math.PI) / 180));
    const zipCode =
      place.country === 'LU'
        ? String(
            place.name === 'Luxembourg'
              ? f.number.int({ min: 1009, max: 2999 })
              : f.number.int({ min: 3200, max: 9999 }),
          )
        : f.helpers.arrayElement(place.zipCodes);
    const city = place.placeId.startsWith('fr-750') ? 'Paris' : place.name;
    const street = `${f.number.int({ min: 1, max: 180 })} ${f.location.street()}`;
    const host = hosts[f.number.int({ min: 0, max: hosts.length - 1 })] as Row<typeof s.users>;
    officeCountByHost.set(host.id as number, (officeCountByHost.get(host.id as number) ?? 0) + 1);
    const publicationState = f.helpers.weightedArrayElement([
      { value: 1, weight: 60 },
      { value: 0, weight: 15 },
      { value: 2, weight: 15 },
      { value: 3, weight: 10 },
    ]);
    const createdAt = atWorkingTime(
      before(now, f.number.float({ min: 5, max: 800 })),
      f.number.int(47),
    );
    const everPublished =
      publicationState === 1 || publicationState === 3 || f.datatype.boolean(0.4);
    const officeType = f.helpers.arrayElement(['shared', 'entire', 'private'] as const);
    const capacity =
      officeType === 'shared'
        ? f.number.int({ min: 2, max: 40 })
        : f.number.int({ min: 1, max: 120 });
    const hasMin = f.datatype.boolean(0.7);
    const flexibility = f.helpers.weightedArrayElement([
      { value: 'full_time' as const, weight: 50 },
      { value: 'part_time' as const, weight: 15 },
      { value: 'full_and_part_time' as const, weight: 35 },
    ]);
    const kind =
      officeType === 'shared'
        ? 'Espace partagé'
        : officeType === 'entire'
          ? 'Plateau entier'
          : 'Bureau privatif';
    const hasSeo = f.datatype.boolean(0.5);
    const earliest = f.datatype.boolean(0.6)
      ? dayFromToday(now, f.number.int({ min: -30, max: 60 }))
      : null;
    data.offices.push({
      id: i,
      uuid: f.string.uuid(),
      hostId: host.id as number,
      titleFr: `${kind} de ${capacity} postes – ${city}`,
      titleEn: `${officeType === 'shared' ? 'Shared space' : officeType === 'entire' ? 'Entire floor' : 'Private office'} for ${capacity} – ${city}`,
      addressLine1: street,
      addressLine2: f.datatype.boolean(0.3) ? `${f.number.int({ min: 1, max: 7 })}e étage` : null,
      zipCode,
      city,
      countryCode: place.country,
      lat,
      lon,
      publicationState,
      status:
        publicationState === 1
          ? f.helpers.arrayElement([20, 50])
          : publicationState === 0
            ? f.helpers.arrayElement([0, 10, 30, 40])
            : publicationState === 2
              ? 0
              : 20,
      market: publicationState === 0 && everPublished && f.datatype.boolean(0.5) ? 100 : null,
      firstPublishedAt: everPublished
        ? after(createdAt, f.number.float({ min: 0.5, max: 10 }))
        : null,
      hasActiveVersion: publicationState === 2 ? f.datatype.boolean(0.85) : f.datatype.boolean(0.2),
      seoDescriptionFr: hasSeo
        ? `${kind} lumineux au ${street}, ${zipCode} ${city}. ${capacity} postes, accès facile.`
        : null,
      seoDescriptionEn: hasSeo
        ? `Bright ${officeType} office at ${street}, ${zipCode} ${city}. ${capacity} desks, easy access.`
        : null,
      officeType,
      flexibility,
      partTimeDays: flexibility === 'full_time' ? null : f.number.int({ min: 1, max: 3 }),
      minCapacity: hasMin
        ? f.number.int({ min: 1, max: Math.max(1, Math.floor(capacity / 2)) })
        : null,
      capacity,
      surface: capacity * f.number.int({ min: 7, max: 14 }),
      price: f.number.int({
        min: where === 'paris' ? 350 : 200,
        max: where === 'paris' ? 1100 : 700,
      }),
      minDuration: f.helpers.arrayElement([null, 1, 3, 6, 12]),
      rentalType: f.helpers.arrayElement(['monthly', 'monthly', 'yearly']),
      earliestStartDate: earliest,
      lastAvailabilityDate: f.datatype.boolean(0.3)
        ? dayFromToday(now, f.number.int({ min: 400, max: 1100 }))
        : null,
      priceFlexibility: hasMin && f.datatype.boolean(0.3),
      isBestDeal: f.datatype.boolean(0.1),
      topPick: f.datatype.boolean(0.08),
      trending: publicationState === 1 && f.datatype.boolean(0.03),
      rank: f.datatype.boolean(0.4) ? f.number.int({ min: 1, max: 5 }) : null,
      generatedFromCsv: f.datatype.boolean(0.2),
      pictures: officePictures(i, f.number.int({ min: 3, max: 6 })),
      createdAt,
      updatedAt: after(createdAt, f.number.float({ min: 0, max: 4 })),
    });
  }
  for (const host of hosts) host.nbrOffices = officeCountByHost.get(host.id as number) ?? 0;

  // Internal notes -------------------------------------------------------------------------------
  let noteId = ids.internalNotes;
  for (const office of data.offices) {
    if (!f.datatype.boolean(0.15)) continue;
    const count = f.number.int({ min: 1, max: 3 });
    for (let k = 0; k < count; k++) {
      const author = f.helpers.arrayElement(staff);
      const createdAt = atWorkingTime(
        before(now, f.number.float({ min: 0.5, max: 200 })),
        f.number.int(47),
      );
      data.internalNotes.push({
        id: ++noteId,
        officeId: office.id as number,
        staffId: author.id,
        authorName: author.name,
        note: f.helpers.arrayElement(NOTES),
        createdAt,
        updatedAt: createdAt,
      });
    }
  }

  // Requests, meetings, conversations, contracts ------------------------------------------------
  const requestCount = n(SEED_COUNTS.requests);
  let meetingId = ids.meetings;
  let appointmentId = ids.appointments;
  let messageId = ids.chatMessages;
  let contractId = ids.contracts;
  let documentId = ids.documents;
  const publishedOffices = data.offices.filter(
    (o) => o.publicationState === 1 || o.publicationState === 3,
  );
  const message = (
    conversationId: number,
    createdAt: Date,
    fields: Partial<Row<typeof s.chatMessages>>,
  ) => {
    data.chatMessages.push({
      id: ++messageId,
      conversationId,
      messageType: 'system',
      systemMessage: null,
      statusGuestMessage: null,
      statusHostMessage: null,
      sender: null,
      userMessage: null,
      createdAt,
      ...fields,
    });
  };
  for (let id = ids.requests + 1; id <= ids.requests + requestCount; id++) {
    // A third of the requests in the last 10 days so that the board's default week is busy.
    const age = f.datatype.boolean(0.3)
      ? f.number.float({ min: 0.05, max: 10 })
      : f.number.float({ min: 0.05, max: REQUEST_HISTORY_DAYS });
    const createdAt = new Date(atWorkingTime(before(now, age), f.number.int(47)).getTime());
    if (createdAt > now) createdAt.setTime(now.getTime() - HOUR);
    const office = f.helpers.arrayElement(publishedOffices);
    const guest = f.helpers.arrayElement(confirmedGuests);
    const guestId = guest.id as number;
    const hostId = office.hostId;
    requestCountByUser.set(guestId, (requestCountByUser.get(guestId) ?? 0) + 1);
    requestCountByUser.set(hostId, (requestCountByUser.get(hostId) ?? 0) + 1);
    const seats = f.number.int({ min: 1, max: Math.max(1, Math.min(30, office.capacity)) });
    const movein = dayOf(after(createdAt, f.number.int({ min: 7, max: 60 })));
    const months = f.helpers.arrayElement([1, 2, 3, 6, 12, 24]);
    const moveoutDate = new Date(Date.parse(movein) + months * 30.4 * DAY);
    const flexibility =
      office.flexibility === 'full_time'
        ? 5
        : f.number.int({ min: office.partTimeDays ?? 1, max: 5 });
    const amount = Math.round(office.price * seats * (flexibility / 5) * months);
    // The stage this request aims for; every column gets requests, recent ones too (their
    // stages follow each other within hours).
    const target = f.helpers.weightedArrayElement([
      { value: 0, weight: 25 },
      { value: 1, weight: 20 },
      { value: 2, weight: 14 },
      { value: 3, weight: 12 },
      { value: 4, weight: 8 },
      { value: 5, weight: 8 },
      { value: 6, weight: 13 },
    ]);
    const cancelled = f.datatype.boolean(0.14);
    const pace = Math.max(0.1, Math.min(4, age / 8));
    // Stage times: each one a little after the previous, never after now.
    const times: Date[] = [createdAt];
    let reached = 0;
    for (let k = 1; k <= target; k++) {
      const prev = times[k - 1] as Date;
      const t = new Date(prev.getTime() + f.number.float({ min: 0.1, max: 1 }) * pace * DAY);
      if (t.getTime() >= now.getTime() - HOUR) break;
      times.push(t);
      reached = k;
    }
    const stage = STAGES[reached] as Stage['key'];
    const visitDate =
      reached >= 3
        ? (times[3] as Date)
        : reached === 2
          ? atWorkingTime(after(now, f.number.float({ min: 0.5, max: 10 })), f.number.int(47))
          : null;
    const cancelledAt = cancelled
      ? atWorkingTime(
          after(times[reached] as Date, f.number.float({ min: 0.1, max: 3 })),
          f.number.int(47),
        )
      : null;
    const isCancelled = cancelled && cancelledAt !== null && cancelledAt < now;
    const cancelledBy = isCancelled ? f.helpers.arrayElement(['guest', 'host'] as const) : null;
    // At the meeting stage, the guest proposed the slots (step request_received: the host
    // accepts) or the host did (step meeting_proposed: the guest accepts).
    const guestProposed = reached === 1 && f.datatype.boolean(0.5);
    const step = isCancelled
      ? cancelledBy === 'guest'
        ? 'guest_cancelled'
        : 'host_declined'
      : stage === 'received' || guestProposed
        ? 'request_received'
        : stage;
    const request: Row<typeof s.requests> = {
      id,
      officeId: office.id as number,
      hostId,
      guestId,
      createdAt,
      amount: f.datatype.boolean(0.9) ? amount : null,
      moveinDate: movein,
      moveoutDate: dayOf(moveoutDate),
      seats,
      flexibility,
      initialMessage: f.helpers.arrayElement(GUEST_MESSAGES).replace('{n}', String(seats)),
      step,
      visitDate,
      isCancelled,
      cancelledBy,
      cancelReason: isCancelled
        ? cancelledBy === 'guest'
          ? f.helpers.arrayElement([0, 10, 20, 30, 1010, 1040, 1120])
          : f.helpers.arrayElement([0, 10, 20, 1000, 1030])
        : null,
      cancelMessage: isCancelled ? 'Annulé après échange avec le CSM.' : null,
      contractInfoId: null,
      hsDealUrl: f.datatype.boolean(0.7) ? `https://crm.example.com/deals/${100000 + id}` : null,
      meetingProposedAt: reached >= 1 ? (times[1] as Date) : null,
      visitScheduledAt: reached >= 2 ? (times[2] as Date) : null,
      visitPastAt: reached >= 3 ? (times[3] as Date) : null,
      contractStartAt: reached >= 4 ? (times[4] as Date) : null,
      contractSentAt: reached >= 5 ? (times[5] as Date) : null,
      contractSignedAt: reached >= 6 ? (times[6] as Date) : null,
      requestCancelledAt: isCancelled ? cancelledAt : null,
      hostRating:
        reached >= 3 || isCancelled
          ? f.datatype.boolean(0.6)
            ? f.number.int({ min: 1, max: 5 })
            : null
          : null,
      guestRating:
        reached >= 3 || isCancelled
          ? f.datatype.boolean(0.6)
            ? f.number.int({ min: 1, max: 5 })
            : null
          : null,
      officeRating:
        reached >= 3 ? (f.datatype.boolean(0.6) ? f.number.int({ min: 1, max: 5 }) : null) : null,
      ...ownerOf(id, createdAt, isCancelled || reached >= 6, staff, now),
      ...withdrawnByOf(id, isCancelled, staff),
    };
    data.requests.push(request);

    // Meetings: proposed at stage 1, accepted at 2, concluded from 3.
    if (reached >= 1) {
      const meetingState = reached === 1 ? 'proposed' : reached === 2 ? 'accepted' : 'concluded';
      const mid = ++meetingId;
      data.meetings.push({
        id: mid,
        requestId: id,
        state: meetingState,
        createdAt: times[1] as Date,
      });
      const slots = f.number.int({ min: 1, max: 3 });
      for (let k = 0; k < slots; k++) {
        const proposed =
          k === 0 && visitDate
            ? visitDate
            : atWorkingTime(
                after(
                  reached === 1 ? now : (times[1] as Date),
                  f.number.float({ min: 0.5, max: 8 }),
                ),
                f.number.int(47),
              );
        data.appointments.push({
          id: ++appointmentId,
          meetingId: mid,
          proposedDate: proposed,
          state: k === 0 ? meetingState : 'proposed',
        });
      }
    }

    // Conversation and its messages.
    const conversationId = id;
    const convo: Row<typeof s.conversations> = {
      id: conversationId,
      requestId: id,
      createdAt,
      lastMessageAt: createdAt,
    };
    data.conversations.push(convo);
    message(conversationId, createdAt, {
      messageType: 'request_received',
      systemMessage: `Nouvelle demande de contact #${id}.`,
    });
    message(conversationId, new Date(createdAt.getTime() + 60_000), {
      messageType: 'user',
      sender: 'guest',
      userMessage: request.initialMessage as string,
    });
    let last = new Date(createdAt.getTime() + 60_000);
    const userMessages: { sender: 'host' | 'guest'; at: Date }[] = [{ sender: 'guest', at: last }];
    const replies = f.number.int({ min: 0, max: 4 });
    for (let k = 0; k < replies; k++) {
      const at = new Date(last.getTime() + f.number.float({ min: 0.05, max: 1 }) * DAY);
      if (at >= now) break;
      const sender = k % 2 === 0 ? 'host' : 'guest';
      message(conversationId, at, {
        messageType: 'user',
        sender,
        userMessage: f.helpers.arrayElement(sender === 'host' ? HOST_REPLIES : GUEST_REPLIES),
      });
      userMessages.push({ sender, at });
      last = at;
    }
    const statusTexts: [string, string][] = [
      ['', ''],
      ["L'hôte vous propose des créneaux de visite.", 'Vous avez proposé des créneaux de visite.'],
      ['Votre visite est confirmée.', 'La visite est confirmée.'],
      ['Comment s’est passée votre visite ?', 'La visite a eu lieu.'],
      ['Le contrat est en préparation.', 'Préparez le contrat.'],
      ['Le contrat vous a été envoyé.', 'Le contrat a été envoyé au locataire.'],
      ['Le contrat est signé. Bienvenue !', 'Le contrat est signé.'],
    ];
    for (let k = 1; k <= reached; k++) {
      const at = times[k] as Date;
      const [guestMessage, hostMessage] = statusTexts[k] as [string, string];
      message(conversationId, at, {
        messageType: 'status',
        statusGuestMessage: guestMessage,
        statusHostMessage: hostMessage,
      });
      if (k === 1)
        message(conversationId, at, {
          messageType: 'meeting_proposed',
          systemMessage: 'Des créneaux de visite ont été proposés.',
        });
      if (at > last) last = at;
    }
    if (isCancelled && cancelledAt) {
      message(conversationId, cancelledAt, {
        messageType: 'status',
        statusGuestMessage:
          cancelledBy === 'guest' ? 'Vous avez annulé la demande.' : "L'hôte a décliné la demande.",
        statusHostMessage:
          cancelledBy === 'guest'
            ? 'Le locataire a annulé la demande.'
            : 'Vous avez décliné la demande.',
      });
      if (cancelledAt > last) last = cancelledAt;
    }
    convo.lastMessageAt = last;
    // The latest user messages may still be unread.
    const lastUser = userMessages.at(-1);
    if (lastUser && f.datatype.boolean(0.45)) {
      if (lastUser.sender === 'guest') convo.unreadByHost = 1;
      else convo.unreadByGuest = 1;
      convo.unreadByCsm = f.number.int({ min: 1, max: userMessages.length });
    }

    // Contract from the contract stage on.
    if (reached >= 4) {
      const cid = ++contractId;
      request.contractInfoId = cid;
      const signedAt = reached >= 6 ? (times[6] as Date) : null;
      // A few short contracts that already ended, so that every status exists.
      const expired = signedAt !== null && f.datatype.boolean(0.2);
      const startDate = expired ? dayFromToday(now, -f.number.int({ min: 60, max: 80 })) : movein;
      const endDate = expired
        ? dayFromToday(now, -f.number.int({ min: 1, max: 30 }))
        : dayOf(moveoutDate);
      const depositType = f.helpers.arrayElement(['date', 'at_contract_signature', null] as const);
      const total = amount;
      data.contracts.push({
        id: cid,
        uuid: f.string.uuid(),
        requestId: id,
        hostId,
        guestId,
        startDate,
        endDate,
        signedAt,
        paymentTermsType: f.helpers.arrayElement(['monthly', 'quarterly', 'upfront']),
        serviceFee: f.helpers.arrayElement(['basic', 'upfront', 'monthly'] as const),
        serviceFeePercentage: f.helpers.arrayElement([8, 10, 12, 15]),
        depositDueDate: depositType === 'date' ? startDate : null,
        depositDueDateType: depositType,
        depositAmount: depositType ? Math.round(total / Math.max(1, months)) * 2 : null,
        totalAmount: total,
        createdAt: times[4] as Date,
      });
      if (signedAt) {
        const types = ['invoice', 'payment', 'payout'] as const;
        const docs = f.number.int({ min: 2, max: 5 });
        for (let k = 0; k < docs; k++) {
          const createdDoc = new Date(
            Math.min(
              now.getTime() - HOUR,
              after(signedAt, k * f.number.float({ min: 1, max: 9 })).getTime(),
            ),
          );
          data.documents.push({
            id: ++documentId,
            contractId: cid,
            type: types[k % 3] as (typeof types)[number],
            amount: Math.round(total / Math.max(1, months)),
            createdAt: createdDoc,
          });
        }
      }
    }
  }
  for (const user of data.users)
    user.nbrContactRequests = requestCountByUser.get(user.id as number) ?? 0;

  // Bookmarks ------------------------------------------------------------------------------------
  let bookmarkId = ids.bookmarks;
  const requestByGuestOffice = new Map<string, number>();
  for (const r of data.requests)
    requestByGuestOffice.set(`${r.guestId}:${r.officeId}`, r.id as number);
  for (const guest of guests) {
    if (!f.datatype.boolean(0.5)) continue;
    const count = f.number.int({ min: 1, max: 4 });
    const chosen = new Set<number>();
    for (let k = 0; k < count; k++) {
      const office = f.helpers.arrayElement(publishedOffices);
      if (chosen.has(office.id as number)) continue;
      chosen.add(office.id as number);
      const createdByUser = f.datatype.boolean(0.6);
      const createdAt = atWorkingTime(
        before(now, f.number.float({ min: 0.5, max: 120 })),
        f.number.int(47),
      );
      const deleted = f.datatype.boolean(0.15);
      const requestId = requestByGuestOffice.get(`${guest.id}:${office.id}`) ?? null;
      data.bookmarks.push({
        id: ++bookmarkId,
        guestId: guest.id as number,
        officeId: office.id as number,
        createdByUser,
        createdAt,
        deletedAt: deleted ? after(createdAt, f.number.float({ min: 0.1, max: 0.4 })) : null,
        deletedByUser: deleted ? f.datatype.boolean() : null,
        officeViewedAt: f.datatype.boolean(0.5) ? after(createdAt, 0.05) : null,
        emailSent: !createdByUser && f.datatype.boolean(0.5),
        smsSent: !createdByUser && f.datatype.boolean(0.3),
        requestId,
        note:
          !createdByUser && f.datatype.boolean(0.4)
            ? 'Correspond au budget et à la zone recherchée.'
            : null,
        userNote: createdByUser && f.datatype.boolean(0.3) ? 'À visiter en priorité' : null,
      });
    }
  }

  if (fixedTables) {
    // SEO locations --------------------------------------------------------------------------------
    const seoCities: { city: string; zipCode: string | null; poi: string | null }[] = [
      { city: 'Paris', zipCode: null, poi: null },
      ...['75001', '75002', '75008', '75009', '75010', '75011', '75015', '75017'].map((zip) => ({
        city: 'Paris',
        zipCode: zip,
        poi: null,
      })),
      { city: 'Paris', zipCode: '75009', poi: 'Opéra' },
      { city: 'Paris', zipCode: '75004', poi: 'Marais' },
      { city: 'Lyon', zipCode: null, poi: null },
      { city: 'Lyon', zipCode: '69003', poi: 'Part-Dieu' },
      { city: 'Marseille', zipCode: null, poi: null },
      { city: 'Bordeaux', zipCode: null, poi: 'Chartrons' },
      { city: 'Lille', zipCode: null, poi: null },
      { city: 'Nantes', zipCode: null, poi: null },
      { city: 'Toulouse', zipCode: null, poi: null },
      { city: 'Luxembourg', zipCode: null, poi: 'Kirchberg' },
    ];
    let locationId = 0;
    let pageId = 0;
    let faqId = 0;
    const slugs = ['offices', 'flexible_offices', 'coworking'] as const;
    const slugWords = {
      offices: { fr: 'Location de bureaux', en: 'Office rental' },
      flexible_offices: { fr: 'Bureaux flexibles', en: 'Flexible offices' },
      coworking: { fr: 'Coworking', en: 'Coworking' },
    };
    for (const [k, loc] of seoCities.entries()) {
      const slug = slugs[k % 3] as (typeof slugs)[number];
      // The place of interest first: the titles say it, as an edit's recomputed title does.
      const poi = loc.poi ?? (f.datatype.boolean(0.1) ? f.helpers.arrayElement(POI) : null);
      const where = [loc.city, loc.zipCode, poi].filter(Boolean).join(' ');
      const lid = ++locationId;
      const status = k % 7 === 6 ? 0 : 10;
      data.seoLocations.push({
        id: lid,
        slug,
        city: loc.city,
        zipCode: loc.zipCode,
        poi,
        displayTitle: `${slugWords[slug].fr} ${where}`,
        createdAt: before(now, 200 - k),
      });
      for (const lang of ['fr', 'en'] as const) {
        const pid = ++pageId;
        const title = `${slugWords[slug][lang]} ${where}`;
        data.seoPages.push({
          id: pid,
          locationId: lid,
          lang,
          status,
          faqTitle: lang === 'fr' ? 'Questions fréquentes' : 'Frequently Asked Questions',
          navCta: lang === 'fr' ? `Voir les bureaux à ${loc.city}` : `See offices in ${loc.city}`,
          title,
          description:
            lang === 'fr'
              ? `<h3>${title}</h3><p>Trouvez des bureaux flexibles et équipés à ${loc.city}, sans engagement long.</p><h4>Pourquoi ${loc.city} ?</h4><p>Transports, commerces et un tissu d’entreprises dynamique.</p>`
              : `<h3>${title}</h3><p>Find flexible, furnished offices in ${loc.city} without a long lease.</p><h4>Why ${loc.city}?</h4><p>Transport, shops and a lively business scene.</p>`,
          sitemapTitle: title,
          h1: title,
          metaDescription:
            lang === 'fr'
              ? `${title} : bureaux disponibles immédiatement.`
              : `${title}: offices available now.`,
          linkedPages: [],
        });
        if (k % 2 === 0) {
          const entries =
            lang === 'fr'
              ? [
                  [
                    'Quel est le prix moyen d’un poste ?',
                    `<p>À ${loc.city}, comptez entre 300 et 900 € par poste et par mois.</p>`,
                  ],
                  [
                    'Peut-on visiter avant de signer ?',
                    '<p>Oui, votre CSM organise la visite avec l’hôte.</p>',
                  ],
                ]
              : [
                  [
                    'What does a desk cost?',
                    `<p>In ${loc.city}, expect 300 to 900 EUR per desk per month.</p>`,
                  ],
                  [
                    'Can we visit before signing?',
                    '<p>Yes, your CSM arranges the visit with the host.</p>',
                  ],
                ];
          entries.forEach(([title, description], position) =>
            data.faqEntries.push({
              id: ++faqId,
              pageId: pid,
              position,
              title: title as string,
              description: description as string,
            }),
          );
        }
      }
    }
    // Link each page to a few others of the same language.
    for (const page of data.seoPages) {
      const same = data.seoPages.filter((p) => p.lang === page.lang && p.id !== page.id);
      page.linkedPages = f.helpers
        .arrayElements(same, { min: 0, max: 4 })
        .map((p) => p.id as number);
    }

    // Display sections -----------------------------------------------------------------------------
    const parisPublished = data.offices.filter(
      (o) => o.publicationState === 1 && o.city === 'Paris',
    );
    DISPLAY_SECTION_NAMES.forEach((_, k) => {
      data.displaySections.push({
        id: k + 1,
        rank: k + 1,
        offices: f.helpers
          .arrayElements(parisPublished, { min: 3, max: 8 })
          .map((o) => o.id as number),
      });
    });
  }

  // Search events --------------------------------------------------------------------------------
  const searchPlaces = [...paris.slice(0, 8), ...france.slice(0, 8), ...luxembourg.slice(0, 2)];
  const searches = n(SEARCH_COUNT);
  for (let k = 1; k <= searches; k++) {
    const place = f.helpers.arrayElement(searchPlaces);
    const criteria: Record<string, unknown> = {
      placeId: place.placeId,
      view: f.helpers.arrayElement(['list', 'map']),
    };
    if (f.datatype.boolean(0.4)) criteria.seatsMin = f.number.int({ min: 1, max: 10 });
    if (f.datatype.boolean(0.3))
      criteria.officeType = f.helpers.arrayElement(['shared', 'entire', 'private']);
    if (f.datatype.boolean(0.2)) criteria.priceMax = f.helpers.arrayElement([500, 700, 900]);
    data.searchEvents.push({
      id: ids.searchEvents + k,
      createdAt: before(now, f.number.float({ min: 0.01, max: REQUEST_HISTORY_DAYS })),
      source: 'map_search',
      place: place.description,
      criteria,
      resultCount: f.number.int({ min: 0, max: 400 }),
    });
  }
  return {
    data,
    ids: {
      users: userId,
      offices: ids.offices + officeCount,
      internalNotes: noteId,
      requests: ids.requests + requestCount,
      meetings: meetingId,
      appointments: appointmentId,
      chatMessages: messageId,
      contracts: contractId,
      documents: documentId,
      bookmarks: bookmarkId,
      searchEvents: ids.searchEvents + searches,
    },
  };
}
