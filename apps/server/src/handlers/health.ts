import type { HandlerGroup } from '../http/context';

export const SERVER_VERSION = '0.3.0';

export const healthHandler: HandlerGroup<'health'> = {
  async health() {
    return { status: 'ok', version: SERVER_VERSION };
  },
};
