import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { EDIT_CONFLICT_WORDS } from '@backoffice/domain';
import { Button, Spinner } from '@backoffice/ui';
import type { EditVersion } from './useEditVersion';
import * as styles from './EditConflictBanner.css';

export interface EditConflictBannerProps {
  /**
   * The edit's state (useEditVersion): its refusal (nothing is drawn without one), whether
   * their version is shown and its toggle, and whether a save is under way ("Save over it"
   * shows it and takes no press).
   */
  edit: Pick<EditVersion, 'conflict' | 'theirsShown' | 'toggleTheirs' | 'isSaving'>;
  /** "Save over it" pressed: the form saves what it holds again, without If-Match. */
  onSaveOver: () => void;
  /**
   * "Save over it" cannot be used now, as the form's own Save cannot (a generation running).
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Why the person may not save (a Viewer): "Save over it" says so and does nothing.
   * @default undefined
   */
  disabledReason?: string | null;
  /**
   * Their version, read only: the edited part of the record as it now reads. `null` while it
   * is being read (a spinner shows).
   */
  children: ReactNode;
}

/**
 * A save refused because someone saved a newer version since the edit began: the server's
 * words (who, when, and that the text is kept) as an alert, which takes focus (a new refusal
 * takes it again), "See their version" (their version under "Their version", read only) and
 * "Save over it". The form around it keeps what was typed.
 */
export function EditConflictBanner({
  edit,
  onSaveOver,
  isDisabled = false,
  disabledReason,
  children,
}: EditConflictBannerProps) {
  const { conflict, theirsShown, toggleTheirs: onToggleTheirs, isSaving } = edit;
  const alert = useRef<HTMLParagraphElement>(null);
  const panelId = useId();
  const labelId = useId();
  const round = conflict?.round;
  useEffect(() => {
    // Focus was on Save (in the form): it goes to the words that say what happened, and Tab
    // leads on to the two choices.
    if (round !== undefined) alert.current?.focus();
  }, [round]);

  if (!conflict) return null;
  return (
    <div className={styles.banner}>
      <p ref={alert} role="alert" tabIndex={-1} className={styles.message}>
        {conflict.message}
      </p>
      <div className={styles.actions}>
        <Button
          size="sm"
          aria-expanded={theirsShown}
          aria-controls={panelId}
          onPress={onToggleTheirs}
        >
          {theirsShown ? EDIT_CONFLICT_WORDS.hideTheirs : EDIT_CONFLICT_WORDS.seeTheirs}
        </Button>
        <Button
          size="sm"
          variant="critical"
          isPending={isSaving}
          isDisabled={isDisabled}
          disabledReason={disabledReason}
          onPress={onSaveOver}
        >
          {EDIT_CONFLICT_WORDS.saveOver}
        </Button>
      </div>
      <section
        id={panelId}
        aria-labelledby={labelId}
        hidden={!theirsShown}
        className={styles.theirs}
      >
        <p id={labelId} className={styles.theirsLabel}>
          {EDIT_CONFLICT_WORDS.theirVersion}
        </p>
        {theirsShown
          ? (children ?? <Spinner label="Loading their version" showLabel size="sm" />)
          : null}
      </section>
    </div>
  );
}
