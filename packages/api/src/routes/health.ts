import { HealthAnswer, ReadyAnswer } from '../structs/answers';
import { route } from './define';

/**
 * The routes of the API's own state, first in the table: liveness (`health`) and readiness
 * (`ready`). routes.ts assembles the table from the area files, in its order.
 */
export const healthRoutes = {
  // Health --------------------------------------------------------------------------------
  health: route({
    method: 'GET',
    path: '/health',
    permission: 'public',
    summary: 'Health of the API',
    answer: HealthAnswer,
  }),
  // What a balancer or an orchestrator asks before sending calls (health is liveness).
  ready: route({
    method: 'GET',
    path: '/ready',
    permission: 'public',
    summary: 'Readiness: 200 while the database answers, 503 starting, draining or cut off',
    answer: ReadyAnswer,
  }),
};
