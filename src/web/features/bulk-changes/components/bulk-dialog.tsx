import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Job, JobCreate, JobPreview } from '@/contract/desk/bulk-jobs';
import { describeChanges } from '@/domain/words/change-text';
import { ProblemAlert } from '@/web/shared/ui/problem-alert';
import { useJobCommand, usePreviewJob } from '@/web/features/bulk-changes/api/job-queries';
import { changeWords } from '@/web/shared/places/lib/change-words';
import { ActionFields } from './action-fields';
import { actionOf, emptyForm, type ActionForm } from './action-form';

interface Props {
  eshopId: string;
  selection: JobCreate['selection'];
  count: number;
  mayDelete: boolean;
  onClose: () => void;
  onStarted: (job: Job) => void;
}

const today = () => new Date().toLocaleDateString('sv'); // YYYY-MM-DD in the browser's zone

/** Choose a bulk action, see its preview per place, then start it as a job on the server. */
export default function BulkDialog({ eshopId, selection, count, mayDelete, onClose, onStarted }: Props) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState<ActionForm>(() => emptyForm(today()));
  const [preview, setPreview] = useState<JobPreview | null>(null);
  const previewing = usePreviewJob();
  const command = useJobCommand();
  const words = changeWords(t);
  const request = () => ({ eshopId, selection, action: actionOf(form) });
  const n = (x: number) => x.toLocaleString(i18n.language);

  const onPreview = () => previewing.mutate(request(), { onSuccess: (answer) => setPreview(answer) });
  const onStart = () => command.mutate({ start: request() }, { onSuccess: (job) => onStarted(job) });
  const error = previewing.error ?? command.error;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bulk-title">
      <DialogTitle id="bulk-title">{t('bulk.title', { count, n: n(count) })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ActionFields
            form={form}
            onChange={(f) => {
              setForm(f);
              setPreview(null);
            }}
            mayDelete={mayDelete}
            eshopId={eshopId}
          />
          {error && <ProblemAlert error={error} />}
          {preview && (
            <Box role="region" aria-label={t('bulk.preview')}>
              <Alert severity={preview.changing ? 'info' : 'warning'}>
                {t('bulk.previewCounts', {
                  changing: n(preview.changing),
                  unchanged: n(preview.unchanged),
                })}
              </Alert>
              {preview.notes.map((note) => (
                <Alert key={`${note.reason}-${note.country}`} severity="warning" sx={{ mt: 1 }}>
                  {t('bulk.noHolidays', { count: note.places, n: n(note.places), country: note.country })}
                </Alert>
              ))}
              {preview.sample.map((item) => (
                <Box key={item.placeId} sx={{ mt: 1.5 }}>
                  {/* A heading under the dialog's title (h2), as axe's heading order wants. */}
                  <Typography variant="subtitle2" component="h3">
                    {item.name}
                  </Typography>
                  {(item.delete
                    ? [t('bulk.willDelete')]
                    : item.notFound
                      ? [t('bulk.pinNotFound')]
                      : describeChanges(item.changes, words)
                  ).map((line) => (
                    <Typography key={line} variant="body2" color="textSecondary" sx={{ pl: 1 }}>
                      {line}
                    </Typography>
                  ))}
                </Box>
              ))}
              {preview.changing > preview.sample.length && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {t('bulk.andMore', { n: n(preview.changing - preview.sample.length) })}
                </Typography>
              )}
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button onClick={onPreview} disabled={previewing.isPending}>
          {t('bulk.showPreview')}
        </Button>
        <Button
          variant="contained"
          color={form.kind === 'delete' ? 'error' : 'primary'}
          onClick={onStart}
          disabled={!preview || !preview.changing || command.isPending}
        >
          {t('bulk.start', { n: n(preview?.changing ?? 0) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
