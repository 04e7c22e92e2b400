import { CopyButton } from '@backoffice/ui';
import type { TwoFactorSetupAnswer } from '@backoffice/api';
import * as styles from '../account.css';

/** The secret in groups of four, easier to type: 'JBSW Y3DP EHPK 3PXP'. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * A TOTP secret to enrol: its QR code (the server's SVG, drawn as an image: no markup of the
 * answer enters the page) and the secret as text to type, with a copy button.
 */
export function TotpEnrolment({ setup }: { setup: TwoFactorSetupAnswer }) {
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`;
  return (
    <div className={styles.stack}>
      <p className={styles.text}>
        Scan this QR code with your authenticator app, or type the secret below into it. Then enter
        the first 6-digit code it shows.
      </p>
      <img
        className={styles.qr}
        src={src}
        alt="QR code of the secret, for your authenticator app"
        data-testid="two-factor-qr"
      />
      <p className={styles.text}>
        Secret:{' '}
        <code className={styles.code} data-testid="two-factor-secret">
          {groupedSecret(setup.secret)}
        </code>
      </p>
      <div className={styles.row}>
        <CopyButton value={setup.secret} label="Copy the secret" size="sm" />
      </div>
    </div>
  );
}
