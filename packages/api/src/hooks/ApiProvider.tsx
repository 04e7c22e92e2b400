import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { ApiClient } from '../client/client';
import { isApiError } from '../client/errors';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Whether SWR should try a failed read again: never for an answer that will not change. */
export function shouldRetry(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.sessionEnded) return false;
  if (error.code === 'invalid_answer' || error.code === 'invalid_request') return false;
  if (error.code === 'aborted') return false;
  return error.status === 0 || error.status >= 500;
}

/** SWR defaults of the back-office: retry only network and server failures, 3 times. */
export const apiSwrConfig: SWRConfiguration = {
  shouldRetryOnError: shouldRetry,
  errorRetryCount: 3,
};

export interface ApiProviderProps {
  /** The client every hook below calls the API through. */
  client: ApiClient;
  /** SWR options merged over apiSwrConfig (tests pass `provider: () => new Map()`). */
  swrConfig?: SWRConfiguration;
  children?: ReactNode;
}

/** Gives the hooks below their client and the back-office's SWR defaults. */
export function ApiProvider({ client, swrConfig, children }: ApiProviderProps) {
  const config = useMemo(() => ({ ...apiSwrConfig, ...swrConfig }), [swrConfig]);
  return (
    <ApiClientContext.Provider value={client}>
      <SWRConfig value={config}>{children}</SWRConfig>
    </ApiClientContext.Provider>
  );
}

/** The client of the nearest ApiProvider. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiProvider client={...}> above it');
  return client;
}
