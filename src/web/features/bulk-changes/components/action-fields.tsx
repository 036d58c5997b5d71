import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { HOLIDAY_YEARS } from '@/contract/desk/bulk-actions';
import { LANGUAGES } from '@/contract/languages';
import { DAYS } from '@/contract/opening-hours';
import { STORAGE_TIME_TYPES } from '@/contract/enums';
import { ACTION_KINDS, type ActionForm } from './action-form';
import { SourcePlacePicker } from './source-place-picker';

interface Props {
  form: ActionForm;
  onChange: (form: ActionForm) => void;
  /** Deleting is offered to administrators only. */
  mayDelete: boolean;
  /** The e-shop whose places a copy of weekly hours is chosen from. */
  eshopId: string;
}

/** The fields of the chosen bulk action. */
export function ActionFields({ form, onChange, mayDelete, eshopId }: Props) {
  const { t } = useTranslation();
  const set = (changes: Partial<ActionForm>) => onChange({ ...form, ...changes });
  const ranged = form.kind === 'closeTemporarily' || form.kind === 'specialHours' || form.kind === 'reopen';
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={t('bulk.action')}
        value={form.kind}
        onChange={(e) => set({ kind: e.target.value as ActionForm['kind'] })}
      >
        {ACTION_KINDS.filter((k) => k !== 'delete' || mayDelete).map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`bulk.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      {ranged && (
        <Stack direction="row" spacing={2}>
          <TextField
            type="date"
            label={t('bulk.from')}
            value={form.from}
            onChange={(e) =>
              set({ from: e.target.value, to: form.to < e.target.value ? e.target.value : form.to })
            }
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <TextField
            type="date"
            label={t('bulk.to')}
            value={form.to}
            onChange={(e) => set({ to: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        </Stack>
      )}
      {form.kind === 'specialHours' && (
        <TextField
          label={t('bulk.hours')}
          helperText={t('bulk.hoursHelp')}
          value={form.hours}
          onChange={(e) => set({ hours: e.target.value })}
        />
      )}
      {ranged && (
        <TextField
          label={t('bulk.reason')}
          required={form.kind !== 'specialHours'}
          value={form.reason}
          onChange={(e) => set({ reason: e.target.value })}
        />
      )}
      {form.kind === 'weeklyHours' &&
        DAYS.map((day) => (
          <TextField
            key={day}
            size="small"
            label={t(`bulk.dayNames.${day}`)}
            placeholder={t('bulk.closed')}
            helperText={day === 'monday' ? t('bulk.hoursHelp') : undefined}
            value={form.week[day]}
            onChange={(e) => set({ week: { ...form.week, [day]: e.target.value } })}
          />
        ))}
      {form.kind === 'copyWeeklyHours' && (
        <SourcePlacePicker
          eshopId={eshopId}
          value={form.fromPlaceId}
          onChange={(fromPlaceId) => set({ fromPlaceId })}
        />
      )}
      {form.kind === 'publicHolidays' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="number"
            label={t('bulk.year')}
            value={form.year}
            onChange={(e) => set({ year: e.target.value })}
            slotProps={{ htmlInput: HOLIDAY_YEARS }}
            fullWidth
          />
          <TextField
            select
            label={t('bulk.holidayNames')}
            value={form.language}
            onChange={(e) => set({ language: e.target.value })}
            fullWidth
          >
            {LANGUAGES.map((lang) => (
              <MenuItem key={lang} value={lang}>
                {t(`bulk.languages.${lang}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}
      {form.kind === 'publicHolidays' && (
        <Typography variant="body2" color="textSecondary">
          {t('bulk.holidaysHelp')}
        </Typography>
      )}
      {form.kind === 'storageTime' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="number"
            label={t('bulk.storageTime')}
            value={form.days}
            onChange={(e) => set({ days: e.target.value })}
            slotProps={{ htmlInput: { min: 1, max: 365 } }}
            fullWidth
          />
          <TextField
            select
            label={t('fields.storageTimeType')}
            value={form.storageType}
            onChange={(e) => set({ storageType: e.target.value as ActionForm['storageType'] })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <MenuItem value="">{t('bulk.storageTypeKept')}</MenuItem>
            {STORAGE_TIME_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`storageType.${type}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}
    </Stack>
  );
}
