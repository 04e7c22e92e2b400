import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import type { Cache } from 'swr';
import { ApiProvider, createApiClient } from '@backoffice/api';
import { ThemeProvider } from '@backoffice/ui';
import { NowProvider } from '@/shared/clock';
import { NotifyProvider } from '@/shared/notify';

/**
 * Mounts `screen` into `host` synchronously at the URL `entry`, its reads answered from `cache`
 * and never revalidated: how a benchmark page draws a screen whose data is already loaded. Its
 * API client calls an address that does not answer: any call the screen makes fails.
 */
export function mountCachedForBench(
  host: HTMLElement,
  { entry, cache, now, screen }: { entry: string; cache: Cache; now: Date; screen: ReactNode },
): Root {
  const client = createApiClient({ baseUrl: 'http://bench.invalid' });
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <ThemeProvider forced="light">
        <MemoryRouter initialEntries={[entry]}>
          <NowProvider now={now}>
            <NotifyProvider>
              <ApiProvider
                client={client}
                swrConfig={{
                  provider: () => cache,
                  revalidateOnMount: false,
                  revalidateIfStale: false,
                  revalidateOnFocus: false,
                }}
              >
                {screen}
              </ApiProvider>
            </NotifyProvider>
          </NowProvider>
        </MemoryRouter>
      </ThemeProvider>,
    ),
  );
  return root;
}
