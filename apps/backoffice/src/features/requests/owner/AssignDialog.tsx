import { useState } from 'react';
import { useTeam } from '@backoffice/api';
import { TEAM_WORDS, ownerLabel } from '@backoffice/domain';
import type { StaffRef } from '@backoffice/domain';
import { Button, Modal, Select, Spinner } from '@backoffice/ui';
import type { SelectOption } from '@backoffice/ui';
import type { OwnedRequest, OwnerActions } from './useOwnerActions';
import * as styles from './Owner.css';
import { whenClosed } from '@/shared/whenClosed';

/** The option that leaves the request to nobody. */
const NOBODY = 'nobody';

const optionOf = (assigneeId: number | null) => (assigneeId === null ? NOBODY : String(assigneeId));

/** "Nobody" first, then the team; the current owner too, unchoosable, once no longer active. */
function choices(staff: readonly StaffRef[], current: StaffRef | null): SelectOption<string>[] {
  const options: SelectOption<string>[] = [{ id: NOBODY, label: TEAM_WORDS.nobody }];
  for (const person of staff) options.push({ id: String(person.id), label: person.name });
  if (current && !staff.some((person) => person.id === current.id)) {
    options.push({ id: String(current.id), label: current.name, isDisabled: true });
  }
  return options;
}

export interface AssignDialogProps {
  /** The request as the screen shows it now: its owner is the one the call expects. */
  request: OwnedRequest;
  /** Called once the dialog closed (saved or cancelled). */
  onClose: () => void;
  owner: OwnerActions;
}

/**
 * "Assign to…", drawn while it is open (the screen mounts it): the team's active staff by
 * name, and "Nobody" to unassign. Save assigns through the owner hook (its toasts and
 * refusals); Cancel, Escape or the backdrop leave the owner as it was, and React Aria gives
 * focus back to what opened it. A refusal because the owner changed meanwhile stays in the
 * dialog in the server's words, the new owner shown above the field: Save again gives the
 * request to the person still chosen, from the owner now shown.
 */
export function AssignDialog({ request, onClose, owner }: AssignDialogProps) {
  const team = useTeam();
  const [choice, setChoice] = useState(() => optionOf(request.assignee?.id ?? null));
  const [refusal, setRefusal] = useState<{ field?: string; conflict?: string } | null>(null);
  const pending = owner.isPending(request.id);

  const save = async (close: () => void) => {
    const assigneeId = choice === NOBODY ? null : Number(choice);
    // The owner it has already: nothing to send, the dialog closes as Cancel would.
    if (assigneeId === (request.assignee?.id ?? null)) {
      close();
      return;
    }
    setRefusal(null);
    const outcome = await owner.assign(request, assigneeId);
    if (outcome.ok) close();
    else if (outcome.reason === 'conflict') setRefusal({ conflict: outcome.message });
    else if (outcome.reason === 'invalid') setRefusal({ field: outcome.message });
  };

  return (
    <Modal
      title={`Assign request #${request.id}`}
      size="sm"
      isOpen
      onOpenChange={whenClosed(onClose)}
      actions={(controls) => (
        <Button
          variant="primary"
          isPending={pending}
          isDisabled={!team.data}
          onPress={() => void save(controls.close)}
        >
          Save
        </Button>
      )}
    >
      <div className={styles.dialogBody}>
        <p className={styles.current}>{ownerLabel(request.assignee)}</p>
        {team.data ? (
          <Select<string>
            label="New owner"
            options={choices(team.data.staff, request.assignee)}
            value={choice}
            onChange={(value) => {
              if (value === null) return;
              setChoice(value);
              setRefusal(null);
            }}
            errorMessage={refusal?.field}
            isInvalid={refusal?.field !== undefined}
            autoFocus
          />
        ) : team.error ? (
          <div className={styles.dialogBody}>
            <p className={styles.refused}>The team could not be loaded: {team.error.message}</p>
            <Button size="sm" onPress={() => void team.mutate()}>
              Try again
            </Button>
          </div>
        ) : (
          <Spinner label="Loading the team" showLabel size="sm" />
        )}
        {refusal?.conflict ? <p className={styles.refused}>{refusal.conflict}</p> : null}
      </div>
    </Modal>
  );
}

export default AssignDialog;
