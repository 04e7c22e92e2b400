import { officeActionHandlers } from './actions';
import { officeReadHandlers } from './reads';

export * from './model';

/** The offices routes: reads (GET) in reads.ts, actions (writes) in actions.ts. */
export const officeHandlers = {
  ...officeReadHandlers,
  ...officeActionHandlers,
};
