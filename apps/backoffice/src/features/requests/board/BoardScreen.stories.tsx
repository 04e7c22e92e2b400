import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMockDb } from '@backoffice/api/mocks';
import { AppStory, mockApi } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';
import { mockApiAs } from '@/shared/roleStory';
import { FAILED, statePlay, withScenario } from '@/stories/screenStates';
import { BOARD_COLUMNS } from '@/stories/boardColumns';

/**
 * The requests board over the mock API, on the mock data's reference date (16/03/2026), so
 * that "the last 7 days" is always the same week.
 */
export default {
  title: 'Screens/Requests board',
  component: AppStory,
  args: { path: '/requests' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

/** The board, once drawn with its date filters (their code loads after the first paint). */
const board = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByRole('group', { name: 'End date' });
  return within(canvasElement).findByRole('group', { name: 'Requests by funnel stage' });
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kanban = within(await board(canvasElement));
    const titles = kanban
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.firstChild?.textContent);
    await expect(titles).toEqual(BOARD_COLUMNS);
    // The date pickers' code loads after the first paint.
    await expect(await canvas.findByRole('group', { name: 'Start date' })).toHaveTextContent(
      '09/03/2026',
    );
    await expect(canvas.getByRole('group', { name: 'End date' })).toHaveTextContent('16/03/2026');
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeDisabled();
    await expect(kanban.getByRole('link', { name: 'Request #1' })).toHaveAttribute(
      'href',
      '/requests/1',
    );
  },
};

export const FilteredByLink: Story = {
  name: 'Filters read from the URL',
  args: { path: '/requests?search=e&sort=received_asc&visitWithinHours=72' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await board(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('e');
    await expect(canvas.getByRole('button', { name: /Sort/ })).toHaveTextContent(
      'Request received ascending',
    );
    await expect(canvas.getByRole('button', { name: /Visits scheduled/ })).toHaveTextContent(
      'Last 72 hours',
    );
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeEnabled();
  },
};

export const MoveByMenu: Story = {
  name: 'A card moved with “Move to…”: local, not saved, undoable',
  play: async ({ canvasElement }) => {
    const kanban = within(await board(canvasElement));
    const received = kanban.getByRole('group', { name: /Request received/ });
    const count = (column: HTMLElement) =>
      Number(within(column).getByRole('heading').lastChild?.textContent);
    const before = count(received);
    await userEvent.click(kanban.getByRole('button', { name: 'Actions for Request 1' }));
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('menuitem', { name: 'Contract Signed' }));
    const signed = kanban.getByRole('group', { name: /Contract Signed/ });
    await waitFor(() =>
      expect(within(signed).getByRole('link', { name: 'Request #1' })).toBeVisible(),
    );
    await expect(count(received)).toBe(before - 1);
    // Marked as not saved, with a way to undo.
    await expect(within(signed).getByText('Not saved')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Undo moves' })).toBeVisible();
  },
};

export const DatesWrongWayRound: Story = {
  name: 'A start date after the end: said under the field, nothing asked',
  args: { path: '/requests?startDate=2026-03-16&endDate=2026-03-09' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'The start date is after the end date: choose a start on or before it.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Requests by funnel stage' })).toBeNull();
  },
};

export const IdSearch: Story = {
  name: 'An id search ignores the dates, and says so',
  args: { path: '/requests?search=%2330&startDate=2026-03-15' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kanban = within(await board(canvasElement));
    await expect(kanban.getByRole('link', { name: 'Request #30' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Showing request #30 whatever its date: the start and end dates are ignored for an id search.',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withScenario('requestBoard', 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('progressbar', { name: 'Loading the requests' }),
    ).toBeVisible();
    await expect(canvas.getByRole('search', { name: 'Request filters' })).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Empty (nothing in the last 7 days)',
  parameters: withScenario('requestBoard', 'empty'),
  play: statePlay({ heading: 'No requests in the last 7 days', found: 'visible' }),
};

export const NoResults: Story = {
  name: 'No results (filters stay visible)',
  args: { path: '/requests?search=nobody-at-all' },
  play: statePlay({
    heading: 'No requests match these filters',
    found: 'visible',
    search: 'nobody-at-all',
  }),
};

export const ResetFromNoResults: Story = {
  name: 'Reset from no results',
  args: { path: '/requests?search=nobody-at-all' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'No requests match these filters' });
    const resets = canvas.getAllByRole('button', { name: 'Reset filters' });
    await userEvent.click(resets[resets.length - 1]!);
    await board(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  },
};

export const LoadFailed: Story = {
  parameters: withScenario('requestBoard', FAILED),
  play: statePlay({
    heading: 'The requests could not be loaded',
    found: 'visible',
    message: true,
    retry: true,
  }),
};

/** The 8 column headings, each wholly inside the window. */
async function columnsInWindow(canvasElement: HTMLElement) {
  const kanban = within(await board(canvasElement));
  const headings = kanban.getAllByRole('heading', { level: 2 });
  await expect(headings).toHaveLength(8);
  const view = canvasElement.ownerDocument.defaultView!;
  for (const heading of headings) {
    const { left, right, bottom } = heading.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(view.innerWidth);
    await expect(bottom).toBeLessThanOrEqual(view.innerHeight);
  }
}

/**
 * The filters, the column strip (its toolbar, or its "Go to" menu), Owner, Waiting too long,
 * All open and Sort, above the board: how many rows they take (a control whose box overlaps a
 * row's height is in that row; one wholly under it starts the next), and how tall each row is.
 */
async function toolbarRows(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const filters = within(canvas.getByRole('search', { name: 'Request filters' }));
  const strip = canvas.queryByRole('toolbar', { name: 'Go to a column' });
  const controls = [
    filters.getByRole('group', { name: 'Start date' }),
    filters.getByRole('group', { name: 'End date' }),
    filters.getByRole('group', { name: 'Date presets' }),
    filters.getByRole('searchbox', { name: 'Search' }),
    filters.getByRole('button', { name: /Visits scheduled/ }),
    filters.getByRole('button', { name: 'Reset filters' }),
    ...(strip
      ? within(strip).getAllByRole('button')
      : [canvas.getByRole('button', { name: 'Go to a column' })]),
    canvas.getByRole('button', { name: /Owner/ }),
    canvas.getByRole('switch', { name: 'Waiting too long' }).closest('label')!,
    canvas.getByRole('switch', { name: 'All open' }).closest('label')!,
    canvas.getByRole('button', { name: /Sort/ }),
  ].map((element) => element.getBoundingClientRect());
  const rows = controls
    .sort((a, b) => a.top - b.top)
    .reduce<{ top: number; bottom: number }[]>((all, box) => {
      const last = all.at(-1);
      if (last && box.top < last.bottom - 1) last.bottom = Math.max(last.bottom, box.bottom);
      else all.push({ top: box.top, bottom: box.bottom });
      return all;
    }, []);
  // Above the board.
  const kanban = canvas.getByRole('group', { name: 'Requests by funnel stage' });
  await expect(rows.at(-1)!.bottom).toBeLessThanOrEqual(kanban.getBoundingClientRect().top);
  return rows;
}

/**
 * From 1400 px: the title on its row, then the filters, the strip's "Go to" menu, the owner
 * filters and the sort on one row, no taller than two controls one above the other.
 */
async function oneRowUnderTheTitle(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('toolbar', { name: 'Go to a column' })).toBeNull();
  const rows = await toolbarRows(canvasElement);
  await expect(rows).toHaveLength(1);
  const control = canvas.getByRole('button', { name: /Sort/ }).getBoundingClientRect().height;
  await expect(rows[0]!.bottom - rows[0]!.top).toBeLessThan(2 * control);
  const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
  await expect(rows[0]!.top).toBeGreaterThanOrEqual(title.bottom);
}

/**
 * The bottom of the filters, from the app's top (the window's, but for the story's frame): the
 * header and filters' height.
 */
const filtersBottom = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const filters = canvas.getByRole('search', { name: 'Request filters' }).getBoundingClientRect();
  return filters.bottom - canvas.getByRole('banner').getBoundingClientRect().top;
};

/**
 * On the common office screen: the 8 columns in view with no sideways scroll, the title on its
 * row, the filters, the strip's menu, the owner filters and the sort on the next, within
 * 200 px.
 */
export const AtGlance1440: Story = {
  name: 'At a glance, 1440 × 900',
  tags: ['window-size'],
  parameters: { windowSize: { width: 1440, height: 900 } },
  play: async ({ canvasElement }) => {
    await columnsInWindow(canvasElement);
    await expect(filtersBottom(canvasElement)).toBeLessThanOrEqual(200);
    const kanban = await board(canvasElement);
    await expect(kanban.scrollWidth).toBeLessThanOrEqual(kanban.clientWidth + 1);
    await oneRowUnderTheTitle(canvasElement);
  },
};

export const AtGlance1920: Story = {
  name: 'At a glance, 1920 × 1080',
  tags: ['window-size'],
  parameters: { windowSize: { width: 1920, height: 1080 } },
  play: async ({ canvasElement }) => {
    await columnsInWindow(canvasElement);
    await expect(filtersBottom(canvasElement)).toBeLessThanOrEqual(200);
    await oneRowUnderTheTitle(canvasElement);
  },
};

/**
 * Between 1100 and 1400 px the strip shows its buttons, beside the owner filters (the two
 * switches one above the other) and the sort: two rows with the filters' (three, before).
 */
export const AtGlance1280: Story = {
  name: 'At a glance, 1280 × 800',
  tags: ['window-size'],
  parameters: { windowSize: { width: 1280, height: 800 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await board(canvasElement);
    const strip = canvas.getByRole('toolbar', { name: 'Go to a column' });
    await expect(within(strip).getAllByRole('button')).toHaveLength(8);
    await expect((await toolbarRows(canvasElement)).length).toBe(2);
  },
};

/** At 1024 px the filters still share the title's row; the board scrolls sideways. */
export const AtGlance1024: Story = {
  name: 'At a glance, 1024 × 768',
  tags: ['window-size'],
  parameters: { windowSize: { width: 1024, height: 768 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await board(canvasElement);
    await expect(filtersBottom(canvasElement)).toBeLessThanOrEqual(200);
    await expect(canvas.queryByRole('button', { name: /^Filters/ })).toBeNull();
    const tops = ['Start date', 'End date'].map(
      (name) => canvas.getByRole('group', { name }).getBoundingClientRect().top,
    );
    const search = canvas.getByRole('searchbox', { name: 'Search' }).getBoundingClientRect();
    await expect(Math.abs(search.top - tops[0]!)).toBeLessThan(30);
    await expect(tops[1]).toBe(tops[0]);
    // The column strip is a "Go to" menu here, on one row with the owner filters and the sort,
    // under the filters' row: two rows in all.
    await expect(canvas.queryByRole('toolbar', { name: 'Go to a column' })).toBeNull();
    await expect((await toolbarRows(canvasElement)).length).toBe(2);
  },
};

/**
 * Below 1100 px the column strip is one "Go to" menu (it would take a row of its own), and from
 * 1400 px too (the filters share its row): each column with its counts in words; choosing one
 * brings it into view, focus on its first card.
 */
export const GoToMenu: Story = {
  name: 'Below 1100 px: the columns in a “Go to” menu',
  tags: ['window-size'],
  parameters: { windowSize: { width: 1024, height: 768 } },
  play: async ({ canvasElement }) => {
    const kanban = within(await board(canvasElement));
    const trigger = within(canvasElement).getByRole('button', { name: 'Go to a column' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await page(canvasElement).findByRole('menu', { name: 'Go to a column' }));
    await expect(
      menu.getByRole('menuitem', { name: 'Request received' }),
    ).toHaveAccessibleDescription(/^5 requests, \d+ waiting too long$/);
    await userEvent.keyboard('{End}{Enter}');
    const cancelled = kanban.getByRole('group', { name: /^Cancelled/ });
    await waitFor(() =>
      expect(within(cancelled).getAllByRole('button', { name: /^Drag / })[0]).toHaveFocus(),
    );
  },
};

/**
 * Below 1024 px the filters fold behind "Filters", which says how many are set; pressing it
 * shows them under the title.
 */
export const FiltersFolded: Story = {
  name: 'Below 1024 px: the filters behind “Filters”',
  args: { path: '/requests?search=e&visitWithinHours=72' },
  parameters: { windowSize: { width: 1000, height: 768 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The filters are folded: the board alone tells the screen is drawn.
    await canvas.findByRole('group', { name: 'Requests by funnel stage' });
    const toggle = canvas.getByRole('button', { name: 'Filters 2 active' });
    await expect(canvas.queryByRole('search', { name: 'Request filters' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('search', { name: 'Request filters' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('e');
    await expect(await canvas.findByRole('group', { name: 'End date' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await board(canvasElement);
  },
};

/**
 * As a Viewer: Export (the request dump) and every card's drag handle and
 * "Move to…" stay in place, disabled, each with the reason as its description; the board
 * says it in words above the cards.
 */
export const AsAViewer: Story = {
  name: 'As a Viewer',
  args: { session: 'checking' },
  parameters: { msw: { handlers: mockApiAs('viewer') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kanban = within(await board(canvasElement));
    const exportButton = canvas.getByRole('button', { name: 'Export' });
    await expect(exportButton).toHaveAttribute('aria-disabled', 'true');
    await expect(exportButton).toHaveAccessibleDescription('Viewers cannot export lists.');
    const handle = kanban.getAllByRole('button', { name: /^Drag / })[0]!;
    await expect(handle).toHaveAttribute('aria-disabled', 'true');
    await expect(handle).toHaveAccessibleDescription('Viewers cannot change records.');
    // The card's menu: Take, Assign to… and Move to… are each refused, so it opens nothing.
    const menu = kanban.getAllByRole('button', { name: /^Actions for Request / })[0]!;
    await expect(menu).toHaveAttribute('aria-disabled', 'true');
    await expect(menu).toHaveAccessibleDescription('Viewers cannot change records.');
    // The owner is still shown.
    await expect(kanban.getAllByRole('img', { name: /^Owner: / }).length).toBeGreaterThan(0);
    await expect(
      canvas.getByText('Cards cannot be moved: Viewers cannot change records.'),
    ).toBeVisible();
    // Reached by keyboard, Export shows its reason.
    exportButton.focus();
    await waitFor(() => expect(canvas.getByRole('tooltip')).toBeVisible());
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Viewers cannot export lists.');
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alert')).toBeNull();
  },
};

// Owners and time in stage --------------------------------------------------------------------

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The board read again after a change, no longer drawn faded (for the picture and axe). */
const settled = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());

/** A card of the board, by its request's id. */
const card = (kanban: ReturnType<typeof within>, id: number) =>
  within(kanban.getByRole('link', { name: `Request #${id}` }).closest('[data-card-id]')!);

/** Opens a card's menu (its three-dot button) and chooses one of its items. */
async function chooseOnCard(canvasElement: HTMLElement, id: number, item: string) {
  const kanban = within(await board(canvasElement));
  const button = kanban.getByRole('button', { name: `Actions for Request ${id}` });
  await userEvent.click(button);
  await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: item }));
  return { kanban, button };
}

/**
 * Each card shows its owner's initials, named "Owner: Léa Bernard" (a dashed ring named
 * "Owner: Nobody" for the unassigned), and its time in stage. Take from the card's menu: the
 * toast says so and the card shows me, and focus is back on the card's button.
 */
export const OwnersShown: Story = {
  name: 'Owners on the cards; Take from a card’s menu',
  parameters: { msw: { handlers: mockApi() } },
  play: async ({ canvasElement }) => {
    const kanban = within(await board(canvasElement));
    await expect(card(kanban, 4).getByRole('img', { name: 'Owner: Léa Bernard' })).toHaveAttribute(
      'title',
      'Owner: Léa Bernard',
    );
    await expect(card(kanban, 1).getByRole('img', { name: 'Owner: Camille Martin' })).toBeVisible();
    await expect(card(kanban, 2).getByRole('img', { name: 'Owner: Nobody' })).toBeVisible();
    // The time in stage, short, with its words for screen readers and on hover.
    await expect(card(kanban, 1).getByText('In this column for 7 hours')).toBeInTheDocument();
    await expect(card(kanban, 1).getByTitle('In this column for 7 hours')).toHaveTextContent('7 h');
    // The menu: the card's actions first (Take with its key), then "Move to…".
    const button = kanban.getByRole('button', { name: 'Actions for Request 2' });
    await userEvent.click(button);
    const menu = await page(canvasElement).findByRole('menu', { name: 'Actions for Request 2' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.slice(0, 2).map((item) => item.textContent)).toEqual([
      'TakeT',
      'Assign to…',
    ]);
    await expect(within(menu).queryByRole('menuitem', { name: 'Unassign' })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Take' }));
    await expect(await page(canvasElement).findByText('You took request #2.')).toBeVisible();
    await waitFor(() =>
      expect(card(kanban, 2).getByRole('img', { name: 'Owner: Camille Martin' })).toBeVisible(),
    );
    await expect(button).toHaveFocus();
    // Mine now: Take is no longer offered, Unassign is.
    await userEvent.click(button);
    const again = await page(canvasElement).findByRole('menu', { name: 'Actions for Request 2' });
    await expect(within(again).queryByRole('menuitem', { name: 'Take' })).toBeNull();
    await expect(within(again).getByRole('menuitem', { name: 'Unassign' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await settled(canvasElement);
  },
};

/** `t` on a focused card takes it, by keyboard alone; the menu shows the key. */
export const TakeByKey: Story = {
  name: 'Take by keyboard: t on a focused card',
  parameters: { msw: { handlers: mockApi() } },
  play: async ({ canvasElement }) => {
    const kanban = within(await board(canvasElement));
    const handle = kanban.getByRole('button', { name: 'Drag Request 3' });
    handle.focus();
    await userEvent.keyboard('t');
    await expect(await page(canvasElement).findByText('You took request #3.')).toBeVisible();
    await waitFor(() =>
      expect(card(kanban, 3).getByRole('img', { name: 'Owner: Camille Martin' })).toBeVisible(),
    );
    await expect(handle).toHaveFocus();
    // Again on a card already mine: nothing is sent, and a screen reader hears why.
    await userEvent.keyboard('t');
    await expect(
      within(canvasElement).getByText('Request 3: You own this request.'),
    ).toBeInTheDocument();
    await expect(page(canvasElement).getAllByText(/^You took request/)).toHaveLength(1);
    await settled(canvasElement);
  },
};

/** The '?' sheet lists `t` among this screen's shortcuts, with the click that does the same. */
export const TakeShortcutListed: Story = {
  name: "Take's key in the '?' sheet",
  args: { powerLayer: true },
  play: async ({ canvasElement }) => {
    await board(canvasElement);
    await within(canvasElement).findByRole('button', { name: /^Shortcuts/ });
    await userEvent.keyboard('?');
    const sheet = within(
      await page(canvasElement).findByRole('dialog', { name: 'Keyboard shortcuts' }),
    );
    const screen = within(sheet.getByRole('table', { name: 'On this screen' }));
    const row = screen.getByRole('row', { name: /Take the focused request/ });
    await expect(row).toHaveTextContent(
      'Choose “Take” in the card’s actions menu (its three-dot button)',
    );
  },
};

/**
 * Take refused: someone changed the owner since the board was read (409). The server's words
 * as an alert, the board read again, focus still on the card's button.
 */
export const TakeConflict: Story = {
  name: 'Take refused: the owner changed meanwhile',
  parameters: {
    msw: { handlers: mockApi({ scenarios: { assignRequest: { error: 'conflict' } } }) },
  },
  play: async ({ canvasElement }) => {
    const { kanban, button } = await chooseOnCard(canvasElement, 2, 'Take');
    await expect(await page(canvasElement).findByRole('alert')).toHaveTextContent(
      'This changed meanwhile',
    );
    await expect(button).toHaveFocus();
    await expect(card(kanban, 2).getByRole('img', { name: 'Owner: Nobody' })).toBeVisible();
    await settled(canvasElement);
  },
};

/**
 * Assign to…: a dialog of the team's active staff and "Nobody"; Save assigns, the toast names
 * the new owner, and focus returns to the card's button.
 */
export const AssignTo: Story = {
  name: 'Assign to…: the team, Save, focus back on the card',
  parameters: { msw: { handlers: mockApi() } },
  play: async ({ canvasElement }) => {
    const { kanban, button } = await chooseOnCard(canvasElement, 2, 'Assign to…');
    const dialog = within(
      await page(canvasElement).findByRole('dialog', { name: 'Assign request #2' }),
    );
    await waitFor(() => expect(dialog.getByText('Owner: Nobody')).toBeVisible());
    await userEvent.click(await dialog.findByRole('button', { name: /New owner/ }));
    const options = await page(canvasElement).findByRole('listbox');
    await expect(within(options).getAllByRole('option')[0]).toHaveTextContent('Nobody');
    await userEvent.click(within(options).getByRole('option', { name: 'Léa Bernard' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(
      await page(canvasElement).findByText('Request #2 assigned to Léa Bernard.'),
    ).toBeVisible();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await waitFor(() =>
      expect(card(kanban, 2).getByRole('img', { name: 'Owner: Léa Bernard' })).toBeVisible(),
    );
    await settled(canvasElement);
  },
};

// A board whose data another staff member changes while it is shown (the story's own).
const sharedDb = createMockDb();

/**
 * A request someone else gives me while the board is open is said once, in a toast; the one I
 * take myself is said by Take's own toast only.
 */
export const AssignedToMeElsewhere: Story = {
  name: 'Assigned to me by someone else: said once',
  parameters: { msw: { handlers: mockApi({ db: sharedDb }) } },
  play: async ({ canvasElement }) => {
    const kanban = within(await board(canvasElement));
    await expect(card(kanban, 3).getByRole('img', { name: 'Owner: Nobody' })).toBeVisible();
    // Léa gives request 3 to me; the board learns it at its next read (here, after my Take).
    const request = sharedDb.requests.find((r) => r.id === 3)!;
    request.assignment = {
      assignee: { id: 1, name: 'Camille Martin' },
      by: { id: 2, name: 'Léa Bernard' },
      at: '2026-03-16T08:30:00.000Z',
    };
    await chooseOnCard(canvasElement, 2, 'Take');
    const toasts = page(canvasElement);
    await expect(await toasts.findByText('Request #3 was assigned to you')).toBeVisible();
    await expect(toasts.getByText('You took request #2.')).toBeVisible();
    await expect(toasts.queryByText('Request #2 was assigned to you')).toBeNull();
    await expect(card(kanban, 3).getByRole('img', { name: 'Owner: Camille Martin' })).toBeVisible();
    await settled(canvasElement);
  },
};

/**
 * Only the cards waiting too long: each says so in words beside its sign, and the column strip
 * counts them by column.
 */
export const WaitingTooLong: Story = {
  name: 'Waiting too long: the cards and the counts by column',
  tags: ['window-size'],
  args: { path: '/requests?waiting=true' },
  // Where the strip shows its buttons (from 1400 px it is the "Go to" menu, its counts in words).
  parameters: { windowSize: { width: 1280, height: 800 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kanban = within(await board(canvasElement));
    await expect(canvas.getByRole('switch', { name: 'Waiting too long' })).toBeChecked();
    const cards = kanban.getAllByRole('listitem');
    await expect(cards.length).toBeGreaterThan(0);
    for (const item of cards) await expect(item).toHaveTextContent('Waiting too long');
    const strip = within(canvas.getByRole('toolbar', { name: 'Go to a column' }));
    const received = strip.getByRole('button', { name: /^Request received/ });
    await expect(received).toHaveAccessibleName(
      /^Request received, \d+ requests?, \d+ waiting too long$/,
    );
    // No column strip on two rows: one row beside the owner filters and the sort.
    const sort = canvas.getByRole('button', { name: /Sort/ }).getBoundingClientRect();
    const buttons = strip.getAllByRole('button').map((b) => b.getBoundingClientRect());
    for (const box of buttons) await expect(box.bottom).toBeLessThanOrEqual(sort.bottom + 1);
  },
};

/**
 * All open: every request not signed or cancelled, whatever its date; the dates are disabled
 * and a note says they are ignored.
 */
export const AllOpen: Story = {
  name: 'All open: every open request, the dates ignored',
  args: { path: '/requests?open=true' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kanban = within(await board(canvasElement));
    await expect(canvas.getByRole('switch', { name: 'All open' })).toBeChecked();
    await expect(
      canvas.getByText(
        'All open shows every request not signed or cancelled, whatever its date: the start and end dates are ignored.',
      ),
    ).toBeVisible();
    const start = canvas.getByRole('group', { name: 'Start date' });
    await expect(within(start).getAllByRole('spinbutton')[0]).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Their presets too.
    for (const preset of within(canvas.getByRole('group', { name: 'Date presets' })).getAllByRole(
      'button',
    )) {
      await expect(preset).toBeDisabled();
    }
    // Nothing signed or cancelled.
    for (const title of ['Contract Signed', 'Cancelled']) {
      await expect(
        within(kanban.getByRole('group', { name: new RegExp(`^${title}`) })).getByText(
          'No requests',
        ),
      ).toBeVisible();
    }
    // Off again by keyboard: the dates apply again.
    canvas.getByRole('switch', { name: 'All open' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'All open' })).not.toBeChecked());
    await expect(canvas.queryByText(/^All open shows every request/)).toBeNull();
    await settled(canvasElement);
  },
};

/**
 * Today and This week beside the dates (the mock's today is Monday 16/03/2026): a press sets
 * both dates at once and the board follows; the preset the dates equal is marked, with a check
 * mark. By keyboard too; Reset puts the last 7 days back.
 */
export const DatePresets: Story = {
  name: 'Date presets: This week, then Today by keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await board(canvasElement);
    const start = canvas.getByRole('group', { name: 'Start date' });
    const end = canvas.getByRole('group', { name: 'End date' });
    const presets = within(canvas.getByRole('group', { name: 'Date presets' }));
    const week = presets.getByRole('button', { name: 'This week' });
    const today = presets.getByRole('button', { name: 'Today' });
    await expect(week).not.toHaveAttribute('aria-current');
    await userEvent.click(week);
    await waitFor(() => expect(end).toHaveTextContent('22/03/2026'));
    await expect(start).toHaveTextContent('16/03/2026');
    await expect(week).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeEnabled();
    await settled(canvasElement);
    // Today, by keyboard: the preset's own tab stop, then Enter.
    today.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(end).toHaveTextContent('16/03/2026'));
    await expect(start).toHaveTextContent('16/03/2026');
    await expect(today).toHaveAttribute('aria-current', 'true');
    await expect(week).not.toHaveAttribute('aria-current');
    await expect(today).toHaveFocus();
    await settled(canvasElement);
  },
};

/** The Owner filter: Mine, Unassigned or a person, in the URL, one step of the history. */
export const OwnerFilter: Story = {
  name: 'Owner filter: Mine, then a person',
  args: { path: '/requests?owner=mine' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kanban = within(await board(canvasElement));
    const owner = await canvas.findByRole('button', { name: /Owner/ });
    await expect(owner).toHaveTextContent('Mine');
    for (const badge of kanban.getAllByRole('img', { name: /^Owner: / })) {
      await expect(badge).toHaveAccessibleName('Owner: Camille Martin');
    }
    await userEvent.click(owner);
    const options = await page(canvasElement).findByRole('listbox');
    await expect(
      within(options)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(expect.arrayContaining(['Anyone', 'Mine', 'Unassigned', 'Léa Bernard']));
    await userEvent.click(within(options).getByRole('option', { name: 'Léa Bernard' }));
    await waitFor(() => expect(owner).toHaveTextContent('Léa Bernard'));
    // A new view of the board is a new board: read it again.
    await waitFor(async () => {
      const shown = within(canvas.getByRole('group', { name: 'Requests by funnel stage' }));
      for (const badge of shown.getAllByRole('img', { name: /^Owner: / })) {
        await expect(badge).toHaveAccessibleName('Owner: Léa Bernard');
      }
    });
    await settled(canvasElement);
  },
};
