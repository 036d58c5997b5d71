import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Alert, AlertTitle, Box, Button, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useCallback, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PlaceWithEtag } from '@/web/shared/places/api/place-queries';
import type { PlaceFormValues } from '../lib/place-form-model';
import { AddressFinder } from './geocoding/address-finder';
import { AddressSuggestion } from './geocoding/address-suggestion';
import { PinFarWarning } from './geocoding/pin-far-warning';
import { ImageDropzone } from './image-dropzone';
import { LocationPicker } from './location-picker';
import { useFieldProps } from './place-form-fields';
import type { PlaceEditorState } from './use-place-editor';

// The editor's sections. Each reads the form from the FormProvider the editor puts around them.

type Translate = (message: string | undefined) => string | undefined;
type Place = PlaceWithEtag['place'];

export function Section({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-label={title}>
      {/* The aside goes under the title where both do not fit (a phone), never against it. */}
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mb: 2 }}
      >
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {aside}
      </Stack>
      {children}
    </Paper>
  );
}

/** After a refused save: each error, in the page's order, as a link to its field. */
export function ErrorSummary({
  errors,
  labelOf,
  focusField,
  translate,
}: {
  errors: PlaceEditorState['errorList'];
  labelOf: (path: string) => string;
  focusField: (path: string) => void;
  translate: Translate;
}) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <Alert severity="error" role="alert" aria-labelledby="place-errors-title">
      <AlertTitle id="place-errors-title">{t('editor.fixErrors')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {errors.map((e) => (
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
  );
}

/** The GPS fields and the map that sets them. */
export function GpsFields({ readOnly, translate }: { readOnly: boolean; translate: Translate }) {
  const { t } = useTranslation();
  const form = useFormContext<PlaceFormValues>();
  const field = useFieldProps(readOnly, translate);
  const gps = useWatch({ control: form.control, name: 'location.gps' });
  const setGps = useCallback(
    (latitude: string, longitude: string) => {
      form.setValue('location.gps.latitude', latitude, { shouldDirty: true, shouldValidate: true });
      form.setValue('location.gps.longitude', longitude, { shouldDirty: true, shouldValidate: true });
    },
    [form],
  );
  return (
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
      <PinFarWarning />
      {!readOnly && (
        <>
          <Typography variant="caption" color="textSecondary">
            {t('editor.mapHint')}
          </Typography>
          <AddressFinder />
          <AddressSuggestion />
        </>
      )}
    </Stack>
  );
}

export function ImageSection({
  place,
  readOnly,
  maxBytes,
  image,
}: {
  place?: Place;
  readOnly: boolean;
  maxBytes: number;
  image: PlaceEditorState['image'];
}) {
  const { t } = useTranslation();
  return (
    <Section title={t('editor.image')}>
      <ImageDropzone currentUrl={place?.image} maxBytes={maxBytes} readOnly={readOnly} {...image} />
    </Section>
  );
}

/** The sticky bar at the bottom: delete, the unsaved-changes note, cancel and save. */
export function SaveBar({
  place,
  readOnly,
  editor,
}: {
  place?: Place;
  readOnly: boolean;
  /** Delete, Cancel, and the staged image: an unsaved change too, though not a form field. */
  editor: Pick<PlaceEditorState, 'deletion' | 'cancel' | 'image'>;
}) {
  const { t } = useTranslation();
  const imageStaged = editor.image.staged !== null;
  const { formState } = useFormContext<PlaceFormValues>();
  const unsaved = formState.isDirty
    ? t(imageStaged ? 'imageStaging.unsavedWithImage' : 'editor.unsaved')
    : imageStaged && t('imageStaging.unsavedImageOnly');
  return (
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
          <Button color="error" startIcon={<DeleteOutlined />} onClick={editor.deletion.ask}>
            {t('common.delete')}
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }}>
          {unsaved && (
            <Typography variant="body2" color="textSecondary" role="status">
              {unsaved}
            </Typography>
          )}
        </Box>
        <Button onClick={editor.cancel}>{readOnly ? t('common.back') : t('common.cancel')}</Button>
        {!readOnly && (
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {place ? t('common.save') : t('editor.create')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
