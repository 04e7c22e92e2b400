import { contentActionHandlers } from './actions';
import { contentReadHandlers } from './reads';

export * from './model';

/** The content routes: reads (GET) in reads.ts, actions (writes) in actions.ts. */
export const contentHandlers = {
  ...contentReadHandlers,
  ...contentActionHandlers,
};
