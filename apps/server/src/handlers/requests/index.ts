import { requestActionHandlers } from './actions';
import { requestReadHandlers } from './reads';

export * from './model';

/** The requests routes: reads (GET) in reads.ts, actions (writes) in actions.ts. */
export const requestHandlers = {
  ...requestReadHandlers,
  ...requestActionHandlers,
};
