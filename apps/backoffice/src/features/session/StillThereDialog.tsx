import { useEffect, useState } from 'react';
import { Button, Modal } from '@backoffice/ui';
import { isApiError } from '@backoffice/api';
import { INVALID_STATUS } from '@backoffice/domain';
import * as styles from './session.css';
import { whenClosed } from '@/shared/whenClosed';

export interface StillThereDialogProps {
  /** The idle end (ms since the epoch). */
  idleEndsAt: number;
  /** The clock. */
  now: () => number;
  /** "Stay signed in": reports an action; the dialog closes when the new idle end comes. */
  onStay: () => Promise<void>;
  /** "Sign out". */
  onSignOut: () => void;
}

/** '1 minute 30 seconds', '45 seconds': a countdown a screen reader says in words. */
export function countdownText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const secondsText = `${rest} second${rest === 1 ? '' : 's'}`;
  if (minutes === 0) return secondsText;
  const minutesText = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return rest === 0 ? minutesText : `${minutesText} ${secondsText}`;
}

/**
 * "Still there?", two minutes before the idle end: the time left, counting down, with "Stay
 * signed in" (focused: the dialog takes focus, and gives it back where it was) and "Sign out".
 * Escape counts as staying: whoever pressed it is there.
 */
export function StillThereDialog({ idleEndsAt, now, onStay, onSignOut }: StillThereDialogProps) {
  const [left, setLeft] = useState(() => idleEndsAt - now());
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const tick = () => setLeft(idleEndsAt - now());
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [idleEndsAt, now]);

  const stay = () => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    onStay()
      .catch((error: unknown) =>
        setFailure(isApiError(error) && error.message ? error.message : INVALID_STATUS),
      )
      .finally(() => setPending(false));
  };

  return (
    <Modal
      title="Still there?"
      isOpen
      onOpenChange={whenClosed(stay)}
      isDismissable={false}
      cancelLabel={null}
      size="sm"
      actions={
        <>
          <Button onPress={onSignOut}>Sign out</Button>
          <Button variant="primary" autoFocus isPending={pending} onPress={stay}>
            Stay signed in
          </Button>
        </>
      }
    >
      <p className={styles.text}>
        You will be signed out in <span data-testid="idle-countdown">{countdownText(left)}</span>{' '}
        for inactivity.
      </p>
      {failure ? (
        <p role="alert" className={styles.text}>
          {failure}
        </p>
      ) : null}
    </Modal>
  );
}
