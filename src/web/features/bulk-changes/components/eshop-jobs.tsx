import { useEffect, type ComponentProps } from 'react';
import { noteJobStarted, useEshopJobs } from '@/web/features/bulk-changes/api/job-queries';
import JobsPanel from './jobs-panel';

/** The e-shop's bulk jobs: polled every second while one runs, for every user of the e-shop. */
export function EshopJobs(props: Omit<ComponentProps<typeof JobsPanel>, 'jobs'>) {
  const jobs = useEshopJobs(props.eshopId);
  // Also an import's apply, which starts its job through the import's own request.
  const { started } = props;
  useEffect(() => {
    if (started) noteJobStarted({ id: started });
  }, [started]);
  return jobs.data ? <JobsPanel {...props} jobs={jobs.data.items} /> : null;
}
