import { useRef } from 'react';
import { isApiError } from '@backoffice/api';
import type { SendFavoritesArg } from '@backoffice/api';
import { ALREADY_SENT } from '@backoffice/domain';

/** Said when the server refused a second send without its own words (it always has them). */
export const ALREADY_SENT_FALLBACK =
  'The favorites were sent to this guest within the last 24 hours. Send again?';

/**
 * The server's question when it refused a send because the favorites went out within 24 h
 * (409 `already_sent`: "Sent at 10:02 by Léa Bernard. Send again?"), else null.
 */
export function alreadySentQuestionOf(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== ALREADY_SENT) return null;
  return error.description ?? ALREADY_SENT_FALLBACK;
}

export interface SendOnceOptions<Answer> {
  userId: number;
  /** The send: the guest's id, or `{ userId, again: true }` once asked. */
  send: (arg: SendFavoritesArg) => Promise<Answer>;
  /** The send was taken. */
  onSent: (answer: Answer) => void;
  /** Any other refusal or failure, told as the screen tells it. */
  onFailed: (error: unknown) => void;
  /**
   * Asks the server's question; `again` sends anyway (its promise settles with the send,
   * rejecting when it failed, after `onFailed`). Not answering sends nothing.
   */
  ask: (question: string, again: () => Promise<unknown>) => void;
}

/**
 * Sends a guest's favorites by one channel, once: a press while a send (or a send again) is
 * under way starts nothing and waits for it. A refusal for a send within 24 h asks the
 * server's question; only "Send again" sends again.
 */
export function useSendOnce<Answer>(options: SendOnceOptions<Answer>): {
  send: () => Promise<unknown>;
} {
  const latest = useRef(options);
  latest.current = options;
  const inFlight = useRef<Promise<unknown> | null>(null);

  const once = (call: () => Promise<unknown>): Promise<unknown> => {
    if (inFlight.current) return inFlight.current;
    const running = call().finally(() => {
      inFlight.current = null;
    });
    inFlight.current = running;
    return running;
  };

  const again = () =>
    once(() => {
      const { userId, send, onSent, onFailed } = latest.current;
      return send({ userId, again: true }).then(onSent, (error: unknown) => {
        onFailed(error);
        throw error;
      });
    });

  const first = () =>
    once(() => {
      const { userId, send, onSent, onFailed, ask } = latest.current;
      return send(userId).then(onSent, (error: unknown) => {
        const question = alreadySentQuestionOf(error);
        if (question === null) onFailed(error);
        else ask(question, again);
      });
    });

  return { send: first };
}
