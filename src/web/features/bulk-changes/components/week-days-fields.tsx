import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DAYS } from '@/contract/opening-hours';
import { DAY_MODES, type ActionForm, type DayMode } from './action-form';

interface Props {
  form: ActionForm;
  set: (changes: Partial<ActionForm>) => void;
}

/**
 * Weekly hours day by day: each day is left unchanged (each place keeps its own), closed, or gets
 * the hours typed, so filling Saturday alone changes Saturday alone (issue 45).
 */
export function WeekDaysFields({ form, set }: Props) {
  const { t } = useTranslation();
  if (form.kind !== 'weeklyHours') return null;
  const setMode = (day: (typeof DAYS)[number], mode: DayMode) =>
    set({ weekMode: { ...form.weekMode, [day]: mode } });
  return (
    <>
      <Typography variant="body2" color="textSecondary">
        {t('bulkFields.weekHelp')}
      </Typography>
      {DAYS.map((day) => (
        <Stack key={day} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'stretch' }}>
          <TextField
            select
            size="small"
            label={t(`bulk.dayNames.${day}`)}
            value={form.weekMode[day]}
            onChange={(e) => setMode(day, e.target.value as DayMode)}
            sx={{ flex: { sm: '0 0 40%' }, minWidth: 0 }}
          >
            {DAY_MODES.map((mode) => (
              <MenuItem key={mode} value={mode}>
                {t(`bulkFields.dayMode.${mode}`)}
              </MenuItem>
            ))}
          </TextField>
          {form.weekMode[day] === 'hours' && (
            <TextField
              size="small"
              label={t('bulkFields.dayHours', { day: t(`bulk.dayNames.${day}`) })}
              placeholder="08:00-12:00, 13:00-17:00"
              value={form.week[day]}
              onChange={(e) => set({ week: { ...form.week, [day]: e.target.value } })}
              sx={{ flex: 1, minWidth: 0 }}
              autoFocus
            />
          )}
        </Stack>
      ))}
    </>
  );
}
