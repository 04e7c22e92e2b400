import { useMemo } from 'react';
import { visibleMessages } from '@backoffice/domain';
import type { ChatMessage } from '@backoffice/domain';
import { VirtualList } from '@backoffice/ui';
import { MessageItem } from './MessageItem';
import * as styles from './Conversations.css';

const messageId = (m: ChatMessage) => String(m.id);
const renderMessage = (m: ChatMessage) => <MessageItem message={m} />;

/** A conversation's messages in order, windowed (thousands scroll smoothly). */
export function Messages({
  messages,
  removeSystem,
}: {
  messages: ChatMessage[];
  removeSystem: boolean;
}) {
  const shown = useMemo(() => visibleMessages(messages, removeSystem), [messages, removeSystem]);
  if (shown.length === 0) {
    return (
      <p className={styles.noMessages}>
        {messages.length === 0
          ? 'No messages in this conversation yet.'
          : 'Only system messages here: turn off ‘Remove system messages’ to see them.'}
      </p>
    );
  }
  return (
    <VirtualList<ChatMessage>
      aria-label={`Messages (${shown.length})`}
      items={shown}
      getItemId={messageId}
      renderItem={renderMessage}
      estimatedItemHeight={84}
      height="min(70vh, 720px)"
    />
  );
}
