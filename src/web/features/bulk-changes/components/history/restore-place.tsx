import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { HistoryPage } from '@/contract/desk/place-history';
import { useRestorePlace } from '@/web/features/bulk-changes/api/job-queries';
import { paths } from '@/web/shared/lib/paths';
import { ProblemAlert } from '@/web/shared/ui/problem-alert';

/**
 * "Restore" for a deleted place (its newest entry is its deletion), for those who may create
 * places: made again from the recorded values, under a new id the platform gives it.
 */
interface Props {
  placeId: string;
  history: HistoryPage;
  /** The user may create places (the server checks it again). */
  canRestore: boolean;
}

export function RestorePlace({ placeId, history, canRestore }: Props) {
  const { t } = useTranslation();
  const restore = useRestorePlace(placeId);
  const [latest] = history.items;
  const done = latest?.operation === 'restore' ? latest.restoredAs : null;
  if (!latest || (latest.operation !== 'delete' && !done)) return null;
  return (
    <Box sx={{ mb: 2 }} data-restore>
      {done ? (
        <Alert severity="success">
          {t('history.restoredNewId')}{' '}
          <Link component={RouterLink} to={paths.place(done)}>
            {t('history.openRestored')}
          </Link>
        </Alert>
      ) : (
        canRestore && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" disabled={restore.isPending} onClick={() => restore.mutate()}>
                {t('history.restore')}
              </Button>
            }
          >
            <Typography variant="body2">{t('history.restoreHint')}</Typography>
          </Alert>
        )
      )}
      {restore.error && <ProblemAlert error={restore.error} />}
    </Box>
  );
}
