import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/web/shared/lib/api-client';
import { imageSrc } from '@/web/shared/lib/image-src';
import { FileDropZone } from '@/web/shared/ui/file-drop-zone';

// Drop or pick an image: type and size are checked at once, and the file is staged (previewed
// here, an unsaved change of the form) until Save uploads it. The upload shows its progress, and a
// refusal (413, a bad format) is explained in words, with what Save did store before it.

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
  /** The file picked and not saved yet. */
  staged: File | null;
  /** The staged file's upload during Save, 0–1; null when none runs. */
  progress: number | null;
  /** Why the last upload failed, said with what was saved before it. */
  failure: string | null;
  stage: (file: File) => void;
  unstage: () => void;
  /** Uploads the staged file alone (the fields were saved already, or unchanged). */
  retry?: () => void;
}

export function ImageDropzone(props: Props) {
  const { currentUrl, maxBytes, readOnly, staged, progress } = props;
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const size = (bytes: number) => megabytes(bytes, i18n.language);
  const busy = progress !== null;

  function accept(file: File) {
    setError(null);
    if (file.size > maxBytes)
      return setError(t('image.tooLarge', { size: size(file.size), max: size(maxBytes) }));
    props.stage(file);
  }

  const stored = currentUrl && imageSrc(currentUrl);
  const alt = t('image.alt');

  return (
    <Stack spacing={1}>
      <FileDropZone
        accept={ACCEPTED}
        onFile={accept}
        onRefused={() => setError(t('image.wrongType'))}
        disabled={readOnly}
        button={{
          label: t('image.pick'),
          variant: 'outlined',
          size: 'small',
          disabled: busy,
          sx: { alignSelf: 'flex-start' },
        }}
        sx={{ borderRadius: 1, p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
      >
        {(button) => (
          <>
            {staged ? (
              <StagedImage file={staged} alt={alt} />
            ) : stored ? (
              <Box component="img" src={stored} alt={alt} sx={THUMBNAIL} />
            ) : (
              <CloudUploadOutlined sx={{ fontSize: 48, color: 'text.secondary' }} />
            )}
            <Stack spacing={0.5} sx={{ flexGrow: 1, flexBasis: 200, minWidth: 0 }}>
              <Typography>
                {readOnly ? (stored ? t('image.current') : t('image.none')) : t('image.drop')}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {t('image.rules', { max: size(maxBytes) })}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                {button}
                {staged && !readOnly && (
                  <Button size="small" color="inherit" onClick={props.unstage} disabled={busy}>
                    {t('imageStaging.remove')}
                  </Button>
                )}
              </Stack>
            </Stack>
          </>
        )}
      </FileDropZone>
      <ImageNotes {...props} />
      {busy && (
        <LinearProgress variant="determinate" value={progress * 100} aria-label={t('image.uploading')} />
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

const THUMBNAIL = {
  width: 120,
  height: 90,
  objectFit: 'cover',
  borderRadius: 1,
  bgcolor: 'action.hover',
} as const;

/**
 * The staged file, previewed from a local address made and revoked with it (a file replaced, the
 * editor gone); set on the element itself, so that a remount (StrictMode's too) makes a new one.
 */
function StagedImage({ file, alt }: { file: File; alt: string }) {
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (img.current) img.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <Box component="img" ref={img} alt={alt} sx={THUMBNAIL} />;
}

/** What is staged, or why the stored image has no Remove; and a failed upload with its Retry. */
function ImageNotes({ currentUrl, readOnly, staged, failure, progress, retry }: Props) {
  const { t } = useTranslation();
  if (readOnly) return null;
  return (
    <>
      {staged ? (
        <Typography variant="body2" role="status">
          {t('imageStaging.staged', { name: staged.name })}
        </Typography>
      ) : (
        currentUrl && (
          <Typography variant="caption" color="textSecondary">
            {t('imageStaging.noRemoval')}
          </Typography>
        )
      )}
      {failure && staged && (
        <Alert
          severity="warning"
          role="alert"
          action={
            retry && (
              <Button color="inherit" size="small" onClick={retry} disabled={progress !== null}>
                {t('imageStaging.retry')}
              </Button>
            )
          }
        >
          {failure}
        </Alert>
      )}
    </>
  );
}
