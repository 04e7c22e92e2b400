import { describe, expect, it } from 'vitest';
import { DEFAULT_PLACE } from './constants';
import {
  ANY_PUBLICATION_STATE,
  DEFAULT_SEARCH_CRITERIA,
  DEFAULT_SEARCH_PUBLICATION_STATE,
  LINK_ONLY_FILTER_KEYS,
  MAP_AREA_PLACE_ID,
  SEARCH_CRITERIA_DESCRIPTIONS,
  SEARCH_CRITERIA_LABELS,
  SEARCH_DAYS,
  SEARCH_FILTER_KEYS,
  SEARCH_PUBLICATION_STATES,
  activeFilterCount,
  billedSeats,
  chosenPublicationState,
  fitsTeam,
  monthlyCost,
  seatPriceText,
  searchedPublicationState,
  teamPriceText,
  withinBudget,
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

  it('labels the budget as the whole monthly bill, and says how it is counted', () => {
    expect(SEARCH_CRITERIA_LABELS.budget).toBe('Budget (€ a month, whole team)');
    expect(SEARCH_CRITERIA_DESCRIPTIONS.budget).toBe(
      "The most the guest pays a month: price a seat × team size (the office's minimum seats when no team size is set).",
    );
    expect(SEARCH_CRITERIA_LABELS.teamSize).toBe('Team size');
    // Team size comes before the budget it counts; seats min and max are kept for links only.
    expect(SEARCH_FILTER_KEYS.indexOf('teamSize')).toBe(SEARCH_FILTER_KEYS.indexOf('budget') - 1);
    expect(SEARCH_FILTER_KEYS.filter((key) => key === 'teamSize')).toHaveLength(1);
    for (const key of LINK_ONLY_FILTER_KEYS) expect(SEARCH_FILTER_KEYS).toContain(key);
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

describe('publication state: Published unless another is chosen', () => {
  it('asks the API for published offices by default, every state for Any state', () => {
    expect(DEFAULT_SEARCH_PUBLICATION_STATE).toBe(1);
    expect(searchedPublicationState(undefined)).toBe(1);
    expect(searchedPublicationState(ANY_PUBLICATION_STATE)).toBeUndefined();
    expect(searchedPublicationState(0)).toBe(0);
    expect(searchedPublicationState(3)).toBe(3);
  });

  it('reads the API state back as the choice it stands for', () => {
    expect(chosenPublicationState(undefined)).toBe('any');
    expect(chosenPublicationState(1)).toBeUndefined();
    expect(chosenPublicationState(2)).toBe(2);
    for (const choice of [undefined, 'any', 0, 2, 3] as const) {
      expect(chosenPublicationState(searchedPublicationState(choice))).toBe(choice);
    }
  });

  it('offers Any state first, then every state', () => {
    expect(SEARCH_PUBLICATION_STATES.map((o) => o.label)).toEqual([
      'Any state',
      'Unpublished',
      'Published',
      'Waiting for approval',
      'Published off market',
    ]);
    expect(searchFilterChips({ publicationState: 'any' })).toEqual([
      { key: 'publicationState', label: 'Publication state', value: 'Any state' },
    ]);
    // The default is no filter a CSM set: no chip, not counted.
    expect(searchFilterChips({ publicationState: undefined })).toEqual([]);
    expect(activeFilterCount({ publicationState: 'any' })).toBe(1);
  });
});

describe('team size and budget: the whole monthly bill', () => {
  const floor = { price: 388, minCapacity: 6, capacity: 106 };
  const desk = { price: 300, minCapacity: null, capacity: 4 };

  it('fits a team between the minimum seats (1 when none) and the capacity', () => {
    expect(fitsTeam(floor, 5)).toBe(false);
    expect(fitsTeam(floor, 6)).toBe(true);
    expect(fitsTeam(floor, 106)).toBe(true);
    expect(fitsTeam(floor, 107)).toBe(false);
    expect(fitsTeam(desk, 1)).toBe(true);
    expect(fitsTeam(desk, 5)).toBe(false);
  });

  it('bills the team, else the minimum seats, else one seat', () => {
    expect(billedSeats(floor, 10)).toBe(10);
    expect(billedSeats(floor)).toBe(6);
    expect(billedSeats(desk)).toBe(1);
    expect(monthlyCost(floor, 10)).toBe(3880);
    expect(monthlyCost(floor)).toBe(2328);
    // The floor of the report: 388 € a seat for 106 seats is no 6,000 € budget.
    expect(withinBudget(floor, 6000, 106)).toBe(false);
    expect(withinBudget(floor, 6000, 15)).toBe(true);
    expect(withinBudget(floor, 3880, 10)).toBe(true);
    expect(withinBudget(floor, 3879, 10)).toBe(false);
    expect(withinBudget(desk, 299)).toBe(false);
  });

  it('writes a price a seat and the team’s month, in euros the French way', () => {
    const spaces = (text: string) => text.replace(/\s/g, ' ');
    expect(spaces(seatPriceText(388))).toBe('388 € a seat a month');
    expect(spaces(seatPriceText(1250))).toBe('1 250 € a seat a month');
    expect(spaces(seatPriceText(387.5))).toBe('387,50 € a seat a month');
    expect(spaces(teamPriceText(388, 10))).toBe('≈ 3 880 € a month for 10');
    expect(spaces(teamPriceText(300, 1200))).toBe('≈ 360 000 € a month for 1,200');
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
      'Choose Any state as the publication state: only published offices are searched.',
      'Clear the search text "loft".',
      'Widen the radius.',
      'Choose a larger place, or zoom the map out and search the area it shows.',
    ]);
    expect(
      widenSuggestions({
        place: mapAreaPlace([2, 48, 3, 49], { lat: 48.5, lon: 2.5 }),
        topPick: true,
        publicationState: 'any',
      }),
    ).toEqual([
      'Remove some of the 2 filters.',
      'Zoom the map out and search this area again, or choose a place.',
    ]);
    expect(widenSuggestions({ place: DEFAULT_PLACE, teamSize: 200 })).toEqual([
      'Remove the filter.',
      'Choose Any state as the publication state: only published offices are searched.',
      'Choose a larger place, or zoom the map out and search the area it shows.',
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
        teamSize: 1200,
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
      { key: 'teamSize', label: 'Team size', value: '1,200' },
      { key: 'budget', label: 'Budget (€ a month, whole team)', value: '12,000' },
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
