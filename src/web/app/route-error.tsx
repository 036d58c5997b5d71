import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { paths } from '../shared/lib/paths';
import { releaseServerHtml } from './server-html';

/** What a screen shows when it fails: a plain message and a way out, never a stack trace. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(releaseServerHtml, []);
  return (
    <Box sx={{ p: 4, display: 'grid', placeItems: 'center' }}>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <Typography variant="h5" component="h1">
          {t('errors.screenTitle')}
        </Typography>
        <Alert severity="error">{error instanceof Error ? error.message : t('errors.unknown')}</Alert>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </Button>
          <Button href={paths.places()}>{t('common.back')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
