import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { ApiProvider, createApiClient } from '@backoffice/api';
import { NotifyProvider } from '@/shared/notify';
import type { PaletteScreen } from './paletteSearch';
import { PowerRuntime, prefetchOverlays } from './powerRuntime';
import type { Controls } from './powerRuntime';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // The runtime records the places it was shown on.
  localStorage.clear();
});

const SCREENS: PaletteScreen[] = [{ href: '/contracts', label: 'Contracts' }];

/**
 * A loaded machine (CI's Storybook run, stop 49): Ctrl+K came before the browser was first
 * idle, so the palette was drawn by its lazy component; the idle prefetch then landed and the
 * next render drew the module's component in its place, a remount that dropped what had been
 * typed and left the test holding a dialog no longer in the page.
 */
it('the palette opened before its code was prefetched keeps its typed text when the prefetch lands', async () => {
  // No hover, focus or Ctrl comes first in this test: only opening loads the palette's code.
  const client = createApiClient({ baseUrl: 'http://127.0.0.1:9', getToken: () => null });
  let controls: Controls | undefined;
  const onControls = (given: Controls) => {
    controls = given;
  };
  const tree = (screens: readonly PaletteScreen[]) => (
    <ApiProvider client={client}>
      <NotifyProvider>
        <MemoryRouter initialEntries={['/contracts']}>
          <PowerRuntime
            screens={screens}
            api={{ client, tokens: { get: () => null } as never, liveUpdates: false }}
            mutate={() => undefined}
            onControls={onControls}
          />
        </MemoryRouter>
      </NotifyProvider>
    </ApiProvider>
  );
  const { rerender } = render(tree(SCREENS));
  expect(controls).toBeDefined();
  act(() => controls!.openPalette());
  const field = await screen.findByRole('combobox', { name: 'Go to' }, { timeout: 20_000 });
  fireEvent.change(field, { target: { value: 'Contr' } });
  expect((field as HTMLInputElement).value).toBe('Contr');

  await act(() => prefetchOverlays());
  // The layout draws the runtime again (a new screens list, as after any state change above).
  rerender(tree([...SCREENS]));
  // Pressing Ctrl+K again while it is open keeps it as it is too.
  act(() => controls!.openPalette());

  const after = screen.getByRole('combobox', { name: 'Go to' });
  expect(after).toBe(field);
  expect(after.isConnected).toBe(true);
  expect((after as HTMLInputElement).value).toBe('Contr');
});
