import { PHONE_VERIFIED, USER_STATUS_LABELS } from '@backoffice/domain';
import type { User, UserStatus } from '@backoffice/domain';
import { Badge, StatusTag } from '@backoffice/ui';
import type { BadgeTone } from '@backoffice/ui';
import * as styles from './UsersScreen.css';

/** The status in words; the dot's colour repeats it (blocked is red, as its row). */
const STATUS_TONES: Record<UserStatus, BadgeTone> = {
  onboarding: 'neutral',
  created: 'neutral',
  confirmed: 'success',
  under_review: 'warning',
  blocked: 'critical',
  managed: 'info',
  ready_for_handover: 'info',
};

export function StatusCell({ user }: { user: Pick<User, 'status'> }) {
  return <StatusTag tone={STATUS_TONES[user.status]}>{USER_STATUS_LABELS[user.status]}</StatusTag>;
}

/** The phone with a tick when it was verified (read as "verified"). */
export function PhoneCell({ user }: { user: Pick<User, 'phone' | 'userVerified'> }) {
  if (!user.phone) return null;
  return (
    <span className={styles.phone}>
      <span>{user.phone}</span>
      {user.userVerified ? (
        <Badge tone="success" accessibleLabel={PHONE_VERIFIED}>
          ✓
        </Badge>
      ) : null}
    </span>
  );
}
