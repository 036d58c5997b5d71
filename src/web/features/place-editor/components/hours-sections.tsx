import { Stack, Typography } from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PlaceWithEtag } from '@/web/shared/places/api/place-queries';
import type { PlaceFormValues } from '../lib/place-form-model';
import { dateLocaleOf } from '../lib/exception-list-model';
import { addHolidays, holidaysClosed, replaceTextDates } from '../lib/holiday-exceptions';
import { todayIn } from '@/web/shared/lib/opening-hours/hours-status';
import { dayNamesFor } from '@/domain/hours-text/day-names';
import { hoursPlaceOf } from '../lib/hours-place';
import { calendarWarnings, weekWarnings } from '@/web/shared/lib/opening-hours/hours-warnings';
import { Section } from './editor-sections';
import { ExceptionsSection } from './exceptions/exceptions-section';
import { HolidayList } from './exceptions/holiday-list';
import { HoursGrid } from './hours-grid/hours-grid';
import { CommonTimeChips } from './hours-text/common-time-chips';
import { HoursTextField } from './hours-text/hours-text-field';
import { HoursWarningList } from './hours-text/hours-warning-list';
import { usePlaceHolidays } from './use-place-holidays';

// The editor's opening-hours sections: the week (text form, common times, grid, warnings) and the
// exceptions (calendar, public holidays). The dates are the place's zone's (the browser's before
// the place is saved and has one).

type Translate = (message: string | undefined) => string | undefined;
type Place = PlaceWithEtag['place'];
interface Props {
  place?: Place;
  readOnly: boolean;
  translate: Translate;
}

export function HoursSection({ place, readOnly, translate }: Props) {
  const { t, i18n } = useTranslation();
  const form = useFormContext<PlaceFormValues>();
  const today = todayIn(place?.zoneId);
  const { holidays, loading: holidaysLoading } = usePlaceHolidays(form.control, today);
  const exceptions = useWatch({ control: form.control, name: 'exceptions' });
  const regular = useWatch({ control: form.control, name: 'regular' });
  const warnings = [...weekWarnings(regular), ...calendarWarnings(regular, exceptions, today, holidays)];
  const countryCode = useWatch({ control: form.control, name: 'countryCode' });
  const where = useWatch({ control: form.control, name: 'location' });
  const at = hoursPlaceOf(countryCode, where);
  return (
    <Section
      title={t('editor.hours')}
      aside={
        <Typography variant="body2" color="textSecondary">
          {place ? t('editor.zone', { zone: place.zoneId }) : t('editor.zoneAfterSave')}
        </Typography>
      }
    >
      <Controller
        control={form.control}
        name="regular"
        render={({ field: f, fieldState }) => (
          <Stack spacing={2}>
            <HoursTextField
              week={f.value}
              onChange={(week) => f.onChange(week)}
              // Until the holidays are known, none counts as closed (an empty list would say all are).
              holidaysClosed={!holidaysLoading && holidaysClosed(exceptions, holidays)}
              onDates={(dates, replaced) => {
                const next = replaceTextDates(form.getValues('exceptions'), replaced, dates, holidays);
                form.setValue('exceptions', next.exceptions, { shouldDirty: true });
                return next.added;
              }}
              place={at}
              dayNames={dayNamesFor(i18n.language, countryCode)}
              today={today}
              readOnly={readOnly}
            />
            {!readOnly && (
              <CommonTimeChips week={f.value} today={today} onChange={(week) => f.onChange(week)} />
            )}
            <HoursGrid
              value={f.value}
              onChange={(week) => f.onChange(week)}
              readOnly={readOnly}
              errors={(form.formState.errors.regular ?? fieldState.error) as never}
              translateError={translate}
              onBlur={f.onBlur}
            />
          </Stack>
        )}
      />
      <Stack sx={{ mt: 2 }}>
        <HoursWarningList warnings={warnings} locale={dateLocaleOf(i18n.language)} />
      </Stack>
    </Section>
  );
}

export function ExceptionsPanel({ place, readOnly, translate }: Props) {
  const { t, i18n } = useTranslation();
  const form = useFormContext<PlaceFormValues>();
  const today = todayIn(place?.zoneId);
  const holidays = usePlaceHolidays(form.control, today);
  return (
    <Section title={t('editor.exceptions')}>
      <Controller
        control={form.control}
        name="exceptions"
        render={({ field: f }) => (
          <Stack spacing={3}>
            <ExceptionsSection
              value={f.value}
              onChange={(next) => f.onChange(next)}
              errors={form.formState.errors.exceptions as never}
              translateError={translate}
              readOnly={readOnly}
              zoneId={place?.zoneId}
              today={today}
            />
            <HolidayList
              {...holidays}
              taken={new Set(f.value.map((e) => e.date))}
              locale={dateLocaleOf(i18n.language)}
              readOnly={readOnly}
              onAdd={(added) => f.onChange(addHolidays(f.value, added))}
            />
          </Stack>
        )}
      />
    </Section>
  );
}
