import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formText, type Locale } from '@/domain/words/messages';
import { dayProblems, expandDateRange } from '@/web/features/place-editor/lib/hours-editing';
import type { ExceptionValue } from '@/web/features/place-editor/lib/place-form-model';
import { ExceptionHoursFields } from './exception-hours-fields';

interface Props {
  start: string;
  /** The last date of the item edited (a range), else the start. */
  end?: string;
  existing?: ExceptionValue;
  onCancel: () => void;
  onSave: (dates: string[], exception: Omit<ExceptionValue, 'date'>) => void;
  onDelete: () => void;
}

/** Adds or edits an exception: a date range, closed or special hours, and a reason. */
export function ExceptionDialog({ start, end, existing, onCancel, onSave, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const lang: Locale = i18n.language === 'cs' ? 'cs' : 'en';
  const id = useId();
  const [from, setFrom] = useState(start);
  const [to, setTo] = useState(end ?? start);
  const [mode, setMode] = useState<'closed' | 'hours'>(existing?.hours.length ? 'hours' : 'closed');
  const [hours, setHours] = useState(
    existing?.hours.length ? existing.hours : [{ from: '09:00', to: '12:00' }],
  );
  const [reason, setReason] = useState(existing?.reason ?? '');
  const dates = expandDateRange(from, to || from);
  const problems = mode === 'hours' ? dayProblems(hours) : [];
  const invalid = !dates.length || problems.length > 0;

  return (
    <Dialog open onClose={onCancel} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <DialogTitle id={`${id}-title`}>
        {existing ? t('hours.editException') : t('hours.addException')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={1}>
            <TextField
              label={t('hours.fromDate')}
              type="date"
              value={from}
              onChange={(e) => {
                setFrom(e.target.value);
                if (to < e.target.value) setTo(e.target.value);
              }}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
            <TextField
              label={t('hours.toDate')}
              type="date"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
              error={!dates.length}
              helperText={
                !dates.length
                  ? formText({ key: !from || !to ? 'date' : 'dateRange' }, lang)
                  : dates.length > 1
                    ? t('hours.days', { count: dates.length })
                    : undefined
              }
            />
          </Stack>
          <RadioGroup
            value={mode}
            onChange={(e) => setMode(e.target.value as 'closed' | 'hours')}
            aria-label={t('hours.exceptionKind')}
          >
            <FormControlLabel value="closed" control={<Radio />} label={t('hours.closedAllDay')} />
            <FormControlLabel value="hours" control={<Radio />} label={t('hours.specialHours')} />
          </RadioGroup>
          {mode === 'hours' && (
            <ExceptionHoursFields hours={hours} onChange={setHours} problems={problems} lang={lang} />
          )}
          <TextField
            label={t('hours.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={t('hours.reasonPlaceholder')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        {existing && (
          <Button color="error" onClick={onDelete} sx={{ mr: 'auto' }}>
            {t('common.delete')}
          </Button>
        )}
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={invalid}
          onClick={() => onSave(dates, { hours: mode === 'hours' ? hours : [], reason })}
        >
          {t('hours.applyException')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
