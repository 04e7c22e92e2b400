import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CONTRACT_COLUMNS, listHeaders } from '@backoffice/domain';
import { AppStory, columnHeaders, mockApi } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';
import { listAtWindows } from '@/stories/windowFit';
import { expectState, FAILED, statePlay, withScenario } from '@/stories/screenStates';

/**
 * The contracts list over the mock API (60 contracts) on the reference date (16/03/2026):
 * every state of the app's list pattern (ListLayout + useList), as /contracts shows it.
 */
export default {
  title: 'Screens/Contracts',
  component: AppStory,
  args: { path: '/contracts' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

/** The spec's 14 columns (their words are pinned by the domain's tests). */
const HEADERS = listHeaders(CONTRACT_COLUMNS);

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Contracts' });

/** A contract's row, found by its id cell (the row header). */
const rowOf = async (canvasElement: HTMLElement, id: number): Promise<HTMLElement> => {
  const grid = within(await table(canvasElement));
  const cell = await grid.findByRole('rowheader', { name: String(id) });
  return cell.closest<HTMLElement>('[role="row"]')!;
};

const rowHeader = (canvasElement: HTMLElement, id: number) =>
  within(canvasElement).queryByRole('rowheader', { name: String(id) });

const toasts = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Full: Story = {
  name: 'Full (first page of 60)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gridElement = await table(canvasElement);
    // The table draws the columns in view: the first ones, in the spec's order, of 14.
    const headers = columnHeaders(gridElement);
    await expect(headers).toEqual(HEADERS.slice(0, headers.length));
    await expect(gridElement).toHaveAttribute('aria-colcount', String(HEADERS.length));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('60 contracts');
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeDisabled();
    const nav = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(nav.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByText('1–50 of 60')).toBeVisible();
    // The newest first: contract 60.
    await rowOf(canvasElement, 60);
  },
};

export const FilteredByLink: Story = {
  name: 'Filters read from the URL',
  args: { path: '/contracts?status=active&sort=user_id_desc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = within(await table(canvasElement));
    await expect(canvas.getByRole('button', { name: /Status$/ })).toHaveTextContent('Active');
    await expect(canvas.getByRole('button', { name: /Sort/ })).toHaveTextContent(
      'User id descending',
    );
    const statuses = grid
      .getAllByRole('gridcell')
      .filter((cell) => cell.textContent?.match(/^(Upcoming|Active|Expired)$/));
    await expect(statuses.length).toBeGreaterThan(0);
    await expect(new Set(statuses.map((cell) => cell.textContent))).toEqual(new Set(['Active']));
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeEnabled();
  },
};

export const NonsenseParameters: Story = {
  name: 'Nonsense parameters open on the defaults',
  args: { path: '/contracts?page=-3&perPage=7&status=zzz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('All');
    const nav = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(nav.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('button', { name: /Rows per page/ })).toHaveTextContent('50');
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeDisabled();
  },
};

export const DownloadColumn: Story = {
  name: 'The download column (scrolled to the end of the row)',
  play: async ({ canvasElement }) => {
    const gridElement = await table(canvasElement);
    await rowOf(canvasElement, 60);
    gridElement.scrollLeft = gridElement.scrollWidth;
    // Contract 60 is not signed yet (no PDF), 59 is.
    const unsigned = within(await rowOf(canvasElement, 60));
    await waitFor(() =>
      expect(unsigned.getAllByText('Not signed', { selector: 'span' }).length).toBeGreaterThan(0),
    );
    const row = within(await rowOf(canvasElement, 59));
    await expect(
      await row.findByRole('button', { name: 'Download PDF of contract 59' }),
    ).toBeVisible();
  },
};

export const FilterByStatus: Story = {
  name: 'Choosing a status filters the rows',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await toasts(canvasElement).findByRole('option', { name: 'Upcoming' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^\d+ contracts?$/));
    const grid = within(await table(canvasElement));
    await waitFor(() => {
      const statuses = grid
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent)
        .filter((text) => /^(Upcoming|Active|Expired)$/.test(text ?? ''));
      expect(new Set(statuses)).toEqual(new Set(['Upcoming']));
    });
  },
};

export const Loading: Story = {
  name: 'Loading (skeleton)',
  parameters: withScenario('contracts', 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = await expectState(canvasElement, {
      text: 'Loading contracts…',
      found: 'inDocument',
      filters: 'Contract filters',
    });
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const Empty: Story = {
  name: 'Empty (no contracts yet)',
  parameters: withScenario('contracts', 'empty'),
  play: async ({ canvasElement }) => {
    const canvas = await expectState(canvasElement, {
      heading: 'No contracts yet',
      found: 'visible',
    });
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeDisabled();
  },
};

export const NoResults: Story = {
  name: 'No results (filters stay visible), then Reset filters',
  args: { path: '/contracts?search=nobody-at-all' },
  play: async ({ canvasElement }) => {
    const canvas = await expectState(canvasElement, {
      heading: 'No contracts match these filters',
      found: 'visible',
      search: 'nobody-at-all',
    });
    const resets = canvas.getAllByRole('button', { name: 'Reset filters' });
    await expect(resets).toHaveLength(2);
  },
};

export const ResetFromNoResults: Story = {
  name: 'Reset from no results',
  args: { path: '/contracts?search=nobody-at-all' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'No contracts match these filters' });
    const resets = canvas.getAllByRole('button', { name: 'Reset filters' });
    await userEvent.click(resets[resets.length - 1]!);
    await table(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(canvas.getByRole('region', { name: 'Contracts' })).toHaveFocus();
  },
};

export const LoadFailed: Story = {
  name: 'Error (catalogue message and Retry)',
  parameters: withScenario('contracts', FAILED),
  play: statePlay({
    heading: 'The contracts could not be loaded',
    found: 'visible',
    message: true,
    retry: true,
  }),
};

export const NextPageKeepsRows: Story = {
  name: 'The previous page stays while the next one loads',
  parameters: { msw: { handlers: mockApi({ scenarios: { contracts: 'slow' }, slowMs: 600 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, 60);
    const nav = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await userEvent.click(nav.getByRole('button', { name: 'Page 2' }));
    // The first page's rows stay, faded, while the second page comes.
    await expect(rowHeader(canvasElement, 60)).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Updating…');
    await rowOf(canvasElement, 10);
    await expect(rowHeader(canvasElement, 60)).toBeNull();
    await expect(nav.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const PastTheEnd: Story = {
  name: 'A page past the end',
  args: { path: '/contracts?page=9' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'There is no page 9' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the last page' }));
    await rowOf(canvasElement, 10);
  },
};

export const PdfDownloadFails: Story = {
  name: 'A row’s PDF download that fails (the row activated)',
  parameters: withScenario('contractPdf', FAILED),
  play: async ({ canvasElement }) => {
    // Activating the row (a click, or Enter on it) downloads its contract's PDF.
    const row = within(await rowOf(canvasElement, 59));
    await userEvent.click(row.getByRole('rowheader', { name: '59' }));
    await waitFor(() =>
      expect(toasts(canvasElement).getByRole('alert')).toHaveTextContent('Error server!'),
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 60);
  },
};

const sized = listAtWindows(
  { grid: 'Contracts', id: 'Id', actions: 'Download link', filters: 'Contract filters' },
  [1, 1, 1],
);
// At three windows: each row's Id and Download PDF whole in view with no sideways
// scroll of the page (the 14 columns scroll between them), the filters on one row.
export const AtWindow1024: Story = { tags: ['window-size'], ...sized.small };
export const AtWindow1440: Story = { tags: ['window-size'], ...sized.office };
export const AtWindow1920: Story = { tags: ['window-size'], ...sized.wide };
