import { requestActionHandlers } from './actions';
import { requestReadHandlers } from './reads';
import { thresholdHandlers } from './thresholds';

export * from './model';
export { thresholdsInUse } from './thresholds';

/** The requests routes: reads (GET) in reads.ts, actions (writes) in actions.ts. */
export const requestHandlers = {
  ...requestReadHandlers,
  ...requestActionHandlers,
  ...thresholdHandlers,
};
