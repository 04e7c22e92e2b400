import { contentResolvers } from './content';
import { notesResolvers } from './notes';
import { officesResolvers } from './offices';
import { recordsResolvers } from './records';
import { requestsResolvers } from './requests';
import { sessionResolvers } from './session';
import type { Resolvers } from './shared';
import { staffResolvers } from './staff';
import { usersResolvers } from './users';
import { viewsResolvers } from './views';

export type { Resolver, ResolverContext, Resolvers } from './shared';

/** The mock of every route of the table, over one database: one file per group, as the server's handlers. */
export function createResolvers(): Resolvers {
  return {
    ...sessionResolvers,
    ...requestsResolvers,
    ...recordsResolvers,
    ...officesResolvers,
    ...contentResolvers,
    ...usersResolvers,
    ...staffResolvers,
    ...notesResolvers,
    ...viewsResolvers,
  };
}
