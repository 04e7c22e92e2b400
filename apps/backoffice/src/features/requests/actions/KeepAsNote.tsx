import { useState } from 'react';
import { useCreateRequestNote } from '@backoffice/api';
import { Button } from '@backoffice/ui';
import { useNotify } from '@/shared/notify';
import * as styles from './Actions.css';

/**
 * After a message was refused because someone acted on the request first (409), the typed
 * words need not be lost: "Keep my text as a note" adds them to the request's staff notes (the
 * team reads them there; the host and the guest never do).
 */
export function KeepAsNote({
  requestId,
  action,
  text,
  onKept,
}: {
  requestId: number;
  /** The action the message was for: 'Cancel as guest'. */
  action: string;
  /** The message as typed. */
  text: string;
  /** Added: the form may let its text go. */
  onKept: () => void;
}) {
  const create = useCreateRequestNote();
  const notify = useNotify();
  const [kept, setKept] = useState(false);
  if (kept) return null;
  return (
    <div className={styles.keep} role="group" aria-label="Your message was not sent">
      <p className={styles.keepText}>
        Your message was not sent. Keep it as a staff note on this request, so that it is not lost?
      </p>
      <Button
        size="sm"
        isPending={create.isMutating}
        onPress={() =>
          void create.trigger({ requestId, body: `${action}, not sent: ${text}` }).then(
            () => {
              setKept(true);
              notify.show({ tone: 'success', message: 'Your text was kept as a note.' });
              onKept();
            },
            (failure: unknown) => notify.failure(failure),
          )
        }
      >
        Keep my text as a note
      </Button>
    </div>
  );
}
