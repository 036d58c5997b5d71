import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Import, ImportDefaults, ImportMapping } from '@/contract/desk/import';
import { DefaultsStep } from './defaults-step';
import { MappingStep } from './mapping-step';
import { ResultStep } from './result-step';
import { SheetPicker } from './sheet-picker';

interface Props {
  eshopId: string;
  /** The file sent, to read another sheet of it. */
  file: File | null;
  result: Import;
  busy: boolean;
  /** Another sheet of the workbook is being read. */
  onReading: (reading: boolean) => void;
  onUploaded: (next: Import) => void;
  mapping: ImportMapping;
  onMapping: (mapping: ImportMapping) => void;
  defaults: ImportDefaults;
  onDefaults: (defaults: ImportDefaults) => void;
  /** The mapping or the defaults differ from the dry run's. */
  changed: boolean;
  /** Runs the dry run again with the changed mapping and defaults. */
  onCheck: () => void;
}

/** After the upload: the sheet, the columns' mapping, the defaults, and the dry run's result. */
export function ImportSteps({
  eshopId,
  file,
  result,
  busy,
  onReading,
  onUploaded,
  mapping,
  onMapping,
  defaults,
  onDefaults,
  changed,
  onCheck,
}: Props) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      {file && result.format === 'xlsx' && result.sheets.length > 1 && (
        <SheetPicker
          eshopId={eshopId}
          file={file}
          result={result}
          disabled={busy}
          onBusy={onReading}
          onUploaded={onUploaded}
        />
      )}
      <section aria-labelledby="import-mapping">
        <Typography id="import-mapping" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('import.mapping')}
        </Typography>
        <MappingStep columns={result.columns} mapping={mapping} onChange={onMapping} disabled={busy} />
      </section>
      <section aria-labelledby="import-defaults">
        <Typography id="import-defaults" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('import.defaults')}
        </Typography>
        <DefaultsStep
          defaults={defaults}
          onChange={onDefaults}
          disabled={busy}
          withoutHours={result.counts.withoutHours}
        />
        {changed && (
          <Button variant="outlined" sx={{ mt: 1 }} onClick={onCheck} disabled={busy}>
            {t('import.check')}
          </Button>
        )}
      </section>
      <section aria-labelledby="import-result">
        <Typography id="import-result" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('import.dryRun')}
        </Typography>
        {/* A dry run of another mapping is not this one's: it goes until checked again. */}
        {changed ? <Alert severity="info">{t('import.stale')}</Alert> : <ResultStep result={result} />}
      </section>
    </Stack>
  );
}
