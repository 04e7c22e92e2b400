import { useState } from 'react';
import { useBookmarkNote } from '@backoffice/api';
import {
  BOOKMARK_NOTE_MAX_LENGTH,
  VALIDATION_MESSAGES,
  validateBookmarkNote,
} from '@backoffice/domain';
import type { Bookmark } from '@backoffice/domain';
import { Button, Modal, TextArea } from '@backoffice/ui';
import { useNotify } from '@/shared/notify';
import { useCan } from '@/shared/permissions';
import * as styles from './GuestTables.css';

/** Saved (not in the spec, which shows nothing after a note is saved). */
const noteSaved = (bookmark: Bookmark) => `Note of favorite ${bookmark.id} saved`;

/**
 * The staff note of a favorite (people-and-content §5): at most 250 characters; beyond that
 * '- Too many characters' shows after the counter and Save is disabled. A refusal keeps the
 * text; closing with changes asks first.
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
  const saved = bookmark.notes.content ?? '';
  const [text, setText] = useState(saved);
  const checked = validateBookmarkNote(text);
  // A Viewer reads the note; Save says why it cannot be used.
  const edit = useCan('write');

  return (
    <Modal
      title={`Note of favorite ${bookmark.id} (office ${bookmark.officeId})`}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isDirty={text !== saved}
      actions={({ close }) => (
        <Button
          variant="primary"
          isDisabled={!checked.ok}
          isPending={save.isMutating}
          disabledReason={edit.reason}
          onPress={() => {
            if (!checked.ok) return;
            save.trigger({ bookmarkId: bookmark.id, userId, note: checked.value }).then(
              () => {
                notify.show({ tone: 'success', message: noteSaved(bookmark) });
                close();
              },
              (error: unknown) => notify.failure(error),
            );
          }}
        >
          Save
        </Button>
      )}
    >
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
    </Modal>
  );
}

/** The guest's own note on a favorite, read only. */
export function UserNoteModal({ bookmark, onClose }: { bookmark: Bookmark; onClose: () => void }) {
  return (
    <Modal
      title={`User note on favorite ${bookmark.id} (office ${bookmark.officeId})`}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      cancelLabel="Close"
    >
      <p className={styles.quote}>{bookmark.notes.userNote}</p>
    </Modal>
  );
}
