import * as styles from './PageStatus.css';

/**
 * What shows while a screen's code or the session check loads. Plain elements on purpose: it
 * sits in the app's entry chunk, which the login route's size budget counts.
 */
export function PageLoading({
  label = 'Loading…',
  fullPage = false,
  heading,
  action,
}: {
  label?: string;
  /** The whole window (no layout around it): the page's main landmark. */
  fullPage?: boolean;
  /** A title above the label, for a wait that lasts (the server cannot be reached). */
  heading?: string;
  /** A way not to wait (try again now). */
  action?: { label: string; onPress: () => void };
}) {
  const Root = fullPage ? 'main' : 'div';
  return (
    <Root className={`${styles.page} ${fullPage ? styles.fullHeight : ''}`}>
      <span className={styles.spinner} aria-hidden="true" />
      {heading ? <h1 className={styles.title}>{heading}</h1> : null}
      <p role="status">{label}</p>
      {action ? (
        <button type="button" className={styles.button} onClick={action.onPress}>
          {action.label}
        </button>
      ) : null}
    </Root>
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
