/** The demo's users: a shard's hosts, then its guests. */
import type { Faker } from '@faker-js/faker';
import type * as s from '../db/schema';
import { after, atWorkingTime, before } from './clock';
import { SEED_COUNTS, type Row, type ShardContext } from './seedContext';
import { COMPANY_SIZES, SECTOR_CODES, SOURCES } from './seedWords';

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

/** Nothing: a value drawn only so that the draws after it stay where they were. */
function drawnOnly(_value: unknown): Record<string, never> {
  return {};
}

/** The shard's hosts and guests (pushed to data.users), with the guests who may send requests. */
export function seedUsers({ f, n, data, ids, now }: ShardContext): {
  hosts: Row<typeof s.users>[];
  guests: Row<typeof s.users>[];
  confirmedGuests: Row<typeof s.users>[];
  lastId: number;
} {
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
  return { hosts, guests, confirmedGuests, lastId: userId };
}
