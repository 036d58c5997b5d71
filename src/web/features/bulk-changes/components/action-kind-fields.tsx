import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { HOLIDAY_YEARS } from '@/contract/desk/bulk-actions';
import { LANGUAGES } from '@/contract/languages';
import { STORAGE_TIME_TYPES } from '@/contract/enums';
import type { ActionForm } from './action-form';

interface FieldsProps {
  form: ActionForm;
  /** Changes some of the form's values; the rest stay. */
  set: (changes: Partial<ActionForm>) => void;
}

/** A closure, special hours or a reopening: the days it spans, the hours, the reason. */
export function RangeFields({ form, set }: FieldsProps) {
  const { t } = useTranslation();
  const ranged = form.kind === 'closeTemporarily' || form.kind === 'specialHours' || form.kind === 'reopen';
  return (
    <>
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
    </>
  );
}

/** Public holidays as exceptions: the year and the language of their names. */
export function HolidayFields({ form, set }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <>
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
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <MenuItem value="">{t('bulkFields.countryLanguage')}</MenuItem>
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
    </>
  );
}

/** The storage time: days, and its type (or the type kept). */
export function StorageFields({ form, set }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
