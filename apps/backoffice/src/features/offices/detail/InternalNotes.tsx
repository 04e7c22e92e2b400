import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useSWRConfig } from 'swr';
import {
  keysOf,
  routes,
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
import { EditConflictBanner } from '@/shared/forms/EditConflictBanner';
import { saveEdit, useEditVersion } from '@/shared/forms/useEditVersion';
import { UnsavedGuard, useUnsaved } from '@/shared/leaveGuard';
import type { LeaveGuardWords } from '@/shared/leaveGuard';
import { useNotify } from '@/shared/notify';
import { useCan } from '@/shared/permissions';
import { userKey } from '@/shared/userStorage';
import { useNoteWriting } from './noteWriting';
import * as styles from './OfficeDetailScreen.css';

/** The drafts of an office's notes: `<prefix><note id or 'new'>`, forgotten at sign-out. */
const draftPrefix = (officeId: number) => userKey(`office-note-draft:${officeId}:`);

/** A note being written: its text and, for an edit, the note's text when the edit began. */
interface Draft {
  text: string;
  base?: string;
}

function readDraft(key: string): Draft | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { text, base } = parsed as Partial<Draft>;
    if (typeof text !== 'string') return null;
    return typeof base === 'string' ? { text, base } : { text };
  } catch {
    return null;
  }
}

/**
 * A note being written, kept in the browser's storage as it is typed: a reload, or leaving
 * the page and coming back, finds it again; saving or cancelling forgets it, and so does
 * Logout (shared/userStorage).
 */
function useDraft(key: string) {
  const [draft, setDraft] = useState<Draft | null>(() => readDraft(key));
  const change = useCallback(
    (next: Draft | null) => {
      setDraft(next);
      try {
        if (next === null) localStorage.removeItem(key);
        else localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage unavailable or full: the draft lives as long as the page.
      }
    },
    [key],
  );
  return [draft, change] as const;
}

/**
 * The drafts of notes that no longer exist. One whose text was changed from the note's (an
 * edit under way when someone else deleted the note) is kept and shown, so that the typed
 * words are not lost without a word; the others go.
 */
function useOrphanDrafts(office: Office) {
  const ids = office.internalNotes.map((note) => note.id).join(',');
  const [orphans, setOrphans] = useState<readonly number[]>([]);
  useEffect(() => {
    const prefix = draftPrefix(office.id);
    const kept = new Set(['new', ...ids.split(',')]);
    const found: number[] = [];
    try {
      for (const key of Object.keys(localStorage)) {
        const rest = key.slice(prefix.length);
        if (!key.startsWith(prefix) || kept.has(rest)) continue;
        const draft = readDraft(key);
        const noteId = Number(rest);
        if (
          Number.isSafeInteger(noteId) &&
          draft?.base !== undefined &&
          draft.text !== draft.base
        ) {
          found.push(noteId);
        } else {
          localStorage.removeItem(key);
        }
      }
    } catch {
      // Storage unavailable: no drafts either.
    }
    found.sort((a, b) => a - b);
    setOrphans((current) => (current.join(',') === found.join(',') ? current : found));
  }, [office.id, ids]);
  const settle = useCallback(
    (noteId: number) => setOrphans((current) => current.filter((id) => id !== noteId)),
    [],
  );
  return [orphans, settle] as const;
}

/**
 * Asked before leaving the office with a note being written: the draft is not lost (it stays
 * in this browser), but it is not saved either, and a CSM who follows a link may think it is.
 * Logout forgets it (the next person on this browser must not find it).
 */
const LEAVE_WORDS: LeaveGuardWords = {
  title: 'Leave with an unsaved note?',
  message:
    'The note you are writing is not saved. Its draft stays in this browser: you will find it here when you come back.',
  signOutMessage:
    'The note you are writing is not saved. Signing out forgets its draft: copy what you need first.',
  leave: 'Leave',
  stay: 'Keep editing',
};

/**
 * An edit whose note someone else deleted meanwhile (the spec is silent; a CSM would expect
 * not to lose their words without a word).
 */
const NOTE_DELETED =
  'Someone deleted this note while you were editing it. Your text is kept below: add it as a new note, or discard it.';

/** An empty note is not saved: the spec's message goes under the editor instead. */
function isSavable(draft: Draft | null, setError: (error: string) => void): boolean {
  if (isInternalNoteSavable(draft?.text ?? '')) return true;
  setError(INTERNAL_NOTE_TEXTS.empty);
  return false;
}

/**
 * Adds a note to the office from a draft: an empty one is refused under the editor, a saved
 * one is announced with the spec's toast (then `onAdded`), a failure with its own.
 */
function useAddNote(office: Office) {
  const notify = useNotify();
  const create = useCreateInternalNote();
  const add = (draft: Draft | null, setError: (error?: string) => void, onAdded: () => void) => {
    if (!isSavable(draft, setError)) return;
    setError(undefined);
    create.trigger({ officeId: office.id, note: draft?.text ?? '' }).then(
      () => {
        onAdded();
        notify.show({ tone: 'success', message: INTERNAL_NOTE_TEXTS.added });
      },
      (failure: unknown) => notify.failure(failure),
    );
  };
  return { add, isAdding: create.isMutating };
}

/** A note being written: its rich-text editor, why it was not saved (if so), its buttons. */
function NoteEditor({
  label,
  editorKey,
  defaultValue,
  autoFocus = false,
  onChange,
  error,
  children,
}: {
  label: string;
  /** Focus goes into the text when the editor appears (after Edit, whose button it replaces). */
  autoFocus?: boolean;
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
        autoFocus={autoFocus}
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

function NewNote({
  office,
  addRef,
}: {
  office: Office;
  addRef: RefObject<HTMLButtonElement | null>;
}) {
  const { add: addNote, isAdding } = useAddNote(office);
  const [draft, setDraft] = useDraft(`${draftPrefix(office.id)}new`);
  const [error, setError] = useState<string | undefined>();
  const edit = useCan('write');
  // The editor holds its own text (what it was given is only its start): a new round after a
  // save gives it an empty one.
  const [round, setRound] = useState(0);
  useUnsaved('new', Boolean(draft));
  useNoteWriting('new', Boolean(draft) && edit.allowed);

  const add = () =>
    addNote(draft, setError, () => {
      setDraft(null);
      setRound((n) => n + 1);
    });

  // A Viewer reads the notes; 'Add note' stays, saying why it cannot be used, with
  // no editor to type into what could not be saved.
  if (edit.reason) {
    return (
      <div className={styles.noteActions}>
        <Button ref={addRef} variant="primary" disabledReason={edit.reason}>
          Add note
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.note}>
      <NoteEditor
        label="New note"
        editorKey={round}
        defaultValue={draft?.text ?? ''}
        onChange={(html) => {
          setDraft(html ? { text: html } : null);
          setError(undefined);
        }}
        error={error}
      >
        <Button ref={addRef} variant="primary" onPress={add} isPending={isAdding}>
          Add note
        </Button>
      </NoteEditor>
    </div>
  );
}

function NoteItem({
  note,
  office,
  onDelete,
}: {
  note: InternalNote;
  office: Office;
  /** Its deletion is asked for (focus will move once the note is gone), or failed (null). */
  onDelete: (noteId: number | null) => void;
}) {
  const notify = useNotify();
  const update = useUpdateInternalNote();
  const remove = useDeleteInternalNote();
  const edit = useCan('write');
  const [draft, setDraft] = useDraft(`${draftPrefix(office.id)}${note.id}`);
  const [error, setError] = useState<string | undefined>();
  const editButton = useRef<HTMLButtonElement>(null);
  const { mutate } = useSWRConfig();
  // The note's text when the edit began, sent with Save note: a kept draft began from its
  // `base` (a draft from before bases were kept, from the text as it is now); Edit begins
  // again. When someone saved the note since, the server refuses the save naming them, the
  // text stays in the editor, and their version and "Save over it" are offered.
  const version = useEditVersion(
    'internalNote',
    draft === null ? null : { note: draft.base ?? note.note },
    { reread: () => mutate(keysOf(routes.office, { id: office.id })) },
  );
  // Edit was pressed: its button goes, the editor takes focus. Save note or Cancel: the editor
  // goes, the note's Edit button takes it back (in the same commit, never by the body).
  const [editBegun, setEditBegun] = useState(false);
  const focusEdit = useRef(false);
  useLayoutEffect(() => {
    if (draft !== null || !focusEdit.current) return;
    focusEdit.current = false;
    editButton.current?.focus();
  }, [draft]);
  useUnsaved(`note-${note.id}`, draft !== null && draft.text !== note.note);
  // Its editor open is an edit under way, changed yet or not.
  useNoteWriting(`note-${note.id}`, draft !== null);

  const stopEditing = () => {
    focusEdit.current = true;
    setEditBegun(false);
    setDraft(null);
    setError(undefined);
    version.end();
  };

  const save = (how?: 'over') => {
    if (!isSavable(draft, setError)) return;
    const text = draft?.text ?? '';
    saveEdit(
      version,
      (body) => update.trigger(body),
      { noteId: note.id, officeId: office.id, note: text },
      how,
      {
        saved: () => {
          stopEditing();
          notify.show({ tone: 'success', message: INTERNAL_NOTE_TEXTS.saved });
        },
        failed: (error) => notify.failure(error),
      },
    );
  };

  const subject = `note ${note.id}`;
  return (
    <li className={styles.note} aria-label={`Note by ${note.userFullName}`} data-note={note.id}>
      <p className={styles.noteMeta}>
        {note.userFullName} · {formatDateTime(note.createdAt)}
        {/* An edit keeps the author and says who edited it, and when. */}
        {note.editedBy && note.editedAt
          ? ` · edited by ${note.editedBy} at ${formatDateTime(note.editedAt)}`
          : null}
      </p>
      {draft !== null ? (
        <>
          <EditConflictBanner
            edit={version}
            onSaveOver={() => save('over')}
            disabledReason={edit.reason}
          >
            <RichTextView html={note.note} />
          </EditConflictBanner>
          <NoteEditor
            label={`Edit ${subject}`}
            defaultValue={draft.text}
            autoFocus={editBegun}
            onChange={(html) => {
              setDraft({ text: html, base: draft.base ?? note.note });
              setError(undefined);
            }}
            error={error}
          >
            <Button variant="primary" onPress={() => save()} isPending={version.isSaving}>
              Save note
            </Button>
            <Button onPress={stopEditing}>Cancel</Button>
          </NoteEditor>
        </>
      ) : (
        <>
          <RichTextView html={note.note} />
          <div className={styles.noteActions}>
            <Button
              ref={editButton}
              size="sm"
              disabledReason={edit.reason}
              onPress={() => {
                setEditBegun(true);
                version.begin(note);
                setDraft({ text: note.note, base: note.note });
              }}
            >
              Edit
            </Button>
            <ConfirmButton
              size="sm"
              subject={subject}
              armedText={`Delete ${subject} from this office?`}
              tone="critical"
              isPending={remove.isMutating}
              disabledReason={edit.reason}
              onConfirm={() => {
                onDelete(note.id);
                void remove.trigger({ noteId: note.id, officeId: office.id }).then(
                  () => notify.show(TOASTS.noteDeleted),
                  (failure: unknown) => {
                    onDelete(null);
                    notify.failure(failure);
                  },
                );
              }}
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
 * The kept text of an edit whose note was deleted by someone else: told why, it can be added as
 * a new note (after changes, if need be) or discarded (on a second press). When the note went
 * from under the person's caret, focus comes here rather than to the page's top.
 */
function OrphanNote({
  noteId,
  office,
  onSettled,
}: {
  noteId: number;
  office: Office;
  onSettled: (noteId: number) => void;
}) {
  const { add: addNote, isAdding } = useAddNote(office);
  const [draft, setDraft] = useDraft(`${draftPrefix(office.id)}${noteId}`);
  const [error, setError] = useState<string | undefined>();
  const box = useRef<HTMLDivElement>(null);
  useUnsaved(`deleted-${noteId}`, draft !== null);
  useNoteWriting(`deleted-${noteId}`, draft !== null);
  useEffect(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) box.current?.focus();
  }, []);

  const settle = () => {
    setDraft(null);
    onSettled(noteId);
  };
  const add = () => addNote(draft, setError, settle);

  if (draft === null) return null;
  const subject = `deleted note ${noteId}`;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="group"
      aria-label={`Your edit of ${subject}`}
      className={styles.note}
      data-orphan-note={noteId}
    >
      <p role="alert" className={styles.noteMeta}>
        {NOTE_DELETED}
      </p>
      <NoteEditor
        label={`Your text of ${subject}`}
        defaultValue={draft.text}
        onChange={(html) => {
          setDraft({ text: html, base: draft.base });
          setError(undefined);
        }}
        error={error}
      >
        <Button variant="primary" onPress={add} isPending={isAdding}>
          Add as a new note
        </Button>
        <ConfirmButton
          subject={`your text of ${subject}`}
          armedText={`Throw away your text of ${subject}?`}
          tone="critical"
          onConfirm={settle}
        >
          Discard
        </ConfirmButton>
      </NoteEditor>
    </div>
  );
}

/**
 * After a deletion, the focused Delete button goes with its note: focus moves to the next
 * note's first control (the previous one's for the last note), or to 'Add note' when no note
 * is left, once the note is gone from the list.
 */
function useFocusAfterDelete(
  notes: readonly InternalNote[],
  list: RefObject<HTMLElement | null>,
  addButton: RefObject<HTMLButtonElement | null>,
) {
  const pending = useRef<{ deleted: number; next: number | null } | null>(null);
  const onDelete = useCallback(
    (noteId: number | null) => {
      if (noteId === null) {
        pending.current = null;
        return;
      }
      const index = notes.findIndex((note) => note.id === noteId);
      const next = notes[index + 1] ?? notes[index - 1];
      pending.current = { deleted: noteId, next: next?.id ?? null };
    },
    [notes],
  );
  useLayoutEffect(() => {
    const target = pending.current;
    if (!target || notes.some((note) => note.id === target.deleted)) return;
    pending.current = null;
    const next = list.current?.querySelector<HTMLElement>(
      `[data-note="${target.next}"] :is(button, [contenteditable="true"])`,
    );
    (next ?? addButton.current)?.focus();
  }, [notes, list, addButton]);
  return onDelete;
}

/**
 * The office's internal notes (operations §2 and §5): add, edit and delete (behind a second
 * Confirm click), in rich text; an empty note is not saved. Notes are drawn from their HTML
 * through the design system's read-only view, which keeps only its schema's markup, so a
 * note holding a script or an event handler shows as text and runs nothing.
 */
export default function InternalNotes({ office }: { office: Office }) {
  const list = useRef<HTMLUListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [orphans, forgetOrphan] = useOrphanDrafts(office);
  // Its box goes with the text (added or discarded): focus goes to Add note.
  const settleOrphan = useCallback(
    (noteId: number) => {
      forgetOrphan(noteId);
      requestAnimationFrame(() => addButton.current?.focus());
    },
    [forgetOrphan],
  );
  const onDelete = useFocusAfterDelete(office.internalNotes, list, addButton);
  // Closing or reloading the tab, following a link of the app or Logout asks first.
  return (
    <UnsavedGuard words={LEAVE_WORDS}>
      <div className={styles.notes}>
        <NewNote office={office} addRef={addButton} />
        {orphans.map((noteId) => (
          <OrphanNote key={noteId} noteId={noteId} office={office} onSettled={settleOrphan} />
        ))}
        {office.internalNotes.length === 0 ? (
          <p className={styles.muted}>No notes yet.</p>
        ) : (
          <ul ref={list} className={styles.noteList} aria-label="Notes">
            {office.internalNotes.map((note) => (
              <NoteItem key={note.id} note={note} office={office} onDelete={onDelete} />
            ))}
          </ul>
        )}
      </div>
    </UnsavedGuard>
  );
}
