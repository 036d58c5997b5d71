import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickupPlace } from '@/contract/places';
import type { Locale } from '@/domain/words/messages';
import { useAppConfig } from '@/web/shared/lib/app-config';
import { placeQueries, type PlaceWithEtag } from '@/web/shared/places/api/place-queries';
import { useNotify } from '@/web/shared/ui/notify';
import { uploadPlaceImage, useUploadImage } from '../api/place-mutations';
import { toFormValues, toPatch, type PlaceFormValues } from '../lib/place-form-model';
import { imageErrorText } from './image-dropzone';

interface ImageOptions {
  place: PickupPlace | undefined;
  /** The values the form is based on, to tell whether anything but the image changed meanwhile. */
  initial: PlaceFormValues;
  adoptVersion: (latest: PlaceWithEtag) => void;
  lang: Locale;
}

/** The place's image: an existing place uploads at once; a new one keeps the file until it has been created. */
export function usePlaceImage({ place, initial, adoptVersion, lang }: ImageOptions) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const maxImageBytes = useAppConfig().data?.maxImageBytes ?? 5 * 1024 * 1024;
  const upload = useUploadImage(place?.id ?? '');
  const [pendingImage, setPendingImage] = useState<File | null>(null);

  /**
   * After this editor's own image upload the place has a new version: take it as the base of the
   * next save, or that save would be refused as if someone else had changed the place. Only when
   * nothing but the image changed; a field someone else changed meanwhile stays a conflict to show.
   */
  const adoptOwnUpload = async (id: string) => {
    try {
      const latest = await queryClient.fetchQuery({ ...placeQueries.detail(id), staleTime: 0 });
      if (Object.keys(toPatch(toFormValues(latest.place), initial)).length === 0) adoptVersion(latest);
    } catch {
      // Not readable now: the next save meets the old version and says so.
    }
  };

  const image = place
    ? {
        upload: async (file: File, onProgress: (n: number) => void) => {
          const info = await upload.mutateAsync({ file, onProgress });
          await adoptOwnUpload(place.id);
          notify(t('image.uploaded'));
          return info;
        },
      }
    : { onPick: setPendingImage };

  /** The file picked for a new place, uploaded once the place exists; a failure only warns. */
  const uploadPending = async (id: string) => {
    if (!pendingImage) return;
    try {
      await uploadPlaceImage(id, pendingImage);
    } catch (error) {
      notify(
        t('editor.imageFailedAfterCreate', { reason: imageErrorText(error, t, maxImageBytes, lang) }),
        'warning',
      );
    }
  };

  return { image, maxImageBytes, uploadPending };
}
