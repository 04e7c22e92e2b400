import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DOCUMENT_COLUMNS, listHeaders } from '@backoffice/domain';
import { AppStory, columnHeaders, mockApi } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';
import { listAtWindows } from '@/stories/windowFit';
import { expectState, FAILED, withScenario } from '@/stories/screenStates';

/**
 * The documents list over the mock API (80 documents, one every 13 hours back from the
 * reference date 16/03/2026, so 52 in the default last 28 days): every state of the list
 * pattern as /documents shows it.
 */
export default {
  title: 'Screens/Documents',
  component: AppStory,
  args: { path: '/documents' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Documents' });

/** A document's row, found by its id cell (the row header). */
const rowOf = async (canvasElement: HTMLElement, id: number): Promise<HTMLElement> => {
  const grid = within(await table(canvasElement));
  const cell = await grid.findByRole('rowheader', { name: String(id) });
  return cell.closest<HTMLElement>('[role="row"]')!;
};

const typeSelect = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: /Type$/ });

/** The texts of the Type cells drawn. */
const typesShown = (grid: HTMLElement) =>
  new Set(
    within(grid)
      .getAllByRole('gridcell')
      .map((cell) => cell.textContent ?? '')
      .filter((text) => /^(Invoice|Payment|Payout)$/.test(text)),
  );

export const Full: Story = {
  name: 'Full (rows tinted by type, the type in words)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await expect(columnHeaders(grid)).toEqual(listHeaders(DOCUMENT_COLUMNS));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('52 documents');
    await expect(
      canvas.getByText('Document or contract id, contract UUID, or a company'),
    ).toBeVisible();
    await expect(await typeSelect(canvasElement)).toHaveTextContent('All');
    // The newest first; every type shows, each in words.
    await rowOf(canvasElement, 1);
    await expect(typesShown(grid)).toEqual(new Set(['Invoice', 'Payment', 'Payout']));
    await expect(canvas.getByRole('button', { name: 'Download PDF of document 1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeDisabled();
  },
};

export const FilteredByLink: Story = {
  name: 'Filters read from the URL',
  args: { path: '/documents?type=payout&startDate=2026-01-01&endDate=2026-02-28' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await expect(await typeSelect(canvasElement)).toHaveTextContent('Payout');
    await expect(typesShown(grid)).toEqual(new Set(['Payout']));
    const start = await canvas.findByRole('group', { name: 'Start date' });
    await expect((start.textContent ?? '').replace(/[\u2066-\u2069]/g, '')).toBe('01/01/2026');
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeEnabled();
  },
};

export const NonsenseParameters: Story = {
  name: 'Nonsense parameters open on the defaults',
  args: { path: '/documents?page=-3&perPage=7&type=zzz&startDate=2026-02-31' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await expect(await typeSelect(canvasElement)).toHaveTextContent('All');
    await expect(canvas.getByRole('status')).toHaveTextContent('52 documents');
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeDisabled();
  },
};

export const ChooseType: Story = {
  name: 'Choosing a type filters the rows',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(await typeSelect(canvasElement));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Invoice' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('17 documents'));
    await waitFor(async () =>
      expect(typesShown(await table(canvasElement))).toEqual(new Set(['Invoice'])),
    );
  },
};

export const Loading: Story = {
  name: 'Loading (skeleton)',
  parameters: withScenario('documents', 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = await expectState(canvasElement, {
      text: 'Loading documents…',
      found: 'inDocument',
      filters: 'Document filters',
    });
    await typeSelect(canvasElement);
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const Empty: Story = {
  name: 'Empty (no documents in these days)',
  parameters: withScenario('documents', 'empty'),
  play: async ({ canvasElement }) => {
    const canvas = await expectState(canvasElement, {
      heading: 'No documents in these days',
      found: 'visible',
    });
    await typeSelect(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeDisabled();
  },
};

export const NoResults: Story = {
  name: 'No results (filters stay visible)',
  args: { path: '/documents?search=nobody-at-all' },
  play: async ({ canvasElement }) => {
    const canvas = await expectState(canvasElement, {
      heading: 'No documents match these filters',
      found: 'visible',
      search: 'nobody-at-all',
    });
    await typeSelect(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Reset filters' })).toHaveLength(2);
  },
};

export const LoadFailed: Story = {
  name: 'Error (catalogue message and Retry)',
  parameters: withScenario('documents', FAILED),
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, {
      heading: 'The documents could not be loaded',
      found: 'visible',
      message: true,
      retry: true,
    });
    await typeSelect(canvasElement);
  },
};

export const PdfDownloadFails: Story = {
  name: 'A row’s PDF download that fails',
  parameters: withScenario('documentPdf', FAILED),
  play: async ({ canvasElement }) => {
    const row = within(await rowOf(canvasElement, 2));
    await typeSelect(canvasElement);
    await userEvent.click(row.getByRole('button', { name: 'Download PDF of document 2' }));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByRole('alert')).toHaveTextContent(
        'Error server!',
      ),
    );
    await waitFor(() =>
      expect(row.getByRole('button', { name: 'Download PDF of document 2' })).toBeEnabled(),
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 1);
    await typeSelect(canvasElement);
  },
};

const sized = listAtWindows(
  { grid: 'Documents', id: 'Id', actions: 'Download link', filters: 'Document filters' },
  [1, 1, 1],
);
// At three windows: each row's Id and Download PDF whole in view with no sideways
// scroll of the page, the search, the type and the dates on one row.
export const AtWindow1024: Story = { tags: ['window-size'], ...sized.small };
export const AtWindow1440: Story = { tags: ['window-size'], ...sized.office };
export const AtWindow1920: Story = { tags: ['window-size'], ...sized.wide };
