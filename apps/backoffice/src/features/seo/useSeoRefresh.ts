import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { keysOf, routes } from '@backoffice/api';

/**
 * Reads the SEO locations again and waits for them: a modal that saved calls it before it
 * closes, so that the row opened next (the FAQ just saved, the page just edited) is the
 * server's, not the list as it was before the save.
 */
export function useSeoRefresh(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(keysOf(routes.seoLocations)), [mutate]);
}
