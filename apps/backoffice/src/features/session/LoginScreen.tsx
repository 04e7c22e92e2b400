import { Suspense, lazy, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { isApiError } from '@backoffice/api';
import type { SignedInWithCodesAnswer } from '@backoffice/api';
import { validateLogin } from '@backoffice/domain';
import type { LoginForm } from '@backoffice/domain';
import { Button, PasswordField, Spinner, TextField } from '@backoffice/ui';
import { useApi } from '@/shared/api';
import { useNotify, usePreloadToasts } from '@/shared/notify';
import { usePageTitle } from '@/shared/pageTitle';
import { useSession } from './SessionProvider';
import * as styles from './LoginScreen.css';

// The second factor's steps come after a right password only: their own chunk, out of the
// login route's first download (its 110 KiB budget).
const loadSteps = () => import('./SecondSteps');
const CodeStep = lazy(() => loadSteps().then((m) => ({ default: m.CodeStep })));
const EnrolStep = lazy(() => loadSteps().then((m) => ({ default: m.EnrolStep })));
const CodesStep = lazy(() => loadSteps().then((m) => ({ default: m.CodesStep })));

type Errors = Partial<Record<keyof LoginForm, string>>;

/** Where the sign-in stands: the password, then a second step when the account has one. */
type Step =
  | { kind: 'password' }
  | { kind: 'code'; challenge: string }
  | { kind: 'enrol'; challenge: string }
  | { kind: 'codes'; answer: SignedInWithCodesAnswer };

/**
 * The only screen an unauthenticated visitor sees, on every path: a welcome heading, Email,
 * Password with a show/hide toggle, and Sign in. The spec's messages come from the domain's
 * validation; a refused sign-in shows the error catalogue's toast. Then, for an account with a
 * second factor, its code (or a recovery code); an Admin without one enrols first and sees the
 * ten recovery codes once. After a session the server ended, why (SESSION_ENDED_MESSAGES).
 * `?email=` fills the email in (the one-time link page's "Sign in"). The page opens with
 * Email focused (Password when the email came filled in), so that the first keys typed land.
 */
export function LoginScreen() {
  usePageTitle('Sign in');
  const { signIn, completeSignIn, state } = useSession();
  const notify = useNotify();
  const { search } = useLocation();
  const [form, setForm] = useState<LoginForm>(() => ({
    email: new URLSearchParams(search).get('email') ?? '',
    password: '',
  }));
  const [step, setStep] = useState<Step>({ kind: 'password' });
  // Where typing starts as the page opens: the email, unless it came filled in.
  const [startsOnPassword] = useState(() => form.email !== '');
  const notice = state.status === 'signedOut' ? state.notice : undefined;
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { preload } = useApi();
  const preloadToasts = usePreloadToasts();

  // The API client and the toasts are not part of this screen's download: they come as the
  // visitor starts typing (or a password manager fills the form in), so that Sign in does
  // not wait for them and a page opened and left costs the screen alone. Sign in loads them
  // itself if they have not come.
  const preloadSignIn = () => {
    void preload().catch(() => {});
    preloadToasts();
  };

  const change = (field: keyof LoginForm) => (value: string) => {
    preloadSignIn();
    const next = { ...form, [field]: value };
    setForm(next);
    // After a first attempt, messages follow the typing so that a fixed field clears at once.
    if (submitted) {
      const result = validateLogin(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const result = validateLogin(form);
    if (!result.ok) {
      setErrors(result.errors);
      (result.errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const next = await signIn(result.value);
      if (next.step !== 'done') {
        setPending(false);
        setStep({ kind: next.step, challenge: next.challenge });
      }
    } catch (error) {
      setPending(false);
      if (isApiError(error) && error.fields) {
        setErrors({ email: error.fields.email, password: error.fields.password });
      }
      notify.failure(error);
      passwordRef.current?.focus();
    }
  };

  /** Back to the password: the challenge expired (its message shows), or the visitor chose to. */
  const restart = (error?: unknown) => {
    if (error) notify.failure(error);
    setStep({ kind: 'password' });
    requestAnimationFrame(() => passwordRef.current?.focus());
  };

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          Welcome to the back-office
        </h1>
        {notice && step.kind === 'password' ? (
          <p role="alert" className={styles.notice} data-testid="session-ended-notice">
            {notice}
          </p>
        ) : null}
        {step.kind !== 'password' ? (
          <Suspense fallback={<Spinner label="Loading the next step…" />}>
            {step.kind === 'code' ? (
              <CodeStep challenge={step.challenge} onRestart={restart} />
            ) : step.kind === 'enrol' ? (
              <EnrolStep
                challenge={step.challenge}
                onRestart={restart}
                onEnrolled={(answer) => setStep({ kind: 'codes', answer })}
              />
            ) : step.kind === 'codes' ? (
              <CodesStep answer={step.answer} onDone={() => completeSignIn(step.answer)} />
            ) : null}
          </Suspense>
        ) : (
          <>
            <p className={styles.lead}>Sign in with your staff account.</p>
            <form className={styles.form} onSubmit={submit} noValidate>
              <TextField
                ref={emailRef}
                label="Email"
                type="email"
                name="email"
                autoComplete="username"
                isRequired
                autoFocus={!startsOnPassword}
                value={form.email}
                onChange={change('email')}
                errorMessage={errors.email}
              />
              <PasswordField
                ref={passwordRef}
                label="Password"
                name="password"
                isRequired
                autoFocus={startsOnPassword}
                value={form.password}
                onChange={change('password')}
                errorMessage={errors.password}
              />
              <Button type="submit" variant="primary" fullWidth isPending={pending}>
                Sign in
              </Button>
            </form>
          </>
        )}
      </section>
    </main>
  );
}
