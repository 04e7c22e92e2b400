import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { isApiError } from '@backoffice/api';
import type { SignedInWithCodesAnswer, TwoFactorSetupAnswer } from '@backoffice/api';
import { normaliseTotpCode } from '@backoffice/domain';
import { INVALID_STATUS } from '@backoffice/domain';
import { Button, Spinner, TextField } from '@backoffice/ui';
import { useApi } from '@/shared/api';
import { useNotify } from '@/shared/notify';
import { CodeField, RecoveryCodes, TotpEnrolment } from '@/features/account';
import { useSession } from './SessionProvider';
import * as styles from './session.css';

const loadApi = () => import('@/shared/apiModule');

/** The code field's messages before any call. */
export const TOTP_CODE_REQUIRED = 'Enter the 6 digits of the code.';
export const RECOVERY_CODE_REQUIRED = 'Enter one of your recovery codes.';

/** A failure that sends the visitor back to the password (the challenge's 5 minutes passed). */
const restarts = (error: unknown) => isApiError(error) && error.code === 'challenge_expired';
/** A code the server refused: its words go under the field. */
const refusedCode = (error: unknown) =>
  isApiError(error) && (error.code === 'invalid_code' || error.fields?.code !== undefined);
const refusal = (error: unknown) =>
  isApiError(error) ? (error.fields?.code ?? error.description ?? error.message) : '';

interface StepProps {
  challenge: string;
  /** Back to the password (the challenge expired, or the visitor chose to). */
  onRestart: (error?: unknown) => void;
}

/** The step's heading, focused when the step opens (the password form is gone). */
function StepHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </h2>
  );
}

/**
 * A step's code form: its message, pending state and field. `submitCode` asks for the code when
 * it is empty (or not a code), sends it, and on a failure goes back to the password (challenge expired), says the
 * refusal under the field, or tells any other failure; focus returns to the field.
 */
function useCodeForm(onRestart: StepProps['onRestart']) {
  const notify = useNotify();
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);

  const submitCode = async (
    event: FormEvent<HTMLFormElement>,
    sent: string | null,
    required: string,
    send: (code: string) => Promise<void>,
  ) => {
    event.preventDefault();
    if (pending) return;
    if (!sent) {
      setError(required);
      fieldRef.current?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await send(sent);
    } catch (failure) {
      setPending(false);
      if (restarts(failure)) return onRestart(failure);
      if (refusedCode(failure)) setError(refusal(failure));
      else notify.failure(failure);
      fieldRef.current?.focus();
    }
  };

  return { error, setError, pending, fieldRef, submitCode };
}

/**
 * Sign-in's second step: the 6-digit code from the authenticator app, or ("Use a recovery code
 * instead") one of the recovery codes.
 */
export function CodeStep({ challenge, onRestart }: StepProps) {
  const { completeSignIn } = useSession();
  const { client } = useApi();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const { error, setError, pending, fieldRef, submitCode } = useCodeForm(onRestart);

  const switchKind = () => {
    setRecovery(!recovery);
    setCode('');
    setError(undefined);
    // The field is a new one: focus follows it.
    requestAnimationFrame(() => fieldRef.current?.focus());
  };

  const submit = (event: FormEvent<HTMLFormElement>) =>
    submitCode(
      event,
      recovery ? code.trim() : normaliseTotpCode(code),
      recovery ? RECOVERY_CODE_REQUIRED : TOTP_CODE_REQUIRED,
      async (sent) => {
        const { callRoute, routes } = await loadApi();
        const answer = await callRoute(client, routes.loginTwoFactor, {
          body: { challenge, code: sent },
        });
        completeSignIn(answer);
      },
    );

  return (
    <div className={styles.stack}>
      <StepHeading>Two-factor authentication</StepHeading>
      <form className={styles.stack} onSubmit={submit} noValidate>
        {recovery ? (
          <TextField
            key="recovery"
            ref={fieldRef}
            label="Recovery code"
            name="recovery-code"
            autoComplete="off"
            isRequired
            value={code}
            onChange={setCode}
            errorMessage={error}
            description="One of the ten codes you saved when you turned two-factor authentication on."
          />
        ) : (
          <CodeField
            key="totp"
            ref={fieldRef}
            value={code}
            onChange={setCode}
            errorMessage={error}
          />
        )}
        <Button type="submit" variant="primary" fullWidth isPending={pending}>
          Sign in
        </Button>
      </form>
      <div className={styles.row}>
        <Button variant="ghost" size="sm" onPress={switchKind}>
          {recovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
        </Button>
        <Button variant="ghost" size="sm" onPress={() => onRestart()}>
          Back
        </Button>
      </div>
    </div>
  );
}

/**
 * An Admin without a second factor enrols before entering: the secret (QR code and text), then
 * a first code; the ten recovery codes follow (`onEnrolled`).
 */
export function EnrolStep({
  challenge,
  onRestart,
  onEnrolled,
}: StepProps & { onEnrolled: (answer: SignedInWithCodesAnswer) => void }) {
  const { client } = useApi();
  const [setup, setSetup] = useState<TwoFactorSetupAnswer | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [code, setCode] = useState('');
  const { error, pending, fieldRef, submitCode } = useCodeForm(onRestart);
  const latestRestart = useRef(onRestart);
  useEffect(() => {
    latestRestart.current = onRestart;
  });

  useEffect(() => {
    let live = true;
    loadApi()
      .then(({ callRoute, routes }) =>
        callRoute(client, routes.twoFactorEnrolStart, { body: { challenge } }),
      )
      .then((answer) => {
        if (live) setSetup(answer);
      })
      .catch((failure: unknown) => {
        if (!live) return;
        if (restarts(failure)) latestRestart.current(failure);
        else setLoadFailed(isApiError(failure) ? failure.message : INVALID_STATUS);
      });
    return () => {
      live = false;
    };
  }, [client, challenge, attempt]);

  const submit = (event: FormEvent<HTMLFormElement>) =>
    submitCode(event, normaliseTotpCode(code), TOTP_CODE_REQUIRED, async (sent) => {
      const { callRoute, routes } = await loadApi();
      onEnrolled(
        await callRoute(client, routes.twoFactorEnrolConfirm, { body: { challenge, code: sent } }),
      );
    });

  return (
    <div className={styles.stack}>
      <StepHeading>Set up two-factor authentication</StepHeading>
      <p className={styles.muted}>
        Your account needs a second factor: an authenticator app on your phone gives a new 6-digit
        code every 30 seconds.
      </p>
      {setup ? (
        <form className={styles.stack} onSubmit={submit} noValidate>
          <TotpEnrolment setup={setup} />
          <CodeField ref={fieldRef} value={code} onChange={setCode} errorMessage={error} />
          <Button type="submit" variant="primary" fullWidth isPending={pending}>
            Turn on and sign in
          </Button>
        </form>
      ) : loadFailed ? (
        <div className={styles.stack}>
          <p role="alert" className={styles.text}>
            {loadFailed}
          </p>
          <Button
            onPress={() => {
              setLoadFailed(null);
              setAttempt(attempt + 1);
            }}
          >
            Try again
          </Button>
        </div>
      ) : (
        <Spinner label="Preparing your secret…" showLabel />
      )}
      <div className={styles.row}>
        <Button variant="ghost" size="sm" onPress={() => onRestart()}>
          Back
        </Button>
      </div>
    </div>
  );
}

/** The ten recovery codes of a new enrolment, shown once, before the app opens. */
export function CodesStep({
  answer,
  onDone,
}: {
  answer: SignedInWithCodesAnswer;
  onDone: () => void;
}) {
  return (
    <div className={styles.stack}>
      <StepHeading>Your recovery codes</StepHeading>
      <p className={styles.text}>Two-factor authentication is on.</p>
      <RecoveryCodes codes={answer.recoveryCodes} />
      <Button variant="primary" fullWidth onPress={onDone}>
        I have saved these codes
      </Button>
    </div>
  );
}
