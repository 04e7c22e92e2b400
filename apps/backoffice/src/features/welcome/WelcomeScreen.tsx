import { useCallback, useEffect, useState } from 'react';
import { fetchHealth } from '@backoffice/api';
import type { HealthAnswer } from '@backoffice/api';
import { Button } from '@backoffice/ui';
import { settings } from '../../settings';
import * as styles from './WelcomeScreen.css';

type Health =
  { state: 'checking' } | { state: 'ok'; answer: HealthAnswer } | { state: 'down'; reason: string };

/** The first screen: says what the product is and whether the marketplace API answers. */
export function WelcomeScreen() {
  const [health, setHealth] = useState<Health>({ state: 'checking' });

  const check = useCallback((signal?: AbortSignal) => {
    setHealth({ state: 'checking' });
    fetchHealth(settings.apiBaseUrl, { signal })
      .then((answer) => setHealth({ state: 'ok', answer }))
      .catch((error: unknown) => {
        if (signal?.aborted) return;
        setHealth({
          state: 'down',
          reason: error instanceof Error ? error.message : String(error),
        });
      });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    check(controller.signal);
    return () => controller.abort();
  }, [check]);

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="welcome-title">
        <h1 id="welcome-title" className={styles.title}>
          Welcome to the back-office
        </h1>
        <p className={styles.muted}>
          The customer-success workspace of the marketplace: requests, conversations, contracts,
          offices and users.
        </p>
        <p className={styles.status} role="status" aria-live="polite">
          {health.state === 'checking' && 'Checking the marketplace API…'}
          {health.state === 'ok' && `Marketplace API is up (version ${health.answer.version}).`}
          {health.state === 'down' && `Marketplace API is not answering: ${health.reason}`}
        </p>
        <Button variant="primary" onPress={() => check()} isPending={health.state === 'checking'}>
          Check again
        </Button>
      </section>
    </main>
  );
}
