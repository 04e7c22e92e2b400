import { useNotificationPreferences, useSaveNotificationPreferences } from '@backoffice/api';
import { NOTIFICATION_KIND_OPTIONS, type NotificationPreference } from '@backoffice/domain';
import { Spinner, Switch } from '@backoffice/ui';
import { ColumnHeads } from '@/shared/ColumnHeads';
import { useNotify } from '@/shared/notify';
import * as styles from './Inbox.css';

/** Why "By email" cannot be turned on, where the server sends no email. */
export const NO_EMAIL =
  'This server sends no email: an operator sets SMTP_URL to turn email on (README, Settings).';

/**
 * What the person wants of each kind of notification: in the inbox (on by default) and by
 * email (off; only where the server sends email). Each switch saves at once, for this person
 * only.
 */
export function Preferences() {
  const { data, error } = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const notify = useNotify();
  if (error && !data) {
    return (
      <p className={styles.empty} role="alert">
        Your preferences could not be loaded. {error.message}
      </p>
    );
  }
  if (!data) return <Spinner label="Loading your preferences" showLabel size="sm" />;
  const change = (next: NotificationPreference) =>
    void save.trigger({ preferences: [next] }).catch((failure: unknown) => notify.failure(failure));
  return (
    <table className={styles.preferences}>
      <caption className={styles.summary}>What you want to hear of, and how</caption>
      <ColumnHeads names={['Kind', 'In the app', 'By email']} />
      <tbody>
        {data.preferences.map((pref) => {
          const label =
            NOTIFICATION_KIND_OPTIONS.find((o) => o.value === pref.kind)?.label ?? pref.kind;
          return (
            <tr key={pref.kind}>
              <th scope="row">{label}</th>
              <td>
                <Switch
                  label={`${label} in the app`}
                  hideLabel
                  isSelected={pref.inApp}
                  onChange={(inApp) => change({ ...pref, inApp })}
                />
              </td>
              <td>
                <Switch
                  label={`${label} by email`}
                  hideLabel
                  isSelected={pref.email}
                  disabledReason={data.emailAvailable ? undefined : NO_EMAIL}
                  onChange={(email) => change({ ...pref, email })}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
