import { Box, Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Job } from '@/contract/desk/bulk-jobs';
import { mayControl, type Role } from '@/contract/desk/roles';
import { ProblemAlert } from '@/web/shared/ui/problem-alert';
import { useActivity } from '@/web/features/bulk-changes/api/activity-queries';
import { useJobCommand } from '@/web/features/bulk-changes/api/job-queries';
import { JobProgress } from '../job-progress';
import { ActivityFilterFields, filtersOf } from './activity-filters';

const JobReportDialog = lazy(() => import('../job-report-dialog'));

interface Props {
  eshopId: string;
  /** The e-shops to choose from (a chooser shows when there are several). */
  eshops: readonly { id: string; name: string }[];
  canEdit: boolean;
  user: { username: string; role: Role } | undefined;
}

/**
 * Every bulk job of the e-shop (an import's apply too), newest first, whoever started it and
 * wherever: the jobs are in the BFF's database, so the screen shows the same in any tab, session
 * or instance. Each job is the places screen's card (JobProgress): its counts live while it runs,
 * and Cancel, Undo and the report for those who may.
 */
export default function ActivityPage({ eshopId, eshops, canEdit, user }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const activity = useActivity(eshopId, filters);
  const command = useJobCommand();
  const [report, setReport] = useState<Job | null>(null);
  const jobs = activity.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Object.values(filters).some(Boolean);
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {t('activity.title')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('activity.intro')}
        </Typography>
      </Box>
      {/* Two a row on a phone, one row on a desk. */}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(auto-fill, minmax(180px, 1fr))',
          },
        }}
      >
        {eshops.length > 1 && (
          <TextField
            select
            size="small"
            label={t('activity.eshop')}
            value={eshopId}
            onChange={(e) => set('eshop', e.target.value)}
          >
            {eshops.map((e) => (
              <MenuItem key={e.id} value={e.id}>
                {e.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <ActivityFilterFields filters={filters} onChange={set} />
      </Box>
      {command.error && <ProblemAlert error={command.error} />}
      {activity.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('activity.loading')} />
        </Box>
      ) : activity.isError && !jobs.length ? (
        <ProblemAlert error={activity.error} onRetry={() => void activity.refetch()} />
      ) : !jobs.length ? (
        <Typography role="status" color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
          {t(filtered ? 'activity.emptyFiltered' : 'activity.empty')}
        </Typography>
      ) : (
        <Stack
          component="ul"
          spacing={1}
          aria-label={t('activity.list')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {jobs.map((job) => (
            <li key={job.id}>
              <JobProgress
                job={job}
                showStart
                undone={jobs.some((other) => other.undoOf === job.id)}
                canEdit={canEdit}
                mayControl={!!user && mayControl(user, job.createdBy)}
                busy={command.isPending}
                onCommand={(verb) => command.mutate({ id: job.id, verb })}
                onReport={() => setReport(job)}
              />
            </li>
          ))}
        </Stack>
      )}
      {activity.isFetchNextPageError && (
        <ProblemAlert error={activity.error} onRetry={() => void activity.fetchNextPage()} />
      )}
      {activity.hasNextPage && !activity.isFetchNextPageError && (
        <Button
          variant="outlined"
          onClick={() => void activity.fetchNextPage()}
          disabled={activity.isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
        >
          {activity.isFetchingNextPage ? t('activity.loadingMore') : t('activity.loadMore')}
        </Button>
      )}
      {report && (
        <Suspense fallback={null}>
          <JobReportDialog job={report} onClose={() => setReport(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
