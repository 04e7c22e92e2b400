/**
 * No silent overwrite, the server's side: an edit handler (a route whose facts name `edits`,
 * routes.ts) calls `refuseStaleEdit` with the edited record as the API answers it, read under
 * the write path's row lock. A call with `If-Match` whose version is not the part's version
 * now is refused with 409 `edit_conflict`, naming who saved it and when (the history).
 * Without `If-Match` the save goes over whatever is there (the form's "Save over it").
 */
import { routeList, type RouteName } from '@backoffice/api/contract';
import {
  EDIT_CONFLICT,
  editConflictMessage,
  partVersion,
  versionOfIfMatch,
  type EditPart,
  type SavedBy,
} from '@backoffice/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { ApiError } from '../errors';
import type { Ctx } from '../http/context';
import { newestWrite, writesOn } from './history';

/** The routes that save each part (their facts' `edits`). */
export function routesEditing(part: EditPart): RouteName[] {
  return routeList.filter((r) => r.write?.edits === part).map((r) => r.name as RouteName);
}

/** The version the call began from (`If-Match`), null for none; a malformed one is refused. */
export function ifMatchOf(ctx: Pick<Ctx, 'c'>): string | null {
  const header = ctx.c.req.header('if-match');
  if (header === undefined) return null;
  const version = versionOfIfMatch(header);
  if (version === null) {
    throw new ApiError(
      400,
      'validation_error',
      'If-Match must be the quoted version of the record the edit began from.',
      { 'If-Match': 'Expected a quoted version, such as "v1-0123456789abcdef"' },
    );
  }
  return version;
}

/**
 * The last save of a part, from the history: its staff member and time. `input` narrows to
 * the saves of one row of the entity (a favorite's note is on its guest's history).
 */
export async function lastSaved(
  db: Db,
  part: EditPart,
  entity: { type: string; id: number },
  input?: { key: string; value: number },
): Promise<SavedBy | null> {
  const row = await newestWrite(
    db,
    and(
      writesOn(entity.type, entity.id),
      inArray(auditLog.route, routesEditing(part)),
      input ? sql`${auditLog.input}->>${input.key} = ${String(input.value)}` : undefined,
    ),
  );
  return row ? { name: row.name, at: row.at.toISOString() } : null;
}

/**
 * The last write of any kind on some records of one type, from the history: who and when
 * (a display section's move, removal or addition: any of them makes a move stale).
 */
export async function lastWrite(
  db: Db,
  entity: { type: string; ids: readonly number[] },
): Promise<SavedBy | null> {
  const row = await newestWrite(
    db,
    and(eq(auditLog.entityType, entity.type), inArray(auditLog.entityId, [...entity.ids])),
  );
  return row ? { name: row.name, at: row.at.toISOString() } : null;
}

/**
 * Refuses the call when it began from another version of the part than the record's now. The
 * record is read by the handler under the write path's lock: no other save of it can land
 * between this check and the handler's own.
 */
export async function refuseStaleEdit<P extends EditPart>(
  ctx: Pick<Ctx, 'c'>,
  part: P,
  record: Parameters<typeof partVersion<P>>[1],
  saved: () => Promise<SavedBy | null>,
): Promise<void> {
  const began = ifMatchOf(ctx);
  if (began === null || began === partVersion(part, record)) return;
  throw new ApiError(409, EDIT_CONFLICT, editConflictMessage(part, await saved()));
}
