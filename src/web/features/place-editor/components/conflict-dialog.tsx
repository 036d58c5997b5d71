import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { conflictChanges, type ConflictChange, type ConflictValues } from '../lib/conflict-changes';

interface Props {
  open: boolean;
  /** Fields someone else changed on the server since this form was loaded. */
  changedFields: string[];
  /** The two versions and the form's base, to show their value and the user's for each field. */
  values?: ConflictValues | undefined;
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
  busy: boolean;
}

/** A 412: someone saved the place first. Nothing typed is lost unless the user chooses to reload. */
export function ConflictDialog({
  open,
  changedFields,
  values,
  onReload,
  onOverwrite,
  onCancel,
  busy,
}: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const changes: ConflictChange[] = values
    ? conflictChanges(changedFields, values, t, i18n.language)
    : changedFields.map((field) => ({ field, theirs: '' }));
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t('conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('conflict.body')}</DialogContentText>
        <List dense aria-label={t('conflict.changed')}>
          {changes.length ? (
            changes.map((c) => (
              <ListItem key={c.field} sx={{ display: 'block', px: 0 }}>
                <ListItemText primary={t(`fields.${c.field}`, { defaultValue: c.field })} />
                {values && <ChangeValues change={c} />}
              </ListItem>
            ))
          ) : (
            <ListItem>
              <ListItemText primary={t('conflict.unknown')} />
            </ListItem>
          )}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('conflict.keepEditing')}
        </Button>
        <Button onClick={onReload} color="warning">
          {t('conflict.reload')}
        </Button>
        <Button onClick={onOverwrite} variant="contained" loading={busy}>
          {t('conflict.overwrite')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Their value and the user's, side by side where there is room, one above the other on a phone. */
function ChangeValues({ change }: { change: ConflictChange }) {
  const { t } = useTranslation();
  const pairs = [
    { term: t('conflict.theirs'), value: change.theirs, muted: false },
    { term: t('conflict.yours'), value: change.yours ?? t('conflict.unchangedByYou'), muted: !change.yours },
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {pairs.map((p) => (
        <Box key={p.term} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="textSecondary">
            {p.term}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            color={p.muted ? 'textSecondary' : undefined}
            sx={{ m: 0, overflowWrap: 'anywhere', fontStyle: p.muted ? 'italic' : undefined }}
          >
            {p.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
