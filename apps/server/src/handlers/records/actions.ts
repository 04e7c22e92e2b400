import { eq, sql } from 'drizzle-orm';
import { conversationReads, conversations } from '../../db/schema';
import type { HandlerGroup } from '../../http/context';
import { notFound } from '../../errors';

/** The records actions: every one runs on the write path (http/writes.ts: one transaction, row lock, history, idempotency). */
export const recordActionHandlers: HandlerGroup<'markConversationRead' | 'markConversationUnread'> =
  {
    // Read for the caller only: each staff member's own read state (the team's counter stays,
    // for those who never opened it), on the record with the time.
    async markConversationRead({ db, params, staff, now }) {
      const [convo] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(eq(conversations.id, params.id));
      if (!convo) throw notFound('Conversation', params.id);
      await db
        .insert(conversationReads)
        .values({ conversationId: convo.id, staffId: staff.id, readAt: now, unread: 0 })
        .onConflictDoUpdate({
          target: [conversationReads.conversationId, conversationReads.staffId],
          set: { readAt: now, unread: 0 },
        });
      return { message: 'ok' };
    },

    // Unread for the caller only, to come back to it: at least one unread message for them,
    // their read time cleared (the team's "last read by" names who really read it).
    async markConversationUnread({ db, params, staff }) {
      const [convo] = await db
        .select({ id: conversations.id, team: conversations.unreadByCsm })
        .from(conversations)
        .where(eq(conversations.id, params.id));
      if (!convo) throw notFound('Conversation', params.id);
      await db
        .insert(conversationReads)
        .values({
          conversationId: convo.id,
          staffId: staff.id,
          readAt: null,
          unread: Math.max(1, convo.team),
        })
        .onConflictDoUpdate({
          target: [conversationReads.conversationId, conversationReads.staffId],
          set: { readAt: null, unread: sql`greatest(${conversationReads.unread}, 1)` },
        });
      return { message: 'ok' };
    },
  };
