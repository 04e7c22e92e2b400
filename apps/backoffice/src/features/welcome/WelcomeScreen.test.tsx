import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@backoffice/api';
import { WelcomeScreen } from './WelcomeScreen';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

describe('WelcomeScreen', () => {
  it('says the marketplace API is up with its version', async () => {
    server.use(
      http.get(`*${routes.health.path}`, () =>
        HttpResponse.json({ status: 'ok', version: '9.9.9' }),
      ),
    );
    render(<WelcomeScreen />);
    expect(screen.getByRole('status').textContent).toBe('Checking the marketplace API…');
    expect(await screen.findByText('Marketplace API is up (version 9.9.9).')).toBeTruthy();
  });

  it('says why when the API does not answer', async () => {
    server.use(
      http.get(`*${routes.health.path}`, () =>
        HttpResponse.json({ code: 'x', description: 'y' }, { status: 503 }),
      ),
    );
    render(<WelcomeScreen />);
    expect(
      await screen.findByText('Marketplace API is not answering: Health check answered 503'),
    ).toBeTruthy();
  });
});
