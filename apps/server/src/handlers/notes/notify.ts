/**
 * What leaves a notification in a person's inbox: a mention in a note, a request
 * assigned to them, a change to a request they own, each by someone else. Written in the
 * call's transaction (a write refused or rolled back notifies nobody); the call's areas
 * ('notifications') tell every server's clients to read their inbox again.
 */
import { routes, type RouteName } from '@backoffice/api/contract';
import {
  changeDeed,
  notificationText,
  type NotificationKind,
  type StaffRef,
} from '@backoffice/domain';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPreferences, notifications, outbox, staff } from '../../db/schema';

/** The most entries an inbox keeps: past them, the oldest read ones go. */
export const INBOX_KEPT = 500;

interface NotificationInput {
  recipientIds: readonly number[];
  /** Whether this server sends email (services.emailDelivery). */
  emailDelivery: boolean;
  kind: NotificationKind;
  actor: StaffRef;
  requestId: number;
  noteId?: number | null;
  detail?: string | null;
  now: Date;
}

/**
 * Notifies each active recipient once, never the actor themself, as each one asked for this
 * kind: in the inbox (the default), and by email where they asked and the server sends email
 * (the outbox, in the same transaction: a rolled-back call sends nothing).
 */
export async function notify(db: Db, input: NotificationInput): Promise<number[]> {
  const ids = [...new Set(input.recipientIds)].filter((id) => id !== input.actor.id);
  if (ids.length === 0) return [];
  const recipients = await db
    .select({
      id: staff.id,
      email: staff.email,
      inApp: notificationPreferences.inApp,
      byEmail: notificationPreferences.email,
    })
    .from(staff)
    .leftJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.staffId, staff.id),
        eq(notificationPreferences.kind, input.kind),
      ),
    )
    .where(and(inArray(staff.id, ids), eq(staff.status, 'active')));
  const inApp = recipients.filter((r) => r.inApp !== false);
  if (inApp.length > 0) {
    await db.insert(notifications).values(
      inApp.map(({ id }) => ({
        recipientId: id,
        kind: input.kind,
        actorId: input.actor.id,
        requestId: input.requestId,
        noteId: input.noteId ?? null,
        detail: input.detail ?? null,
        createdAt: input.now,
      })),
    );
    for (const { id } of inApp) await trimInbox(db, id);
  }
  const byEmail = input.emailDelivery ? recipients.filter((r) => r.byEmail === true) : [];
  if (byEmail.length > 0) {
    const sentence = notificationText({
      kind: input.kind,
      actorName: input.actor.name,
      requestId: input.requestId,
      detail: input.detail ?? null,
    });
    await db.insert(outbox).values(
      byEmail.map((r) => ({
        channel: 'email' as const,
        recipient: r.email,
        subject: sentence,
        body: `${sentence}.\n\nOpen request #${input.requestId} in the back office to see it.\n\nYou receive this email because you asked for it in your notification preferences.`,
      })),
    );
  }
  return recipients.map(({ id }) => id);
}

/** Keeps an inbox to INBOX_KEPT entries: the oldest read ones go first, unread ones stay. */
async function trimInbox(db: Db, recipientId: number): Promise<void> {
  const [edge] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.recipientId, recipientId))
    .orderBy(sql`${notifications.id} desc`)
    .offset(INBOX_KEPT)
    .limit(1);
  if (!edge) return;
  await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        lt(notifications.id, edge.id + 1),
        isNotNull(notifications.readAt),
      ),
    );
}

/**
 * Tells a request's owner that someone else moved it on (cancelled, declined, proposed or
 * scheduled a visit, accepted a slot): "Léa Bernard scheduled the visit on request #1542,
 * which you own". Nobody owns it, or the owner did it: nobody is told.
 */
export async function notifyOwner(
  db: Db,
  request: { id: number; assignment: { assignee: StaffRef | null } },
  actor: StaffRef,
  route: RouteName,
  now: Date,
  emailDelivery: boolean,
): Promise<void> {
  const owner = request.assignment.assignee;
  if (!owner) return;
  await notify(db, {
    emailDelivery,
    recipientIds: [owner.id],
    kind: 'moved',
    actor,
    requestId: request.id,
    detail: changeDeed(route, routes[route].summary),
    now,
  });
}
