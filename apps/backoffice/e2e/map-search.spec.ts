import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { routes, searchCriteriaToQuery } from '@backoffice/api';
import type {
  OfficeSearchListAnswer,
  OfficeSearchMapAnswer,
  OfficeSearchQuery,
  PlaceDetailsAnswer,
  PlaceSuggestionsAnswer,
} from '@backoffice/api';
import { DEFAULT_PLACE } from '@backoffice/domain';
import type { SearchPlace } from '@backoffice/domain';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { fieldEvents, LOAD, recordFieldEvents, signInBeforeEach } from './support';

// Each test loads the screen several times.
const session = signInBeforeEach({ timeout: 180_000 });

/** What the API answers for a search (what the list and the map should both show). */
async function search(request: APIRequestContext, given: OfficeSearchQuery) {
  // A criterion left out (`undefined`) is no parameter.
  const query = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
  const [listed, pinned] = await Promise.all([
    session.get<OfficeSearchListAnswer>(request, routes.searchOffices.path, {
      ...query,
      view: 'list',
    }),
    session.get<OfficeSearchMapAnswer>(request, routes.searchOffices.path, {
      ...query,
      view: 'map',
    }),
  ]);
  expect(pinned.resultCount).toBe(listed.resultCount);
  return listed;
}

async function placeNamed(request: APIRequestContext, text: string): Promise<SearchPlace> {
  const { suggestions } = await session.get<PlaceSuggestionsAnswer>(
    request,
    routes.placeAutocomplete.path,
    { q: text },
  );
  const details = await session.get<PlaceDetailsAnswer>(request, routes.placeDetails.path, {
    placeId: suggestions[0]!.placeId,
  });
  return details.place;
}

const named = (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'office' : 'offices'}`;
const results = (page: Page) => page.getByRole('list', { name: 'Results' });
const resultLinks = (page: Page) => results(page).getByRole('link');
const onMap = (page: Page) => page.getByText(/ on the map$/);
const mapDrawn = (page: Page) => page.getByText(/^Zoom \d+ of 17:/);

/** The list's count and the map's count both say `total`. */
async function bothShow(page: Page, total: number, where = 'Paris, France') {
  await expect(page.getByText(`${named(total)} in ${where}`, { exact: true })).toBeVisible(LOAD);
  await expect(onMap(page)).toHaveText(`${named(total)} on the map`, LOAD);
}

async function applyFilters(
  page: Page,
  fill: (panel: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await fill(panel);
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel).toBeHidden();
}

async function choose(panel: ReturnType<Page['getByRole']>, select: string, option: string) {
  await panel.getByRole('button', { name: new RegExp(`${select}$`) }).click();
  await panel.page().getByRole('option', { name: option, exact: true }).click();
}

test('the first 20 before the map, infinite scroll, the place, each kind of filter, and the URL', async ({
  page,
  request,
}) => {
  const paris = await search(request, searchCriteriaToQuery({ place: DEFAULT_PLACE }));
  expect(paris.resultCount).toBeGreaterThan(40);

  // The map's chunk is held back: the first 20 results show without it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/ClusterMap-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/offices/search');
  await expect(page).toHaveTitle('Map search · Back-office');
  await expect(resultLinks(page)).toHaveCount(20, LOAD);
  await expect(page.getByText('Loading the map…')).toBeVisible();
  release();
  await bothShow(page, paris.resultCount);
  await expect(resultLinks(page).first()).toHaveText(new RegExp(`#${paris.offices[0]!.id}$`));

  // The next 20 when the end of the list comes into view.
  // (Scrolled to the 20th, the list's end comes within its 200 px; once 40 are in, it is far.)
  await resultLinks(page).nth(19).scrollIntoViewIfNeeded();
  await expect(resultLinks(page)).toHaveCount(40, LOAD);
  await expect(page.getByText(`40 of ${paris.resultCount} results shown.`)).toBeVisible();

  // Typing 'Lyo' offers Lyon; choosing it moves the list and the map there.
  const lyon = await placeNamed(request, 'Lyo');
  const inLyon = await search(request, searchCriteriaToQuery({ place: lyon }));
  const place = page.getByRole('combobox', { name: 'Place' });
  await place.fill('Lyo');
  await page.getByRole('option', { name: lyon.description }).click();
  await expect(page).toHaveURL(new RegExp(`placeId=${lyon.placeId}`));
  await bothShow(page, inLyon.resultCount, lyon.description);
  await expect(place).toHaveValue(lyon.description);

  // Each kind of filter changes the list and the map to the same count as the API: Any state
  // widens the default (Published), the others narrow.
  const cases: [
    string,
    OfficeSearchQuery,
    (panel: ReturnType<Page['getByRole']>) => Promise<void>,
  ][] = [
    [
      'a choice',
      { publicationState: undefined },
      (p) => choose(p, 'Publication state', 'Any state'),
    ],
    ['a yes or no', { generatedFromCsv: false }, (p) => choose(p, 'Generated from CSV', 'No')],
    [
      'a number',
      { teamSize: 20 },
      async (p) => {
        await p.getByRole('textbox', { name: 'Team size' }).fill('20');
        await p.getByRole('textbox', { name: 'Team size' }).press('Tab');
      },
    ],
    [
      'a radius around the place',
      { radius: 2 },
      async (p) => {
        await p.getByRole('textbox', { name: 'Radius (km)' }).fill('2');
        await p.getByRole('textbox', { name: 'Radius (km)' }).press('Tab');
      },
    ],
  ];
  let query: OfficeSearchQuery = searchCriteriaToQuery({ place: lyon });
  let last = inLyon.resultCount;
  for (const [kind, filter, fill] of cases) {
    query = { ...query, ...filter };
    const expected = await search(request, query);
    if (kind === 'a choice') expect(expected.resultCount, kind).toBeGreaterThan(last);
    else expect(expected.resultCount, kind).toBeLessThanOrEqual(last);
    last = expected.resultCount;
    await applyFilters(page, fill);
    await bothShow(page, expected.resultCount, lyon.description);
    // The place searched stays in its field after each Apply.
    await expect(place).toHaveValue(lyon.description);
  }
  await expect(page.getByRole('button', { name: 'Filters (4 active)' })).toBeVisible();
  await expect(page).toHaveURL(/publicationState=any/);
  await expect(page).toHaveURL(/teamSize=20/);
  await expect(page).toHaveURL(/radius=2/);

  // The URL holds it all: reload shows the same, Back undoes the last step.
  await page.reload();
  await bothShow(page, last, lyon.description);
  await expect(page.getByRole('button', { name: 'Filters (4 active)' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Filters (3 active)' })).toBeVisible(LOAD);
  await page.goForward();
  await expect(page.getByRole('button', { name: 'Filters (4 active)' })).toBeVisible(LOAD);

  // Paris' arrondissements are a quick choice of the zip code.
  await recordFieldEvents(page);
  await page.goto('/offices/search');
  const in11 = await search(request, {
    ...searchCriteriaToQuery({ place: DEFAULT_PLACE }),
    zipCode: '75011',
  });
  await applyFilters(page, async (p) => {
    const zip = p.getByRole('combobox', { name: 'Zip code' });
    await zip.click();
    // Focus opens the list (menuTrigger focus), and so does a click in a field whose list was
    // closed: the field says so, then its options are there. (Some CI runs found the field
    // focused and its list closed; if it comes back, the focus and scroll events say why.)
    await expect(zip).toBeFocused();
    await expect(zip)
      .toHaveAttribute('aria-expanded', 'true')
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\nEvents:\n${await fieldEvents(page)}`);
      });
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.getByRole('option', { name: '75011' }).click();
  });
  await bothShow(page, in11.resultCount);
  await expect(page).toHaveURL(/zipCode=75011/);
});

/** The offices listed, every one loaded (scrolling to the end of the list), up to `most`. */
async function everyListed(page: Page, total: number, most = 100) {
  const want = Math.min(total, most);
  for (let shown = await resultLinks(page).count(); shown < want;) {
    await resultLinks(page)
      .nth(shown - 1)
      .scrollIntoViewIfNeeded();
    await expect(resultLinks(page)).toHaveCount(Math.min(shown + 20, want), LOAD);
    shown = await resultLinks(page).count();
  }
  return resultLinks(page).all();
}

/** An amount a row writes in euros ("3 880 €", "387,50 €") in the span ending with `words`. */
async function euros(row: Locator, words: RegExp) {
  const text = await row.locator('span', { hasText: words }).last().textContent();
  const amount = (text ?? '').replace(words, '');
  return Number(amount.replace(/[^\d,]/g, '').replace(',', '.'));
}

test('a budget for a team: every office listed costs at most the budget as labelled; Published by default; Place kept after Apply', async ({
  page,
  request,
}) => {
  // Published by default: the panel says so, each row is published, the URL says nothing.
  const paris = await search(request, searchCriteriaToQuery({ place: DEFAULT_PLACE }));
  const everyState = await search(
    request,
    searchCriteriaToQuery({ place: DEFAULT_PLACE, publicationState: 'any' }),
  );
  expect(paris.resultCount).toBeGreaterThan(0);
  expect(paris.resultCount).toBeLessThan(everyState.resultCount);
  expect(paris.offices.every((o) => o.publicationState === 1)).toBe(true);
  await page.goto('/offices/search');
  await bothShow(page, paris.resultCount);
  for (const row of await resultLinks(page).all()) {
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
    await expect(row).toContainText(/\s€ a seat a month/);
  }
  await page.getByRole('button', { name: /^Filters/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await expect(panel.getByRole('button', { name: /Publication state$/ })).toContainText(
    'Published',
  );
  await expect(
    panel.getByText('Published by default; Any state searches every office.'),
  ).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Seats min' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/offices\/search$/);

  // Lyon chosen (focus stays in Place), then Filters: a team of 10 with 6,000 € a month.
  const lyon = await placeNamed(request, 'Lyo');
  const place = page.getByRole('combobox', { name: 'Place' });
  await place.fill('Lyo');
  await page.getByRole('option', { name: lyon.description }).click();
  await bothShow(
    page,
    (await search(request, searchCriteriaToQuery({ place: lyon }))).resultCount,
    lyon.description,
  );
  await expect(place).toBeFocused();
  const teamBudget = { teamSize: 10, budget: 6000 };
  const inLyon = await search(request, searchCriteriaToQuery({ place: lyon, ...teamBudget }));
  await applyFilters(page, async (p) => {
    await p.getByRole('textbox', { name: 'Team size' }).fill('10');
    await p.getByRole('textbox', { name: 'Budget (€ a month, whole team)' }).fill('6000');
    await p.getByRole('textbox', { name: 'Budget (€ a month, whole team)' }).press('Tab');
  });
  // The field and the results name the same place.
  await bothShow(page, inLyon.resultCount, lyon.description);
  await expect(place).toHaveValue(lyon.description);
  await expect(page).toHaveURL(/teamSize=10/);
  await expect(page).toHaveURL(/budget=6000/);
  await expect(page).not.toHaveURL(/publicationState/);

  // Back in Paris with the same team and budget: each office listed says its price a seat and
  // the team's month, which is the price × 10 and at most the budget.
  const parisAgain = await placeNamed(request, 'Paris');
  const inParis = await search(
    request,
    searchCriteriaToQuery({ place: parisAgain, ...teamBudget }),
  );
  expect(inParis.resultCount).toBeGreaterThan(0);
  await place.fill('Paris');
  await page.getByRole('option', { name: parisAgain.description }).first().click();
  await bothShow(page, inParis.resultCount, parisAgain.description);
  const rows = await everyListed(page, inParis.resultCount);
  expect(rows.length).toBe(Math.min(inParis.resultCount, 100));
  for (const row of rows) {
    const seat = await euros(row, /\s€ a seat a month$/);
    const month = await euros(row, /\s€ a month for 10$/);
    expect(seat).toBeGreaterThan(0);
    expect(month).toBe(seat * 10);
    expect(month).toBeLessThanOrEqual(teamBudget.budget);
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
  }

  // Any state is a choice the URL carries, kept on reload.
  await applyFilters(page, (p) => choose(p, 'Publication state', 'Any state'));
  await expect(page).toHaveURL(/publicationState=any/);
  const anyState = await search(
    request,
    searchCriteriaToQuery({ place: parisAgain, ...teamBudget, publicationState: 'any' }),
  );
  await bothShow(page, anyState.resultCount, parisAgain.description);
  await page.reload();
  await bothShow(page, anyState.resultCount, parisAgain.description);
  await expect(page.getByRole('button', { name: 'Filters (3 active)' })).toBeVisible();
});

test('a link with impossible criteria opens without them and says which', async ({
  page,
  request,
}) => {
  const paris = await search(request, {
    ...searchCriteriaToQuery({ place: DEFAULT_PLACE }),
    officeType: 'private',
  });
  await page.goto(
    '/offices/search?officeType=private&seatsMin=12&seatsMax=4&zoom=40&mapLat=48.85&mapLon=2.35&placeId=fr-69123&description=Lyon',
  );
  const alert = page.getByRole('alert').filter({ hasText: 'left out' });
  await expect(alert).toContainText('Seats min and max (min 12 is above max 4)', LOAD);
  await expect(alert).toContainText('Map view (zoom 40 is outside 5 to 17)');
  await expect(alert).toContainText('Place "Lyon" (no coordinates)');
  // What could be used is: the office type, in Paris.
  await bothShow(page, paris.resultCount);
  await expect(page).toHaveURL(/\/offices\/search\?officeType=private$/);
});

test('pin and list, a result’s detail, the keyboard alone, axe in light and dark', async ({
  page,
  request,
}) => {
  // A search of one office, so that it stands as its own pin.
  const paris = await search(request, searchCriteriaToQuery({ place: DEFAULT_PLACE }));
  let office = paris.offices[0]!;
  let street = '';
  for (const candidate of paris.offices) {
    const text = candidate.address.split(',')[0]!;
    const found = await search(request, {
      ...searchCriteriaToQuery({ place: DEFAULT_PLACE }),
      searchString: text,
    });
    if (found.resultCount === 1) {
      [office, street] = [candidate, text];
      break;
    }
  }
  expect(street).not.toBe('');
  const alone = `/offices/search?searchString=${encodeURIComponent(street)}`;
  await page.goto(alone);
  await bothShow(page, 1);
  await expect(mapDrawn(page)).toBeVisible(LOAD);

  // Hovering the result points at its pin: its name shows beside it on the map.
  const item = resultLinks(page).filter({ hasText: `#${office.id}` });
  await item.hover();
  const label = page.locator('[aria-roledescription="map"] ~ div', { hasText: office.title.fr });
  await expect(label).toBeVisible();
  const box = (await label.boundingBox())!;
  await page.mouse.move(10, 10);
  await expect(label).toBeHidden();

  // Clicking that pin on the map selects its office in the list and shows its card beside it.
  const map = page.locator('[aria-roledescription="map"]');
  await page.mouse.click(box.x - 17, box.y + 12);
  await expect(item).toHaveAttribute('aria-current', 'true');
  await expect(item).toContainText('Selected on the map');
  const card = page.getByRole('dialog', { name: `Office ${office.id}` });
  await expect(card.getByRole('heading', { name: office.title.fr })).toBeVisible();
  await expect(card.getByText(office.address.split(', ').at(-1)!)).toBeVisible();
  await expect(card.getByText(/\s€ a seat a month$/)).toBeVisible();
  await expect(card.getByRole('img')).toHaveCount(0); // the photo is decorative: alt=""
  await expect(card.locator('img')).toHaveAttribute('src', office.pictures[0]!.url);
  await expect(card.getByRole('link', { name: `Open office #${office.id}` })).toHaveAttribute(
    'href',
    `/offices/search/details/${office.id}`,
  );
  // Beside the pin, inside the map.
  const [cardBox, mapBox] = [(await card.boundingBox())!, (await map.boundingBox())!];
  expect(cardBox.x).toBeGreaterThanOrEqual(mapBox.x);
  expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(mapBox.x + mapBox.width);
  expect(Math.abs(cardBox.y + cardBox.height / 2 - (box.y + 12))).toBeLessThan(cardBox.height);
  await expectNoAxeViolations(page);
  // Escape closes it, with focus back on the map.
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(map).toBeFocused();

  // The map's own list is the keyboard's way to the pins: Enter shows the same card.
  await page.reload();
  await expect(item).toBeVisible(LOAD);
  await expect(item).not.toHaveAttribute('aria-current');
  const pinButton = page.getByRole('button', { name: `Office ${office.id}` });
  await pinButton.press('Enter');
  await expect(item).toHaveAttribute('aria-current', 'true');
  await expect(card.getByRole('heading', { name: office.title.fr })).toBeVisible();
  await expect(card).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('link', { name: `Open office #${office.id}` })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(pinButton).toBeFocused();

  // The card in the dark theme: axe clean too.
  await page.evaluate(() => localStorage.setItem('backoffice.theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await pinButton.press('Enter', LOAD);
  await expect(card.getByRole('heading', { name: office.title.fr })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.evaluate(() => localStorage.setItem('backoffice.theme', 'light'));
  await page.reload();
  await expect(item).toBeVisible(LOAD);

  // A result opens its detail.
  await item.click();
  await expect(page).toHaveURL(`/offices/search/details/${office.id}`);
  await page.goBack();
  await expect(page).toHaveURL(/searchString=/);

  // The keyboard alone, from the search field to a result's detail.
  const searchBox = page.getByRole('searchbox', { name: 'Search' });
  await searchBox.focus();
  await searchBox.fill('');
  await page.keyboard.type(street);
  await page.keyboard.press('Enter');
  let onResult = false;
  for (let i = 0; i < 12 && !onResult; i++) {
    await page.keyboard.press('Tab');
    onResult = await page.evaluate(
      () => document.activeElement?.closest('[aria-label="Results"] li') !== null,
    );
  }
  expect(onResult).toBe(true);
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('href'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(focused!);

  // Dark.
  await page.evaluate(() => localStorage.setItem('backoffice.theme', 'dark'));
  await page.goto('/offices/search?seatsMin=80&topPick=true&searchString=nowhere');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('heading', { name: 'No office matches this search' })).toBeVisible(
    LOAD,
  );
  await expect(mapDrawn(page)).toBeVisible(LOAD);
  await expectNoAxeViolations(page);
  await page.goto('/offices/search');
  await expect(resultLinks(page)).toHaveCount(20, LOAD);
  await expect(mapDrawn(page)).toBeVisible(LOAD);
  await expectNoAxeViolations(page);
});

test('without a tile setting the map draws its basemap: land, borders and names, from one cached file', async ({
  page,
  request,
}) => {
  const basemap = page.waitForResponse(/\/assets\/basemap-[^/]+\.json$/);
  await page.goto('/offices/search');
  const answer = await basemap;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toContain('immutable');
  expect(answer.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  await expect(mapDrawn(page)).toBeVisible(LOAD);

  // Paris and the towns around it are named on the map (its description reads what it draws).
  const map = page.locator('[aria-roledescription="map"]');
  await expect(map).toHaveAccessibleDescription(/Places named on the map: .*\bParis\b/, LOAD);
  await expect(map).toHaveAccessibleDescription(/Places named on the map: ([^,]+, ){4}/);
  await expect(page.getByText(/^Map data: Natural Earth · GeoNames/)).toBeVisible();

  // Land, sea, borders and names: many colours on the canvas, not a plain background.
  const colours = await map.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext('2d')!;
    const seen = new Set<string>();
    for (let x = 3; x < canvas.width; x += 17) {
      for (let y = 3; y < canvas.height; y += 17)
        seen.add(ctx.getImageData(x, y, 1, 1).data.join());
    }
    return seen.size;
  });
  expect(colours).toBeGreaterThan(8);

  // Another place, another set of names; the file is not asked for again.
  let asked = 0;
  page.on('request', (r) => {
    if (/\/assets\/basemap-/.test(r.url())) asked++;
  });
  const lyon = await placeNamed(request, 'Lyo');
  await page.getByRole('combobox', { name: 'Place' }).fill('Lyo');
  await page.getByRole('option', { name: lyon.description }).click();
  await expect(map).toHaveAccessibleDescription(/Places named on the map: .*\bLyon\b/, LOAD);
  await expect(map).toHaveAccessibleDescription(/Places named on the map: ([^,]+, ){4}/);
  expect(asked).toBe(0);
  await expectNoAxeViolations(page);
});
