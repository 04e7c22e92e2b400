import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { callRoute, isApiError, keysOf, routes, useApiClient } from '@backoffice/api';
import { Button, Modal, PasswordField } from '@backoffice/ui';
import { useNotify } from '@/shared/notify';
import { EMPTY_NEW_PASSWORD, NewPasswordFields, newPasswordProblems } from './parts';
import type { NewPassword } from './parts';
import type { AccountDialogProps } from './SessionsDialog';
import * as styles from './account.css';
import { whenClosed } from '@/shared/whenClosed';

export const PASSWORD_CHANGED = 'Password changed. Your other sessions were signed out.';
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password.';

/**
 * "Change password": the current one, then a new one twice (at least 12 characters, shown as
 * typed; the server refuses common ones, its words on the field). The other sessions end; a
 * dialog holding typed passwords asks before it closes.
 */
export function ChangePasswordDialog({ onClose }: AccountDialogProps) {
  const client = useApiClient();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const [current, setCurrent] = useState('');
  const [value, setValue] = useState<NewPassword>(EMPTY_NEW_PASSWORD);
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<{ current?: string; password?: string }>({});
  const [pending, setPending] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);
  const dirty = current !== '' || value.password !== '' || value.repeat !== '';

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const problems = newPasswordProblems(value);
    if (!current) {
      setErrors({ current: CURRENT_PASSWORD_REQUIRED });
      currentRef.current?.focus();
      return;
    }
    if (problems) {
      (problems.password ? passwordRef : repeatRef).current?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await callRoute(client, routes.changePassword, {
        body: { currentPassword: current, newPassword: value.password },
      });
      void mutate(keysOf(routes.sessions));
      notify.show({ tone: 'success', message: PASSWORD_CHANGED });
      onClose();
    } catch (failure) {
      setPending(false);
      const fields = isApiError(failure) ? failure.fields : null;
      if (fields?.currentPassword || fields?.newPassword) {
        setErrors({ current: fields.currentPassword, password: fields.newPassword });
        (fields.currentPassword ? currentRef : passwordRef).current?.focus();
      } else notify.failure(failure);
    }
  };

  return (
    <Modal
      title="Change password"
      isOpen
      onOpenChange={whenClosed(onClose)}
      isDirty={dirty}
      discardTexts={{
        title: 'Discard the passwords?',
        message: 'Your password stays as it is.',
        confirm: 'Discard',
        cancel: 'Keep editing',
      }}
      actions={
        <Button variant="primary" isPending={pending} onPress={() => void submit()}>
          Change password
        </Button>
      }
    >
      <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.muted}>
          Your other sessions will be signed out; this one stays signed in.
        </p>
        <PasswordField
          ref={currentRef}
          label="Current password"
          name="current-password"
          autoComplete="current-password"
          isRequired
          value={current}
          onChange={(next) => {
            setCurrent(next);
            setErrors((previous) => ({ ...previous, current: undefined }));
          }}
          errorMessage={errors.current}
        />
        <NewPasswordFields
          value={value}
          onChange={(next) => {
            if (next.password !== value.password)
              setErrors((previous) => ({ ...previous, password: undefined }));
            setValue(next);
          }}
          submitted={submitted}
          serverError={errors.password}
          passwordRef={passwordRef}
          repeatRef={repeatRef}
        />
        {/* Enter in a field sends the form; the dialog's button does the same. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Modal>
  );
}
