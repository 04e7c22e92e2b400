import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { useNotifyBySms } from '@backoffice/api';
import { serverMessageToast } from '@backoffice/domain';
import type { User } from '@backoffice/domain';
import { Switch } from '@backoffice/ui';
import { useNotify } from '@/shared/notify';
import { useCan } from '@/shared/permissions';
import * as styles from './SmsSwitch.css';

/**
 * The receive-SMS switch of a user (PUT /csm/users/:id/notify_by_sms), in a Users list row
 * (its label hidden, naming the user) or on the guest's page (its label shown, and its state
 * in words beside it: while it is off, that favorites cannot be sent by SMS, which the spec
 * refuses with 'Sms notifications for this user have been disabled'). The new value shows at
 * once; the server's answer shows its message, and a refusal puts the old value back.
 * `inputRef`: the switch's focusable element, for a refused send to take focus to it.
 */
export function SmsSwitch({
  user,
  place = 'row',
  inputRef,
}: {
  user: User;
  place?: 'row' | 'detail';
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const notify = useNotify();
  const { trigger } = useNotifyBySms();
  const edit = useCan('write');
  const [shown, setShown] = useState<boolean | null>(null);
  // The user read after the save carries its value: what was shown for it can go.
  useEffect(() => {
    setShown((current) => (current === user.notifyBySms ? null : current));
  }, [user.notifyBySms]);
  const isOn = shown ?? user.notifyBySms;
  const control = (
    <Switch
      label={place === 'row' ? `Receive SMS for user ${user.id}` : 'Receive SMS'}
      hideLabel={place === 'row'}
      disabledReason={edit.reason}
      isSelected={isOn}
      inputRef={inputRef}
      onChange={(notifyBySms) => {
        setShown(notifyBySms);
        trigger({ userId: user.id, notifyBySms }).then(
          (answer) => notify.show(serverMessageToast(answer.message)),
          (error: unknown) => {
            setShown(null);
            notify.failure(error);
          },
        );
      }}
    />
  );
  if (place === 'row') return control;
  return (
    <span className={styles.line}>
      {control}
      {/* The switch tells assistive technology its state; the words are for the eye. */}
      <span className={styles.state} aria-hidden="true">
        {isOn ? 'On' : 'Off: favorites cannot be sent by SMS until this is on'}
      </span>
    </span>
  );
}
