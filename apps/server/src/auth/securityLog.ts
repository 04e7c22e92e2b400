/**
 * The Security log: sign-ins, failed ones, sessions ending, passwords, second
 * factors, staff changes, exports and downloads, each a row of the append-only history
 * (`audit_log`, a trigger refuses update and delete) with its kind, who, when and from where.
 * Never a password, a token, a code or a secret: the summary names what happened.
 */
import type { SecurityEventKind } from '@backoffice/domain';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { SERVER_NAME } from '../config';

export interface SecurityEvent {
  kind: SecurityEventKind;
  /** Who did it (null: nobody signed in, e.g. a failed sign-in). */
  actor: { id: number; name: string } | null;
  /** What the log shows, in words ("Signed in", "Exported the users list: 120 rows"). */
  summary: string;
  /** The client's address. */
  address: string;
  /** The staff account it is about (the one signing in, the one disabled). */
  staffId?: number | null;
  /** The call's route name (or the event's name outside a route). */
  route: string;
  /** More facts, kept with the row (filters, counts): never a secret. */
  details?: Record<string, unknown>;
  at: Date;
}

/** Appends a Security log event. */
export async function recordSecurityEvent(db: Db, event: SecurityEvent): Promise<void> {
  await db.insert(auditLog).values({
    at: event.at,
    staffId: event.actor?.id ?? null,
    staffName: event.actor?.name ?? 'Nobody signed in',
    route: event.route,
    entityType: event.staffId ? 'staff' : null,
    entityId: event.staffId ?? null,
    changes: [],
    input: { summary: event.summary, ...(event.details ?? {}) },
    server: SERVER_NAME,
    kind: event.kind,
    address: event.address,
  });
}
