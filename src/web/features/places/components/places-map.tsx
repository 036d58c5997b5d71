import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BaseMap } from '../../../shared/ui/base-map';
import { ProblemAlert } from '../../../shared/ui/problem-alert';
import { TYPE_COLORS } from '../lib/labels';
import { placeQueries } from '../api/place-queries';
import { ClusterLayer } from './cluster-layer';

// All places of the e-shop on one map. The points come from the BFF's compact read model and are
// fetched, parsed and clustered in a Web Worker; the page draws only what the viewport shows.

export default function PlacesMap({ eshopId }: { eshopId: string }) {
  const { t } = useTranslation();
  const points = useQuery(placeQueries.points(eshopId));
  const loaded = points.data;

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
        <ProblemAlert
          error={points.error}
          onRetry={() => void points.refetch()}
          sx={{ position: 'absolute', top: 12, left: 56, right: 12, zIndex: 1000 }}
        />
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {loaded && (
          <Typography variant="caption" color="text.secondary" data-testid="map-count">
            {t('places.mapCount', { count: loaded.count })}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {/* What the markers' colours mean. */}
        {Object.entries(TYPE_COLORS).map(([type, color]) => (
          <Stack key={type} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box
              aria-hidden
              sx={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: color,
                border: 2,
                borderColor: 'common.white',
                outline: '1px solid rgb(0 0 0 / 45%)',
              }}
            />
            <Typography variant="caption" color="text.secondary">
              {t(`placeType.${type}`)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
