import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Import } from '@/contract/desk/import';
import { useUploadImport } from '@/web/features/place-import/api/import-queries';
import { ImportFilePropertiesSchema } from '@/contract/desk/problem-properties';
import { problemProperties } from '@/web/shared/lib/problem-properties';
import { fileError } from './file-error';

interface Props {
  eshopId: string;
  /** The workbook as uploaded: another of its sheets is read by sending it again with the name. */
  file: File;
  result: Import;
  disabled: boolean;
  onBusy: (busy: boolean) => void;
  onUploaded: (result: Import) => void;
}

const isEmpty = (error: Error) => problemProperties(error, ImportFilePropertiesSchema)?.reason === 'empty';

/**
 * Another sheet of the uploaded workbook, chosen after the first one with rows was read: a
 * workbook may hold several lists (shops, boxes, last year's), and the right one is not always the
 * first. A sheet that cannot be read says why and leaves the one read before on screen.
 */
export function SheetPicker({ eshopId, file, result, disabled, onBusy, onUploaded }: Props) {
  const { t } = useTranslation();
  const upload = useUploadImport();
  const [error, setError] = useState<{ sheet: string; error: Error } | null>(null);
  const choose = (sheet: string) => {
    onBusy(true);
    setError(null);
    upload.mutate(
      { file, query: { eshopId, encoding: 'auto', sheet } },
      {
        onSuccess: (result) => onUploaded(result),
        onError: (e) => setError({ sheet, error: e }),
        onSettled: () => onBusy(false),
      },
    );
  };
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <TextField
        select
        size="small"
        label={t('import.sheet')}
        value={result.sheet ?? ''}
        onChange={(e) => choose(e.target.value)}
        disabled={disabled}
        sx={{ width: { xs: '100%', sm: 280 } }}
      >
        {result.sheets.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      {error && (
        <Alert severity="error" role="alert">
          {isEmpty(error.error) ? (
            t('import.sheetEmpty', { sheet: error.sheet, current: result.sheet })
          ) : (
            <>
              <strong>{t('import.sheetUnread', { sheet: error.sheet })} </strong>
              {fileError(error.error, t)}
            </>
          )}
        </Alert>
      )}
    </Stack>
  );
}
