import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { keysOf, routes, useBookmarkNote, useUser } from '@backoffice/api';
import {
  BOOKMARK_NOTE_MAX_LENGTH,
  EDIT_PARTS,
  VALIDATION_MESSAGES,
  validateBookmarkNote,
} from '@backoffice/domain';
import type { Bookmark } from '@backoffice/domain';
import { Button, Modal, TextArea } from '@backoffice/ui';
import { EditConflictBanner } from '@/shared/forms/EditConflictBanner';
import { saveEdit, useEditVersion } from '@/shared/forms/useEditVersion';
import { useNotify } from '@/shared/notify';
import { useCan } from '@/shared/permissions';
import * as styles from './GuestTables.css';
import { whenClosed } from '@/shared/whenClosed';

/** Saved (not in the spec, which shows nothing after a note is saved). */
const noteSaved = (bookmark: Bookmark) => `Note of favorite ${bookmark.id} saved`;

/** Their version of the note, read only (a refused save's "See their version"). */
function NoteVersion({ bookmark }: { bookmark: Bookmark }) {
  const note = EDIT_PARTS.bookmarkNote(bookmark);
  return <p className={styles.quote}>{note || 'No note.'}</p>;
}

/**
 * The staff note of a favorite (people-and-content §5): at most 250 characters; beyond that
 * '- Too many characters' shows after the counter and Save is disabled. A refusal keeps the
 * text; closing with changes asks first. Save sends the version of the note the modal opened
 * on: when someone saved it since, the server refuses it naming them, and the modal offers
 * their version and "Save over it" (shared/forms/useEditVersion).
 */
export function NoteModal({
  bookmark,
  userId,
  onClose,
}: {
  bookmark: Bookmark;
  userId: number;
  onClose: () => void;
}) {
  const notify = useNotify();
  const save = useBookmarkNote();
  const { mutate } = useSWRConfig();
  // The note as the modal opened on it: what a save may replace without asking.
  const version = useEditVersion('bookmarkNote', bookmark, {
    reread: () => mutate(keysOf(routes.user, { id: userId })),
  });
  // Their version: the guest read once a save was refused (and again live from then on).
  const live = useUser(version.conflict ? userId : null);
  const theirs = live.data?.user.bookmarks?.find((b) => b.id === bookmark.id);
  const saved = bookmark.notes.content ?? '';
  const [text, setText] = useState(saved);
  const checked = validateBookmarkNote(text);
  // A Viewer reads the note; Save says why it cannot be used.
  const edit = useCan('write');

  const submit = (close: () => void, how?: 'over') => {
    if (!checked.ok) return;
    const note = checked.value;
    saveEdit(
      version,
      (body) => save.trigger(body),
      { bookmarkId: bookmark.id, userId, note },
      how,
      {
        saved: () => {
          notify.show({ tone: 'success', message: noteSaved(bookmark) });
          close();
        },
        failed: (error) => notify.failure(error),
      },
    );
  };

  return (
    <Modal
      title={`Note of favorite ${bookmark.id} (office ${bookmark.officeId})`}
      isOpen
      onOpenChange={whenClosed(onClose)}
      isDirty={text !== saved}
      actions={({ close }) => (
        <Button
          variant="primary"
          isDisabled={!checked.ok}
          isPending={version.isSaving}
          disabledReason={edit.reason}
          onPress={() => submit(close)}
        >
          Save
        </Button>
      )}
    >
      {({ close }) => (
        <div className={styles.body}>
          <EditConflictBanner
            edit={version}
            onSaveOver={() => submit(close, 'over')}
            isDisabled={!checked.ok}
            disabledReason={edit.reason}
          >
            {theirs ? <NoteVersion bookmark={theirs} /> : null}
          </EditConflictBanner>
          <TextArea
            label="Note"
            rows={5}
            value={text}
            onChange={setText}
            maxLength={BOOKMARK_NOTE_MAX_LENGTH}
            overLimitMessage={VALIDATION_MESSAGES.tooManyCharacters}
            isReadOnly={!edit.allowed}
            autoFocus
          />
        </div>
      )}
    </Modal>
  );
}

/** The guest's own note on a favorite, read only. */
export function UserNoteModal({ bookmark, onClose }: { bookmark: Bookmark; onClose: () => void }) {
  return (
    <Modal
      title={`User note on favorite ${bookmark.id} (office ${bookmark.officeId})`}
      isOpen
      onOpenChange={whenClosed(onClose)}
      cancelLabel="Close"
    >
      <p className={styles.quote}>{bookmark.notes.userNote}</p>
    </Modal>
  );
}
