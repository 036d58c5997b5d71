import { Stack } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import type { Job } from '@/contract/desk/bulk-jobs';
import { mayControl, type Role } from '@/contract/desk/roles';
import { ProblemAlert } from '@/web/shared/ui/problem-alert';
import { useJobCommand } from '@/web/features/bulk-changes/api/job-queries';
import { JobProgress } from './job-progress';
import { useRefreshOnJobEnd } from './use-refresh-on-job-end';

const JobReportDialog = lazy(() => import('./job-report-dialog'));

interface Props {
  eshopId: string;
  /** The e-shop's jobs, newest first (the route polls them). */
  jobs: readonly Job[];
  canEdit: boolean;
  /** The signed-in user: a job's actions are offered to its maker and to administrators. */
  user: { username: string; role: Role } | undefined;
  /** A job just started here: shown even before the next poll. */
  started: string | null;
}

/** Jobs started in this tab, and the ended ones closed here, kept while it lives (the editor and back, a reload). */
const MINE_KEY = 'pickup-desk.my-jobs';
const DISMISSED_KEY = 'pickup-desk.dismissed-jobs';
const readIds = (key: string): ReadonlySet<string> => {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
};
const writeIds = (key: string, ids: ReadonlySet<string>) =>
  sessionStorage.setItem(key, JSON.stringify([...ids].slice(-20)));

const isActive = (job: Job) => job.state === 'running' || job.state === 'cancelling';

/**
 * The e-shop's bulk jobs that run now (for every user, also after a reload) and those started here
 * that ended, with their result, until closed. The places shown refresh when a job ends.
 */
export default function JobsPanel({ eshopId, jobs, canEdit, user, started }: Props) {
  const command = useJobCommand();
  const [report, setReport] = useState<Job | null>(null);
  const [mine, setMineState] = useState(() => readIds(MINE_KEY));
  const setMine = (ids: ReadonlySet<string>) => {
    writeIds(MINE_KEY, ids);
    setMineState(ids);
  };
  // A closed card stays closed after a reload.
  const [dismissed, setDismissedState] = useState(() => readIds(DISMISSED_KEY));
  const setDismissed = (ids: ReadonlySet<string>) => {
    writeIds(DISMISSED_KEY, ids);
    setDismissedState(ids);
  };
  if (started && !mine.has(started)) setMine(new Set([...mine, started]));
  const active = jobs.filter(isActive);
  // Ended jobs stay shown (with their result) where they were started, until closed; a running
  // job shows to every user of the e-shop.
  const ended = jobs.filter((job) => !isActive(job) && mine.has(job.id) && !dismissed.has(job.id));
  const shown = [...active, ...ended];

  useRefreshOnJobEnd(eshopId, jobs);

  if (!shown.length && !command.error) return null;
  return (
    <Stack spacing={1}>
      {command.error && <ProblemAlert error={command.error} />}
      {shown.map((job) => (
        <JobProgress
          key={job.id}
          job={job}
          undone={jobs.some((other) => other.undoOf === job.id)}
          canEdit={canEdit}
          mayControl={!!user && mayControl(user, job.createdBy)}
          busy={command.isPending}
          onCommand={(verb) =>
            command.mutate(
              { id: job.id, verb },
              { onSuccess: (next) => setMine(new Set([...mine, next.id])) },
            )
          }
          onReport={() => setReport(job)}
          onDismiss={() => setDismissed(new Set([...dismissed, job.id]))}
        />
      ))}
      {report && (
        <Suspense fallback={null}>
          <JobReportDialog job={report} onClose={() => setReport(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
