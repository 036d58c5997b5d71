import { Alert, Box, Skeleton, Stack } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterFirstPaint } from '@/web/shared/ui/after-first-paint';
import { ConfirmDialog } from '@/web/shared/ui/confirm-dialog';
import { ChangedElsewhereAlert } from './changed-elsewhere-alert';
import { ConflictDialog } from './conflict-dialog';
import { EditorHeader } from './editor-header';
import { ErrorSummary, GpsFields, ImageSection, SaveBar, Section } from './editor-sections';
import { ExceptionsPanel, HoursSection } from './hours-sections';
import { HoursPreview } from './hours-preview';
import { AddressFields, BasicsFields } from './place-form-fields';
import { usePlaceEditor, type PlaceEditorOptions } from './use-place-editor';

/** What the place's history (another feature, composed by the app) is given: the editor reloads after a revert. */
export interface PlaceHistorySlot {
  placeId: string;
  readOnly: boolean;
  onReverted: () => void;
}

interface Props extends PlaceEditorOptions {
  readOnly: boolean;
  /** The saved place's history, below its image. */
  history?: (slot: PlaceHistorySlot) => ReactNode;
}

/** Where the hours, the exceptions and the image come a moment later (a hint of their size). */
function LaterSections() {
  return (
    <Stack spacing={2.5} aria-hidden="true">
      <Skeleton variant="rounded" height={560} />
      <Skeleton variant="rounded" height={480} />
    </Stack>
  );
}

/** The place editor's layout; what it does is in usePlaceEditor. */
export function PlaceEditor({ readOnly, history, ...options }: Props) {
  const { t } = useTranslation();
  const editor = usePlaceEditor(options);
  const { form, place, translate, conflict, deletion, blocker } = editor;

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        onSubmit={editor.onSubmit}
        noValidate
        // A field reached with Tab is scrolled clear of the sticky save bar below it.
        sx={{
          '& input, & textarea, & button, & [tabindex]': {
            scrollMarginBottom: '88px',
            scrollMarginTop: '80px',
          },
        }}
      >
        {/* From "Create" until the new place's own editor replaces this one: nothing typed here
            would be kept, so nothing can be (a disabled fieldset disables every control in it). */}
        <Box
          component="fieldset"
          disabled={editor.creation !== null}
          aria-busy={editor.creation !== null || undefined}
          sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
        >
          <Stack spacing={2.5} sx={{ maxWidth: 1100, mx: 'auto', pb: 3 }}>
            <EditorHeader
              place={place}
              copyOf={options.copyOf}
              readOnly={readOnly}
              eshopId={options.eshopId}
              returnTo={options.returnTo}
            />
            {editor.creation === 'opening' && (
              <Alert severity="success" role="status">
                {t('editor.opening')}
              </Alert>
            )}
            {editor.formError && (
              <Alert
                severity="error"
                role="alert"
                onClose={editor.clearFormError}
                // MUI names the button in English ("Close") whatever the app's language.
                closeText={t('common.close')}
              >
                {editor.formError}
              </Alert>
            )}
            <ErrorSummary
              errors={editor.errorList}
              labelOf={editor.labelOf}
              focusField={editor.focusField}
              translate={translate}
            />
            <Section title={t('editor.basics')}>
              <BasicsFields readOnly={readOnly} translate={translate} place={place} />
            </Section>
            <Section title={t('editor.address')}>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
                <Box sx={{ flex: 1 }}>
                  <AddressFields readOnly={readOnly} translate={translate} />
                </Box>
                <GpsFields readOnly={readOnly} translate={translate} />
              </Stack>
            </Section>
            {/* Below the first screenful: drawn after the fields above have painted. */}
            <AfterFirstPaint placeholder={<LaterSections />}>
              <HoursSection place={place} readOnly={readOnly} translate={translate} />
              <ExceptionsPanel place={place} readOnly={readOnly} translate={translate} />
              <HoursPreview place={place} />
              <ImageSection
                place={place}
                readOnly={readOnly}
                maxBytes={editor.maxImageBytes}
                image={editor.image}
              />
              {place && history?.({ placeId: place.id, readOnly, onReverted: () => void editor.reload() })}
            </AfterFirstPaint>
          </Stack>
          <ChangedElsewhereAlert shown={editor.changedElsewhere} onReview={editor.review} />
          <SaveBar place={place} readOnly={readOnly} editor={editor} />
        </Box>
      </Box>

      <ConflictDialog
        open={conflict.open}
        changedFields={conflict.changedFields}
        values={conflict.values}
        busy={conflict.busy}
        onCancel={conflict.onCancel}
        onReload={conflict.onReload}
        onOverwrite={conflict.onOverwrite}
      />
      <ConfirmDialog
        open={deletion.open}
        title={t('editor.deleteTitle')}
        body={t('editor.deleteBody', { name: place?.name })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        destructive
        busy={deletion.busy}
        onCancel={deletion.onCancel}
        onConfirm={deletion.onConfirm}
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
