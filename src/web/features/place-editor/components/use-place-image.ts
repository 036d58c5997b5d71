import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@/domain/words/messages';
import { useAppConfig } from '@/web/shared/lib/app-config';
import { placeKeys, placeQueries, type PlaceWithEtag } from '@/web/shared/places/api/place-queries';
import { useNotify } from '@/web/shared/ui/notify';
import { uploadPlaceImage } from '../api/place-mutations';
import { toFormValues, toPatch, type PlaceFormValues } from '../lib/place-form-model';
import { imageErrorText } from './image-dropzone';
import { forgetHandedOver, handedOver, handOver } from './staged-image-handoff';

interface ImageOptions {
  placeId: string | undefined;
  adoptVersion: (latest: PlaceWithEtag) => void;
  lang: Locale;
}

/** What Save did before the upload: said with the upload's failure, so nothing is half-said. */
export type SavedBefore = 'nothing' | 'fields' | 'created';

/**
 * The place's image as an unsaved change: picking one only stages it (checked, previewed); Save
 * uploads it after the fields (POST …/image, which replaces the stored one). A failed upload keeps
 * the file staged and says what was saved before it, so Save (or Retry) sends the image alone.
 */
export function usePlaceImage({ placeId, adoptVersion, lang }: ImageOptions) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const maxImageBytes = useAppConfig().data?.maxImageBytes ?? 5 * 1024 * 1024;
  // A new place's editor hands over an image whose upload failed after the creation.
  const [start] = useState(() => handedOver(placeId));
  const [staged, setStaged] = useState<File | null>(start?.file ?? null);
  const [failure, setFailure] = useState<string | null>(start?.failure ?? null);
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => forgetHandedOver(placeId), [placeId]);

  const stage = (file: File | null) => {
    setStaged(file);
    setFailure(null);
  };

  /**
   * After this editor's own upload the place has a new version: it becomes the base of the next
   * save, or that save would be refused as if someone else had changed it. Only when no field
   * differs from `base`; a field someone else changed meanwhile stays a conflict to show.
   */
  const adoptOwnUpload = async (id: string, base: PlaceFormValues) => {
    try {
      const latest = await queryClient.fetchQuery({ ...placeQueries.detail(id), staleTime: 0 });
      if (Object.keys(toPatch(toFormValues(latest.place), base)).length === 0) adoptVersion(latest);
    } catch {
      // Not readable now: the next save meets the old version and says so.
    }
  };

  /** Uploads the staged file, if any; null when there was none or it was stored, else what to say. */
  const uploadStaged = async (id: string, base: PlaceFormValues | null, before: SavedBefore) => {
    if (!staged) return null;
    setFailure(null);
    setProgress(0);
    try {
      await uploadPlaceImage(id, staged, { onProgress: setProgress });
      setStaged(null);
      void queryClient.invalidateQueries({ queryKey: placeKeys.lists() });
      if (base) await adoptOwnUpload(id, base);
      return null;
    } catch (error) {
      const reason = imageErrorText(error, t, maxImageBytes, lang);
      const said = t(`imageStaging.failed.${before}`, { reason });
      setFailure(said);
      return said;
    } finally {
      setProgress(null);
    }
  };

  /** Save's part after the fields (or alone, when only the image changed): one message for both. */
  const saveAfter = async (id: string, base: PlaceFormValues, fieldsSaved: boolean) => {
    const failure = await uploadStaged(id, base, fieldsSaved ? 'fields' : 'nothing');
    if (failure) notify(failure, 'warning');
    else notify(t(fieldsSaved ? 'imageStaging.savedWithFields' : 'imageStaging.saved'));
  };

  /** After a creation; a failed upload goes on, staged, to the new place's own editor. */
  const uploadAfterCreate = async (id: string) => {
    const failure = await uploadStaged(id, null, 'created');
    if (failure && staged) handOver(id, { file: staged, failure });
    return failure;
  };

  return {
    staged,
    progress,
    failure,
    maxImageBytes,
    stage,
    unstage: () => stage(null),
    saveAfter,
    uploadAfterCreate,
  };
}

export type PlaceImageState = ReturnType<typeof usePlaceImage>;
