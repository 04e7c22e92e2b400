/** The demo's offices, each of a host of the shard, and the staff's internal notes on them. */
import { PARIS_ARRONDISSEMENTS } from '@backoffice/domain';
import type * as s from '../db/schema';
import { allPlaces, type Place } from '../places';
import { officePictures } from '../media';
import { after, atWorkingTime, before, dayFromToday } from './clock';
import { SEED_COUNTS, type Row, type ShardContext } from './seedContext';
import { NOTES } from './seedWords';

/** Where offices are put, and where the map searches look (seedSearches.ts). */
export interface OfficePlaces {
  paris: Place[];
  france: Place[];
  luxembourg: Place[];
}

/** The places offices are put in: Paris arrondissements, the big French cities, Luxembourg. */
function officePlaces(): OfficePlaces {
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

/** The shard's offices (data.offices), and the hosts' office counts. */
export function seedOffices(
  { f, n, data, ids, now }: ShardContext,
  hosts: Row<typeof s.users>[],
): { places: OfficePlaces; lastId: number } {
  const officeCountByHost = new Map<number, number>();
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
  return { places: { paris, france, luxembourg }, lastId: ids.offices + officeCount };
}

/** Internal notes on some of the shard's offices (data.internalNotes); returns the last id. */
export function seedInternalNotes({ f, data, ids, now, staff }: ShardContext): number {
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
  return noteId;
}
