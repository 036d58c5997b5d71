import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  Link,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Locale } from '../../../../contract/messages';
import { DAYS } from '../../../../contract/opening-hours';
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
import { groupExceptions } from '../lib/opening-hours';
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
import { fieldId } from '../lib/field-ids';
import { ConflictDialog } from './conflict-dialog';
import { ExceptionsSection, todayIn } from './exceptions-section';
import { HoursGrid } from './hours-grid';
import { ImageDropzone, imageErrorText } from './image-dropzone';
import { LocationPicker } from './location-picker';
import { AddressFields, BasicsFields, fieldPropsFor } from './place-form-fields';

interface Props {
  eshopId: string;
  loaded?: PlaceWithEtag;
  readOnly: boolean;
  /** Where Cancel/Back goes: the list as the user left it (its page, sort, view, map position). */
  returnTo?: string;
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

export function PlaceEditor({ eshopId, loaded, readOnly, returnTo }: Props) {
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
  const [conflict, setConflict] = useState<{ latest: PlaceWithEtag; changed: string[] } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  /** After a refused save: the list of what needs attention, kept up to date until all is fixed. */
  const [showSummary, setShowSummary] = useState(false);
  const leaving = useRef(false);

  const form = useForm<PlaceFormValues>({
    defaultValues: initial,
    // The contract's rules, in the catalogue's plain words (src/contract/messages.ts).
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
  const field = fieldPropsFor(form, readOnly, translate);

  const leave = (to: string) => {
    leaving.current = true;
    void navigate(to);
  };

  /** The form field an error's path points the user to (an interval's error: its opening time). */
  const targetOf = (path: string): string => {
    const parts = path.split('.');
    if (parts[0] === 'regular') {
      if (parts.length === 2) return `regular.${parts[1]}.0.from`;
      if (parts.length === 3) return `${path}.from`;
      return path;
    }
    if (parts[0] === 'exceptions') {
      const date = form.getValues('exceptions')[Number(parts[1])]?.date;
      const group = groupExceptions(form.getValues('exceptions')).find((g) =>
        g.items.some((e) => e.date === date),
      );
      return group ? `exception.${group.from}` : 'exceptions';
    }
    return path;
  };

  /** The field's name as the user sees it, for the list of errors. */
  const labelOf = (path: string): string => {
    const parts = path.split('.');
    if (parts[0] === 'regular') {
      const day = t(`days.${parts[1]}`);
      if (parts.length === 2) return day;
      return t(parts[3] === 'to' ? 'hours.closes' : 'hours.opens', { day, n: Number(parts[2]) + 1 });
    }
    if (parts[0] === 'exceptions') {
      const date = form.getValues('exceptions')[Number(parts[1])]?.date;
      return t('hours.exceptionOf', { date: date ? formatDate(date, lang) : '' });
    }
    return t(`fields.${parts[parts.length - 1]}`);
  };

  const focusField = (path: string) => {
    const element = document.getElementById(fieldId(targetOf(path)));
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

  const saved = (result: PlaceWithEtag, message: string) => {
    const values = toFormValues(result.place);
    setInitial(values);
    setEtag(result.etag);
    setServerPlace(result.place);
    form.reset(values);
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
    try {
      const created = await create.mutateAsync(toCreateBody(values, eshopId));
      if (pendingImage) {
        try {
          await uploadPlaceImage(created.place.id, pendingImage, () => {});
        } catch (error) {
          notify(
            t('editor.imageFailedAfterCreate', { reason: imageErrorText(error, t, maxImageBytes, lang) }),
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

  const errorList = showSummary ? inPageOrder(flattenErrors(form.formState.errors)) : [];

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
      <Box
        component="form"
        onSubmit={onSubmit}
        noValidate
        // A field reached with Tab is scrolled clear of the sticky save bar below it.
        sx={{
          '& input, & textarea, & button, & [tabindex]': {
            scrollMarginBottom: '88px',
            scrollMarginTop: '80px',
          },
        }}
      >
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
          {errorList.length > 0 && (
            <Alert severity="error" role="alert" aria-labelledby="place-errors-title">
              <AlertTitle id="place-errors-title">{t('editor.fixErrors')}</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {errorList.map((e) => (
                  <li key={e.path}>
                    <Link
                      component="button"
                      type="button"
                      color="inherit"
                      onClick={() => focusField(e.path)}
                      sx={{ textAlign: 'left', verticalAlign: 'baseline' }}
                    >
                      {labelOf(e.path)}: {translate(e.message)}
                    </Link>
                  </li>
                ))}
              </Box>
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
                    inputMode="decimal"
                  />
                  <TextField
                    {...field('location.gps.longitude', t('fields.longitude'), true)}
                    slotProps={{ inputLabel: { shrink: gps.longitude ? true : undefined } }}
                    inputMode="decimal"
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
                  onBlur={f.onBlur}
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
                  onChange={(next) => f.onChange(next)}
                  errors={form.formState.errors.exceptions as never}
                  translateError={translate}
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
              maxBytes={maxImageBytes}
              readOnly={readOnly}
              {...(place
                ? {
                    upload: async (file: File, onProgress: (n: number) => void) => {
                      const info = await upload.mutateAsync({ file, onProgress });
                      await adoptOwnUpload(place.id);
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
            <Button onClick={() => void navigate(returnTo ?? `/places?eshop=${eshopId}`)}>
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

/** A date (YYYY-MM-DD) as people read it: 24 Dec 2026, 24. 12. 2026. */
function formatDate(date: string, lang: Locale) {
  return new Intl.DateTimeFormat(lang === 'cs' ? 'cs-CZ' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** The form's fields in the order the page shows them: the list of errors and the focus follow it. */
const PAGE_ORDER = [
  'name',
  'type',
  'originPickupPlaceId',
  'phone',
  'email',
  'storageTimeInDays',
  'storageTimeType',
  'note',
  'location.line1',
  'location.line2',
  'location.city',
  'location.zipCode',
  'location.region',
  'location.state',
  'countryCode',
  'location.gps.latitude',
  'location.gps.longitude',
  ...DAYS.map((d) => `regular.${d}`),
  'exceptions',
];

function inPageOrder<T extends { path: string }>(errors: T[]): T[] {
  const rank = (path: string) => {
    const parts = path.split('.');
    const i = PAGE_ORDER.findIndex((p) => path === p || path.startsWith(`${p}.`));
    // Within a day or the exceptions: by interval (or exception), opening time before closing time.
    const index = Number(parts[parts[0] === 'regular' ? 2 : 1] ?? 0) || 0;
    const field = parts[parts.length - 1] === 'to' ? 1 : 0;
    return [i < 0 ? PAGE_ORDER.length : i, index, field];
  };
  return [...errors].sort((a, b) => {
    const [x, y] = [rank(a.path), rank(b.path)];
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
  });
}
