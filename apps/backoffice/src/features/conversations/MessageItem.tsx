import { SENDER_LABELS, formatDateTime } from '@backoffice/domain';
import type { ChatMessage } from '@backoffice/domain';
import * as styles from './Conversations.css';

/** The kind of a message in words: the first thing each message says. */
export function messageKindLabel(message: ChatMessage): string {
  if (message.messageType === 'system') return 'System';
  if (message.messageType === 'status') return 'Status';
  return message.sender ? SENDER_LABELS[message.sender] : 'User';
}

/**
 * One message. The three kinds differ in words (each names its kind: System, Status, or the
 * sender Host / Guest), in place (system and status centred, the guest's on the left, the
 * host's on the right) and in frame (dashed, boxed, a bubble): never by colour alone.
 */
export function MessageItem({ message }: { message: ChatMessage }) {
  const side = message.messageType === 'user' ? (message.sender ?? 'guest') : message.messageType;
  const time = formatDateTime(message.createdAt);
  return (
    <article
      className={`${styles.message} ${styles.align[side]}`}
      aria-label={`${messageKindLabel(message)} message, ${time}`}
    >
      <div className={styles.bubble[side]}>
        <span className={styles.meta}>
          <span className={styles.kind}>{messageKindLabel(message)}</span>
          <time dateTime={message.createdAt}>{time}</time>
        </span>
        {message.messageType === 'status' ? (
          <>
            <p className={styles.statusLine}>To the guest: {message.statusMessage?.guestMessage}</p>
            <p className={styles.statusLine}>To the host: {message.statusMessage?.hostMessage}</p>
          </>
        ) : (
          <span>
            {message.messageType === 'system' ? message.systemMessage : message.userMessage}
          </span>
        )}
      </div>
    </article>
  );
}
