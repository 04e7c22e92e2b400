import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, LOAD, mockApi } from '../../../app/storySupport';

/**
 * A request over the mock API on the reference date (16/03/2026). Mock request 1 was just
 * received; 2 has a meeting proposed (its slots can be accepted for the guest); 7 has a
 * signed contract; 8 is cancelled.
 */
const meta = {
  title: 'Screens/Request detail',
  component: AppStory,
  args: { path: '/requests/2' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The request's page, once drawn with its date pickers (their code loads after the page). */
const title = async (canvasElement: HTMLElement, id: number) => {
  const heading = await within(canvasElement).findByRole(
    'heading',
    { level: 1, name: `Request ${id}` },
    LOAD,
  );
  await within(canvasElement).findByRole('group', { name: 'Visit date and time' }, LOAD);
  return heading;
};

const toasts = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The same view for every picture: the Actions card at the top of the window. */
const showActions = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Actions' }).scrollIntoView({ block: 'start' });

/** A fresh mock database for a story that changes data (stories must not share one). */
const own = (options?: Parameters<typeof mockApi>[0]) => ({ msw: { handlers: mockApi(options) } });

export const MeetingProposed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement, 2);
    await expect(canvas.getByRole('button', { name: 'Download contract' })).toBeDisabled();
    const meetings = within(canvas.getByRole('region', { name: 'Meeting proposals' }));
    await expect(meetings.getAllByRole('button', { name: /^Accept for guest/ })[0]).toBeEnabled();
    await expect(meetings.getAllByRole('button', { name: /^Accept for host/ })[0]).toBeDisabled();
    const visit = within(canvas.getByRole('region', { name: 'Visit and ratings' }));
    await expect(visit.getByText('pending')).toBeVisible();
    await expect(visit.getAllByText('na')).toHaveLength(3);
  },
};

export const ContractSigned: Story = {
  args: { path: '/requests/7' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement, 7);
    await expect(canvas.getByRole('button', { name: 'Download contract' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: /View contract draft/ })).toHaveAttribute(
      'href',
      'https://admin.example.com/contract-flow/5007',
    );
    await expect(canvas.getByRole('button', { name: 'Cancel as guest request 7' })).toBeDisabled();
  },
};

export const Cancelled: Story = {
  args: { path: '/requests/8' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement, 8);
    await expect(canvas.getAllByText('Cancelled/Declined').length).toBeGreaterThan(0);
    await expect(
      canvas.getByRole('button', { name: 'Propose meeting for request 8' }),
    ).toBeDisabled();
  },
};

export const GuestCancel: Story = {
  name: 'Cancel as guest: reason, message, Confirm, toast',
  args: { path: '/requests/1' },
  parameters: own(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement, 1);
    const form = within(canvas.getByRole('region', { name: 'Cancel as guest' }));
    await userEvent.click(form.getByRole('button', { name: /Reason/ }));
    // The reasons come in named groups; the option's name is its label alone.
    const general = await toasts(canvasElement).findByRole('group', { name: 'General reasons' });
    await userEvent.click(within(general).getByRole('option', { name: 'Project postponed' }));
    await userEvent.type(
      form.getByRole('textbox', { name: 'Message' }),
      'The guest found another office.',
    );
    await userEvent.click(form.getByRole('button', { name: 'Cancel as guest request 1' }));
    await userEvent.click(form.getByRole('button', { name: 'Confirm: Cancel as guest request 1' }));
    await expect(
      await toasts(canvasElement).findByText('Request cancelled as guest'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(form.getByRole('button', { name: 'Cancel as guest request 1' })).toBeDisabled(),
    );
    showActions(canvasElement);
  },
};

export const MissingSlots: Story = {
  name: 'Propose meeting without slots: the spec’s message',
  args: { path: '/requests/1' },
  parameters: own(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement, 1);
    const form = within(canvas.getByRole('region', { name: 'Propose a meeting' }));
    await userEvent.click(form.getByRole('button', { name: 'Add a slot' }));
    await userEvent.click(form.getByRole('button', { name: 'Propose meeting for request 1' }));
    await userEvent.click(
      form.getByRole('button', { name: 'Confirm: Propose meeting for request 1' }),
    );
    await expect(await form.findByText('Please fill in all the slots')).toBeVisible();
    showActions(canvasElement);
  },
};

export const RefusedAction: Story = {
  name: 'A refused action keeps what was typed',
  args: { path: '/requests/1' },
  parameters: own({ scenarios: { hostDecline: { error: 'conflict' } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement, 1);
    const form = within(canvas.getByRole('region', { name: 'Decline as host' }));
    await userEvent.click(form.getByRole('button', { name: /Reason/ }));
    const office = await toasts(canvasElement).findByRole('group', { name: 'Office reasons' });
    await userEvent.click(within(office).getByRole('option', { name: 'Budget too low' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Message' }), 'Too low.');
    await userEvent.click(form.getByRole('button', { name: 'Decline as host request 1' }));
    await userEvent.click(form.getByRole('button', { name: 'Confirm: Decline as host request 1' }));
    await expect(await toasts(canvasElement).findByRole('alert')).toHaveTextContent(
      'This changed meanwhile',
    );
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Too low.');
    showActions(canvasElement);
  },
};

export const NotFound: Story = {
  args: { path: '/requests/999' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'This request does not exist' },
        LOAD,
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockApi({ scenarios: { request: 'loading' } }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading the request' }, LOAD),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: mockApi({ scenarios: { request: { error: 'http_500' } } }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'The request could not be loaded' },
        LOAD,
      ),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  ...MeetingProposed,
  globals: { theme: 'dark' },
};
