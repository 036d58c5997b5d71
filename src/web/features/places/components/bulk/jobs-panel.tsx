import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { Job } from '@/contract/desk/bulk-jobs';
import { mayControl, type Role } from '@/contract/desk/roles';
import { ProblemAlert } from '@/web/shared/ui/problem-alert';
import { jobCommand, useCommand } from '@/web/features/places/api/job-queries';
import { placeKeys } from '@/web/features/places/api/place-queries';
import { JobProgress } from './job-progress';

const JobReportDialog = lazy(() => import('./job-report-dialog'));

interface Props {
  /** The e-shop's jobs, newest first (the route polls them). */
  jobs: readonly Job[];
  canEdit: boolean;
  /** The signed-in user: a job's actions are offered to its maker and to administrators. */
  user: { username: string; role: Role } | undefined;
  /** A job just started here: shown even before the next poll. */
  started: string | null;
}

/** Jobs started in this tab, kept while it lives (the editor and back, a reload). */
const MINE_KEY = 'pickup-desk.my-jobs';
const readMine = (): ReadonlySet<string> => {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(MINE_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
};

const isActive = (job: Job) => job.state === 'running' || job.state === 'cancelling';

/**
 * The e-shop's bulk jobs that run now (for every user, also after a reload) and those started here
 * that ended, with their result, until closed. The places shown refresh as a job changes them.
 */
export default function JobsPanel({ jobs, canEdit, user, started }: Props) {
  const queryClient = useQueryClient();
  const command = useCommand(jobCommand);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const [report, setReport] = useState<Job | null>(null);
  const [mine, setMineState] = useState<ReadonlySet<string>>(readMine);
  const setMine = (ids: ReadonlySet<string>) => {
    sessionStorage.setItem(MINE_KEY, JSON.stringify([...ids].slice(-20)));
    setMineState(ids);
  };
  if (started && !mine.has(started)) setMine(new Set([...mine, started]));
  const active = jobs.filter(isActive);
  // Ended jobs stay shown (with their result) where they were started, until closed; a running
  // job shows to every user of the e-shop.
  const ended = jobs.filter((job) => !isActive(job) && mine.has(job.id) && !dismissed.has(job.id));
  const shown = [...active, ...ended];

  // The list and the map show what the job changed: refreshed while it runs and when it ends.
  const progress =
    active.map((j) => `${j.id}:${j.counts.remaining}`).join() + jobs.filter((j) => !isActive(j)).length;
  const last = useRef(progress);
  useEffect(() => {
    if (last.current === progress) return;
    last.current = progress;
    void queryClient.invalidateQueries({ queryKey: placeKeys.lists() });
  }, [progress, queryClient]);

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
          busy={command.busy}
          onCommand={(verb) =>
            void command
              .execute({ id: job.id, verb })
              .then((next) => next && setMine(new Set([...mine, next.id])))
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
