import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import {
  isApiError,
  keysOf,
  routes,
  useCreateRequestNote,
  useDeleteRequestNote,
  useRequestNotes,
  useTeam,
  useUpdateRequestNote,
} from '@backoffice/api';
import {
  canDeleteNote,
  canEditNote,
  formatDateTime,
  mentionQueryAt,
  mentionSuggestions,
  noteProblem,
  withMention,
  type RequestNote,
  type StaffRef,
} from '@backoffice/domain';
import { Button, Card, ConfirmButton, MentionTextArea, Spinner } from '@backoffice/ui';
import type { MentionOption } from '@backoffice/ui';
import { useSignedInUser } from '@/features/session';
import { EditConflictBanner } from '@/shared/forms/EditConflictBanner';
import { saveEdit, useEditVersion } from '@/shared/forms/useEditVersion';
import { FetchFailed } from '@/shared/FetchFailed';
import { useUnsaved } from '@/shared/leaveGuard';
import { useNotify } from '@/shared/notify';
import { useCan } from '@/shared/permissions';
import { userKey } from '@/shared/userStorage';
import * as styles from './NotesCard.css';

/** Where a request's new note is kept as it is typed (forgotten at sign-out). */
const draftKey = (requestId: number) => userKey(`request-note-draft:${requestId}`);

function readDraft(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function writeDraft(key: string, text: string) {
  try {
    if (text) localStorage.setItem(key, text);
    else localStorage.removeItem(key);
  } catch {
    // Storage unavailable or full: the draft lives as long as the page.
  }
}

/** The mention helpers the text area takes, over the active staff. */
function useMentions(team: readonly StaffRef[]) {
  const suggest = useCallback(
    (text: string, caret: number): MentionOption[] | null => {
      const query = mentionQueryAt(text, caret);
      if (!query) return null;
      return mentionSuggestions(query.query, team).map((m) => ({ id: m.id, label: m.name }));
    },
    [team],
  );
  const complete = useCallback((text: string, caret: number, option: MentionOption) => {
    const query = mentionQueryAt(text, caret) ?? { start: caret, query: '' };
    return withMention(text, query, caret, option.label);
  }, []);
  return { suggest, complete };
}

/** The server's word on the note's text (400 with `fields.body`), else null. */
function fieldError(error: unknown): string | null {
  return isApiError(error) ? (error.fields?.body ?? null) : null;
}

/** A note's text, its mentions in bold with their "@" (the names the server recognised). */
function NoteText({ note }: { note: RequestNote }) {
  const tokens = note.mentions.map((m) => `@${m.name}`);
  if (tokens.length === 0) return <p className={styles.body}>{note.body}</p>;
  const escaped = tokens
    .sort((a, b) => b.length - a.length)
    .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = note.body.split(new RegExp(`(${escaped.join('|')})`, 'giu'));
  const isMention = (part: string) => tokens.some((t) => t.toLowerCase() === part.toLowerCase());
  return (
    <p className={styles.body}>
      {parts.map((part, i) =>
        isMention(part) ? (
          <strong key={i} className={styles.mention}>
            {part}
          </strong>
        ) : (
          part
        ),
      )}
    </p>
  );
}

function NewNote({ requestId, team }: { requestId: number; team: readonly StaffRef[] }) {
  const key = draftKey(requestId);
  const [text, setText] = useState(() => readDraft(key));
  const [error, setError] = useState<string | null>(null);
  const create = useCreateRequestNote();
  const notify = useNotify();
  const mentions = useMentions(team);
  const busy = useRef(false);
  useUnsaved(`request-note-${requestId}`, text.trim() !== '');

  const change = (next: string) => {
    setText(next);
    writeDraft(key, next);
    setError(null);
  };

  const add = () => {
    // One press, one note: a second press (a double click, Ctrl+Enter held) sends nothing.
    if (busy.current) return;
    const problem = noteProblem(text);
    if (problem) {
      setError(problem);
      return;
    }
    busy.current = true;
    create.trigger({ requestId, body: text }).then(
      (answer) => {
        busy.current = false;
        change('');
        const told = answer.note.mentions.map((m) => m.name);
        notify.show({
          tone: 'success',
          message: told.length
            ? `Note added. ${told.join(', ')} ${told.length === 1 ? 'is' : 'are'} notified.`
            : 'Note added.',
        });
      },
      (failure: unknown) => {
        busy.current = false;
        // The text stays as typed; the reason goes under it (a field's) or in a toast.
        const said = fieldError(failure);
        if (said) setError(said);
        else notify.failure(failure);
      },
    );
  };

  return (
    <div className={styles.composer}>
      <MentionTextArea
        label="New note"
        description="Staff only: never sent to the host or the guest. Type @ and a name to notify a colleague."
        listLabel="Staff to mention"
        value={text}
        onChange={change}
        suggest={mentions.suggest}
        complete={mentions.complete}
        errorMessage={error ?? undefined}
        isInvalid={error !== null}
        onSubmitShortcut={add}
      />
      <div className={styles.actions}>
        <Button variant="primary" onPress={add} isPending={create.isMutating}>
          Add note
        </Button>
      </div>
    </div>
  );
}

function NoteItem({
  note,
  team,
  onDeleted,
}: {
  note: RequestNote;
  team: readonly StaffRef[];
  onDeleted: () => void;
}) {
  const me = useSignedInUser();
  const write = useCan('write');
  const notify = useNotify();
  const update = useUpdateRequestNote();
  const remove = useDeleteRequestNote();
  const mentions = useMentions(team);
  const { mutate } = useSWRConfig();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const version = useEditVersion('requestNote', null, {
    reread: () => mutate(keysOf(routes.requestNotes, { id: note.requestId })),
  });
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEdit = useRef(false);
  useLayoutEffect(() => {
    if (draft !== null || !focusEdit.current) return;
    focusEdit.current = false;
    editButton.current?.focus();
  }, [draft]);
  useUnsaved(`request-note-edit-${note.id}`, draft !== null && draft !== note.body);

  const mayEdit = canEditNote(note.author?.id ?? null, me);
  const mayDelete = canDeleteNote(note.author?.id ?? null, me);
  const author = note.author?.name ?? 'A former staff member';

  const stop = () => {
    focusEdit.current = true;
    setDraft(null);
    setError(null);
    version.end();
  };

  const save = (how?: 'over') => {
    const text = draft ?? '';
    const problem = noteProblem(text);
    if (problem) {
      setError(problem);
      return;
    }
    saveEdit(
      version,
      (body) => update.trigger(body),
      { noteId: note.id, requestId: note.requestId, body: text },
      how,
      {
        saved: () => {
          stop();
          notify.show({ tone: 'success', message: 'Note saved.' });
        },
        failed: (error) => {
          const said = fieldError(error);
          if (said) setError(said);
          else notify.failure(error);
        },
      },
    );
  };

  return (
    <li className={styles.note} aria-label={`Note by ${author}`} data-note={note.id}>
      <p className={styles.meta}>
        <span className={styles.author}>{author}</span> ·{' '}
        <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
        {note.editedAt ? (
          <>
            {' '}
            · edited <time dateTime={note.editedAt}>{formatDateTime(note.editedAt)}</time>
          </>
        ) : null}
      </p>
      {draft !== null ? (
        <>
          <EditConflictBanner edit={version} onSaveOver={() => save('over')}>
            <NoteText note={note} />
          </EditConflictBanner>
          <MentionTextArea
            label="Edit the note"
            listLabel="Staff to mention"
            value={draft}
            onChange={(next) => {
              setDraft(next);
              setError(null);
            }}
            suggest={mentions.suggest}
            complete={mentions.complete}
            errorMessage={error ?? undefined}
            isInvalid={error !== null}
            onSubmitShortcut={() => save()}
            autoFocus
          />
          <div className={styles.actions}>
            <Button variant="primary" onPress={() => save()} isPending={version.isSaving}>
              Save note
            </Button>
            <Button onPress={stop}>Cancel</Button>
          </div>
        </>
      ) : (
        <>
          <NoteText note={note} />
          {mayEdit || mayDelete ? (
            <div className={styles.actions}>
              {mayEdit ? (
                <Button
                  ref={editButton}
                  size="sm"
                  disabledReason={write.reason}
                  onPress={() => {
                    version.begin(note);
                    setDraft(note.body);
                  }}
                >
                  Edit
                </Button>
              ) : null}
              {mayDelete ? (
                <ConfirmButton
                  size="sm"
                  subject={`note by ${author}`}
                  armedText="Delete this note? Its text stays on the history."
                  tone="critical"
                  isPending={remove.isMutating}
                  onConfirm={() => {
                    void remove.trigger({ noteId: note.id, requestId: note.requestId }).then(
                      () => {
                        onDeleted();
                        notify.show({ tone: 'success', message: 'Note deleted.' });
                      },
                      (failure: unknown) => notify.failure(failure),
                    );
                  }}
                >
                  Delete
                </ConfirmButton>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </li>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Card title="Notes">
      <div className={styles.stack}>{children}</div>
    </Card>
  );
}

/**
 * A request's staff notes, oldest first, then a new note: staff-only words for the
 * team (never sent to the host or the guest), with @mentions of active staff who are then
 * notified. Each person edits their own notes; their own or, for an Admin, any may be deleted
 * (its text stays on the History). Live: another person's note appears as it is added.
 */
export default function NotesCard({ requestId }: { requestId: number }) {
  const notes = useRequestNotes(requestId);
  const team = useTeam().data?.staff ?? [];
  const write = useCan('write');
  const listEnd = useRef<HTMLDivElement>(null);
  if (notes.error && !notes.data) {
    return (
      <Frame>
        <FetchFailed
          error={notes.error}
          title="The notes could not be loaded"
          onRetry={() => void notes.mutate()}
          isRetrying={notes.isValidating}
        />
      </Frame>
    );
  }
  if (!notes.data) {
    return (
      <Frame>
        <Spinner label="Loading the notes" showLabel size="sm" />
      </Frame>
    );
  }
  const list = notes.data.notes;
  return (
    <Frame>
      {list.length === 0 ? (
        <p className={styles.intro}>
          No notes yet. A note is for the team: hand over, ask, remind.
        </p>
      ) : (
        <ol className={styles.list} aria-label="Notes, oldest first">
          {list.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              team={team}
              onDeleted={() => listEnd.current?.querySelector('textarea')?.focus()}
            />
          ))}
        </ol>
      )}
      <div ref={listEnd}>
        {write.allowed ? (
          <NewNote requestId={requestId} team={team} />
        ) : (
          <p className={styles.intro}>{write.reason}</p>
        )}
      </div>
    </Frame>
  );
}
