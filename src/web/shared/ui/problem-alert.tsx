import { Alert, AlertTitle, Box, Button, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { problemFieldLabel } from '../lib/problem-field-label';

// A failed request as the user should read it: the ProblemDetail's title as the heading, its detail
// below, each field the BFF refused (by the name the user knows it by) with its reason, and a way
// to try again.

interface Props {
  error: Error;
  onRetry?: () => void;
  sx?: SxProps<Theme>;
}

export function ProblemAlert({ error, onRetry, sx }: Props) {
  const { t, i18n } = useTranslation();
  const label = (field: string) => problemFieldLabel(field, t, (key) => i18n.exists(key));
  const title = error instanceof ApiError ? error.title : undefined;
  const detail = error.message && error.message !== title ? error.message : undefined;
  const fields = error instanceof ApiError ? error.fieldErrors : [];
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )
      }
    >
      {title && <AlertTitle>{title}</AlertTitle>}
      {detail ?? (title ? null : t('common.requestFailed'))}
      {fields.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {fields.map(({ field, message }, i) => (
            <li key={i}>{field ? `${label(field)}: ${message}` : message}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
