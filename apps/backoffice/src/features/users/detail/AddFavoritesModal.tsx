import { useAddFavorites } from '@backoffice/api';
import { validateOfficeIds } from '@backoffice/domain';
import type { User } from '@backoffice/domain';
import { TextField } from '@backoffice/ui';
import { useFavoritesForm } from '@/shared/forms/useFavoritesForm';
import { FormModal } from '../FormModal';

/**
 * Add favorites (people-and-content §5), the office detail's 'Add to favorite' seen from the
 * guest (useFavoritesForm): office ids typed comma separated. When every id was added the
 * modal closes; when some were not (unknown, already a favorite), it stays with the ids as
 * typed and says under them which were added and which were not.
 */
export function AddFavoritesModal({ user, onClose }: { user: User; onClose: () => void }) {
  const add = useAddFavorites();
  const favorites = useFavoritesForm({
    validate: validateOfficeIds,
    send: (officeIds) => add.trigger({ userId: user.id, officeIds }),
    isPending: add.isMutating,
    onSent: onClose,
  });

  return (
    <FormModal
      title={`Add favorites to guest ${user.id}`}
      onClose={onClose}
      isDirty={favorites.isDirty}
      submitLabel="Add favorites"
      onSubmit={favorites.submit}
      isPending={add.isMutating}
    >
      <TextField label="Office ids" {...favorites.field} autoFocus />
    </FormModal>
  );
}
