import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/web/shared/lib/api-client';
import { imageSrc } from '@/web/shared/lib/image-src';
import { FileDropZone } from '@/web/shared/ui/file-drop-zone';

// Drop or pick an image: type and size are checked before anything is sent, the upload shows its
// progress, and a refusal (413, a bad format) is explained in words.

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

const megabytes = (bytes: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    bytes / 1024 / 1024,
  );

/**
 * Why an upload failed, in the user's language and the app's own words (never a server's or the
 * browser's English): too large, not an image, interrupted, or failed.
 */
export function imageErrorText(error: unknown, t: TFunction, maxBytes: number, language: string): string {
  if (!(error instanceof ApiError)) return t('image.failed');
  if (error.status === 413) return t('image.rejectedTooLarge', { max: megabytes(maxBytes, language) });
  if (error.status === 400 || error.status === 415) return t('image.wrongType');
  if (error.status === 0) return t('image.offline');
  if (error.status === 403) return t('image.notAllowed');
  return t('image.failed');
}

interface Props {
  currentUrl: string | undefined;
  maxBytes: number;
  readOnly: boolean;
  /** Uploads at once (editing) or, when absent, keeps the file for after creation (`onPick`). */
  upload?: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  onPick?: (file: File | null) => void;
}

export function ImageDropzone({ currentUrl, maxBytes, readOnly, upload, onPick }: Props) {
  const { t, i18n } = useTranslation();
  const [preview, setPreview] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const size = (bytes: number) => megabytes(bytes, i18n.language);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function accept(file: File) {
    setError(null);
    if (file.size > maxBytes)
      return setError(t('image.tooLarge', { size: size(file.size), max: size(maxBytes) }));
    setPreview(URL.createObjectURL(file));
    if (!upload) return onPick?.(file);
    setProgress(0);
    try {
      await upload(file, setProgress);
    } catch (e) {
      setPreview(undefined);
      setError(imageErrorText(e, t, maxBytes, i18n.language));
    } finally {
      setProgress(null);
    }
  }

  const shown = preview ?? (currentUrl && imageSrc(currentUrl));

  return (
    <Stack spacing={1}>
      <FileDropZone
        accept={ACCEPTED}
        onFile={(file) => void accept(file)}
        onRefused={() => setError(t('image.wrongType'))}
        disabled={readOnly}
        button={{
          label: t('image.pick'),
          variant: 'outlined',
          size: 'small',
          disabled: progress !== null,
          sx: { alignSelf: 'flex-start' },
        }}
        sx={{ borderRadius: 1, p: 2, display: 'flex', gap: 2, alignItems: 'center' }}
      >
        {(button) => (
          <>
            {shown ? (
              <Box
                component="img"
                src={shown}
                alt={t('image.alt')}
                sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
              />
            ) : (
              <CloudUploadOutlined sx={{ fontSize: 48, color: 'text.secondary' }} />
            )}
            <Stack spacing={0.5} sx={{ flexGrow: 1 }}>
              <Typography>
                {readOnly ? (shown ? t('image.current') : t('image.none')) : t('image.drop')}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {t('image.rules', { max: size(maxBytes) })}
              </Typography>
              {button}
            </Stack>
          </>
        )}
      </FileDropZone>
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress * 100} aria-label={t('image.uploading')} />
      )}
      {!upload && preview && !readOnly && <Typography variant="caption">{t('image.afterCreate')}</Typography>}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
