import AddOutlined from '@mui/icons-material/AddOutlined';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Day } from '@/contract/opening-hours';
import {
  addInterval,
  closeDay,
  setOpen24h,
  type WeekHours,
} from '@/web/features/place-editor/lib/hours-editing';
import { CopyDayMenu } from './copy-day-menu';

interface Props {
  day: Day;
  week: WeekHours;
  onChange: (week: WeekHours) => void;
}

/** A day's buttons: add an interval, open 24 hours, close, copy to other days. */
export function DayActions({ day, week, onChange }: Props) {
  const { t } = useTranslation();
  const dayName = t(`days.${day}`);
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
      <Button
        size="small"
        startIcon={<AddOutlined />}
        onClick={() => onChange(addInterval(week, day))}
        aria-label={t('hours.addIntervalTo', { day: dayName })}
      >
        {t('hours.addInterval')}
      </Button>
      <Button
        size="small"
        onClick={() => onChange(setOpen24h(week, day))}
        aria-label={t('hours.open24Of', { day: dayName })}
      >
        {t('hours.open24')}
      </Button>
      <Button
        size="small"
        onClick={() => onChange(closeDay(week, day))}
        aria-label={t('hours.closeOf', { day: dayName })}
      >
        {t('hours.close')}
      </Button>
      <CopyDayMenu day={day} week={week} onChange={onChange} />
    </Stack>
  );
}
