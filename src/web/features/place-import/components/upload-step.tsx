import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Alert, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Import } from '@/contract/desk/import';
import { useImportLimits, useUploadImport } from '@/web/features/place-import/api/import-queries';
import { ImportFilePropertiesSchema } from '@/contract/desk/problem-properties';
import { problemProperties } from '@/web/shared/lib/problem-properties';
import { FileDropZone } from '@/web/shared/ui/file-drop-zone';
import { fileError } from './file-error';
import { TemplateLinks } from './template-links';

interface Props {
  eshopId: string;
  /** The file comes along: another sheet of a workbook is read by sending it again. */
  onUploaded: (result: Import, file: File) => void;
}

type Encoding = 'auto' | 'utf-8' | 'windows-1250';

const ACCEPTED = ['.csv', '.txt', '.xlsx', '.geojson', '.json'];

/** Choose or drop a file (encoding and sheet detected, or chosen); the limits stated beside it. */
export function UploadStep({ eshopId, onUploaded }: Props) {
  const { t, i18n } = useTranslation();
  const limits = useImportLimits();
  const [encoding, setEncoding] = useState<Encoding>('auto');
  const [sheet, setSheet] = useState('');
  const [sheets, setSheets] = useState<string[]>([]);
  const upload = useUploadImport();
  const busy = upload.isPending;
  /** Share of the file sent; 1 while the BFF reads and checks its rows. */
  const [sent, setSent] = useState(0);
  const [file, setFile] = useState<File | null>(null);

  const send = (chosen: File, chosenSheet = sheet) => {
    setFile(chosen);
    setSent(0);
    const query = { eshopId, encoding, ...(chosenSheet ? { sheet: chosenSheet } : {}) };
    upload.mutate(
      { file: chosen, query, onProgress: setSent },
      {
        onSuccess: (result) => onUploaded(result, chosen),
        onError: (e) => {
          // A workbook whose first sheet has no rows names its sheets: one can be chosen.
          const sheets = problemProperties(e, ImportFilePropertiesSchema)?.sheets;
          if (sheets?.length) setSheets(sheets);
        },
      },
    );
  };
  const error = upload.error;
  const mib = (bytes: number) =>
    (bytes / 1024 / 1024).toLocaleString(i18n.language, { maximumFractionDigits: 1 });

  return (
    <Stack spacing={2}>
      {/* Every file goes to the BFF, which says in words why one cannot be read. */}
      <FileDropZone
        accept={ACCEPTED}
        onFile={(chosen) => send(chosen)}
        button={{
          label: t('import.choose'),
          inputLabel: t('import.file'),
          variant: 'contained',
          startIcon: <UploadFileOutlined />,
          disabled: busy,
        }}
        sx={{ borderRadius: 2, p: 3, textAlign: 'center' }}
      >
        {(button) => (
          <>
            <Typography sx={{ mb: 1 }}>{t('import.drop')}</Typography>
            {button}
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              {t('import.formats')}
              {limits.data &&
                ` ${t('import.limits', { mib: mib(limits.data.maxBytes), rows: limits.data.maxRows.toLocaleString(i18n.language) })}`}
            </Typography>
          </>
        )}
      </FileDropZone>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={t('import.encoding')}
          value={encoding}
          onChange={(e) => setEncoding(e.target.value as Encoding)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="auto">{t('import.encodings.auto')}</MenuItem>
          <MenuItem value="utf-8">UTF-8</MenuItem>
          <MenuItem value="windows-1250">Windows-1250</MenuItem>
        </TextField>
        {sheets.length > 0 && (
          <TextField
            select
            size="small"
            label={t('import.sheet')}
            value={sheet}
            onChange={(e) => {
              setSheet(e.target.value);
              if (file) send(file, e.target.value);
            }}
            sx={{ minWidth: 220 }}
          >
            {sheets.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {busy && (
        <Stack spacing={0.5} role="status">
          <Typography variant="body2" color="textSecondary">
            {sent < 1 ? t('import.sending', { percent: Math.round(sent * 100) }) : t('import.checking')}
          </Typography>
          <LinearProgress
            aria-label={t('import.reading')}
            variant={sent < 1 ? 'determinate' : 'indeterminate'}
            value={sent * 100}
          />
        </Stack>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {file && <strong>{file.name}: </strong>}
          {fileError(error, t)}
        </Alert>
      )}
      <TemplateLinks />
    </Stack>
  );
}
