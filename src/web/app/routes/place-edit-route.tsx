import { Alert, Box, Button, Skeleton, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { canEditPlaces, sessionQuery } from '../../features/auth/api/session';
import { placeQueries } from '../../features/places/api/place-queries';
import { PlaceEditor } from '../../features/places/components/place-editor';
import { useSelectedEshop } from '../../shared/lib/use-eshop';

/**
 * Create and edit share one editor. The server's copy is the form's starting point only: the
 * editor mounts once the place has arrived, so the form gets its default values once.
 */
export default function PlaceEditRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { eshopId } = useSelectedEshop();
  const session = useQuery(sessionQuery).data;
  const readOnly = !canEditPlaces(session);
  const detail = useQuery({ ...placeQueries.detail(id ?? ''), enabled: Boolean(id), staleTime: 0 });

  if (!id) return eshopId ? <PlaceEditor key="new" eshopId={eshopId} readOnly={readOnly} /> : null;
  if (detail.error) {
    return (
      <Stack spacing={2}>
        <Alert
          severity="error"
          action={<Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>}
        >
          {detail.error.message}
        </Alert>
        <Box>
          <Button component={RouterLink} to="/places">
            {t('common.back')}
          </Button>
        </Box>
      </Stack>
    );
  }
  if (!detail.data) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton variant="text" width={320} height={48} />
        <Skeleton variant="rounded" height={240} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }
  return (
    <PlaceEditor
      key={id}
      eshopId={detail.data.place.eshopId ?? eshopId ?? ''}
      loaded={detail.data}
      readOnly={readOnly}
    />
  );
}
