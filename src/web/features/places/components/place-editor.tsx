import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { M, translateMessage, type Locale } from '../../../../contract/messages';
import { ApiError } from '../../../shared/lib/api-client';
import { useAppConfig } from '../../../shared/lib/app-config';
import { useUnsavedChangesGuard } from '../../../shared/lib/use-unsaved-changes-guard';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useNotify } from '../../../shared/ui/notify';
import {
  uploadPlaceImage,
  useCreatePlace,
  useDeletePlace,
  useUpdatePlace,
  useUploadImage,
} from '../api/place-mutations';
import { placeQueries, type PlaceWithEtag } from '../api/place-queries';
import {
  PlaceFormSchema,
  emptyFormValues,
  formFieldOf,
  toCreateBody,
  toFormValues,
  toPatch,
  type PlaceFormValues,
} from '../lib/place-form-model';
import { ConflictDialog } from './conflict-dialog';
import { ExceptionsSection, todayIn } from './exceptions-section';
import { HoursGrid } from './hours-grid';
import { ImageDropzone } from './image-dropzone';
import { LocationPicker } from './location-picker';
import { AddressFields, BasicsFields, fieldPropsFor } from './place-form-fields';

interface Props {
  eshopId: string;
  loaded?: PlaceWithEtag;
  readOnly: boolean;
}

function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {aside}
      </Stack>
      {children}
    </Paper>
  );
}

export function PlaceEditor({ eshopId, loaded, readOnly }: Props) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'cs' ? 'cs' : 'en') as Locale;
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const config = useAppConfig().data;
  const place = loaded?.place;
  const [etag, setEtag] = useState(loaded?.etag);
  const [initial, setInitial] = useState(() => (place ? toFormValues(place) : emptyFormValues()));
  const [pendingImage, setPendingImage] = useState<File | null>(null);
  const [conflict, setConflict] = useState<{ latest: PlaceWithEtag; changed: string[] } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const leaving = useRef(false);

  const form = useForm<PlaceFormValues>({
    defaultValues: initial,
    resolver: zodResolver(PlaceFormSchema as unknown as z.ZodType<PlaceFormValues, PlaceFormValues>, {
      reportInput: true,
    }),
    mode: 'onTouched',
  });
  const create = useCreatePlace();
  const update = useUpdatePlace(place?.id ?? '');
  const remove = useDeletePlace();
  const upload = useUploadImage(place?.id ?? '');
  const blocker = useUnsavedChangesGuard(form.formState.isDirty, leaving);
  const translate = useCallback(
    (message: string | undefined) =>
      message === undefined
        ? undefined
        : message === 'is required' || message === M.notEmpty.en || message.includes('received undefined')
          ? t('validation.required')
          : translateMessage(message, lang),
    [lang, t],
  );
  const field = fieldPropsFor(form, readOnly, translate);

  const leave = (to: string) => {
    leaving.current = true;
    void navigate(to);
  };

  /** Server-side field errors go onto the fields they name; the rest into one message. */
  const showError = (error: unknown) => {
    if (error instanceof ApiError && error.fieldErrors.length) {
      for (const e of error.fieldErrors) form.setError(formFieldOf(e.field) as never, { message: e.message });
      setFormError(`${error.title}: ${error.message}`);
    } else setFormError(error instanceof Error ? error.message : String(error));
  };

  const saved = (result: PlaceWithEtag, message: string) => {
    const values = toFormValues(result.place);
    setInitial(values);
    setEtag(result.etag);
    form.reset(values);
    notify(message);
  };

  const patchWith = async (values: PlaceFormValues, base: PlaceFormValues, withEtag: string | undefined) => {
    const patch = toPatch(values, base);
    if (Object.keys(patch).length === 0)
      return saved({ place: place!, etag: withEtag }, t('editor.nothingChanged'));
    try {
      const result = await update.mutateAsync({ patch, etag: withEtag });
      saved(result, t('editor.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) {
        const latest = await queryClient.fetchQuery({ ...placeQueries.detail(place!.id), staleTime: 0 });
        setConflict({ latest, changed: Object.keys(toPatch(toFormValues(latest.place), initial)) });
      } else showError(error);
    }
  };

  const submitValues = async (values: PlaceFormValues) => {
    setFormError(null);
    if (place) return patchWith(values, initial, etag);
    try {
      const created = await create.mutateAsync(toCreateBody(values, eshopId));
      if (pendingImage) {
        try {
          await uploadPlaceImage(created.place.id, pendingImage, () => {});
        } catch (error) {
          notify(
            t('editor.imageFailedAfterCreate', { reason: error instanceof Error ? error.message : '' }),
            'warning',
          );
        }
      }
      notify(t('editor.created'));
      leave(`/places/${created.place.id}`);
    } catch (error) {
      showError(error);
    }
  };
  // An event handler, so nothing of it runs while rendering.
  const onSubmit = (event: FormEvent) =>
    form.handleSubmit(submitValues, () => setFormError(t('editor.fixErrors')))(event);

  const gps = useWatch({ control: form.control, name: 'location.gps' });
  const setGps = useCallback(
    (latitude: string, longitude: string) => {
      form.setValue('location.gps.latitude', latitude, { shouldDirty: true, shouldValidate: true });
      form.setValue('location.gps.longitude', longitude, { shouldDirty: true, shouldValidate: true });
    },
    [form],
  );

  return (
    <FormProvider {...form}>
      <Box component="form" onSubmit={onSubmit} noValidate>
        <Stack spacing={2.5} sx={{ maxWidth: 1100, mx: 'auto', pb: 3 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600, flexGrow: 1 }}>
              {place ? place.name : t('editor.newTitle')}
            </Typography>
            {readOnly && <Chip label={t('editor.readOnly')} />}
            {place && <Chip variant="outlined" label={t('editor.zone', { zone: place.zoneId })} />}
          </Stack>
          {formError && (
            <Alert severity="error" role="alert" onClose={() => setFormError(null)}>
              {formError}
            </Alert>
          )}
          <Section title={t('editor.basics')}>
            <BasicsFields readOnly={readOnly} translate={translate} />
          </Section>
          <Section title={t('editor.address')}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
              <Box sx={{ flex: 1 }}>
                <AddressFields readOnly={readOnly} translate={translate} />
              </Box>
              <Stack spacing={2} sx={{ flex: 1 }}>
                <Stack direction="row" spacing={2}>
                  {/* Set from the map without an input event: the label must be told it is filled. */}
                  <TextField
                    {...field('location.gps.latitude', t('fields.latitude'), true)}
                    slotProps={{ inputLabel: { shrink: gps.latitude ? true : undefined } }}
                  />
                  <TextField
                    {...field('location.gps.longitude', t('fields.longitude'), true)}
                    slotProps={{ inputLabel: { shrink: gps.longitude ? true : undefined } }}
                  />
                </Stack>
                <LocationPicker
                  latitude={gps.latitude}
                  longitude={gps.longitude}
                  readOnly={readOnly}
                  label={t('editor.mapLabel')}
                  onChange={setGps}
                />
                {!readOnly && (
                  <Typography variant="caption" color="text.secondary">
                    {t('editor.mapHint')}
                  </Typography>
                )}
              </Stack>
            </Stack>
          </Section>
          <Section
            title={t('editor.hours')}
            aside={
              <Typography variant="body2" color="text.secondary">
                {place ? t('editor.zone', { zone: place.zoneId }) : t('editor.zoneAfterSave')}
              </Typography>
            }
          >
            <Controller
              control={form.control}
              name="regular"
              render={({ field: f, fieldState }) => (
                <HoursGrid
                  value={f.value}
                  onChange={(week) => f.onChange(week)}
                  readOnly={readOnly}
                  errors={(form.formState.errors.regular ?? fieldState.error) as never}
                  translateError={translate}
                />
              )}
            />
          </Section>
          <Section title={t('editor.exceptions')}>
            <Controller
              control={form.control}
              name="exceptions"
              render={({ field: f }) => (
                <ExceptionsSection
                  value={f.value}
                  onChange={f.onChange}
                  readOnly={readOnly}
                  zoneId={place?.zoneId}
                  today={todayIn(place?.zoneId)}
                />
              )}
            />
          </Section>
          <Section title={t('editor.image')}>
            <ImageDropzone
              currentUrl={place?.image}
              maxBytes={config?.maxImageBytes ?? 5 * 1024 * 1024}
              readOnly={readOnly}
              {...(place
                ? {
                    upload: async (file: File, onProgress: (n: number) => void) => {
                      const info = await upload.mutateAsync({ file, onProgress });
                      notify(t('image.uploaded'));
                      return info;
                    },
                  }
                : { onPick: setPendingImage })}
            />
          </Section>
        </Stack>
        <Paper
          elevation={3}
          sx={{
            position: 'sticky',
            bottom: 0,
            mx: { xs: -1.5, md: -3 },
            mb: { xs: -1.5, md: -3 },
            px: 3,
            py: 1.5,
            zIndex: 1100,
          }}
          component="footer"
        >
          <Stack direction="row" spacing={1.5} sx={{ maxWidth: 1100, mx: 'auto', alignItems: 'center' }}>
            {place && !readOnly && (
              <Button color="error" startIcon={<DeleteOutlined />} onClick={() => setConfirmDelete(true)}>
                {t('common.delete')}
              </Button>
            )}
            <Box sx={{ flexGrow: 1 }}>
              {form.formState.isDirty && (
                <Typography variant="body2" color="text.secondary" role="status">
                  {t('editor.unsaved')}
                </Typography>
              )}
            </Box>
            <Button onClick={() => void navigate(`/places?eshop=${eshopId}`)}>
              {readOnly ? t('common.back') : t('common.cancel')}
            </Button>
            {!readOnly && (
              <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
                {place ? t('common.save') : t('editor.create')}
              </Button>
            )}
          </Stack>
        </Paper>
      </Box>

      <ConflictDialog
        open={Boolean(conflict)}
        changedFields={conflict?.changed ?? []}
        busy={update.isPending}
        onCancel={() => setConflict(null)}
        onReload={() => {
          if (!conflict) return;
          saved(conflict.latest, t('editor.reloaded'));
          setConflict(null);
        }}
        onOverwrite={() => {
          if (!conflict) return;
          const { latest } = conflict;
          setConflict(null);
          // Overwrite knowingly: the user's own changes, applied on top of the latest version.
          void patchWith(form.getValues(), initial, latest.etag);
        }}
      />
      <ConfirmDialog
        open={confirmDelete}
        title={t('editor.deleteTitle')}
        body={t('editor.deleteBody', { name: place?.name })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        destructive
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(
            { id: place!.id, etag },
            {
              onSuccess: () => {
                notify(t('editor.deleted', { name: place!.name }));
                leave(`/places?eshop=${eshopId}`);
              },
              onError: (error) => {
                setConfirmDelete(false);
                showError(error);
              },
            },
          )
        }
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('editor.leaveTitle')}
        body={t('editor.leaveBody')}
        confirmLabel={t('editor.leave')}
        cancelLabel={t('editor.stay')}
        destructive
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      />
    </FormProvider>
  );
}
