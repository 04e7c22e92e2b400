import { userActionHandlers } from './actions';
import { userReadHandlers } from './reads';

export * from './model';
export { userCsvReaders } from './reads';

/** The users routes: reads (GET) in reads.ts, actions (writes) in actions.ts. */
export const userHandlers = {
  ...userReadHandlers,
  ...userActionHandlers,
};
