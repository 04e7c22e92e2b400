import { http, HttpResponse } from 'msw';
import { routes } from '../routes';

/** MSW handlers for stories and component tests; never used by the running product. */
export const handlers = [
  http.get(routes.health.path, () => HttpResponse.json({ status: 'ok', version: 'mock' })),
];
