import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PickupPlace } from '@/contract/places';
import { placeQueries, type PlaceWithEtag } from '@/web/shared/places/api/place-queries';
import type { ConflictValues } from '../lib/conflict-changes';
import { toFormValues, toPatch, type PlaceFormValues } from '../lib/place-form-model';

interface ConflictChoices {
  busy: boolean;
  /** Take the latest version as the form's base, dropping the user's changes. */
  onReload: (latest: PlaceWithEtag) => void;
  /** Apply the user's changes on top of the latest version. */
  onOverwrite: (latest: PlaceWithEtag) => void;
}

/** A save refused because someone else saved first: what they changed, and the user's choice. */
export function useSaveConflict({ busy, onReload, onOverwrite }: ConflictChoices) {
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<{
    latest: PlaceWithEtag;
    changed: string[];
    values: ConflictValues;
  } | null>(null);

  /**
   * Reads the latest version and names the fields it changed against the form's base; keeps what
   * the form holds now (`current`), to show the user's value beside theirs.
   */
  const open = async (
    id: string,
    initial: PlaceFormValues,
    current: PlaceFormValues,
    serverPlace: PickupPlace | undefined,
  ) => {
    const latest = await queryClient.fetchQuery({ ...placeQueries.detail(id), staleTime: 0 });
    const latestValues = toFormValues(latest.place);
    const changed = Object.keys(toPatch(latestValues, initial));
    if (latest.place.image !== serverPlace?.image) changed.push('image');
    const values = { latest: latestValues, initial, current, latestHasImage: Boolean(latest.place.image) };
    setConflict({ latest, changed, values });
  };

  const actions = {
    open: Boolean(conflict),
    changedFields: conflict?.changed ?? [],
    values: conflict?.values,
    busy,
    onCancel: () => setConflict(null),
    onReload: () => {
      if (!conflict) return;
      onReload(conflict.latest);
      setConflict(null);
    },
    onOverwrite: () => {
      if (!conflict) return;
      const { latest } = conflict;
      setConflict(null);
      onOverwrite(latest);
    },
  };

  return { open, actions };
}
