import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Job } from '@/contract/desk/bulk-jobs';
import { NEW_PLACE_ID } from '@/contract/desk/import';
import { paths } from '@/web/shared/lib/paths';
import { ProblemAlert } from '@/web/shared/ui/problem-alert';
import { useJobProblems } from '../api/job-queries';

/** Every place of a job that failed or conflicted, with the platform's message and a link. */
export default function JobReportDialog({ job, onClose }: { job: Job; onClose: () => void }) {
  const { t } = useTranslation();
  const items = useJobProblems(job.id);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="report-title">
      <DialogTitle id="report-title">{t('bulk.reportTitle')}</DialogTitle>
      <DialogContent>
        {items.error && <ProblemAlert error={items.error} />}
        <List dense>
          {items.data?.items.map((item, i) => (
            <ListItem key={`${i}-${item.placeId}`} disableGutters>
              <ListItemText
                primary={
                  // A row of an import that made no place has nothing to link to.
                  item.placeId === NEW_PLACE_ID ? (
                    item.name
                  ) : (
                    <Link component={RouterLink} to={paths.place(item.placeId)}>
                      {item.name}
                    </Link>
                  )
                }
                secondary={`${t(`bulk.itemState.${item.state}`)}${item.message ? `: ${item.message}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
