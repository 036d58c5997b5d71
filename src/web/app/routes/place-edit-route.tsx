import { Alert, AlertTitle, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { canEditPlaces, sessionQuery } from '@/web/features/auth/api/session';
import { placeQueries } from '@/web/shared/places/api/place-queries';
import GonePlaceHistory from '@/web/features/bulk-changes/components/history/gone-place-history';
import { PlaceHistory } from '@/web/features/bulk-changes/components/history/place-history';
import { PlaceEditor, type PlaceHistorySlot } from '@/web/features/place-editor/components/place-editor';
import { useSelectedEshop } from '@/web/shared/lib/use-eshop';
import { ApiError } from '@/web/shared/lib/api-client';
import { paths, routes } from '@/web/shared/lib/paths';

/** The editor shows a saved place's history (bulk changes and edits, each revertible) below its form. */
const history = (slot: PlaceHistorySlot) => <PlaceHistory {...slot} />;

const isPlacesList = (to: string) => to === routes.places || to.startsWith(`${routes.places}?`);

/** The list the editor was opened from (router state), so Cancel and Back return to it as it was. */
function useReturnTo(eshopId: string | undefined): string {
  const state = useLocation().state as { returnTo?: unknown } | null;
  const returnTo = state?.returnTo;
  // Only a list address of this app (state can come from anywhere in the history).
  return typeof returnTo === 'string' && isPlacesList(returnTo) ? returnTo : paths.places(eshopId);
}

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
  // The editor is a big tree (a few hundred fields and a map): mounted from a deferred copy of the
  // place, it renders in a transition that yields to the browser, not in one long task that holds
  // a phone's main thread for a second. Once mounted, it follows the place at once (a save's
  // answer); a lagging copy of another place is not this one's.
  const deferred = useDeferredValue(detail.data);
  const loaded = deferred?.place.id === id ? (detail.data ?? deferred) : undefined;
  const returnTo = useReturnTo(eshopId);
  // "Duplicate this place": a new place that starts as a copy of `from`.
  const from = useSearchParams()[0].get('from') ?? '';
  const source = useQuery({ ...placeQueries.detail(from), enabled: !id && Boolean(from), staleTime: 0 });

  // Creating needs write access: say so instead of an empty form nobody could save.
  if (!id && readOnly) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
        <Typography variant="h5" component="h1" tabIndex={-1} sx={{ fontWeight: 600 }}>
          {t('editor.newTitle')}
        </Typography>
        <Alert severity="info">
          <AlertTitle>{t('editor.cannotCreateTitle')}</AlertTitle>
          {t('editor.cannotCreateBody')}
        </Alert>
        <Box>
          <Button component={RouterLink} to={returnTo} variant="contained">
            {t('common.back')}
          </Button>
        </Box>
      </Stack>
    );
  }
  if (!id && from && source.error) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
        <Typography variant="h5" component="h1" tabIndex={-1} sx={{ fontWeight: 600 }}>
          {t('editor.newTitle')}
        </Typography>
        <Alert
          severity="error"
          action={<Button onClick={() => void source.refetch()}>{t('common.retry')}</Button>}
        >
          {t('duplicatePlace.sourceFailed')} {source.error.message}
        </Alert>
        <Box>
          <Button component={RouterLink} to={paths.newPlace(eshopId)} state={{ returnTo }}>
            {t('duplicatePlace.startEmpty')}
          </Button>
        </Box>
      </Stack>
    );
  }
  if (!id && from) {
    return source.data && eshopId ? (
      <PlaceEditor
        key={`copy-${from}`}
        eshopId={eshopId}
        copyOf={source.data.place}
        readOnly={readOnly}
        returnTo={returnTo}
      />
    ) : (
      <EditorSkeleton />
    );
  }
  if (!id)
    return eshopId ? (
      <PlaceEditor key="new" eshopId={eshopId} readOnly={readOnly} returnTo={returnTo} />
    ) : null;
  if (detail.error) {
    const gone = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1" tabIndex={-1} sx={{ fontWeight: 600 }}>
          {t(gone ? 'editor.goneTitle' : 'editor.openFailedTitle')}
        </Typography>
        <Alert
          severity="error"
          action={<Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>}
        >
          {detail.error.message}
        </Alert>
        <Box>
          <Button component={RouterLink} to={returnTo}>
            {t('common.back')}
          </Button>
        </Box>
        <GonePlaceHistory placeId={id} canRestore={!readOnly} />
      </Stack>
    );
  }
  if (!loaded) return <EditorSkeleton />;
  return (
    <PlaceEditor
      key={id}
      eshopId={loaded.place.eshopId ?? eshopId ?? ''}
      loaded={loaded}
      readOnly={readOnly}
      returnTo={returnTo}
      history={history}
    />
  );
}

function EditorSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton variant="text" width={320} height={48} />
      <Skeleton variant="rounded" height={240} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}
