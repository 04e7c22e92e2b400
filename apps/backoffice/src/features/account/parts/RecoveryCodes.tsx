import { CopyButton } from '@backoffice/ui';
import * as styles from '../account.css';

/**
 * The ten recovery codes, shown once: each signs in once when the authenticator is lost. A
 * list (its length said by the list itself), and a copy of all of them, one a line.
 */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <div className={styles.stack}>
      <p className={styles.text}>
        Each recovery code signs you in once if you lose your authenticator app. They are shown only
        this once: keep them somewhere safe, such as a password manager.
      </p>
      <ul className={styles.codes} aria-label="Recovery codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.row}>
        <CopyButton value={codes.join('\n')} label="Copy the codes" size="sm" />
      </div>
    </div>
  );
}
