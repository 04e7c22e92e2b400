import { useEffect, useMemo, useRef, useState } from 'react';
import {
  queryText,
  useDeleteBookmark,
  useSendFavoritesEmail,
  useSendFavoritesSms,
} from '@backoffice/api';
import {
  NOT_AVAILABLE,
  TEXT_LIMITS,
  TOASTS,
  bookmarkAddedBy,
  canDeleteBookmark,
  filterBookmarks,
  formatDate,
  formatDateTime,
  isBookmarkRemoved,
  sortBookmarks,
  validateSendSms,
  yesNo,
} from '@backoffice/domain';
import type { Bookmark, User, UserContactRequest } from '@backoffice/domain';
import {
  Button,
  Card,
  ConfirmButton,
  DataTable,
  ImagePreview,
  Link,
  StatusTag,
  ShortUuid,
} from '@backoffice/ui';
import type { DataTableColumn, RowTone } from '@backoffice/ui';
import { useActionQuestion } from '@/shared/actionQuestion';
import type { ListSpec, QueryStruct } from '@/shared/list/listParams';
import { ListSearchField } from '@/shared/list/ListSearchField';
import { useListParams } from '@/shared/list/useListParams';
import { useNotify } from '@/shared/notify';
import { useCan } from '@/shared/permissions';
import { failureToast } from '@/shared/refusal';
import { paths } from '@/shared/paths';
import { userPreferences } from '@/shared/userStorage';
import { focusLost, focusTableRow } from './focusAfter';
import { NoteModal, UserNoteModal } from './NoteModals';
import { useSendOnce } from './sendOnce';
import * as styles from './GuestTables.css';

/** The favorites filter, in the URL (`?favorites=`) as every list's parameters are. */
interface FavoritesQuery {
  favorites?: string;
}
const favoritesParams: ListSpec<FavoritesQuery> = {
  query: {
    schema: { favorites: queryText(TEXT_LIMITS.search) },
  } as unknown as QueryStruct<FavoritesQuery>,
};

const REMOVED = 'Removed';

const favoriteTone = (b: Bookmark): RowTone => (isBookmarkRemoved(b) ? 'critical' : 'neutral');
const favoriteLabel = (b: Bookmark) => `Favorite ${b.id}, office ${b.officeId}`;

/** The guest's tables' props, handed on to their favorites. */
interface GuestTablesProps {
  user: User;
  onNoteEditing: (editing: boolean) => void;
  onSmsOff?: () => void;
}

/** A cell that links to a record by its id; empty when there is none. */
const idLink = (id: number | null, href: (id: number) => string) =>
  id === null ? '' : <Link href={href(id)}>{String(id)}</Link>;

type NoteOpen = { bookmark: Bookmark; kind: 'edit' | 'user' } | null;

function OfficeCell({ bookmark }: { bookmark: Bookmark }) {
  return (
    <span className={styles.cue}>
      <Link href={paths.officeDetail(bookmark.officeId)}>{String(bookmark.officeId)}</Link>
      {isBookmarkRemoved(bookmark) ? <StatusTag tone="critical">{REMOVED}</StatusTag> : null}
    </span>
  );
}

/**
 * The guest's favorites (people-and-content §2.2, §4): cover picture with its full-screen
 * preview, office id (to the office detail), uuid, added by (Guest or CSM), added on,
 * viewed, email sent, sms sent, request and conversation ids (links), and the actions:
 * delete (only a favorite staff added and still active, behind the second Confirm click),
 * the guest's own note, and the staff note (at most 250 characters). Removed favorites come
 * after the active ones, tinted red and named "Removed" beside their office id. The filter
 * (office id, uuid or request id) is in the URL; the favorites can be sent by email or SMS.
 */
function Favorites({ user, onNoteEditing, onSmsOff }: GuestTablesProps) {
  const notify = useNotify();
  const { values, set } = useListParams(favoritesParams);
  const filter = values.favorites ?? '';
  const remove = useDeleteBookmark();
  const email = useSendFavoritesEmail();
  const sms = useSendFavoritesSms();
  const [note, setNote] = useState<NoteOpen>(null);
  // Deleting and sending write: a Viewer sees them disabled, with the reason; the
  // staff note opens read-only.
  const edit = useCan('write');
  // A staff note open to write in (a Viewer only reads it): said to the team.
  const editingNote = note?.kind === 'edit' && edit.allowed;
  useEffect(() => {
    onNoteEditing(editingNote);
    return () => onNoteEditing(false);
  }, [onNoteEditing, editingNote]);

  const all = useMemo(() => sortBookmarks(user.bookmarks ?? []), [user.bookmarks]);
  const rows = useMemo(() => filterBookmarks(all, filter), [all, filter]);
  const active = all.filter((b) => !isBookmarkRemoved(b)).length;

  // A deleted favorite loses its Delete button (the button that had focus) and, once the guest
  // is read again, moves down among the removed ones (§2.2). Focus goes to the row now in its
  // place, the next favorite, or the one before when it was the last active (the toast has
  // said what was removed; the row says only its name).
  const table = useRef<HTMLDivElement>(null);
  const shown = useRef(rows);
  const focusAfterDelete = useRef<{ id: number; index: number; rows: Bookmark[] } | null>(null);
  useEffect(() => {
    shown.current = rows;
    const pending = focusAfterDelete.current;
    if (!pending || pending.rows === rows) return;
    focusAfterDelete.current = null;
    // The last active one deleted is the first removed one, in its own place: then the one
    // before it (the last still active) takes focus.
    let index = Math.min(pending.index, rows.length - 1);
    if (rows[index]?.id === pending.id && index > 0) index -= 1;
    const next = rows[index];
    if (!next || !focusLost(table.current)) return;
    const text = `${next.officeId}${isBookmarkRemoved(next) ? REMOVED : ''}`;
    focusTableRow(
      table.current,
      index,
      (row) => row.querySelector('[role="rowheader"]')?.textContent === text,
    );
  }, [rows]);

  const columns = useMemo((): DataTableColumn<Bookmark>[] => {
    const date = (value: string | null, none: string) => (value ? formatDate(value) : none);
    return [
      {
        id: 'cover',
        header: 'Cover picture',
        width: 124,
        minWidth: 124,
        // The picture and the office id say which favorite a row is: both stay in view.
        pin: 'start',
        cell: (b) =>
          b.cover ? (
            <span className={styles.thumbnail}>
              <ImagePreview
                src={b.cover.large}
                thumbnailSrc={b.cover.small}
                alt={`Office ${b.officeId}, ${b.officeAddressLine1}`}
                size="sm"
              />
            </span>
          ) : (
            NOT_AVAILABLE
          ),
      },
      {
        id: 'officeId',
        header: 'Office id',
        isRowHeader: true,
        width: 140,
        pin: 'start',
        cell: (b) => <OfficeCell bookmark={b} />,
      },
      {
        id: 'uuid',
        header: 'Uuid',
        kind: 'uuid',
        cell: (b) => (
          <ShortUuid value={b.officeUuid} copyLabel={`Copy the uuid of office ${b.officeId}`} />
        ),
        fullText: (b) => b.officeUuid,
      },
      { id: 'addedBy', header: 'Added by', width: 100, cell: bookmarkAddedBy },
      { id: 'addedOn', header: 'Added on', width: 120, cell: (b) => formatDate(b.createdAt) },
      { id: 'viewed', header: 'Viewed', width: 120, cell: (b) => date(b.officeViewedAt, 'No') },
      { id: 'emailSent', header: 'Email sent', width: 110, cell: (b) => yesNo(b.emailSent) },
      { id: 'smsSent', header: 'SMS sent', width: 100, cell: (b) => yesNo(b.smsSent) },
      {
        id: 'requestId',
        header: 'Request id',
        width: 110,
        cell: (b) => idLink(b.requestId, paths.request),
      },
      {
        id: 'conversationId',
        header: 'Conversation id',
        width: 140,
        cell: (b) => idLink(b.conversationId, paths.conversation),
      },
      {
        id: 'actions',
        header: 'Actions',
        width: 330,
        minWidth: 330,
        pin: 'end',
        cell: (b) => (
          <span className={styles.actions}>
            {canDeleteBookmark(b) ? (
              <ConfirmButton
                size="sm"
                subject={`favorite ${b.id} (office ${b.officeId})`}
                armedText={`Remove office ${b.officeId} from the favorites?`}
                tone="critical"
                disabledReason={edit.reason}
                onConfirm={() =>
                  void remove.trigger({ bookmarkId: b.id, userId: user.id }).then(
                    (answer) => {
                      const index = shown.current.findIndex((r) => r.id === b.id);
                      focusAfterDelete.current = { id: b.id, index, rows: shown.current };
                      notify.show({
                        tone: 'success',
                        message:
                          answer.message === 'ok'
                            ? `Favorite ${b.id} (office ${b.officeId}) removed`
                            : answer.message,
                      });
                    },
                    (error: unknown) => notify.failure(error),
                  )
                }
              >
                Delete
              </ConfirmButton>
            ) : null}
            {b.notes.userNote ? (
              <Button size="sm" onPress={() => setNote({ bookmark: b, kind: 'user' })}>
                View user note
              </Button>
            ) : null}
            <Button size="sm" onPress={() => setNote({ bookmark: b, kind: 'edit' })}>
              {edit.allowed ? 'Edit note' : 'View note'}
            </Button>
          </span>
        ),
      },
    ];
  }, [notify, remove, user.id, edit.allowed, edit.reason]);

  // A second send within 24 h is refused with the server's question ("Sent at 10:02 by Léa
  // Bernard. Send again?"), asked here: Send again sends, Cancel or Escape sends nothing, and
  // focus goes back to the button pressed.
  const question = useActionQuestion();
  const askAgain = (title: string) => (body: string, again: () => Promise<unknown>) =>
    question.ask({ title, confirmLabel: 'Send again', body, run: again });

  const smsCheck = validateSendSms(user);
  const smsSend = useSendOnce({
    userId: user.id,
    send: (arg) => sms.trigger(arg),
    onSent: (answer) =>
      notify.show(answer.status === 200 ? TOASTS.smsWillBeSent : TOASTS.somethingWentWrong),
    onFailed: (error) => notify.show(failureToast(error, TOASTS.somethingWentWrong)),
    ask: askAgain('Favorites already sent by SMS'),
  });
  const sendSms = () => {
    if (!smsCheck.ok) {
      notify.show({ tone: 'critical', message: smsCheck.message });
      // SMS turned off: the refusal takes focus to the switch that allows it (Space turns it
      // on), rather than leaving the person to find it.
      if (smsCheck.errors.notifyBySms) onSmsOff?.();
      return;
    }
    void smsSend.send();
  };

  const emailSend = useSendOnce({
    userId: user.id,
    send: (arg) => email.trigger(arg),
    onSent: () => notify.show(TOASTS.emailWillBeSent),
    onFailed: (error) => notify.failure(error),
    ask: askAgain('Favorites already sent by email'),
  });

  return (
    <Card
      title={`Favorites (${active} active, ${all.length - active} removed)`}
      headingLevel={2}
      actions={
        <span className={styles.buttons}>
          {/* Both message the guest: the second press sends, the accessible name says to whom. */}
          <ConfirmButton
            size="sm"
            subject={`to ${user.email}`}
            armedText={`Email the favorites to ${user.email}?`}
            isPending={email.isMutating}
            disabledReason={edit.reason}
            onConfirm={() => void emailSend.send()}
          >
            Send favorites by email
          </ConfirmButton>
          {smsCheck.ok ? (
            <ConfirmButton
              size="sm"
              subject={`to ${user.fullMobilePhoneNumber ?? user.phone ?? ''}`}
              armedText={`Text the favorites to ${user.fullMobilePhoneNumber ?? user.phone ?? ''}?`}
              isPending={sms.isMutating}
              disabledReason={edit.reason}
              onConfirm={sendSms}
            >
              Send favorites by SMS
            </ConfirmButton>
          ) : (
            // Nothing can be sent (§5: SMS off, or no phone): one press says why, nothing asks.
            <Button size="sm" onPress={sendSms} disabledReason={edit.reason}>
              Send favorites by SMS
            </Button>
          )}
        </span>
      }
    >
      <div className={styles.body} ref={table}>
        <ListSearchField
          label="Filter favorites"
          value={filter}
          onCommit={(favorites, { replace }) => set({ favorites }, { replace })}
          placeholder="Office id, uuid or request id"
        />
        <DataTable<Bookmark>
          aria-label="Favorites"
          columns={columns}
          rows={rows}
          status={all.length === 0 ? 'empty' : rows.length === 0 ? 'noResults' : 'ready'}
          messages={{
            empty: {
              title: 'No favorites yet',
              description: 'Add favorites with their office ids, or the guest adds them.',
            },
            noResults: {
              title: 'No favorites match this filter',
              description: 'The filter reads an office id, an office uuid or a request id.',
            },
          }}
          statusAction={
            rows.length === 0 && all.length > 0 ? (
              <Button onPress={() => set({ favorites: undefined })}>Clear the filter</Button>
            ) : undefined
          }
          getRowLabel={favoriteLabel}
          getRowTone={favoriteTone}
          maxHeight={440}
          columnSettings={{ storageKey: 'favorites.columns', storage: userPreferences }}
        />
      </div>
      {note?.kind === 'edit' ? (
        <NoteModal bookmark={note.bookmark} userId={user.id} onClose={() => setNote(null)} />
      ) : null}
      {note?.kind === 'user' ? (
        <UserNoteModal bookmark={note.bookmark} onClose={() => setNote(null)} />
      ) : null}
      {question.dialog}
    </Card>
  );
}

const STAGES: { key: keyof UserContactRequest; header: string }[] = [
  { key: 'createdAt', header: 'Received' },
  { key: 'meetingProposedAt', header: 'Meeting proposed' },
  { key: 'visitScheduledAt', header: 'Scheduled' },
  { key: 'visitPastAt', header: 'Past' },
  { key: 'contractSentAt', header: 'Contract sent' },
  { key: 'contractSignedAt', header: 'Signed' },
  { key: 'requestCancelledAt', header: 'Cancelled' },
];

const requestColumns: DataTableColumn<UserContactRequest>[] = [
  {
    id: 'id',
    header: 'Request',
    // The link whole, "Request 123456" included: 110 px cut it to "Request 1…".
    width: 150,
    minWidth: 150,
    pin: 'start',
    cell: (r) => <Link href={paths.request(r.id)}>{`Request ${r.id}`}</Link>,
  },
  ...STAGES.map(({ key, header }): DataTableColumn<UserContactRequest> => ({
    id: key,
    header,
    width: 170,
    minWidth: 170,
    cell: (r) => {
      const value = r[key] as string | null;
      return value ? formatDateTime(value) : '—';
    },
  })),
];

const requestLabel = (r: UserContactRequest) => `Request ${r.id}`;

/** The guest's contact requests with their seven timestamps, each linking to its detail. */
function ContactRequests({ user }: { user: User }) {
  const requests = user.requests ?? [];
  return (
    <Card title={`Contact requests (${requests.length})`} headingLevel={2}>
      <DataTable<UserContactRequest>
        aria-label="Contact requests"
        columns={requestColumns}
        rows={requests}
        messages={{ empty: { title: 'No contact requests yet' } }}
        getRowLabel={requestLabel}
        maxHeight={360}
        columnSettings={{ storageKey: 'contact-requests.columns', storage: userPreferences }}
      />
    </Card>
  );
}

/**
 * The guest detail's tables: a chunk of their own (the DataTable is most of it).
 * `onNoteEditing` hears whether a favorite's staff note is open to be written; `onSmsOff` is
 * called when Send favorites by SMS is refused because the guest's SMS are off.
 */
export function GuestTables({ user, onNoteEditing, onSmsOff }: GuestTablesProps) {
  return (
    <>
      <Favorites user={user} onNoteEditing={onNoteEditing} onSmsOff={onSmsOff} />
      <ContactRequests user={user} />
    </>
  );
}
