/** The demo's map searches (search events) in the offices' places. */
import { before } from './clock';
import { REQUEST_HISTORY_DAYS, SEARCH_COUNT, type ShardContext } from './seedContext';
import type { OfficePlaces } from './seedOffices';

/** The shard's search events (data.searchEvents); returns the last id. */
export function seedSearches(
  { f, n, data, ids, now }: ShardContext,
  { paris, france, luxembourg }: OfficePlaces,
): number {
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
  return ids.searchEvents + searches;
}
