/**
 * MSW handlers and fixtures for stories and component tests: `@backoffice/api/mocks`. Never
 * imported by the running product, so MSW and faker stay out of its bundle.
 */
import { createHandlers } from './handlers';

export {
  MOCK_ERRORS,
  createHandlers,
  createResolvers,
  errorHandler,
  errorResponse,
} from './handlers';
export type {
  MockErrorCode,
  MockOptions,
  MockScenario,
  Resolver,
  ResolverContext,
  Resolvers,
} from './handlers';
export { MOCK_SIZES, createMockDb } from './db';
export type { MockDb, MockDbOptions } from './db';
export * from './fixtures';

/** Handlers for every route over a fresh mock database (build your own per story with createHandlers). */
export const handlers = createHandlers();
