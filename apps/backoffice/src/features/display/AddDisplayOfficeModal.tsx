import { useState } from 'react';
import { isApiError, useAddDisplayOffices } from '@backoffice/api';
import {
  DISPLAY_LOCATION,
  displayAddLines,
  displayAddOutcome,
  displaySectionName,
  TOASTS,
  validateOfficeIds,
} from '@backoffice/domain';
import type { DisplaySection } from '@backoffice/domain';
import { Button, Modal, Select, TextField } from '@backoffice/ui';
import type { ModalControls } from '@backoffice/ui';
import { serverFieldErrors } from '@/shared/forms/domainResolver';
import { useNotify } from '@/shared/notify';
import * as styles from './Display.css';
import { whenClosed } from '@/shared/whenClosed';

/**
 * 'Add Display Office' (people-and-content §2.4): office ids, comma separated (read by the
 * domain: spaces removed, what is not an id dropped, at least one needed), a section, and
 * the location, fixed to Paris. The answer is said id by id (one duplicate among new
 * ids once said only 'Already in this section: 1409'): which were added, which were in the section
 * already, which name no office, one toast each in its tone. When every id was added the
 * modal closes; otherwise it stays with the ids as typed and says the same under them. An
 * answer that added nothing also says the spec's 'An error occurred and offices could not be
 * added to section.', as a failed call does; what was typed stays. Closing with ids typed and
 * not yet sent asks first.
 */
export default function AddDisplayOfficeModal({
  sections,
  onClose,
}: {
  /** The sections, in order (the first is chosen at first). */
  sections: readonly DisplaySection[];
  onClose: () => void;
}) {
  const notify = useNotify();
  const add = useAddDisplayOffices();
  const [offices, setOffices] = useState('');
  const [sectionId, setSectionId] = useState<number | null>(sections[0]?.id ?? null);
  const [error, setError] = useState<string | undefined>();
  // What the last answer said of the ids as they were sent: added (description), not (error).
  const [sent, setSent] = useState<{ text: string; added: string | undefined } | null>(null);

  const submit = ({ close }: ModalControls) => {
    const result = validateOfficeIds(offices);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    if (sectionId === null) return;
    setError(undefined);
    setSent(null);
    add.trigger({ sectionId, offices }).then(
      (answer) => {
        const lines = displayAddLines(displayAddOutcome(result.value, answer));
        // Nothing added: the spec's failure text first.
        if (answer.error || answer.message !== 'ok') notify.show(TOASTS.sectionAddFailed);
        for (const line of lines) notify.show(line);
        const refused = lines.filter((line) => line.tone !== 'success');
        if (answer.error || answer.message !== 'ok' || refused.length > 0) {
          setSent({ text: offices, added: lines.find((l) => l.tone === 'success')?.message });
          setError(
            refused.map((line) => line.message).join(' · ') || TOASTS.sectionAddFailed.message,
          );
          return;
        }
        close();
      },
      (failure: unknown) => {
        // The call itself failed: the spec's failure text, as a move or a removal that fails
        // gives theirs (nothing when the session ended: the login screen says it). A reason
        // the server gives about the ids shows under the field; the ids stay.
        if (isApiError(failure) && failure.silent) return;
        notify.show(TOASTS.sectionAddFailed);
        const fields = serverFieldErrors(failure, (field) => (field === 'offices' ? field : null));
        if (fields[0]) setError(fields[0][1]);
      },
    );
  };

  return (
    <Modal
      title="Add Display Office"
      isOpen
      onOpenChange={whenClosed(onClose)}
      isDirty={offices.trim() !== '' && sent?.text !== offices}
      actions={(controls) => (
        <Button variant="primary" isPending={add.isMutating} onPress={() => submit(controls)}>
          Add
        </Button>
      )}
    >
      <div className={styles.form}>
        <TextField
          label="Office ids"
          isRequired
          description={sent?.added ?? 'Comma separated, e.g. 1204, 1388'}
          value={offices}
          onChange={(value) => {
            setOffices(value);
            setError(undefined);
            setSent(null);
          }}
          errorMessage={error}
          autoFocus
        />
        <Select<number>
          label="Section"
          isRequired
          options={sections.map((s) => ({ id: s.id, label: displaySectionName(s) }))}
          value={sectionId}
          onChange={(id) => {
            // Another section: the last answer no longer speaks of it.
            setSectionId(id);
            setSent(null);
            setError(undefined);
          }}
        />
        <TextField label="Location" value={DISPLAY_LOCATION} isReadOnly />
      </div>
    </Modal>
  );
}
