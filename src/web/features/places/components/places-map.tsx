import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BaseMap } from '../../../shared/ui/base-map';
import { placeQueries } from '../api/place-queries';
import { ClusterLayer } from './cluster-layer';

// All places of the e-shop on one map. The points come from the BFF's compact read model and are
// fetched, parsed and clustered in a Web Worker; the page draws only what the viewport shows.

export default function PlacesMap({ eshopId }: { eshopId: string }) {
  const { t } = useTranslation();
  const points = useQuery(placeQueries.points(eshopId));
  const loaded = points.data?.key === eshopId ? points.data : undefined;

  return (
    <Box sx={{ position: 'relative' }}>
      <BaseMap height="calc(100vh - 220px)" label={t('places.mapLabel')}>
        {loaded && <ClusterLayer points={loaded} onMissing={() => void points.refetch()} />}
      </BaseMap>
      {points.isFetching && !loaded && (
        <Stack
          direction="row"
          spacing={1}
          role="status"
          sx={{
            alignItems: 'center',
            position: 'absolute',
            top: 12,
            right: 12,
            zIndex: 1000,
            bgcolor: 'background.paper',
            px: 1.5,
            py: 0.5,
            borderRadius: 1,
            boxShadow: 1,
          }}
        >
          <CircularProgress size={16} />
          <Typography variant="body2">{t('places.mapLoading')}</Typography>
        </Stack>
      )}
      {points.error && !points.isFetching && (
        <Alert
          severity="error"
          sx={{ position: 'absolute', top: 12, left: 56, right: 12, zIndex: 1000 }}
          action={
            <Button color="inherit" size="small" onClick={() => void points.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {points.error.message}
        </Alert>
      )}
      {loaded && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.5 }}
          data-testid="map-count"
        >
          {t('places.mapCount', { count: loaded.count })}
        </Typography>
      )}
    </Box>
  );
}
