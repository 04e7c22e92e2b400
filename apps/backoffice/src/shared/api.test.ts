import { describe, expect, it, vi } from 'vitest';
import { routes } from '@backoffice/api';
import type { ApiClient } from '@backoffice/api';
import { deferredClient } from './api';

describe('the deferred API client', () => {
  it('loads the client again at the next call after a load that failed', async () => {
    const client = {
      call: vi.fn(async () => ({ status: 'ok' })),
      onSessionEnded: () => () => {},
    } as unknown as ApiClient;
    // The server restarting as the client's chunk was asked for, then back.
    const load = vi
      .fn<() => Promise<ApiClient>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(client);
    const deferred = deferredClient(load);

    await expect(deferred.call(routes.ready)).rejects.toThrow('Failed to fetch');
    await expect(deferred.call(routes.ready)).resolves.toEqual({ status: 'ok' });
    await expect(deferred.preload()).resolves.toBe(client);
    // Loaded once it worked, not at every call.
    expect(load).toHaveBeenCalledTimes(2);
  });
});
