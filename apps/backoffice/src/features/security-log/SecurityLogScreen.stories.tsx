import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RoleProvider } from '@/shared/permissions';
import { AppStory, columnHeaders, mockApi } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';
import { SecurityLogScreen } from './SecurityLogScreen';
import { FAILED, statePlay, withScenario } from '@/stories/screenStates';

/**
 * The Security log over the mock API: 60 events, one every 3 hours before the
 * stories' "now" (16/03/2026 10:00, Paris), newest first; its filters (staff member, kind,
 * dates) in the URL; its CSV.
 */
export default {
  title: 'Screens/Security log',
  component: AppStory,
  args: { path: '/security-log?perPage=20', role: 'admin' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

const HEADERS = ['When', 'Kind', 'Staff member', 'Summary', 'Address'];

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Security log' });

/** Picks a select's option from the keyboard: focus, Enter opens it, a click on the option. */
async function pick(canvasElement: HTMLElement, label: RegExp, option: string) {
  const select = await within(canvasElement).findByRole('button', { name: label });
  select.focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(await page(canvasElement).findByRole('option', { name: option }));
}

export const Full: Story = {
  name: 'Full (first 20 of 60, newest first)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await within(grid).findAllByText('Signed in');
    const headers = columnHeaders(grid);
    await expect(headers.slice(0, HEADERS.length)).toEqual(HEADERS);
    await expect(canvas.getByRole('status')).toHaveTextContent('60 events');
    const rows = within(grid).getAllByRole('row').slice(1);
    // Newest first: the first row is the latest event (16/03/2026 at 09:53, Paris 10:53).
    await expect(rows[0]).toHaveTextContent('16/03/2026');
    await expect(within(grid).getAllByText('Failed sign-in')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  },
};

export const FiltersFromUrl: Story = {
  name: 'Filters read from the URL (staff member, kind, dates)',
  args: {
    path: '/security-log?staffId=1&kind=sign_in&startDate=2026-03-01&endDate=2026-03-16',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Staff member$/ })).toHaveTextContent(
        'Camille Martin',
      ),
    );
    await expect(canvas.getByRole('button', { name: /Kind$/ })).toHaveTextContent('Sign-in');
    const rows = within(grid).getAllByRole('row').slice(1);
    for (const row of rows) {
      await expect(row).toHaveTextContent('Sign-in');
      await expect(row).toHaveTextContent('Camille Martin');
    }
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeEnabled();
  },
};

export const FilterByKeyboard: Story = {
  name: 'Filter by kind and staff member from the keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await pick(canvasElement, /Kind$/, 'Failed sign-in');
    await pick(canvasElement, /Staff member$/, 'Léa Bernard');
    await waitFor(() => {
      const rows = within(grid).getAllByRole('row').slice(1);
      for (const row of rows) {
        expect(row).toHaveTextContent('Failed sign-in');
        expect(row).toHaveTextContent('Léa Bernard');
      }
    });
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeEnabled();
  },
};

export const NoResults: Story = {
  name: 'No results (filters stay visible)',
  args: { path: '/security-log?kind=recovery_code_used' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'No events match these filters' });
    await expect(canvas.getByRole('button', { name: /Kind$/ })).toHaveTextContent(
      'Recovery code used',
    );
  },
};

export const Empty: Story = {
  name: 'Empty (nothing on the record yet)',
  parameters: withScenario('securityEvents', 'empty'),
  play: statePlay({ heading: 'Nothing on the record yet' }),
};

export const LoadFailed: Story = {
  name: 'Error (catalogue message and Retry)',
  parameters: withScenario('securityEvents', FAILED),
  play: statePlay({ heading: 'The Security log could not be loaded', message: true }),
};

/** The CSV calls the mock answered (the mock API has no CSV of the log yet: this one does). */
const csvCalls: URL[] = [];
const csvHandler = http.get('*/csm/security_events', ({ request }) => {
  const url = new URL(request.url);
  if (url.searchParams.get('format') !== 'csv') return undefined;
  csvCalls.push(url);
  return new HttpResponse('When,Kind,Staff member,Summary,Address\n', {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="security-log-2026-03-16.csv"',
    },
  });
});

export const DownloadCsv: Story = {
  name: 'Download CSV: every event the filters match (no page)',
  args: { path: '/security-log?kind=export&perPage=20' },
  parameters: { msw: { handlers: [csvHandler, ...mockApi()] } },
  play: async ({ canvasElement }) => {
    csvCalls.length = 0;
    await table(canvasElement);
    const button = within(canvasElement).getByRole('button', { name: 'Download CSV' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(csvCalls).toHaveLength(1));
    const query = csvCalls[0]!.searchParams;
    await expect(query.get('kind')).toBe('export');
    await expect(query.has('page')).toBe(false);
    await expect(query.has('perPage')).toBe(false);
  },
};

export const Dark: Story = {
  name: 'Dark',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(await table(canvasElement)).findAllByText('Signed in');
  },
};

export const NotAnAdmin: Story = {
  name: 'A CSM who opens /security-log: why not, in words (nothing asked of the server)',
  // The screen alone under a CSM's role: the mock session is an Admin's.
  render: () => (
    <RoleProvider role="csm">
      <SecurityLogScreen />
    </RoleProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Security log' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Only Admins can manage staff, read the Security log and change the team’s settings.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};
