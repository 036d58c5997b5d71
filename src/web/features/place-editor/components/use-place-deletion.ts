import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickupPlace } from '@/contract/places';
import { useNotify } from '@/web/shared/ui/notify';
import { useDeletePlace } from '../api/place-mutations';

interface DeletionOptions {
  place: PickupPlace | undefined;
  /** The version the delete names (If-Match). */
  etag: string | undefined;
  onDeleted: () => void;
  onError: (error: unknown) => void;
}

/** Deleting the place: the question first, then the delete of the version the form is based on. */
export function usePlaceDeletion({ place, etag, onDeleted, onError }: DeletionOptions) {
  const { t } = useTranslation();
  const notify = useNotify();
  const remove = useDeletePlace();
  const [confirmDelete, setConfirmDelete] = useState(false);
  return {
    open: confirmDelete,
    busy: remove.isPending,
    ask: () => setConfirmDelete(true),
    onCancel: () => setConfirmDelete(false),
    onConfirm: () =>
      remove.mutate(
        { id: place!.id, etag },
        {
          onSuccess: () => {
            notify(t('editor.deleted', { name: place!.name }));
            onDeleted();
          },
          onError: (error) => {
            setConfirmDelete(false);
            onError(error);
          },
        },
      ),
  };
}
