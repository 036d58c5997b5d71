import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  /** Fields someone else changed on the server since this form was loaded. */
  changedFields: string[];
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
  busy: boolean;
}

/** A 412: someone saved the place first. Nothing typed is lost unless the user chooses to reload. */
export function ConflictDialog({ open, changedFields, onReload, onOverwrite, onCancel, busy }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t('conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('conflict.body')}</DialogContentText>
        <List dense aria-label={t('conflict.changed')}>
          {changedFields.length ? (
            changedFields.map((f) => (
              <ListItem key={f}>
                <ListItemText primary={t(`fields.${f}`, { defaultValue: f })} />
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
