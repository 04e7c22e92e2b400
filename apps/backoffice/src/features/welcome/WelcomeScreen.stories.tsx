import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { routes } from '@backoffice/api';
import { WelcomeScreen } from './WelcomeScreen';

const meta = {
  title: 'Screens/Welcome',
  component: WelcomeScreen,
} satisfies Meta<typeof WelcomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ApiUp: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(routes.health.path, () => HttpResponse.json({ status: 'ok', version: '1.2.3' })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome to the back-office' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Marketplace API is up (version 1.2.3).')).toBeVisible();
  },
};

export const ApiDown: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(routes.health.path, () =>
          HttpResponse.json({ code: 'server_error', description: 'down' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Marketplace API is not answering: Health check answered 500'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await expect(await canvas.findByText(/Marketplace API is not answering/)).toBeVisible();
  },
};

export const Checking: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(routes.health.path, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Checking the marketplace API…')).toBeVisible();
  },
};

export const Dark: Story = {
  ...ApiUp,
  globals: { theme: 'dark' },
};
