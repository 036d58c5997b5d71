import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { knowsCountry, publicHolidays, stateCode } from '../../../shared/lib/opening-hours/hours-holidays';
import type { PlaceFormValues } from '../lib/place-form-model';

/** The coming 12 months' public holidays of the country (and state) in the form, in the UI language. */
export function usePlaceHolidays(control: Control<PlaceFormValues>, today: string) {
  const { i18n } = useTranslation();
  const country = useWatch({ control, name: 'countryCode' });
  // The state, else the region, when the library knows it by code or name (Bayern, BY).
  const state = useWatch({ control, name: 'location.state' });
  const region = useWatch({ control, name: 'location.region' });
  const lang = i18n.language === 'cs' ? 'cs' : 'en';
  return useMemo(
    () => ({
      country,
      state: knowsCountry(country) ? stateCode(country, state || region) : undefined,
      known: knowsCountry(country),
      holidays: publicHolidays(country, today, lang, { state: state || region }),
    }),
    [country, state, region, today, lang],
  );
}
