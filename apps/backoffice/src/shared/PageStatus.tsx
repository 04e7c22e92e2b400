import * as styles from './PageStatus.css';

/**
 * What shows while a screen's code or the session check loads. Plain elements on purpose: it
 * sits in the app's entry chunk, which the login route's size budget counts.
 */
export function PageLoading({
  label = 'Loading…',
  fullPage = false,
}: {
  label?: string;
  fullPage?: boolean;
}) {
  return (
    <div className={`${styles.page} ${fullPage ? styles.fullHeight : ''}`}>
      <span className={styles.spinner} aria-hidden="true" />
      <p role="status">{label}</p>
    </div>
  );
}

/** A screen that failed to load or threw: what happened, and a way out. */
export function PageFailed({ message }: { message: string }) {
  return (
    <div className={styles.page} role="alert">
      <h1 className={styles.title}>This page could not be shown</h1>
      <p>{message}</p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </div>
  );
}
