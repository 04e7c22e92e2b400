import type { Handlers } from '../http/context';
import type { CsvReaders } from '../http/csv';
import { contentHandlers } from './content';
import { officeHandlers } from './offices';
import { recordCsvReaders, recordHandlers } from './records';
import { requestHandlers } from './requests';
import { sessionHandlers } from './session';
import { staffHandlers } from './staff';
import { userCsvReaders, userHandlers } from './users';
import { healthHandler } from './health';
import { historyHandlers } from './history';
import { fileHandlers } from './files';
import { noteHandlers } from './notes';
import { viewHandlers } from './views';

/** Every route of the api package's table, with its handler (the type checks none is missing). */
export const handlers: Handlers = {
  ...healthHandler,
  ...sessionHandlers,
  ...staffHandlers,
  ...requestHandlers,
  ...recordHandlers,
  ...officeHandlers,
  ...userHandlers,
  ...contentHandlers,
  ...historyHandlers,
  ...fileHandlers,
  ...noteHandlers,
  ...viewHandlers,
};

/** The lists that read their CSV download's rows with a keyset reader of their own. */
export const csvReaders: CsvReaders = { ...recordCsvReaders, ...userCsvReaders };
