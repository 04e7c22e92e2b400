import { eq } from 'drizzle-orm';
import { conversations } from '../../db/schema';
import type { HandlerGroup } from '../../http/context';
import { notFound } from '../../errors';

/** The records actions: every one runs on the write path (http/writes.ts: one transaction, row lock, history, idempotency). */
export const recordActionHandlers: HandlerGroup<'markConversationRead'> = {
  async markConversationRead({ db, params }) {
    const [convo] = await db
      .update(conversations)
      .set({ unreadByCsm: 0 })
      .where(eq(conversations.id, params.id))
      .returning({ id: conversations.id });
    if (!convo) throw notFound('Conversation', params.id);
    return { message: 'ok' };
  },
};
