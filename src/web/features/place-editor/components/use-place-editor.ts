import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PickupPlace } from '@/contract/places';
import type { Locale } from '@/domain/words/messages';
import { ApiError } from '@/web/shared/lib/api-client';
import { paths } from '@/web/shared/lib/paths';
import { useUnsavedChangesGuard } from '@/web/shared/lib/use-unsaved-changes-guard';
import { useNotify } from '@/web/shared/ui/notify';
import { useCreatePlace, useUpdatePlace } from '../api/place-mutations';
import { placeQueries, type PlaceWithEtag } from '@/web/shared/places/api/place-queries';
import {
  errorText,
  toCreateBody,
  toFormValues,
  toPatch,
  type PlaceFormValues,
} from '../lib/place-form-model';
import { useEditorErrors } from './use-editor-errors';
import { usePlaceBase } from './use-place-base';
import { usePlaceDeletion } from './use-place-deletion';
import { usePlaceImage } from './use-place-image';
import { useChangedElsewhere } from './use-changed-elsewhere';
import { useSaveConflict } from './use-save-conflict';

export interface PlaceEditorOptions {
  eshopId: string;
  loaded?: PlaceWithEtag;
  /** A new place's starting values: a copy of this place ("Duplicate this place"). */
  copyOf?: PickupPlace;
  /** Where Cancel/Back goes: the list as the user left it (its page, sort, view, map position). */
  returnTo?: string;
}

/**
 * The editor's behaviour without its layout: save (create, or a patch with If-Match) and where the
 * user goes after it. Each other job has its hook: the form and its server copy (usePlaceBase), the
 * errors (useEditorErrors), the conflict (useSaveConflict), delete, the image.
 */
export function usePlaceEditor({ eshopId, loaded, copyOf, returnTo }: PlaceEditorOptions) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'cs' ? 'cs' : 'en') as Locale;
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const place = loaded?.place;
  const { form, etag, serverPlace, initial, saved, adoptVersion } = usePlaceBase(loaded, copyOf);
  const errors = useEditorErrors(form, lang);
  const image = usePlaceImage({ placeId: place?.id, adoptVersion, lang });
  /**
   * A new place being created, then opened in its own editor: meanwhile this form takes no input
   * (the place is made from what was sent, and this form is about to go).
   */
  const [creation, setCreation] = useState<'sending' | 'opening' | null>(null);
  const leaving = useRef(false);
  const create = useCreatePlace();
  const update = useUpdatePlace(place?.id ?? '');
  const blocker = useUnsavedChangesGuard(form.formState.isDirty || image.staged !== null, leaving);
  const translate = useCallback((message: string | undefined) => errorText(message, lang), [lang]);
  const listPath = paths.places(eshopId);

  const leave = (to: string) => {
    leaving.current = true;
    void navigate(to);
  };

  const patchWith = async (values: PlaceFormValues, base: PlaceFormValues, withEtag: string | undefined) => {
    const patch = toPatch(values, base);
    const withImage = image.staged !== null;
    if (Object.keys(patch).length === 0) {
      if (withImage) return image.saveAfter(place!.id, base, false);
      return saved({ place: serverPlace!, etag: withEtag }, t('editor.nothingChanged'));
    }
    try {
      const result = await update.mutateAsync({ patch, etag: withEtag });
      saved(result, withImage ? undefined : t('editor.saved'));
      // The image only after the fields were stored: never after a refused PATCH (a conflict).
      if (withImage) await image.saveAfter(place!.id, toFormValues(result.place), true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 412)
        await conflict.open(place!.id, initial, values, serverPlace);
      else errors.showError(error);
    }
  };

  const conflict = useSaveConflict({
    busy: update.isPending,
    onReload: (latest) => saved(latest, t('editor.reloaded')),
    // Overwrite knowingly: the user's own changes, applied on top of the latest version.
    onOverwrite: (latest) => void patchWith(form.getValues(), initial, latest.etag),
  });

  // A change made elsewhere: taken quietly into a clean form, else a warning whose Review opens the conflict.
  const changedElsewhere = useChangedElsewhere({
    placeId: place?.id,
    etag,
    dirty: form.formState.isDirty,
    busy: update.isPending || conflict.actions.open,
    take: (latest) => saved(latest, t('live.updated')),
  });

  const deletion = usePlaceDeletion({
    place,
    etag,
    onDeleted: () => leave(listPath),
    onError: errors.showError,
  });

  const submitValues = async (values: PlaceFormValues) => {
    errors.clear();
    if (place) return patchWith(values, initial, etag);
    setCreation('sending');
    try {
      const created = await create.mutateAsync(toCreateBody(values, eshopId));
      const failure = await image.uploadAfterCreate(created.place.id);
      notify(failure ?? t('editor.created'), failure ? 'warning' : undefined);
      setCreation('opening');
      leave(paths.place(created.place.id));
    } catch (error) {
      setCreation(null);
      errors.showError(error);
    }
  };
  // An event handler, so nothing of it runs while rendering.
  const onSubmit = (event: FormEvent) => form.handleSubmit(submitValues, errors.showInvalid)(event);

  return {
    form,
    place,
    creation,
    maxImageBytes: image.maxImageBytes,
    translate,
    onSubmit,
    formError: errors.formError,
    clearFormError: errors.clearFormError,
    errorList: errors.errorList,
    labelOf: errors.labelOf,
    focusField: errors.focusField,
    image: { ...image, retry: place ? () => void image.saveAfter(place.id, initial, false) : undefined },
    conflict: conflict.actions,
    changedElsewhere,
    review: () => void conflict.open(place!.id, initial, form.getValues(), serverPlace),
    deletion,
    blocker,
    cancel: () => void navigate(returnTo ?? listPath),
    /**
     * After a change made elsewhere (a revert in the history): the form takes the new version, but
     * what the user has typed and not saved yet stays typed.
     */
    reload: async () => {
      if (!place) return;
      saved(
        await queryClient.fetchQuery({ ...placeQueries.detail(place.id), staleTime: 0 }),
        t('history.reverted'),
        true,
      );
    },
  };
}

export type PlaceEditorState = ReturnType<typeof usePlaceEditor>;
