/**
 * Stories only (the edit forms' page stories): a save refused because someone saved a newer
 * version since the edit began, then saved over. The mock API does not check If-Match; these
 * resolvers do, as the server does (apps/server handlers/editVersions.ts).
 */
import { createResolvers } from '@backoffice/api/mocks';
import type { Resolver, ResolverContext, Resolvers } from '@backoffice/api/mocks';
import {
  EDIT_CONFLICT,
  editConflictMessage,
  partVersion,
  versionOfIfMatch,
} from '@backoffice/domain';
import type { EditPart, SavedBy } from '@backoffice/domain';
import type { EditRecord } from './useEditVersion';

/** Who saved meanwhile, and when (the mock data's morning: 10:02 in Paris). */
export const THEIR_SAVE: SavedBy = { name: 'Léa Bernard', at: '2026-03-16T09:02:00Z' };

/** The routes that save an edited part, and the part each saves (routes.ts `edits`). */
type EditRoutes = {
  saveFaq: 'seoFaq';
  updateSeoLocation: 'seoLocation';
  updateSeoDescription: 'officeSeoTexts';
  updateInternalNote: 'internalNote';
  bookmarkNote: 'bookmarkNote';
};

export interface StaleEditOptions<K extends keyof EditRoutes> {
  /** The record whose part the call saves, as the API answers it now (its version is checked). */
  record: (context: ResolverContext<K>) => EditRecord<EditRoutes[K]> | undefined;
  /**
   * Léa Bernard's save, made in the mock database (`context.db`) as the first call arrives:
   * the form began from the version before it. Omitted when the story's database already
   * differs from what the form began from.
   */
  theirSave?: (context: ResolverContext<K>) => void;
}

export interface StaleEditMock {
  /** The route's resolver, for `mockApi({ resolvers })`. */
  resolvers: Partial<Resolvers>;
  /** The If-Match of each call, in order (null for none): what the play checks was sent. */
  ifMatches: (string | null)[];
}

/**
 * The save of `route` as the server makes it: a call with If-Match from another version of
 * the part than the record's now is refused (409 edit_conflict) naming Léa Bernard; a call
 * without If-Match ("Save over it") or from the version now saves as the mock does.
 */
export function staleEditMock<K extends keyof EditRoutes>(
  route: K,
  part: EditRoutes[K],
  { record, theirSave }: StaleEditOptions<K>,
): StaleEditMock {
  const ifMatches: (string | null)[] = [];
  const save = createResolvers()[route] as Resolver<K>;
  let theirsSaved = false;
  const resolver: Resolver<K> = (context) => {
    const header = context.request.headers.get('If-Match');
    ifMatches.push(header);
    if (!theirsSaved) {
      theirsSaved = true;
      theirSave?.(context);
    }
    const began = versionOfIfMatch(header);
    const now = record(context);
    if (began !== null && now && began !== partVersion(part as EditPart, now as never)) {
      return new Response(
        JSON.stringify({
          code: EDIT_CONFLICT,
          description: editConflictMessage(part, THEIR_SAVE),
        }),
        { status: 409, headers: { 'Content-Type': 'application/json' } },
      );
    }
    return save(context);
  };
  return { resolvers: { [route]: resolver } as Partial<Resolvers>, ifMatches };
}
