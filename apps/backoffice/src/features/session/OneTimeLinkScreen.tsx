import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { isApiError } from '@backoffice/api';
import type { OneTimeLinkAnswer } from '@backoffice/api';
import { INVALID_STATUS } from '@backoffice/domain';
import { Button, Link, Spinner } from '@backoffice/ui';
import { useApi } from '@/shared/api';
import { useNotify } from '@/shared/notify';
import { usePageTitle } from '@/shared/pageTitle';
import { paths } from '@/shared/paths';
import { EMPTY_NEW_PASSWORD, NewPasswordFields, newPasswordProblems } from '@/features/account';
import type { NewPassword } from '@/features/account';
import * as login from './LoginScreen.css';
import * as styles from './session.css';

const loadApi = () => import('@/shared/apiModule');

export const LINK_EXPIRED_MESSAGE =
  'This link has expired or was already used. Ask an Admin for a new one.';

/** The heading of the page for what the link is for. */
export function oneTimeLinkHeading(link: OneTimeLinkAnswer): string {
  return link.purpose === 'invitation'
    ? `Welcome, ${link.name}: choose your password`
    : 'Choose a new password';
}

type Phase =
  | { kind: 'checking' }
  | { kind: 'expired' }
  | { kind: 'failed'; message: string }
  | { kind: 'open'; link: OneTimeLinkAnswer }
  | { kind: 'done'; link: OneTimeLinkAnswer };

const expired = (error: unknown) =>
  isApiError(error) &&
  (error.code === 'link_invalid' || error.code === 'link_expired' || error.status === 404);

/**
 * The page of a one-time link (public, `/set-password#token=…`; `?token=` read too): the
 * server puts the token in the fragment, which no request line, log or Referer carries. An
 * invitation or a reset an
 * Admin made. It says whose link it is and what for, then takes a new password (twice: at
 * least 12 characters, shown as typed; the server refuses common ones, its words on the
 * field); once set, a link to sign in with the email filled in. A used or expired link says so.
 */
export function OneTimeLinkScreen() {
  const { search, hash } = useLocation();
  const token = (
    new URLSearchParams(hash.replace(/^#/, '')).get('token') ??
    new URLSearchParams(search).get('token') ??
    ''
  ).trim();
  const { client } = useApi();
  const notify = useNotify();
  const [phase, setPhase] = useState<Phase>(() =>
    token ? { kind: 'checking' } : { kind: 'expired' },
  );
  const [attempt, setAttempt] = useState(0);
  const [value, setValue] = useState<NewPassword>(EMPTY_NEW_PASSWORD);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const heading =
    phase.kind === 'open'
      ? oneTimeLinkHeading(phase.link)
      : phase.kind === 'done'
        ? 'Your password is set'
        : phase.kind === 'expired'
          ? 'This link cannot be used'
          : 'Choose your password';
  usePageTitle(heading);

  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    loadApi()
      .then(({ callRoute, routes }) =>
        callRoute(client, routes.checkOneTimeLink, { body: { token } }),
      )
      .then((link) => live && setPhase({ kind: 'open', link }))
      .catch((error: unknown) => {
        if (!live) return;
        setPhase(
          expired(error)
            ? { kind: 'expired' }
            : {
                kind: 'failed',
                message: isApiError(error) ? error.message : INVALID_STATUS,
              },
        );
      });
    return () => {
      live = false;
    };
  }, [client, token, attempt]);

  // Each new state of the page is read from its heading.
  useEffect(() => {
    if (phase.kind !== 'checking') headingRef.current?.focus();
  }, [phase.kind]);

  const change = (next: NewPassword) => {
    setValue(next);
    if (next.password !== value.password) setServerError(undefined);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || phase.kind !== 'open') return;
    setSubmitted(true);
    const problems = newPasswordProblems(value);
    if (problems) {
      (problems.password ? passwordRef : repeatRef).current?.focus();
      return;
    }
    setPending(true);
    try {
      const { callRoute, routes } = await loadApi();
      await callRoute(client, routes.setPassword, { body: { token, password: value.password } });
      setPhase({ kind: 'done', link: phase.link });
    } catch (error) {
      setPending(false);
      if (expired(error)) return setPhase({ kind: 'expired' });
      const field = isApiError(error) ? error.fields?.password : undefined;
      if (field) setServerError(field);
      else notify.failure(error);
      passwordRef.current?.focus();
    }
  };

  return (
    <main className={login.page}>
      <section className={login.card} aria-labelledby="one-time-link-title">
        <h1 id="one-time-link-title" ref={headingRef} tabIndex={-1} className={login.title}>
          {heading}
        </h1>
        {phase.kind === 'checking' ? (
          <Spinner label="Checking your link…" showLabel />
        ) : phase.kind === 'expired' ? (
          <>
            <p className={styles.text} data-testid="one-time-link-expired">
              {LINK_EXPIRED_MESSAGE}
            </p>
            <Link href={paths.login}>Go to sign in</Link>
          </>
        ) : phase.kind === 'failed' ? (
          <>
            <p role="alert" className={styles.text}>
              {phase.message}
            </p>
            <Button
              onPress={() => {
                setPhase({ kind: 'checking' });
                setAttempt(attempt + 1);
              }}
            >
              Try again
            </Button>
          </>
        ) : phase.kind === 'done' ? (
          <>
            <p className={styles.text}>Your password is set. Sign in with it.</p>
            <Link href={`${paths.login}?${new URLSearchParams({ email: phase.link.email })}`}>
              Sign in
            </Link>
          </>
        ) : (
          <>
            <p className={login.lead}>
              {phase.link.purpose === 'invitation'
                ? 'Your staff account is ready. Choose the password you will sign in with.'
                : phase.link.purpose === 'password_reset'
                  ? 'An Admin reset your password. Choose a new one to sign in again.'
                  : 'An Admin reset your two-factor authentication. Choose a new password; if you are an Admin, you will set up two-factor authentication again at your next sign-in.'}
            </p>
            <p className={styles.text}>
              Account: <strong data-testid="one-time-link-email">{phase.link.email}</strong>
            </p>
            <form className={login.form} onSubmit={submit} noValidate>
              {/* For password managers: the account the new password belongs to. */}
              <input
                type="email"
                name="username"
                autoComplete="username"
                value={phase.link.email}
                readOnly
                hidden
              />
              <NewPasswordFields
                value={value}
                onChange={change}
                submitted={submitted}
                serverError={serverError}
                passwordRef={passwordRef}
                repeatRef={repeatRef}
              />
              <Button type="submit" variant="primary" fullWidth isPending={pending}>
                Set my password
              </Button>
            </form>
          </>
        )}
      </section>
    </main>
  );
}
