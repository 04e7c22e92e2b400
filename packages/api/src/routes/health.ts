import { type Infer, literal, string, type } from 'superstruct';
import { route } from './define';

/**
 * `GET /api/v2/health` (liveness: the process answers): the build's version and commit
 * (`unknown` when the build did not know it).
 */
export const HealthAnswer = type({ status: literal('ok'), version: string(), commit: string() });
export type HealthAnswer = Infer<typeof HealthAnswer>;

/**
 * `GET /api/v2/ready` (readiness): 200 only while the database answers; 503
 * `not_ready` while the server starts, drains (shutdown) or is cut off from its database.
 */
export const ReadyAnswer = type({ status: literal('ready') });
export type ReadyAnswer = Infer<typeof ReadyAnswer>;

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
