import { Alert, Box, Button, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DeletedPlace } from '@/contract/desk/deleted-places';
import { intlLocale } from '@/web/shared/lib/i18n';
import { paths } from '@/web/shared/lib/paths';
import { ProblemAlert } from '@/web/shared/ui/problem-alert';
import { deletedPlacesQuery, useRestoreDeleted } from '../api/deleted-places';

// The e-shop's recently deleted places, newest first, each with Restore (made again from the
// values its deletion recorded, under a new id) or, once restored, a link to the new place.

export function DeletedPlacesPage({ eshopId, eshopName }: { eshopId: string; eshopName?: string }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(deletedPlacesQuery(eshopId));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {t('admin.deleted.title')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {eshopName}
        </Typography>
      </Box>
      <Typography variant="body2" color="textSecondary">
        {t('admin.deleted.intro')}
      </Typography>
      {list.isPending ? (
        <Stack spacing={1.5} aria-busy="true" aria-label={t('admin.deleted.loading')}>
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} />
        </Stack>
      ) : list.isError ? (
        <Box role="alert">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('admin.deleted.failed')}
          </Typography>
          <ProblemAlert error={list.error} onRetry={() => void list.refetch()} />
        </Box>
      ) : items.length === 0 ? (
        <Alert severity="info" role="status">
          {t('admin.deleted.empty')}
        </Alert>
      ) : (
        <>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((place) => (
              <DeletedCard key={place.entryId} place={place} eshopId={eshopId} />
            ))}
          </Stack>
          {list.hasNextPage && (
            <Button
              variant="outlined"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
              sx={{ alignSelf: 'center' }}
            >
              {t('admin.showMore')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

function DeletedCard({ place, eshopId }: { place: DeletedPlace; eshopId: string }) {
  const { t, i18n } = useTranslation();
  const restore = useRestoreDeleted(eshopId);
  const [madeId, setMadeId] = useState<string | null>(null);
  const restoredAs = madeId ?? place.restoredAs;
  const when = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(place.deletedAt));
  const name = place.name ?? t('admin.deleted.unnamed');
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-label={name}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {place.city && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {place.city}
            </Typography>
          )}
          <Typography variant="body2" color="textSecondary">
            {t('admin.deleted.by', { user: place.deletedBy, when })}
          </Typography>
        </Box>
        {restoredAs ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ color: 'success.main' }}>
              {t('admin.deleted.restored')}
            </Typography>
            <Link component={RouterLink} to={paths.place(restoredAs)} variant="body2">
              {t('admin.deleted.open')}
            </Link>
          </Stack>
        ) : (
          <Button
            variant="contained"
            disabled={restore.isPending}
            onClick={() => restore.mutate(place.placeId, { onSuccess: (made) => setMadeId(made.placeId) })}
            aria-label={t('admin.deleted.restoreNamed', { name })}
          >
            {restore.isPending ? t('admin.deleted.restoring') : t('admin.deleted.restore')}
          </Button>
        )}
      </Stack>
      {restore.error && <ProblemAlert error={restore.error} sx={{ mt: 1.5 }} />}
    </Paper>
  );
}
