import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import { createTokenStore } from '@backoffice/api';
import type { ApiClient, RawCallOptions, SessionEndedEvent, TokenStore } from '@backoffice/api';
import { settings } from './settings';
import { connection } from './connection';

/** The app's way to the API: the client every call goes through, and the token it sends. */
export interface AppApi {
  client: ApiClient;
  tokens: TokenStore;
  /** Loads the API package ahead of the first call (the login screen does it as typing starts). */
  preload: () => Promise<unknown>;
  /** SWR options of the API hooks (stories give each story a cache of its own). */
  swrConfig?: SWRConfiguration;
  /**
   * Whether the signed-in layout opens the server's change events. Stories turn
   * it off: their mock API streams nothing. @default true
   */
  liveUpdates?: boolean;
  /**
   * Whether the signed-in layout has the power layer (shortcuts, the go-to palette,
   * live refresh, their buttons in the top bar). Page stories leave it out unless they are
   * about it, so that their pictures stay those of their screen. @default true
   */
  powerLayer?: boolean;
}

/**
 * A client that loads '@backoffice/api' (its route table holds every struct of both specs,
 * about 10 KiB gzip) on its first call rather than with the app's entry, so that the login
 * screen shows without it. Later screens import the package statically; by then the session
 * check or the sign-in has loaded it.
 */
export function deferredClient(load: () => Promise<ApiClient>): ApiClient & {
  preload: () => Promise<ApiClient>;
} {
  let real: ApiClient | null = null;
  let loading: Promise<ApiClient> | null = null;
  const listeners = new Set<(event: SessionEndedEvent) => void>();
  // A load that failed (the server restarting as the chunk was asked for) is tried again by
  // the next call, not kept as the answer of every call until the page is reloaded.
  const ready = () =>
    (loading ??= load().then(
      (client) => {
        real = client;
        client.onSessionEnded((event) => listeners.forEach((listener) => listener(event)));
        return client;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return {
    get baseUrl() {
      return real?.baseUrl ?? settings.apiBaseUrl;
    },
    call: (route, options?: RawCallOptions) =>
      ready().then((client) => client.call(route, options)),
    download: (url, options) => ready().then((client) => client.download(url, options)),
    url(route, options) {
      if (!real) throw new Error('The API client is not loaded yet');
      return real.url(route, options);
    },
    onSessionEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // Before the client is loaded no call is in flight.
    abortSessionCalls: () => real?.abortSessionCalls(),
    preload: ready,
  };
}

/** The client of the running product: the bearer token lives in local storage. */
export function createAppApi(baseUrl: string = settings.apiBaseUrl): AppApi {
  const tokens = createTokenStore();
  const client = deferredClient(() =>
    import('./apiModule').then(({ createApiClient }) =>
      // Each call tells the connection state whether the server answered.
      createApiClient({ baseUrl, getToken: () => tokens.get(), fetch: connection.watch() }),
    ),
  );
  return { client, tokens, preload: client.preload };
}

const ApiContext = createContext<AppApi | null>(null);

/** Gives the API client to the screens (stories give one of their own). */
export function ApiProvider({ api, children }: { api: AppApi; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The API client and token store of the app. */
export function useApi(): AppApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiProvider>');
  return api;
}
