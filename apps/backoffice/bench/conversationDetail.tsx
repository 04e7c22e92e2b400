import type { Root } from 'react-dom/client';
import { unstable_serialize } from 'swr';
import { Route, Routes } from 'react-router-dom';
import { chatMessagesKey } from '@backoffice/api';
import type { ChatMessage } from '@backoffice/domain';
import { ROUTE_PATTERNS, paths } from '@/shared/paths';
import { ConversationScreen } from '@/features/conversations/ConversationScreen';
import { mountCachedForBench } from './cachedMount';

/**
 * Mounts a conversation (/conversations/{id}) into `host` synchronously with its messages
 * already in the cache: for the benchmark page bench/harness/pages/app-conversation.tsx.
 * The product never imports it. The mark-read call goes to an address that does not answer;
 * the screen ignores its failure.
 */
export function mountConversationForBench(
  host: HTMLElement,
  conversationId: number,
  messages: ChatMessage[],
  now: Date,
): Root {
  const cache = new Map([
    [unstable_serialize(chatMessagesKey(conversationId)), { data: { messages } }],
  ]);
  return mountCachedForBench(host, {
    entry: paths.conversation(conversationId),
    cache,
    now,
    screen: (
      <Routes>
        <Route path={ROUTE_PATTERNS.conversation} element={<ConversationScreen />} />
      </Routes>
    ),
  });
}
