import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useChatMessages, useConversations, useMarkConversationRead } from '@backoffice/api';
import { NotesCard } from '@/features/notes';
import { FUNNEL_STATE_LABELS, REMOVE_SYSTEM_MESSAGES, funnelState } from '@backoffice/domain';
import type { Conversation } from '@backoffice/domain';
import { Card, DescriptionList, Link, PageHeader, Switch } from '@backoffice/ui';
import { BackLink } from '@/shared/navigation/BackLink';
import { ROUTE_PATTERNS, paths } from '@/shared/paths';
import { useCan } from '@/shared/permissions';
import * as states from '@/shared/states.css';
import { useDetail } from '@/shared/useDetail';
import * as styles from './Conversations.css';

/** The URL parameter of the 'Remove system messages' toggle: `?removeSystem=true`. */
export const REMOVE_SYSTEM_PARAM = 'removeSystem';

/** Back to the list with its filters and scroll, or to the request it was opened from. */
const BACK_FROM = [
  { pattern: ROUTE_PATTERNS.conversations, label: 'conversations' },
  { pattern: ROUTE_PATTERNS.request, label: 'the request' },
];

function BackToList() {
  return (
    <BackLink
      className={styles.back}
      to={paths.conversations}
      label="conversations"
      from={BACK_FROM}
    />
  );
}

/** The conversation's row of the list (request, parties, stage), found by its id. */
function useConversationSummary(id: number | null): Conversation | undefined {
  const { data } = useConversations(id === null ? undefined : { search: String(id) }, {
    isPaused: () => id === null,
  });
  return data?.conversations.find((c) => c.conversationId === id);
}

// The windowed message list (its virtualizer is about 10 KiB gzip) is a chunk of its own, asked
// for as soon as this screen's code runs: it downloads while the screen asks for the messages,
// instead of before the first paint.
const messageList = import('./MessageList');
const Messages = lazy(() => messageList.then((m) => ({ default: m.Messages })));

/**
 * A conversation (/conversations/{id}, operations §2): its messages in order, system, status
 * and user messages each drawn and named differently (a user message names its sender, host
 * or guest), the 'Remove system messages' toggle (in the URL, so reload and Back keep it),
 * and a link to the request. Opening it marks it read by the CSM; the list's reads are
 * revalidated, so the list shows it on return. Thousands of messages are windowed.
 */
export function ConversationScreen() {
  const { id, fetched, view } = useDetail(useChatMessages, {
    noun: 'conversation',
    title: (conversation) => `Conversation #${conversation}`,
    notFound: {
      title: 'This conversation does not exist',
      description: 'Check its id, or find it in the conversations list.',
    },
  });
  const summary = useConversationSummary(id);
  const [searchParams, setSearchParams] = useSearchParams();
  const removeSystem = searchParams.get(REMOVE_SYSTEM_PARAM) === 'true';
  const { trigger } = useMarkConversationRead();
  // Marking read is a write: a Viewer reads a conversation without marking it, so
  // the unread count stays the CSMs' own (and no call is refused).
  const canMark = useCan('write').allowed;

  // Opening the conversation marks it read by the CSM, once per conversation opened.
  const marked = useRef<number | null>(null);
  const loaded = fetched.data !== undefined;
  useEffect(() => {
    if (!canMark || id === null || !loaded || marked.current === id) return;
    marked.current = id;
    trigger(id).catch(() => {
      // Not worth a toast: the unread count stays as it was, and the next opening tries again.
      marked.current = null;
    });
  }, [canMark, id, loaded, trigger]);

  const toggle = (on: boolean) => {
    const next = new URLSearchParams(searchParams);
    if (on) next.set(REMOVE_SYSTEM_PARAM, 'true');
    else next.delete(REMOVE_SYSTEM_PARAM);
    setSearchParams(next, { replace: true, state: window.history.state?.usr });
  };

  const requestId = summary?.requestId ?? fetched.data?.messages[0]?.requestId;

  return (
    <div className={states.screen}>
      <BackToList />
      <PageHeader
        title={id === null ? 'Conversation' : `Conversation ${id}`}
        description={
          summary
            ? `${summary.host.companyName ?? `Host ${summary.host.id}`} (host) and ${
                summary.guest.companyName ?? `Guest ${summary.guest.id}`
              } (guest)`
            : undefined
        }
      />
      {view(({ messages }) => (
        <div className={styles.detail}>
          <Card title="Conversation">
            <DescriptionList
              items={[
                {
                  term: 'Request',
                  description:
                    requestId === undefined ? null : (
                      <Link href={paths.request(requestId)}>Request {requestId}</Link>
                    ),
                },
                {
                  term: 'Status',
                  description: summary ? FUNNEL_STATE_LABELS[funnelState(summary.funnel)] : null,
                },
                { term: 'Messages', description: String(messages.length) },
                {
                  term: 'Unread by host',
                  description: summary ? String(summary.unreadByHost) : null,
                },
                {
                  term: 'Unread by guest',
                  description: summary ? String(summary.unreadByGuest) : null,
                },
              ]}
            />
          </Card>
          <div className={styles.toolbar}>
            <Switch label={REMOVE_SYSTEM_MESSAGES} isSelected={removeSystem} onChange={toggle} />
          </div>
          <Suspense fallback={<p className={styles.noMessages}>Loading the messages…</p>}>
            <Messages messages={messages} removeSystem={removeSystem} />
          </Suspense>
          {/* The request's staff notes: the conversation is the request's, so are its notes. */}
          {requestId === undefined ? null : (
            <Suspense fallback={null}>
              <NotesCard requestId={requestId} />
            </Suspense>
          )}
        </div>
      ))}
    </div>
  );
}

export { ConversationScreen as Component };
