import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, mockApi } from '@/stories/storySupport';
import { mockApiAs } from '@/shared/roleStory';

/**
 * The requests board over the mock API, on the mock data's reference date (16/03/2026), so
 * that "the last 7 days" is always the same week.
 */
const meta = {
  title: 'Screens/Requests board',
  component: AppStory,
  args: { path: '/requests' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const COLUMNS = [
  'Request received',
  'Meeting proposed',
  'Visit Scheduled',
  'Visit past',
  'Contract Start',
  'Contract Sent',
  'Contract Signed',
  'Cancelled',
];

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
    await expect(titles).toEqual(COLUMNS);
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
    await userEvent.click(kanban.getByRole('button', { name: 'Move Request 1 to…' }));
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
  parameters: { msw: { handlers: mockApi({ scenarios: { requestBoard: 'loading' } }) } },
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
  parameters: { msw: { handlers: mockApi({ scenarios: { requestBoard: 'empty' } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No requests in the last 7 days' }),
    ).toBeVisible();
  },
};

export const NoResults: Story = {
  name: 'No results (filters stay visible)',
  args: { path: '/requests?search=nobody-at-all' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No requests match these filters' }),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('nobody-at-all');
  },
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
  parameters: {
    msw: { handlers: mockApi({ scenarios: { requestBoard: { error: 'http_500' } } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The requests could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByText('Error server!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
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

/** The bottom of the filters, from the window's top: the header and filters' height. */
const filtersBottom = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('search', { name: 'Request filters' }).getBoundingClientRect()
    .bottom;

/**
 * On the common office screen: the 8 columns in view with no sideways scroll, the
 * title and the filters on one row within 200 px, each card's dates on one line.
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
  },
};

export const AtGlance1920: Story = {
  name: 'At a glance, 1920 × 1080',
  tags: ['window-size'],
  parameters: { windowSize: { width: 1920, height: 1080 } },
  play: async ({ canvasElement }) => {
    await columnsInWindow(canvasElement);
    await expect(filtersBottom(canvasElement)).toBeLessThanOrEqual(200);
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
    const moveTo = kanban.getAllByRole('button', { name: /^Move .* to…$/ })[0]!;
    await expect(moveTo).toHaveAccessibleDescription('Viewers cannot change records.');
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
