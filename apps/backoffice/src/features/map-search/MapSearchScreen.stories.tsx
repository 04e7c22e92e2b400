import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMockDb, makeOffice } from '@backoffice/api/mocks';
import { seatPriceText, teamPriceText } from '@backoffice/domain';
import { AppStory, mockApi } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';
import { expectState, FAILED, withScenario } from '@/stories/screenStates';

/**
 * Map search over the mock API (its offices lie in Paris and Luxembourg; a quarter of them
 * published, what the search shows by default): the result list and the clustered map of one
 * search, in each state. The map is drawn on the app's basemap (no
 * tiles; Storybook serves the file the build writes), so its pixels are the same on every
 * run once its status says it is placed and the basemap's credit shows.
 */
export default {
  title: 'Screens/Map search',
  component: AppStory,
  args: { path: '/offices/search' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

const MAP = { timeout: 15_000 } as const;

/** Waits until the map has drawn what it was given (its own summary of the view) on its basemap. */
async function mapDrawn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByText(/^Zoom \d+ of 17:/, undefined, MAP);
  await canvas.findByText(/^Map data: Natural Earth/, undefined, MAP);
  // The basemap is drawn on the frame after its credit shows.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** 400 offices (about 90 published in Paris): the list shows 20, the map all in groups. */
function manyOffices() {
  const db = createMockDb();
  for (let id = db.offices.length + 1; id <= 400; id++) db.offices.push(makeOffice(id));
  return db;
}

export const ManyResults: Story = {
  name: 'Many results (20 of them listed, all on the map)',
  parameters: { msw: { handlers: mockApi({ db: manyOffices() }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const results = await canvas.findByRole('list', { name: 'Results' });
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(20));
    const count = canvas.getByText(/^\d[\d,]* offices in Paris, France$/);
    const total = Number(count.textContent!.split(' ')[0]!.replace(',', ''));
    await expect(total).toBeGreaterThan(60);
    // Every row says its price a seat; all are published (the default).
    for (const row of within(results).getAllByRole('listitem')) {
      await expect(row).toHaveTextContent(/ € a seat a month/);
      await expect(row).toHaveTextContent('Published');
    }
    await expect(
      await canvas.findByText(
        `${total.toLocaleString('en-GB')} offices on the map`,
        undefined,
        MAP,
      ),
    ).toBeVisible();
    await mapDrawn(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Loading (the search not answered yet)',
  parameters: withScenario('searchOffices', 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = await expectState(canvasElement, { text: 'Searching…', found: 'visible' });
    await expect(
      await canvas.findByText('Placing the offices on the map…', undefined, MAP),
    ).toBeVisible();
    await mapDrawn(canvasElement);
  },
};

export const NoResults: Story = {
  name: 'No results: what to widen',
  args: { path: '/offices/search?searchString=nowhere-at-all&teamSize=70&topPick=true' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'No office matches this search' });
    await expect(canvas.getByText('Remove some of the 2 filters.')).toBeVisible();
    await expect(
      canvas.getByText(
        'Choose Any state as the publication state: only published offices are searched.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Clear the search text "nowhere-at-all".')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove the filters' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters (2 active)' })).toBeVisible();
    await expect(await canvas.findByText('0 offices on the map', undefined, MAP)).toBeVisible();
    await mapDrawn(canvasElement);
  },
};

export const ImpossibleLink: Story = {
  name: 'A link with impossible criteria: opened without them, and said',
  args: {
    path: '/offices/search?seatsMin=12&seatsMax=4&zoom=40&mapLat=48.85&mapLon=2.35&placeId=fr-69123&description=Lyon&officeType=castle',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Seats min and max (min 12 is above max 4)');
    await expect(alert).toHaveTextContent('Map view (zoom 40 is outside 5 to 17)');
    await expect(alert).toHaveTextContent('Place "Lyon" (no coordinates)');
    await expect(alert).toHaveTextContent('Office type ("castle" is not a possible value)');
    // The search runs without them: Paris, no filter.
    await expect(await canvas.findByText(/^\d+ offices in Paris, France$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
    await mapDrawn(canvasElement);
  },
};

export const FiltersPanel: Story = {
  name: 'Filters panel (Team size, the whole month, a min above its max refused)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await mapDrawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const panel = within(await page.findByRole('dialog', { name: 'Filters' }));
    // One Team size field, no seats range; the budget says what it counts.
    await expect(panel.getByRole('textbox', { name: 'Team size' })).toBeInTheDocument();
    await expect(panel.queryByRole('textbox', { name: 'Seats min' })).toBeNull();
    await expect(panel.queryByRole('textbox', { name: 'Seats max' })).toBeNull();
    await expect(
      panel.getByRole('textbox', { name: 'Budget (€ a month, whole team)' }),
    ).toHaveAccessibleDescription(
      "The most the guest pays a month: price a seat × team size (the office's minimum seats when no team size is set).",
    );
    // Published unless another state is chosen.
    await expect(
      await panel.findByRole('button', { name: /Published Publication state$/ }),
    ).toBeInTheDocument();
    await userEvent.type(panel.getByRole('textbox', { name: 'Price min (€)' }), '900');
    await userEvent.type(panel.getByRole('textbox', { name: 'Price max (€)' }), '300');
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
    await expect(
      await panel.findByText('Price min and max: min 900 is above max 300.'),
    ).toBeVisible();
    // The picture once the panel has come in: its entry over and every animation finished,
    // rather than 300 ms later.
    const doc = canvasElement.ownerDocument;
    await waitFor(() => expect(doc.querySelector('[data-entering]')).toBeNull());
    await Promise.all(doc.getAnimations().map((animation) => animation.finished));
  },
};

export const Error: Story = {
  name: 'Error with Retry (list and map)',
  parameters: withScenario('searchOffices', FAILED),
  play: async ({ canvasElement }) => {
    const canvas = await expectState(canvasElement, { heading: 'The offices could not be loaded' });
    await canvas.findByRole('heading', { name: "The map's offices could not be loaded" }, MAP);
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Results' });
    await canvas.findByText(/^\d+ offices on the map$/, undefined, MAP);
    await mapDrawn(canvasElement);
  },
};

/** A picture drawn in the page (no network in a story). */
const PHOTO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#8da9c4"/></svg>')}`;

/** The mock's first office in Paris, alone on the map at zoom 17, with a picture. */
function officeAlone() {
  const db = createMockDb();
  for (const office of db.offices) office.pictures = [{ url: PHOTO }];
  const office = db.offices.find((o) => o.address.endsWith(' Paris'))!;
  return { db, office };
}
const alone = officeAlone();

export const PinCard: Story = {
  name: "A pin's card: the office's photo, title, town, price and link",
  args: {
    path: `/offices/search?zoom=17&mapLat=${alone.office.location.lat}&mapLon=${alone.office.location.lon}`,
  },
  parameters: { msw: { handlers: mockApi({ db: alone.db }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapDrawn(canvasElement);
    const { office } = alone;
    // The map's list is the keyboard's way to its pins.
    const pin = await canvas.findByRole('button', { name: `Office ${office.id}` }, MAP);
    pin.focus();
    await userEvent.keyboard('{Enter}');
    const card = await canvas.findByRole('dialog', { name: `Office ${office.id}` });
    const inCard = within(card);
    await expect(await inCard.findByRole('heading', { name: office.title.fr })).toBeVisible();
    await expect(inCard.getByText(office.address.split(', ').at(-1)!)).toBeVisible();
    await expect(
      inCard.getByText(seatPriceText(office.price).replace(/\s/g, ' '), {
        normalizer: (text) => text.replace(/\s/g, ' '),
      }),
    ).toBeVisible();
    await expect(inCard.getByRole('link', { name: `Open office #${office.id}` })).toHaveAttribute(
      'href',
      `/offices/search/details/${office.id}`,
    );
    // Escape closes it, and focus comes back to where it was.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    // The card's FocusScope gives focus back on the frame after it goes: wait for it.
    await waitFor(() => expect(pin).toHaveFocus());
    // Open again, for the picture.
    await userEvent.keyboard('{Enter}');
    await within(await canvas.findByRole('dialog')).findByRole('heading', {
      name: office.title.fr,
    });
  },
};

const spaces = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

export const TeamAndBudget: Story = {
  name: 'Team size and budget: each row its price a seat and the team’s month',
  args: { path: '/offices/search?teamSize=10&budget=4000&seatsMax=60' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const results = await canvas.findByRole('list', { name: 'Results' });
    const rows = await within(results).findAllByRole('listitem');
    await expect(rows.length).toBeGreaterThan(0);
    /** The amount a span of the row says before `words` ("3 880" of "≈ 3 880 € a month…"). */
    const amount = (row: HTMLElement, words: string) => {
      // The innermost span that says it (the row's price line holds both amounts).
      const span = [...row.querySelectorAll('span')]
        .filter((s) => spaces(s.textContent).endsWith(words))
        .pop();
      return Number(spaces(span?.textContent).replace(words, '').replace(/[≈ ]/g, ''));
    };
    for (const row of rows) {
      const price = amount(row, ' € a seat a month');
      const month = amount(row, ' € a month for 10');
      await expect(price).toBeGreaterThan(0);
      await expect(month).toBe(price * 10);
      await expect(month).toBeLessThanOrEqual(4000);
      await expect(spaces(row.textContent)).toContain(spaces(teamPriceText(price, 10)));
    }
    // Each criterion as a chip, the link's Seats max too (the panel no longer offers it).
    const chips = canvas.getByRole('group', { name: 'Active filters' });
    await expect(chips).toHaveTextContent('Team size');
    await expect(chips).toHaveTextContent('Budget (€ a month, whole team)');
    await expect(chips).toHaveTextContent('Seats max');
    await mapDrawn(canvasElement);
  },
};

export const PlaceKeptAfterApply: Story = {
  name: 'Place kept after Apply: the field and the results name the same place',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await mapDrawn(canvasElement);
    const place = canvas.getByRole('combobox', { name: 'Place' });
    await userEvent.clear(place);
    await userEvent.type(place, 'Lyo');
    await userEvent.click(await page.findByRole('option', { name: 'Lyon, France' }));
    await canvas.findByText(/^\d+ offices? in Lyon, France$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const panel = within(await page.findByRole('dialog', { name: 'Filters' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'Team size' }), '4');
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Filters' })).toBeNull());
    await canvas.findByRole('button', { name: 'Filters (1 active)' });
    await expect(place).toHaveValue('Lyon, France');
    await expect(await canvas.findByText(/^\d+ offices? in Lyon, France$/)).toBeVisible();
    await mapDrawn(canvasElement);
  },
};
