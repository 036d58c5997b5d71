import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closureDates } from '@/web/features/place-editor/lib/temporary-closure';

interface Props {
  today: string;
  onCancel: () => void;
  onSave: (dates: string[], reason: string) => void;
}

/** Temporarily closed from a date until a date, or until further notice (at most a year). */
export function TemporaryClosureDialog({ today, onCancel, onSave }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [from, setFrom] = useState(today);
  const [until, setUntil] = useState(today);
  const [indefinite, setIndefinite] = useState(false);
  const [reason, setReason] = useState('');
  const dates = closureDates(from, indefinite ? null : until);
  return (
    <Dialog open onClose={onCancel} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <DialogTitle id={`${id}-title`}>{t('hoursText.temporary.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={1}>
            <TextField
              label={t('hoursText.temporary.from')}
              type="date"
              value={from}
              onChange={(e) => {
                setFrom(e.target.value);
                if (until < e.target.value) setUntil(e.target.value);
              }}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
            <TextField
              label={t('hoursText.temporary.until')}
              type="date"
              value={until}
              disabled={indefinite}
              onChange={(e) => setUntil(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
              error={!dates.length}
              helperText={dates.length ? t('hours.days', { count: dates.length }) : t('hours.rangeInvalid')}
            />
          </Stack>
          <FormControlLabel
            control={<Checkbox checked={indefinite} onChange={(e) => setIndefinite(e.target.checked)} />}
            label={t('hoursText.temporary.indefinite')}
          />
          <TextField
            label={t('hoursText.temporary.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={t('hoursText.temporary.reasonDefault')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!dates.length}
          onClick={() => onSave(dates, reason.trim() || t('hoursText.temporary.reasonDefault'))}
        >
          {t('hoursText.temporary.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
