import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { callRoute, isApiError, routes, useApiClient } from '@backoffice/api';
import type { TwoFactorSetupAnswer } from '@backoffice/api';
import { normaliseTotpCode } from '@backoffice/domain';
import { Button, Modal } from '@backoffice/ui';
import { useNotify } from '@/shared/notify';
import { useSession, useSignedInUser } from '@/features/session';
import { CodeField, RecoveryCodes, TotpEnrolment } from './parts';
import type { AccountDialogProps } from './SessionsDialog';
import * as styles from './account.css';
import { whenClosed } from '@/shared/whenClosed';

export const TWO_FACTOR_ON =
  'Two-factor authentication is on: signing in asks for a code from your authenticator app (or a recovery code).';
export const TWO_FACTOR_RESET_HINT =
  'Lost your authenticator app and your recovery codes? An Admin can reset it: you then set it up again.';
const CODE_REQUIRED = 'Enter the 6 digits of the code.';

type Phase =
  | { kind: 'intro' }
  | { kind: 'setup'; setup: TwoFactorSetupAnswer }
  | { kind: 'codes'; codes: string[] };

/**
 * "Two-factor authentication": on, it says so and that an Admin can reset it; off, it sets it
 * up (a secret as a QR code and as text, confirmed by a first code), then shows the ten
 * recovery codes once.
 */
export function TwoFactorDialog({ onClose }: AccountDialogProps) {
  const user = useSignedInUser();
  const { updateUser } = useSession();
  const client = useApiClient();
  const notify = useNotify();
  const [phase, setPhase] = useState<Phase>({ kind: 'intro' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  // Turned on in this dialog: the codes show, although the user is now "on".
  const isOn = user.twoFactor && phase.kind !== 'codes';

  const start = async () => {
    if (pending) return;
    setPending(true);
    try {
      setPhase({ kind: 'setup', setup: await callRoute(client, routes.twoFactorSetup) });
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setPending(false);
    }
  };

  const confirm = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (pending) return;
    const sent = normaliseTotpCode(code);
    if (!sent) {
      setError(CODE_REQUIRED);
      fieldRef.current?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const { recoveryCodes } = await callRoute(client, routes.twoFactorConfirm, {
        body: { code: sent },
      });
      setPhase({ kind: 'codes', codes: recoveryCodes });
      updateUser({ ...user, twoFactor: true });
    } catch (failure) {
      const refused = isApiError(failure)
        ? (failure.fields?.code ?? (failure.code === 'invalid_code' ? failure.description : null))
        : null;
      if (refused) setError(refused);
      else notify.failure(failure);
      fieldRef.current?.focus();
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      title="Two-factor authentication"
      isOpen
      onOpenChange={whenClosed(onClose)}
      // The codes are shown once: closing before saying they are saved asks first.
      isDirty={phase.kind === 'codes'}
      discardTexts={{
        title: 'Close without the recovery codes?',
        message: 'They are not shown again.',
        confirm: 'Close',
        cancel: 'Back to the codes',
      }}
      cancelLabel={phase.kind === 'codes' ? null : isOn ? 'Done' : 'Cancel'}
      actions={
        phase.kind === 'intro' && !isOn ? (
          <Button variant="primary" isPending={pending} onPress={() => void start()}>
            Set up two-factor authentication
          </Button>
        ) : phase.kind === 'setup' ? (
          <Button variant="primary" isPending={pending} onPress={() => void confirm()}>
            Turn on
          </Button>
        ) : phase.kind === 'codes' ? (
          <Button variant="primary" onPress={onClose}>
            I have saved these codes
          </Button>
        ) : null
      }
    >
      {isOn ? (
        <div className={styles.stack}>
          <p className={styles.text} data-testid="two-factor-status">
            {TWO_FACTOR_ON}
          </p>
          <p className={styles.muted}>{TWO_FACTOR_RESET_HINT}</p>
        </div>
      ) : phase.kind === 'intro' ? (
        <div className={styles.stack}>
          <p className={styles.text} data-testid="two-factor-status">
            Two-factor authentication is off.
          </p>
          <p className={styles.muted}>
            With it on, signing in also asks for a 6-digit code from an authenticator app on your
            phone: a stolen password alone no longer opens your account.
          </p>
        </div>
      ) : phase.kind === 'setup' ? (
        <form className={styles.stack} onSubmit={(event) => void confirm(event)} noValidate>
          <TotpEnrolment setup={phase.setup} />
          <CodeField ref={fieldRef} value={code} onChange={setCode} errorMessage={error} />
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </form>
      ) : (
        <div className={styles.stack}>
          <p className={styles.text}>Two-factor authentication is on.</p>
          <RecoveryCodes codes={phase.codes} />
        </div>
      )}
    </Modal>
  );
}
