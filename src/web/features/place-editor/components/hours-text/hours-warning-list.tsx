import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { HoursWarning } from '@/web/shared/lib/opening-hours/hours-warnings';
import { formatExceptionDate } from '@/web/features/place-editor/lib/exception-list-model';

// The warnings before saving, in words: things allowed but likely mistakes.

export function HoursWarningList({ warnings, locale }: { warnings: HoursWarning[]; locale: string }) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  const text = (w: HoursWarning): string => {
    switch (w.code) {
      case 'overlap':
      case 'touch':
        return t(`hoursText.weekWarn.${w.code}`, { day: t(`days.${w.day}`), at: w.at });
      case 'short':
        return t('hoursText.weekWarn.short', { day: t(`days.${w.day}`), minutes: w.minutes });
      case 'past_exception':
        return t('hoursText.weekWarn.past_exception', { date: formatExceptionDate(w.date, locale) });
      case 'holidays_open':
        return t('hoursText.weekWarn.holidays_open', {
          names: w.holidays.map((h) => `${h.name} (${formatExceptionDate(h.date, locale)})`).join(', '),
        });
    }
  };
  return (
    <Alert severity="warning" role="status" aria-labelledby="hours-warnings-title">
      <AlertTitle id="hours-warnings-title">{t('hoursText.check')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {warnings.map((w, k) => (
          <li key={k}>{text(w)}</li>
        ))}
      </Box>
    </Alert>
  );
}
