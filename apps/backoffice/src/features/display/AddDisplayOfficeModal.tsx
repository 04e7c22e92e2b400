import { useState } from 'react';
import { isApiError, useAddDisplayOffices } from '@backoffice/api';
import {
  DISPLAY_LOCATION,
  DISPLAY_OFFICES_ADDED,
  displaySectionName,
  sectionAddToast,
  TOASTS,
  validateOfficeIds,
} from '@backoffice/domain';
import type { DisplaySection } from '@backoffice/domain';
import { Button, Modal, Select, TextField } from '@backoffice/ui';
import type { ModalControls } from '@backoffice/ui';
import { serverFieldErrors } from '../../shared/forms/domainResolver';
import { useNotify } from '../../shared/notify';
import * as styles from './Display.css';

/**
 * 'Add Display Office' (people-and-content §2.4): office ids, comma separated (read by the
 * domain: spaces removed, what is not an id dropped, at least one needed), a section, and
 * the location, fixed to Paris. The server's warning (ids already there or unknown) shows as
 * a warning toast; a refusal or a failed call says the spec's 'An error occurred and offices
 * could not be added to section.' and keeps what was typed. Closing with ids typed asks first.
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

  const submit = ({ close }: ModalControls) => {
    const result = validateOfficeIds(offices);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    if (sectionId === null) return;
    setError(undefined);
    add.trigger({ sectionId, offices }).then(
      (answer) => {
        const toast = sectionAddToast(answer);
        if (answer.error) {
          // Nothing was added: say why (the ids already there or unknown), keep the ids.
          notify.show(toast ?? { tone: 'critical', message: answer.error });
          if (answer.warn) notify.show({ tone: 'warning', message: answer.warn });
          return;
        }
        notify.show(toast ?? { tone: 'success', message: DISPLAY_OFFICES_ADDED });
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
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDirty={offices.trim() !== ''}
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
          description="Comma separated, e.g. 1204, 1388"
          value={offices}
          onChange={(value) => {
            setOffices(value);
            setError(undefined);
          }}
          errorMessage={error}
          autoFocus
        />
        <Select<number>
          label="Section"
          isRequired
          options={sections.map((s) => ({ id: s.id, label: displaySectionName(s) }))}
          value={sectionId}
          onChange={setSectionId}
        />
        <TextField label="Location" value={DISPLAY_LOCATION} isReadOnly />
      </div>
    </Modal>
  );
}
