import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Job } from '@/contract/desk/bulk-jobs';
import type { Import, ImportDefaults, ImportMapping } from '@/contract/desk/import';
import { useApplyImport, useRemapImport } from '@/web/features/place-import/api/import-queries';
import { ProblemAlert } from '@/web/shared/ui/problem-alert';
import { ImportSteps } from './import-steps';
import { UploadStep } from './upload-step';

interface Props {
  eshopId: string;
  onClose: () => void;
  /** The import runs as a job: the places page shows its progress, report and undo. */
  onStarted: (job: Job) => void;
}

/** Upload a file → map its columns → read the dry run → apply it as a job. */
export default function ImportDialog({ eshopId, onClose, onStarted }: Props) {
  const { t, i18n } = useTranslation();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [result, setResult] = useState<Import | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>([]);
  const [defaults, setDefaults] = useState<ImportDefaults>({});
  /** Another sheet of the workbook being read. */
  const [reading, setReading] = useState(false);
  const remap = useRemapImport();
  const applying = useApplyImport();
  const busy = reading || remap.isPending || applying.isPending;
  const error = remap.error ?? applying.error;
  const changed =
    result !== null &&
    (JSON.stringify(mapping) !== JSON.stringify(result.mapping) ||
      JSON.stringify(defaults) !== JSON.stringify(result.defaults));
  const writes = result ? result.counts.create + result.counts.update : 0;
  const n = (x: number) => x.toLocaleString(i18n.language);

  const uploaded = (next: Import) => {
    setResult(next);
    setMapping(next.mapping);
    setDefaults(next.defaults);
  };
  // One error at a time: the one of what was asked last.
  const check = () => {
    if (!result) return;
    applying.reset();
    remap.mutate({ id: result.id, mapping, defaults }, { onSuccess: (next) => uploaded(next) });
  };
  const apply = () => {
    if (!result) return;
    remap.reset();
    applying.mutate(result.id, { onSuccess: (job) => onStarted(job) });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={fullScreen}
      aria-labelledby="import-title"
    >
      <DialogTitle id="import-title">
        {t('import.title')}
        {result && (
          <Typography variant="body2" color="textSecondary">
            {t('import.fileLine', {
              name: result.fileName,
              rows: n(result.counts.total),
              format: result.format.toUpperCase(),
              detail: [result.encoding, result.delimiter && `„${result.delimiter}“`, result.sheet]
                .filter(Boolean)
                .join(', '),
            })}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers>
        {!result ? (
          <UploadStep
            eshopId={eshopId}
            onUploaded={(next, sent) => {
              setFile(sent);
              uploaded(next);
            }}
          />
        ) : (
          <ImportSteps
            eshopId={eshopId}
            file={file}
            result={result}
            busy={busy}
            onReading={setReading}
            onUploaded={uploaded}
            mapping={mapping}
            onMapping={setMapping}
            defaults={defaults}
            onDefaults={setDefaults}
            changed={changed}
            onCheck={check}
          />
        )}
        {error && <ProblemAlert error={error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {result && result.counts.error > 0 && (
          <Alert severity="warning" sx={{ flexGrow: 1, py: 0 }}>
            {t('import.skipped', { count: result.counts.error })}
          </Alert>
        )}
        {result && (
          <Button
            onClick={() => {
              setResult(null);
              setFile(null);
            }}
            disabled={busy}
          >
            {t('import.another')}
          </Button>
        )}
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        {result && (
          <Button variant="contained" onClick={apply} disabled={busy || changed || writes === 0}>
            {t('import.apply', { create: n(result.counts.create), update: n(result.counts.update) })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
