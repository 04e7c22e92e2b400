import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { conversationsRead } from '@backoffice/api';
import {
  BOARD_COLUMNS,
  CONVERSATION_COLUMNS,
  CONVERSATION_SORTS,
  NO_UNREAD_FOR_CSM,
  UNREAD_FILTERS,
  defaultConversationDateRange,
  isConversationHighlighted,
} from '@backoffice/domain';
import type { Conversation } from '@backoffice/domain';
import { StatusTag } from '@backoffice/ui';
import type { RowTone } from '@backoffice/ui';
import { useNow } from '@/shared/clock';
import { paths } from '@/shared/paths';
import { tableColumns } from '@/shared/list/columns';
import { ListDateRange } from '@/shared/list/ListDateFields';
import { ListLayout } from '@/shared/list/ListLayout';
import type { ListLayoutProps } from '@/shared/list/ListLayout';
import { listWords } from '@/shared/list/listWords';
import { ListSearch } from '@/shared/list/ListSearchField';
import { ListSelect } from '@/shared/list/ListSelect';
import { withAll } from '@/shared/list/listSelects';
import { defineList, useList } from '@/shared/list/useList';
import { usePageTitle } from '@/shared/pageTitle';
import * as styles from './Conversations.css';
import { ScreenViews } from '@/features/views';
import { CONVERSATIONS_BULK } from './bulk';

/**
 * The conversations list (GET /csm/conversations): its parameters are the route's query, in
 * the URL; the dates default to the last 7 days (operations §9) and are never written then.
 */
export const conversationsList = defineList(conversationsRead, 'conversations', {
  defaults: (now) => defaultConversationDateRange(now),
  orderKeys: ['sort'],
  selects: {
    // The funnel stage, in the board's words.
    status: {
      label: 'Status',
      options: withAll(BOARD_COLUMNS.map((c) => ({ value: c.key, label: c.title }))),
    },
    unread: { label: 'Unread', options: withAll(UNREAD_FILTERS) },
    // The API's order when none is chosen: the newest conversation first.
    sort: {
      label: 'Sort',
      options: [{ value: undefined, label: 'Newest first' }, ...CONVERSATION_SORTS],
    },
  },
});

/** The table's row: the list pattern keys rows by `id`. */
type ConversationRow = Conversation & { id: number };

const WORDS = listWords({
  one: 'conversation',
  other: 'conversations',
  empty: {
    title: 'No conversations in these days',
    description: 'Conversations appear here once a host or a guest writes about a request.',
  },
  noResults: {
    description: 'Change the dates, the status, the unread filter or the search, or reset them.',
  },
});

/** The spec's search syntaxes, in one line under the box. */
export const SEARCH_HINT = 'Id, #request id, .host id, -guest id, or a company';

const conversationLabel = (c: ConversationRow) => `Conversation ${c.conversationId}`;

/** Red for rows with no unread message for the CSM (operations §2); the csm cell says so. */
const rowTone = {
  tone: (c: ConversationRow): RowTone => (isConversationHighlighted(c) ? 'critical' : 'neutral'),
  cue: 'unreadCsm',
};

function CsmUnreadCell({ conversation }: { conversation: Conversation }) {
  return isConversationHighlighted(conversation) ? (
    <span className={styles.cue}>
      0 <StatusTag tone="critical">{NO_UNREAD_FOR_CSM}</StatusTag>
    </span>
  ) : (
    <span>{conversation.unreadByCsm}</span>
  );
}

/**
 * Conversations (/conversations, operations §2): filters start and end date, status (the
 * funnel stage, in the board's words), unread (by host, guest or csm), search (a conversation
 * id, '#' request id, '.' host id, '-' guest id, or a company, read by the domain's parser on
 * both sides) and sort, all in the URL; rows with no unread message for the CSM tinted red
 * with "No unread" in words; a row opens the conversation, and Back comes back to the same
 * filters and scroll position.
 */
export function ConversationsScreen() {
  usePageTitle('Conversations');
  const list = useList(conversationsList);
  const now = useNow();
  const navigate = useNavigate();

  const rows = useMemo(() => list.rows.map((c) => ({ ...c, id: c.conversationId })), [list.rows]);
  // The table keys rows by `id`: a conversation's is its conversationId.
  const shown = useMemo(
    (): ListLayoutProps<ConversationRow>['list'] => ({
      ...list,
      definition:
        list.definition as unknown as ListLayoutProps<ConversationRow>['list']['definition'],
      rows,
    }),
    [list, rows],
  );

  const columns = useMemo(
    () =>
      tableColumns(
        CONVERSATION_COLUMNS,
        { now: now(), origin: '' },
        {
          id: { width: 140, pin: 'start' },
          requestId: { width: 110 },
          unreadCsm: { width: 150, cell: (c) => <CsmUnreadCell conversation={c} /> },
          status: { width: 170 },
          host: { width: '1fr', minWidth: 200 },
          guest: { width: '1fr', minWidth: 200 },
          lastMessageAt: { width: 160 },
          unreadHost: { width: 130 },
          unreadGuest: { width: 140 },
          lastReadBy: { width: 220 },
        },
      ),
    [now],
  );

  const open = useCallback(
    (c: ConversationRow) => {
      void navigate(paths.conversation(c.conversationId));
    },
    [navigate],
  );

  return (
    <ListLayout<ConversationRow>
      title="Conversations"
      bulk={CONVERSATIONS_BULK}
      actions={<ScreenViews screen="conversations" />}
      list={shown}
      words={WORDS}
      filtersLabel="Conversation filters"
      filters={
        <>
          <ListDateRange list={list} />
          <ListSelect list={list} name="status" />
          <ListSelect list={list} name="unread" />
          <ListSearch
            list={list}
            name="search"
            label="Search"
            placeholder="Id, #request, .host, -guest, company"
            description={SEARCH_HINT}
          />
          <ListSelect list={list} name="sort" />
        </>
      }
      columns={columns}
      getRowLabel={conversationLabel}
      onRowActivate={open}
      rowTone={rowTone}
    />
  );
}

export { ConversationsScreen as Component };
