import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { noSearchesText } from '@backoffice/domain';
import { AppStory, mockApi } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';
import { FAILED, withScenario } from '@/stories/screenStates';

/**
 * Analytics over the mock API (a search every 7 hours back from the reference date
 * 16/03/2026): the search stats' range (the last 28 days unless the URL says otherwise), its
 * download and the office analytics' download, in each of their states.
 */
export default {
  title: 'Screens/Analytics',
  component: AppStory,
  args: { path: '/analytic' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

const section = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name });

/** The Search Stats section, once its range field has loaded. */
async function searchStats(canvasElement: HTMLElement) {
  const region = await section(canvasElement, 'Search Stats');
  await within(region).findByRole('group', { name: 'Dates' });
  return within(region);
}

const shown = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u2066-\u2069]/g, '');

export const Default: Story = {
  name: 'Default (the last 28 days)',
  play: async ({ canvasElement }) => {
    const search = await searchStats(canvasElement);
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Analytics' }),
    ).toBeVisible();
    await expect(shown(search.getByRole('group', { name: 'Dates' }))).toBe('16/02/2026–16/03/2026');
    await expect(search.getByRole('button', { name: 'Download search stats' })).toBeEnabled();
    const offices = within(await section(canvasElement, 'Office analytics'));
    await expect(offices.getByRole('button', { name: 'Download office analytics' })).toBeEnabled();
  },
};

export const Downloaded: Story = {
  name: 'Both files downloaded',
  play: async ({ canvasElement }) => {
    const search = await searchStats(canvasElement);
    await userEvent.click(search.getByRole('button', { name: 'Download search stats' }));
    await waitFor(() =>
      expect(search.getByRole('status')).toHaveTextContent(
        'Downloaded search-analytics-2026-02-16-2026-03-16.csv.',
      ),
    );
    const offices = within(await section(canvasElement, 'Office analytics'));
    await userEvent.click(offices.getByRole('button', { name: 'Download office analytics' }));
    await waitFor(() =>
      expect(offices.getByRole('status')).toHaveTextContent('Downloaded office-analytics.csv.'),
    );
  },
};

export const Preparing: Story = {
  name: 'A download under way',
  parameters: withScenario('searchAnalyticsCsv', 'loading'),
  play: async ({ canvasElement }) => {
    const search = await searchStats(canvasElement);
    const button = search.getByRole('button', { name: 'Download search stats' });
    await userEvent.click(button);
    await waitFor(() =>
      expect(search.getByRole('status')).toHaveTextContent('Preparing the file…'),
    );
    await expect(button).toHaveAttribute('data-pending', 'true');
  },
};

export const EmptyRange: Story = {
  name: 'A range without any search says so',
  args: { path: '/analytic?minDate=2025-01-01&maxDate=2025-01-31' },
  play: async ({ canvasElement }) => {
    const search = await searchStats(canvasElement);
    await userEvent.click(search.getByRole('button', { name: 'Download search stats' }));
    await waitFor(() =>
      expect(search.getByRole('status')).toHaveTextContent(
        noSearchesText({ minDate: '2025-01-01', maxDate: '2025-01-31' }),
      ),
    );
  },
};

export const DownloadFails: Story = {
  name: 'A download that fails (the catalogue’s toast)',
  parameters: withScenario('officeAnalyticsCsv', FAILED),
  play: async ({ canvasElement }) => {
    await searchStats(canvasElement);
    const offices = within(await section(canvasElement, 'Office analytics'));
    const button = offices.getByRole('button', { name: 'Download office analytics' });
    await userEvent.click(button);
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByRole('alert')).toHaveTextContent(
        'Error server!',
      ),
    );
    await waitFor(() => expect(button).toBeEnabled());
    await expect(offices.getByRole('status')).toHaveTextContent('');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { path: '/analytic?minDate=2025-01-01&maxDate=2025-01-31' },
  play: async ({ canvasElement }) => {
    const search = await searchStats(canvasElement);
    await userEvent.click(search.getByRole('button', { name: 'Download search stats' }));
    await waitFor(() => expect(search.getByRole('status')).not.toHaveTextContent(''));
  },
};
