import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PickupPlace } from '@/contract/places';
import { placeKeys } from '@/web/shared/places/api/place-queries';
import { placeOperations } from '@/contract/operations/places';
import { ApiError } from '@/web/shared/lib/api-client';
import { call } from '@/web/shared/lib/call';
import { scheduleUndoable } from '@/web/shared/lib/undoable';
import { useDismissNote, useNotify } from '@/web/shared/ui/notify';

/** How long a deleted place can be brought back before its DELETE is sent. */
export const UNDO_MS = 5000;
const deleteKey = (id: string) => `delete-place:${id}`;

/**
 * Deleting from the list, undoable: the row goes at once, "Undo" shows for a few seconds, and only
 * then is the DELETE sent (the platform cannot restore a deleted place). See shared/lib/undoable.ts
 * for what happens when the user leaves meanwhile.
 */
export function useUndoableDelete() {
  const { t } = useTranslation();
  const notify = useNotify();
  const dismiss = useDismissNote();
  const queryClient = useQueryClient();
  return (place: PickupPlace) => {
    let note = 0;
    const undo = scheduleUndoable(
      {
        key: deleteKey(place.id),
        commit: ({ keepalive }) =>
          call(placeOperations.delete, { params: { id: place.id } }, { keepalive }).catch(
            (error: unknown) => {
              // Gone already (someone else deleted it): what the user wanted.
              if (!(error instanceof ApiError && error.status === 404)) throw error;
            },
          ),
        onSettled: (error) => {
          dismiss(note);
          queryClient.removeQueries({ queryKey: placeKeys.detail(place.id) });
          void queryClient.invalidateQueries({ queryKey: placeKeys.lists() });
          if (error)
            notify(
              t('places.deleteFailed', {
                name: place.name,
                reason: error instanceof Error ? error.message : String(error),
              }),
              'error',
            );
        },
      },
      UNDO_MS,
    );
    note = notify(t('places.deletedUndo', { name: place.name }), 'success', {
      duration: UNDO_MS,
      action: {
        label: t('common.undo'),
        onClick: () => {
          if (undo()) notify(t('places.deleteUndone', { name: place.name }), 'info');
        },
      },
    });
  };
}
