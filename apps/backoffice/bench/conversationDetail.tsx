import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { unstable_serialize } from 'swr';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiProvider, chatMessagesKey, createApiClient } from '@backoffice/api';
import type { ChatMessage } from '@backoffice/domain';
import { ThemeProvider } from '@backoffice/ui';
import { NowProvider } from '@/shared/clock';
import { NotifyProvider } from '@/shared/notify';
import { ROUTE_PATTERNS, paths } from '@/shared/paths';
import { ConversationScreen } from '@/features/conversations/ConversationScreen';

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
  const client = createApiClient({ baseUrl: 'http://bench.invalid' });
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <ThemeProvider forced="light">
        <MemoryRouter initialEntries={[paths.conversation(conversationId)]}>
          <NowProvider now={now}>
            <NotifyProvider>
              <ApiProvider
                client={client}
                swrConfig={{
                  provider: () => cache,
                  revalidateOnMount: false,
                  revalidateIfStale: false,
                  revalidateOnFocus: false,
                }}
              >
                <Routes>
                  <Route path={ROUTE_PATTERNS.conversation} element={<ConversationScreen />} />
                </Routes>
              </ApiProvider>
            </NotifyProvider>
          </NowProvider>
        </MemoryRouter>
      </ThemeProvider>,
    ),
  );
  return root;
}
