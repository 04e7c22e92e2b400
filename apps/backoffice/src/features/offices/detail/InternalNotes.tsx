import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  useCreateInternalNote,
  useDeleteInternalNote,
  useUpdateInternalNote,
} from '@backoffice/api';
import {
  INTERNAL_NOTE_TEXTS,
  TOASTS,
  formatDateTime,
  isInternalNoteSavable,
} from '@backoffice/domain';
import type { InternalNote, Office } from '@backoffice/domain';
import { Button, ConfirmButton } from '@backoffice/ui';
import { RichTextEditor, RichTextView } from '@backoffice/ui/RichTextEditor';
import { useLeaveGuard } from '../../../shared/leaveGuard';
import type { LeaveGuardWords } from '../../../shared/leaveGuard';
import { useNotify } from '../../../shared/notify';
import * as styles from './OfficeDetailScreen.css';

const draftKey = (officeId: number, noteId: number | 'new') =>
  `office-note-draft:${officeId}:${noteId}`;

/**
 * A note being written, kept in the browser's storage as it is typed: a reload, or leaving
 * the page and coming back, finds it again; saving or cancelling forgets it.
 */
function useDraft(key: string, initial: string | null) {
  const [text, setText] = useState<string | null>(() => localStorage.getItem(key) ?? initial);
  const change = useCallback(
    (next: string | null) => {
      setText(next);
      if (next === null) localStorage.removeItem(key);
      else localStorage.setItem(key, next);
    },
    [key],
  );
  return [text, change] as const;
}

/** Each note being written tells the notes whether it holds unsaved text (by its key). */
const UnsavedContext = createContext<(key: string, unsaved: boolean) => void>(() => {});

function useUnsaved(key: string, unsaved: boolean) {
  const report = useContext(UnsavedContext);
  useEffect(() => {
    report(key, unsaved);
    return () => report(key, false);
  }, [report, key, unsaved]);
}

/**
 * Asked before leaving the office with a note being written: the draft is not lost (it stays
 * in this browser), but it is not saved either, and a CSM who follows a link may think it is.
 */
const LEAVE_WORDS: LeaveGuardWords = {
  title: 'Leave with an unsaved note?',
  message:
    'The note you are writing is not saved. Its draft stays in this browser: you will find it here when you come back.',
  leave: 'Leave',
  stay: 'Keep editing',
};

/** An empty note is not saved: the spec's message goes under the editor instead. */
function isSavable(draft: string | null, setError: (error: string) => void): boolean {
  if (isInternalNoteSavable(draft ?? '')) return true;
  setError(INTERNAL_NOTE_TEXTS.empty);
  return false;
}

/** A note being written: its rich-text editor, why it was not saved (if so), its buttons. */
function NoteEditor({
  label,
  editorKey,
  defaultValue,
  onChange,
  error,
  children,
}: {
  label: string;
  /** A new key gives the editor, which holds its own text, a fresh start. */
  editorKey?: number;
  defaultValue: string;
  onChange: (html: string) => void;
  error: string | undefined;
  /** The buttons. */
  children: ReactNode;
}) {
  return (
    <>
      <RichTextEditor
        key={editorKey}
        label={label}
        defaultValue={defaultValue}
        onChange={onChange}
      />
      {error ? (
        <p role="alert" className={styles.noteMeta}>
          {error}
        </p>
      ) : null}
      <div className={styles.noteActions}>{children}</div>
    </>
  );
}

function NewNote({ office }: { office: Office }) {
  const notify = useNotify();
  const create = useCreateInternalNote();
  const [draft, setDraft] = useDraft(draftKey(office.id, 'new'), null);
  const [error, setError] = useState<string | undefined>();
  // The editor holds its own text (what it was given is only its start): a new round after a
  // save gives it an empty one.
  const [round, setRound] = useState(0);
  useUnsaved('new', Boolean(draft));

  const add = () => {
    if (!isSavable(draft, setError)) return;
    setError(undefined);
    create.trigger({ officeId: office.id, note: draft ?? '' }).then(
      () => {
        setDraft(null);
        setRound((n) => n + 1);
        notify.show({ tone: 'success', message: INTERNAL_NOTE_TEXTS.added });
      },
      (failure: unknown) => notify.failure(failure),
    );
  };

  return (
    <div className={styles.note}>
      <NoteEditor
        label="New note"
        editorKey={round}
        defaultValue={draft ?? ''}
        onChange={(html) => {
          setDraft(html || null);
          setError(undefined);
        }}
        error={error}
      >
        <Button variant="primary" onPress={add} isPending={create.isMutating}>
          Add note
        </Button>
      </NoteEditor>
    </div>
  );
}

function NoteItem({ note, office }: { note: InternalNote; office: Office }) {
  const notify = useNotify();
  const update = useUpdateInternalNote();
  const remove = useDeleteInternalNote();
  const [draft, setDraft] = useDraft(draftKey(office.id, note.id), null);
  const [error, setError] = useState<string | undefined>();
  const editButton = useRef<HTMLButtonElement>(null);
  const editing = draft !== null;
  useUnsaved(`note-${note.id}`, editing && draft !== note.note);

  const stopEditing = () => {
    setDraft(null);
    setError(undefined);
    // Focus goes back to the note's Edit button once it is drawn again.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const save = () => {
    if (!isSavable(draft, setError)) return;
    update.trigger({ noteId: note.id, officeId: office.id, note: draft ?? '' }).then(
      () => {
        stopEditing();
        notify.show({ tone: 'success', message: INTERNAL_NOTE_TEXTS.saved });
      },
      (failure: unknown) => notify.failure(failure),
    );
  };

  const subject = `note ${note.id}`;
  return (
    <li className={styles.note} aria-label={`Note by ${note.userFullName}`}>
      <p className={styles.noteMeta}>
        {note.userFullName} · {formatDateTime(note.createdAt)}
      </p>
      {editing ? (
        <NoteEditor
          label={`Edit ${subject}`}
          defaultValue={draft}
          onChange={(html) => {
            setDraft(html);
            setError(undefined);
          }}
          error={error}
        >
          <Button variant="primary" onPress={save} isPending={update.isMutating}>
            Save note
          </Button>
          <Button onPress={stopEditing}>Cancel</Button>
        </NoteEditor>
      ) : (
        <>
          <RichTextView html={note.note} />
          <div className={styles.noteActions}>
            <Button ref={editButton} size="sm" onPress={() => setDraft(note.note)}>
              Edit
            </Button>
            <ConfirmButton
              size="sm"
              subject={subject}
              isPending={remove.isMutating}
              onConfirm={() =>
                void remove.trigger({ noteId: note.id, officeId: office.id }).then(
                  () => notify.show(TOASTS.noteDeleted),
                  (failure: unknown) => notify.failure(failure),
                )
              }
            >
              Delete
            </ConfirmButton>
          </div>
        </>
      )}
    </li>
  );
}

/**
 * The office's internal notes (operations §2 and §5): add, edit and delete (behind a second
 * Confirm click), in rich text; an empty note is not saved. Notes are drawn from their HTML
 * through the design system's read-only view, which keeps only its schema's markup, so a
 * note holding a script or an event handler shows as text and runs nothing.
 */
export default function InternalNotes({ office }: { office: Office }) {
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback((key: string, isUnsaved: boolean) => {
    setUnsaved((current) => {
      if (current.has(key) === isUnsaved) return current;
      const next = new Set(current);
      if (isUnsaved) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  // Closing or reloading the tab, or following a link of the app, asks first.
  const leaveGuard = useLeaveGuard(unsaved.size > 0, LEAVE_WORDS);
  return (
    <UnsavedContext.Provider value={report}>
      <div className={styles.notes}>
        <NewNote office={office} />
        {office.internalNotes.length === 0 ? (
          <p className={styles.muted}>No notes yet.</p>
        ) : (
          <ul className={styles.noteList} aria-label="Notes">
            {office.internalNotes.map((note) => (
              <NoteItem key={note.id} note={note} office={office} />
            ))}
          </ul>
        )}
      </div>
      {leaveGuard}
    </UnsavedContext.Provider>
  );
}
