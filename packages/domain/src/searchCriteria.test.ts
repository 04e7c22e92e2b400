import { describe, expect, it } from 'vitest';
import { DEFAULT_PLACE } from './constants';
import {
  DEFAULT_SEARCH_CRITERIA,
  MAP_AREA_PLACE_ID,
  SEARCH_CRITERIA_LABELS,
  SEARCH_DAYS,
  SEARCH_FILTER_KEYS,
  activeFilterCount,
  describeProblems,
  hasMoreResults,
  mapAreaPlace,
  placeBounds,
  rangeProblems,
  readLinkMapView,
  readLinkPlace,
  roundDegrees,
  searchFilterChips,
  searchPageCount,
  widenSuggestions,
} from './searchCriteria';

describe('operations §2 — map search', () => {
  it('opens on Paris, first page, as a list', () => {
    expect(DEFAULT_SEARCH_CRITERIA).toEqual({ place: DEFAULT_PLACE, page: 1, view: 'list' });
  });

  it.each([
    [0, 1, 1, false],
    [20, 1, 1, false],
    [21, 2, 1, true],
    [21, 2, 2, false],
    [400, 20, 19, true],
  ])('%i results make %i page(s); after page %i more: %s', (count, pages, page, more) => {
    expect(searchPageCount(count)).toBe(pages);
    expect(hasMoreResults(page, count)).toBe(more);
  });
});

describe('operations §3 — the Filters panel', () => {
  it('names every criterion a CSM sets, and counts those set', () => {
    for (const key of SEARCH_FILTER_KEYS) expect(SEARCH_CRITERIA_LABELS[key]).toBeTruthy();
    expect(activeFilterCount({})).toBe(0);
    expect(
      activeFilterCount({ seatsMin: 0, topPick: false, zipCode: '', officeType: 'shared' }),
    ).toBe(3);
    expect(SEARCH_DAYS.map((d) => d.label)).toEqual([
      '1 day',
      '2 days',
      '3 days',
      '4 days',
      '5 days',
    ]);
  });

  it('refuses a min above its max, and only that', () => {
    expect(rangeProblems({ seatsMin: 4, seatsMax: 4, priceMin: 10 })).toEqual([]);
    expect(rangeProblems({ seatsMin: 12, seatsMax: 4, surfaceMin: 90, surfaceMax: 20 })).toEqual([
      {
        keys: ['seatsMin', 'seatsMax'],
        label: 'Seats min and max',
        reason: 'min 12 is above max 4',
      },
      {
        keys: ['surfaceMin', 'surfaceMax'],
        label: 'Surface min and max',
        reason: 'min 90 is above max 20',
      },
    ]);
  });
});

describe('a link’s place and map view', () => {
  const lyon = {
    placeId: 'fr-69123',
    description: 'Lyon, France',
    geoLat: 45.76,
    geoLon: 4.83,
    topLat: 45.8,
    topLon: 4.9,
    bottomLat: 45.7,
    bottomLon: 4.7,
  };

  it('reads a whole place, filling the address from the description', () => {
    expect(readLinkPlace({})).toBeNull();
    expect(readLinkPlace(lyon)).toEqual({ ...lyon, formattedAddress: 'Lyon, France' });
    expect(readLinkPlace({ ...lyon, description: undefined })).toMatchObject({
      description: 'fr-69123',
      formattedAddress: 'fr-69123',
    });
  });

  it.each([
    [
      { placeId: 'fr-69123', description: 'Lyon, France' },
      'Place "Lyon, France"',
      'no coordinates',
    ],
    [{ ...lyon, geoLat: 95 }, 'Place "Lyon, France"', 'coordinates off the map'],
    [{ ...lyon, geoLon: 200 }, 'Place "Lyon, France"', 'coordinates off the map'],
    [{ ...lyon, topLat: 45.6 }, 'Place "Lyon, France"', 'coordinates off the map'],
    [{ ...lyon, placeId: undefined, description: undefined }, 'Place', 'no place id'],
  ])('drops a place without what it needs: %j', (fields, label, reason) => {
    expect(readLinkPlace(fields)).toEqual({ keys: expect.any(Array), label, reason });
  });

  it('reads a map view of a whole zoom from 5 to 17 and a centre on the globe', () => {
    expect(readLinkMapView({})).toBeNull();
    expect(readLinkMapView({ zoom: 12, mapLat: 45.7, mapLon: 4.8 })).toEqual({
      zoom: 12,
      lat: 45.7,
      lon: 4.8,
    });
    const problem = (reason: string) => ({
      keys: ['zoom', 'mapLat', 'mapLon'],
      label: 'Map view',
      reason,
    });
    expect(readLinkMapView({ zoom: 40, mapLat: 45, mapLon: 4 })).toEqual(
      problem('zoom 40 is outside 5 to 17'),
    );
    expect(readLinkMapView({ zoom: 4.5, mapLat: 45, mapLon: 4 })).toEqual(
      problem('zoom 4.5 is outside 5 to 17'),
    );
    expect(readLinkMapView({ zoom: 12 })).toEqual(problem('zoom and centre are both needed'));
    expect(readLinkMapView({ zoom: 12, mapLat: -91, mapLon: 4 })).toEqual(
      problem('centre off the map'),
    );
  });

  it('says which criteria were left out', () => {
    expect(
      describeProblems([
        {
          keys: ['seatsMin', 'seatsMax'],
          label: 'Seats min and max',
          reason: 'min 12 is above max 4',
        },
        { keys: ['zoom'], label: 'Map view', reason: 'zoom 40 is outside 5 to 17' },
      ]),
    ).toBe('Seats min and max (min 12 is above max 4); Map view (zoom 40 is outside 5 to 17)');
  });
});

describe('searching the area the map shows', () => {
  it('makes a place of the box, centred on the view', () => {
    const area = mapAreaPlace([2.2, 48.8, 2.4, 48.9], { lat: 48.85, lon: 2.3 });
    expect(area).toMatchObject({
      placeId: MAP_AREA_PLACE_ID,
      geoLat: 48.85,
      geoLon: 2.3,
      topLat: 48.9,
      topLon: 2.4,
      bottomLat: 48.8,
      bottomLon: 2.2,
    });
    expect(placeBounds(area)).toEqual([2.2, 48.8, 2.4, 48.9]);
    expect(placeBounds(DEFAULT_PLACE)).toEqual([2.224199, 48.815573, 2.4699208, 48.9021449]);
    expect(roundDegrees(2.35221987654)).toBe(2.35222);
  });
});

describe('what to widen when nothing is found', () => {
  it('suggests the filters, the text, the radius, then the area', () => {
    expect(
      widenSuggestions({
        place: DEFAULT_PLACE,
        seatsMin: 40,
        radius: 1,
        searchString: ' loft ',
      }),
    ).toEqual([
      'Remove some of the 2 filters.',
      'Clear the search text "loft".',
      'Widen the radius.',
      'Choose a larger place, or zoom the map out and search the area it shows.',
    ]);
    expect(
      widenSuggestions({
        place: mapAreaPlace([2, 48, 3, 49], { lat: 48.5, lon: 2.5 }),
        topPick: true,
      }),
    ).toEqual([
      'Remove the filter.',
      'Zoom the map out and search this area again, or choose a place.',
    ]);
  });
});

describe("the map search's active filters in words", () => {
  it("says each active criterion with its label and its value in words, in the panel's order", () => {
    expect(
      searchFilterChips({
        topPick: false,
        officeType: 'private',
        publicationState: 1,
        budget: 12000,
        zipCode: '69003',
        proType: 1,
        flexibility: 20,
        rentalType: 'yearly',
        days: 3,
        generatedFromCsv: true,
        seatsMin: undefined,
      }),
    ).toEqual([
      { key: 'publicationState', label: 'Publication state', value: 'Published' },
      { key: 'zipCode', label: 'Zip code', value: '69003' },
      { key: 'officeType', label: 'Office type', value: 'Private' },
      { key: 'flexibility', label: 'Flexibility', value: 'Full and Part time' },
      { key: 'budget', label: 'Budget (€ a month)', value: '12,000' },
      { key: 'topPick', label: 'Top pick', value: 'No' },
      { key: 'generatedFromCsv', label: 'Generated from CSV', value: 'Yes' },
      { key: 'proType', label: 'Pro type', value: 'Non-Pro' },
      { key: 'rentalType', label: 'Rental type', value: 'Yearly' },
      { key: 'days', label: 'Days a week', value: '3 days' },
    ]);
  });

  it('shows no chip for no filter, and an unknown code as sent', () => {
    expect(searchFilterChips({})).toEqual([]);
    expect(searchFilterChips({ zipCode: '' })).toEqual([]);
    expect(searchFilterChips({ rentalType: 'weekly' })).toEqual([
      { key: 'rentalType', label: 'Rental type', value: 'weekly' },
    ]);
  });
});
