import { recordActionHandlers } from './actions';
import { recordReadHandlers } from './reads';

export * from './model';
export { recordCsvReaders } from './reads';

/** The records routes: reads (GET) in reads.ts, actions (writes) in actions.ts. */
export const recordHandlers = {
  ...recordReadHandlers,
  ...recordActionHandlers,
};
