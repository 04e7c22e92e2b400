import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiProvider, createApiClient } from '@backoffice/api';
import { createHandlers } from '@backoffice/api/mocks';
import { DEFAULT_PLACE } from '@backoffice/domain';
import type { SearchPlace } from '@backoffice/domain';
import { PlaceField } from './PlaceField';

const BASE = 'http://place.test';
const server = setupServer(...createHandlers({ baseUrl: BASE }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: BASE, getToken: () => 'token' });

/** The field as the screen holds it: the place searched comes back from what was chosen. */
function setup() {
  const chosen = vi.fn();
  function Screen() {
    const [place, setPlace] = useState<SearchPlace>(DEFAULT_PLACE);
    return (
      <ApiProvider client={client}>
        <PlaceField
          place={place}
          onChoose={(next) => {
            chosen(next);
            setPlace(next);
          }}
        />
        <p>Searching {place.description}</p>
        <button type="button">Filters</button>
      </ApiProvider>
    );
  }
  render(<Screen />);
  const field = screen.getByRole('combobox', { name: 'Place' }) as HTMLInputElement;
  // By its text: while the suggestions are open, React Aria hides the rest of the page from
  // assistive technology (and from role queries); the button is still there to move to.
  const leave = () => act(() => screen.getByText('Filters').focus());
  return { chosen, field, leave };
}

describe('the Place field says the place searched', () => {
  it('keeps the place when focus passes through the field and leaves it', async () => {
    const { field, leave } = setup();
    expect(field.value).toBe('Paris, France');
    act(() => field.focus());
    leave();
    expect(field.value).toBe('Paris, France');
  });

  it('keeps a chosen place when focus leaves for the Filters button', async () => {
    const { chosen, field, leave } = setup();
    act(() => field.focus());
    fireEvent.change(field, { target: { value: 'Lyo' } });
    await screen.findByRole('option', { name: 'Lyon, France' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    await screen.findByText('Searching Lyon, France');
    expect(chosen).toHaveBeenCalledTimes(1);
    expect(field.value).toBe('Lyon, France');
    leave();
    expect(field.value).toBe('Lyon, France');
    expect(screen.getByText('Searching Lyon, France')).toBeTruthy();
  });

  it('puts the place searched back when typed text is left without a choice', async () => {
    const { chosen, field, leave } = setup();
    act(() => field.focus());
    fireEvent.change(field, { target: { value: 'Nowhere at all' } });
    await screen.findByText('No place of that name');
    leave();
    await waitFor(() => expect(field.value).toBe('Paris, France'));
    expect(chosen).not.toHaveBeenCalled();
  });
});
