import { Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { HistoryEntry, HistoryJob } from '@/contract/desk/place-history';
import { paths } from '@/web/shared/lib/paths';

/**
 * What an entry says beyond its field changes: the job that made it as its card names it (for an
 * undo, the job it undid), the image an upload stored, and the place a restore links to.
 */
export function EntryNotes({ entry }: { entry: HistoryEntry }) {
  const { t, i18n } = useTranslation();
  const when = (at: string) =>
    new Date(at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const jobName = (job: HistoryJob) =>
    t('history.jobName', {
      what: t(`bulk.kinds.${job.kind}`, { defaultValue: job.kind }),
      user: job.createdBy,
      when: when(job.createdAt),
    });
  const note = (text: React.ReactNode, key: string) => (
    <Typography variant="body2" key={key} data-history-note={key} sx={{ mt: 0.5 }}>
      {text}
    </Typography>
  );
  const notes: React.ReactNode[] = [];
  const { job, image } = entry;
  if (job?.undoOf) notes.push(note(t('history.undoOf', { job: jobName(job.undoOf) }), 'undoOf'));
  else if (job && entry.operation !== 'undo')
    notes.push(note(t('history.byJob', { job: jobName(job) }), 'job'));
  if (image)
    notes.push(
      note(
        <>
          {t(image.replaced ? 'history.imageReplaced' : 'history.imageAdded')}
          {image.url && (
            <>
              {': '}
              <Link href={image.url} target="_blank" rel="noopener">
                {image.fileName ?? t('history.imageLink')}
              </Link>
            </>
          )}
        </>,
        'image',
      ),
    );
  if (entry.restoredAs)
    notes.push(
      note(
        <>
          {t('history.restoredAs')}{' '}
          <Link component={RouterLink} to={paths.place(entry.restoredAs)}>
            {t('history.openRestored')}
          </Link>
        </>,
        'restoredAs',
      ),
    );
  if (entry.restoredFrom)
    notes.push(
      note(
        <>
          {t('history.restoredFrom')}{' '}
          <Link component={RouterLink} to={paths.place(entry.restoredFrom)}>
            {t('history.openDeleted')}
          </Link>
        </>,
        'restoredFrom',
      ),
    );
  return <>{notes}</>;
}
