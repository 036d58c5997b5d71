import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Job } from '@/contract/desk/bulk-jobs';

interface Props {
  job: Job;
  /** Another job undid this one already. */
  undone: boolean;
  canEdit: boolean;
  /** The user started this job or is an administrator: may cancel, retry or undo it. */
  mayControl: boolean;
  onCommand: (verb: 'cancel' | 'retry' | 'undo') => void;
  onReport: () => void;
  /** Closes an ended job's card; without, the card has no Close (the Activity screen's rows). */
  onDismiss?: () => void;
  busy: boolean;
  /** Also say when it started (the Activity screen lists jobs of any day). */
  showStart?: boolean;
}

/** One job: a live progress bar with its counts, rate and time left; when it ends, its result. */
export function JobProgress({
  job,
  undone,
  canEdit: canWrite,
  mayControl,
  onCommand,
  onReport,
  onDismiss,
  busy,
  showStart = false,
}: Props) {
  const { t, i18n } = useTranslation();
  const n = (x: number) => x.toLocaleString(i18n.language);
  const { counts } = job;
  const settled = counts.total - counts.remaining - counts.cancelled;
  const active = job.state === 'running' || job.state === 'cancelling';
  const problems = counts.failed + counts.conflicts;
  const kind = job.action.kind === 'restore' ? 'restore' : job.action.kind;
  // Another user's job: its actions are not offered (the BFF refuses them), and the panel says why.
  const canEdit = canWrite && mayControl;
  const othersJob = canWrite && !mayControl;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      role="region"
      aria-label={t('bulk.jobLabel', { what: t(`bulk.kinds.${kind}`) })}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>
          {t(`bulk.kinds.${kind}`)} · {t(`bulk.state.${job.state}`)} ·{' '}
          {t('bulk.startedBy', { name: job.createdBy })}
          {showStart && (
            <>
              {' · '}
              <time dateTime={job.createdAt}>
                {new Date(job.createdAt).toLocaleString(i18n.language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </time>
            </>
          )}
        </Typography>
        {active && canEdit && job.state === 'running' && (
          <Button size="small" onClick={() => onCommand('cancel')} disabled={busy}>
            {t('bulk.cancel')}
          </Button>
        )}
        {!active && problems > 0 && (
          <Button size="small" onClick={onReport}>
            {t('bulk.report')}
          </Button>
        )}
        {!active && canEdit && problems > 0 && job.action.kind !== 'import' && (
          <Button size="small" onClick={() => onCommand('retry')} disabled={busy}>
            {t('bulk.retryFailed')}
          </Button>
        )}
        {!active && canEdit && !undone && counts.done > 0 && job.action.kind !== 'delete' && (
          <Button size="small" onClick={() => onCommand('undo')} disabled={busy}>
            {t('bulk.undo')}
          </Button>
        )}
        {!active && onDismiss && (
          <Button size="small" onClick={onDismiss}>
            {t('common.close')}
          </Button>
        )}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={counts.total ? (100 * settled) / counts.total : 100}
        aria-label={t('bulk.progress')}
        sx={{ my: 1, height: 8, borderRadius: 1 }}
      />
      <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }} aria-live="polite">
        {t('bulk.counts', {
          done: n(counts.done),
          total: n(counts.total),
          unchanged: n(counts.unchanged + job.skipped),
          failed: n(counts.failed),
          conflicts: n(counts.conflicts),
          remaining: n(counts.remaining),
        })}
        {counts.cancelled > 0 && ` · ${t('bulk.cancelledCount', { n: n(counts.cancelled) })}`}
        {job.rate !== null &&
          ` · ${t(active ? 'bulk.rateNow' : 'bulk.rate', { rate: job.rate.toLocaleString(i18n.language) })}`}
        {job.etaSeconds !== null && ` · ${t('bulk.eta', { count: job.etaSeconds })}`}
      </Box>
      {othersJob && (
        <Box component="p" sx={{ m: 0, mt: 0.5, typography: 'body2', color: 'text.secondary' }}>
          {t('bulk.ownerOnly', { name: job.createdBy })}
        </Box>
      )}
    </Paper>
  );
}
