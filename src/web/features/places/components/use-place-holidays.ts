import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { knowsCountry, publicHolidays } from '../../../shared/lib/opening-hours/hours-holidays';
import type { PlaceFormValues } from '../lib/place-form-model';

/** The coming 12 months' public holidays of the country (and state) in the form, in the UI language. */
export function usePlaceHolidays(control: Control<PlaceFormValues>, today: string) {
  const { i18n } = useTranslation();
  const country = useWatch({ control, name: 'countryCode' });
  const state = useWatch({ control, name: 'location.state' });
  const lang = i18n.language === 'cs' ? 'cs' : 'en';
  return useMemo(
    () => ({
      country,
      state: state || undefined,
      known: knowsCountry(country),
      holidays: publicHolidays(country, today, lang, { state }),
    }),
    [country, state, today, lang],
  );
}
