import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Locale } from '@/domain/words/messages';
import { ApiError } from '@/web/shared/lib/api-client';
import { useAppConfig } from '@/web/shared/lib/app-config';
import { useUnsavedChangesGuard } from '@/web/shared/lib/use-unsaved-changes-guard';
import { useNotify } from '@/web/shared/ui/notify';
import {
  uploadPlaceImage,
  useCreatePlace,
  useDeletePlace,
  useUpdatePlace,
  useUploadImage,
} from '../api/place-mutations';
import { placeQueries, type PlaceWithEtag } from '@/web/shared/places/api/place-queries';
import { errorLabel, errorTarget, inPageOrder } from '../lib/error-summary';
import { fieldId } from '../lib/field-ids';
import {
  emptyFormValues,
  errorText,
  flattenErrors,
  formFieldOf,
  placeFormResolver,
  toCreateBody,
  toFormValues,
  toPatch,
  type PlaceFormValues,
} from '../lib/place-form-model';
import { imageErrorText } from './image-dropzone';
import { paths } from '@/web/shared/lib/paths';

export interface PlaceEditorOptions {
  eshopId: string;
  loaded?: PlaceWithEtag;
  /** Where Cancel/Back goes: the list as the user left it (its page, sort, view, map position). */
  returnTo?: string;
}

/**
 * The editor's behaviour without its layout: the form based on the server's copy, save (create, or
 * a patch with If-Match), the conflict when someone else saved first, delete, the image upload and
 * the re-read after it, the list of errors and where each one sends the focus.
 */
export function usePlaceEditor({ eshopId, loaded, returnTo }: PlaceEditorOptions) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'cs' ? 'cs' : 'en') as Locale;
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const config = useAppConfig().data;
  const maxImageBytes = config?.maxImageBytes ?? 5 * 1024 * 1024;
  const place = loaded?.place;
  const [etag, setEtag] = useState(loaded?.etag);
  /** The server's copy the form is based on (the image is not a form field). */
  const [serverPlace, setServerPlace] = useState(place);
  const [initial, setInitial] = useState(() => (place ? toFormValues(place) : emptyFormValues()));
  const [pendingImage, setPendingImage] = useState<File | null>(null);
  /**
   * A new place being created, then opened in its own editor: meanwhile this form takes no input
   * (the place is made from what was sent, and this form is about to go).
   */
  const [creation, setCreation] = useState<'sending' | 'opening' | null>(null);
  const [conflict, setConflict] = useState<{ latest: PlaceWithEtag; changed: string[] } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  /** After a refused save: the list of what needs attention, kept up to date until all is fixed. */
  const [showSummary, setShowSummary] = useState(false);
  const leaving = useRef(false);

  const form = useForm<PlaceFormValues>({
    defaultValues: initial,
    // The contract's rules, in the catalogue's plain words (src/domain/words/messages.ts).
    resolver: placeFormResolver,
    mode: 'onTouched',
    // The first field in error is focused here, in the page's order and clear of the save bar.
    shouldFocusError: false,
  });
  const create = useCreatePlace();
  const update = useUpdatePlace(place?.id ?? '');
  const remove = useDeletePlace();
  const upload = useUploadImage(place?.id ?? '');
  const blocker = useUnsavedChangesGuard(form.formState.isDirty, leaving);
  const translate = useCallback((message: string | undefined) => errorText(message, lang), [lang]);
  const listPath = paths.places(eshopId);

  const leave = (to: string) => {
    leaving.current = true;
    void navigate(to);
  };

  const labelOf = (path: string) => errorLabel(path, form.getValues('exceptions'), t, lang);

  const focusField = (path: string) => {
    const element = document.getElementById(fieldId(errorTarget(path, form.getValues('exceptions'))));
    if (!element) return;
    element.focus({ preventScroll: true });
    // Centred: never under the sticky save bar nor the app bar.
    element.scrollIntoView({ block: 'center' });
  };

  /** After a refused save: the first field in error, in the page's order, gets the focus. */
  const focusFirstError = (errors: FieldErrors<PlaceFormValues>) => {
    const first = inPageOrder(flattenErrors(errors))[0];
    if (first) focusField(first.path);
  };

  /** Server-side field errors go onto the fields they name; the rest into one message. */
  const showError = (error: unknown) => {
    if (error instanceof ApiError && error.fieldErrors.length) {
      for (const e of error.fieldErrors) {
        const path = formFieldOf(e.field);
        // The contract reports an overlap on the whole interval: the form shows it on its start.
        const onField = /^(regular\.\w+|exceptions\.\d+\.hours)\.\d+$/.test(path) ? `${path}.from` : path;
        form.setError(onField as never, { message: e.message });
      }
      setFormError(`${error.title}: ${error.message}`);
      setShowSummary(true);
      focusFirstError(form.formState.errors);
    } else
      setFormError(
        error instanceof ApiError
          ? `${error.title}: ${error.message}`
          : error instanceof Error
            ? error.message
            : String(error),
      );
  };

  /** The server's version becomes the form's base; `keepTyped`: fields the user changed keep their value. */
  const saved = (result: PlaceWithEtag, message: string, keepTyped = false) => {
    const values = toFormValues(result.place);
    setInitial(values);
    setEtag(result.etag);
    setServerPlace(result.place);
    form.reset(values, { keepDirtyValues: keepTyped });
    notify(message);
  };

  const patchWith = async (values: PlaceFormValues, base: PlaceFormValues, withEtag: string | undefined) => {
    const patch = toPatch(values, base);
    if (Object.keys(patch).length === 0)
      return saved({ place: serverPlace!, etag: withEtag }, t('editor.nothingChanged'));
    try {
      const result = await update.mutateAsync({ patch, etag: withEtag });
      saved(result, t('editor.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) {
        const latest = await queryClient.fetchQuery({ ...placeQueries.detail(place!.id), staleTime: 0 });
        const changed = Object.keys(toPatch(toFormValues(latest.place), initial));
        if (latest.place.image !== serverPlace?.image) changed.push('image');
        setConflict({ latest, changed });
      } else showError(error);
    }
  };

  const submitValues = async (values: PlaceFormValues) => {
    setFormError(null);
    setShowSummary(false);
    if (place) return patchWith(values, initial, etag);
    setCreation('sending');
    try {
      const created = await create.mutateAsync(toCreateBody(values, eshopId));
      if (pendingImage) {
        try {
          await uploadPlaceImage(created.place.id, pendingImage);
        } catch (error) {
          notify(
            t('editor.imageFailedAfterCreate', { reason: imageErrorText(error, t, maxImageBytes, lang) }),
            'warning',
          );
        }
      }
      notify(t('editor.created'));
      setCreation('opening');
      leave(paths.place(created.place.id));
    } catch (error) {
      setCreation(null);
      showError(error);
    }
  };
  // An event handler, so nothing of it runs while rendering.
  const onSubmit = (event: FormEvent) =>
    form.handleSubmit(submitValues, (errors) => {
      setFormError(null);
      setShowSummary(true);
      focusFirstError(errors);
    })(event);

  /**
   * After this editor's own image upload the place has a new version: take it as the base of the
   * next save, or that save would be refused as if someone else had changed the place. Only when
   * nothing but the image changed; a field someone else changed meanwhile stays a conflict to show.
   */
  const adoptOwnUpload = async (id: string) => {
    try {
      const latest = await queryClient.fetchQuery({ ...placeQueries.detail(id), staleTime: 0 });
      if (Object.keys(toPatch(toFormValues(latest.place), initial)).length === 0) {
        setEtag(latest.etag);
        setServerPlace(latest.place);
      }
    } catch {
      // Not readable now: the next save meets the old version and says so.
    }
  };

  /** An existing place uploads at once; a new one keeps the file until it has been created. */
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

  const conflictActions = {
    open: Boolean(conflict),
    changedFields: conflict?.changed ?? [],
    busy: update.isPending,
    onCancel: () => setConflict(null),
    onReload: () => {
      if (!conflict) return;
      saved(conflict.latest, t('editor.reloaded'));
      setConflict(null);
    },
    onOverwrite: () => {
      if (!conflict) return;
      const { latest } = conflict;
      setConflict(null);
      // Overwrite knowingly: the user's own changes, applied on top of the latest version.
      void patchWith(form.getValues(), initial, latest.etag);
    },
  };

  const deletion = {
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
            leave(listPath);
          },
          onError: (error) => {
            setConfirmDelete(false);
            showError(error);
          },
        },
      ),
  };

  return {
    form,
    place,
    creation,
    maxImageBytes,
    translate,
    onSubmit,
    formError,
    clearFormError: () => setFormError(null),
    errorList: showSummary ? inPageOrder(flattenErrors(form.formState.errors)) : [],
    labelOf,
    focusField,
    image,
    conflict: conflictActions,
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
