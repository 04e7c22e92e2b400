import { useState } from 'react';
import { useAddFavorites } from '@backoffice/api';
import { favoritesAnswerLines, serverMessageToast, validateOfficeIds } from '@backoffice/domain';
import type { User } from '@backoffice/domain';
import { TextField } from '@backoffice/ui';
import { useNotify } from '../../../shared/notify';
import { FormModal } from '../FormModal';

/**
 * Add favorites (people-and-content §5): office ids typed comma separated, spaces removed and
 * what is not a number dropped (the domain's rule); nothing is sent without a valid id (the
 * spec's message under the field). The server's answer, parts separated by '**', shows as one
 * toast per part (as the office detail's 'Add to favorite' does); a refusal keeps the text.
 */
export function AddFavoritesModal({ user, onClose }: { user: User; onClose: () => void }) {
  const notify = useNotify();
  const add = useAddFavorites();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    if (add.isMutating) return;
    const result = validateOfficeIds(text);
    if (!result.ok) {
      setError(result.errors.officeIds);
      return;
    }
    setError(undefined);
    add.trigger({ userId: user.id, officeIds: result.value }).then(
      (answer) => {
        for (const line of favoritesAnswerLines(answer.message)) {
          notify.show(serverMessageToast(line));
        }
        onClose();
      },
      (failure: unknown) => notify.failure(failure),
    );
  };

  return (
    <FormModal
      title={`Add favorites to guest ${user.id}`}
      onClose={onClose}
      isDirty={text.trim() !== ''}
      submitLabel="Add favorites"
      onSubmit={submit}
      isPending={add.isMutating}
    >
      <TextField
        label="Office ids"
        description="Separate several ids with a comma, e.g. 12, 13"
        value={text}
        onChange={(value) => {
          setText(value);
          setError(undefined);
        }}
        errorMessage={error}
        autoFocus
      />
    </FormModal>
  );
}
