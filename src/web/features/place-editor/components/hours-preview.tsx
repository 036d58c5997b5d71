import { Box, Chip, Stack, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PlaceWithEtag } from '@/web/shared/places/api/place-queries';
import { dateLocaleOf, formatExceptionDate } from '../lib/exception-list-model';
import type { PlaceFormValues } from '../lib/place-form-model';
import { formatDate } from '@/web/shared/lib/opening-hours/hours-format';
import { previewDays } from '@/web/shared/lib/opening-hours/hours-preview';
import { hoursStatus, userZone, todayIn } from '@/web/shared/lib/opening-hours/hours-status';
import { statusLine } from '@/web/shared/lib/opening-hours/hours-status';
import { Section } from './editor-sections';
import { usePlaceHolidays } from './use-place-holidays';

// The coming 14 days as customers will find them, from the hours being edited (before saving), in
// the place's zone: each day's hours, exceptions and holidays marked, today highlighted, and the
// status line the list and the map show.

export function HoursPreview({ place }: { place?: PlaceWithEtag['place'] }) {
  const { t, i18n } = useTranslation();
  const form = useFormContext<PlaceFormValues>();
  const regular = useWatch({ control: form.control, name: 'regular' });
  const exceptions = useWatch({ control: form.control, name: 'exceptions' });
  const zoneId = place?.zoneId ?? userZone();
  const today = todayIn(zoneId);
  const { holidays } = usePlaceHolidays(form.control, today);
  const now = new Date();
  const hours = { zoneId, openingHours: { regular, exceptions } };
  const locale = dateLocaleOf(i18n.language);
  const lang = i18n.language === 'cs' ? 'cs' : 'en';
  const line = statusLine(hoursStatus(hours, now), today, (d) => formatDate(d, lang), t);
  return (
    <Section title={t('hoursText.preview.title')}>
      <Typography role="status" aria-label={t('places.columns.openNow')} sx={{ fontWeight: 600, mb: 0.5 }}>
        {line}
      </Typography>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 1.5 }}>
        {place
          ? t('hoursText.preview.zone', { zone: zoneId })
          : t('hoursText.preview.zoneBrowser', { zone: zoneId })}
      </Typography>
      <Box
        component="ol"
        aria-label={t('hoursText.preview.title')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(7, 1fr)' },
        }}
      >
        {previewDays(hours, now, holidays).map((d) => (
          <Box
            component="li"
            key={d.date}
            aria-current={d.today ? 'date' : undefined}
            sx={{
              p: 1,
              borderRadius: 1,
              border: 1,
              borderColor: d.today ? 'primary.main' : 'divider',
              borderWidth: d.today ? 2 : 1,
              bgcolor: d.hours.length === 0 ? 'action.hover' : undefined,
              minWidth: 0,
            }}
          >
            <Typography variant="caption" sx={{ fontWeight: 600, display: 'block' }}>
              {d.today ? `${t('hoursText.preview.today')} · ` : ''}
              {formatExceptionDate(d.date, locale)}
            </Typography>
            <Typography variant="body2">
              {d.hours.length
                ? d.hours.map((h) => `${h.from}–${h.to}`).join(', ')
                : t('hoursText.preview.closed')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
              {d.holiday && <Chip size="small" color="secondary" variant="outlined" label={d.holiday} />}
              {d.exception && (
                <Chip
                  size="small"
                  color="warning"
                  variant="outlined"
                  label={d.exception.reason || t('hoursText.preview.exception')}
                />
              )}
            </Stack>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
