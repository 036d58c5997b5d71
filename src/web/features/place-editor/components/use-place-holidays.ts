import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { askHolidays } from '../lib/holidays-client';
import type { PlaceFormValues } from '../lib/place-form-model';

/**
 * The coming 12 months' public holidays of the country in the form, and of its state (else its
 * region) where the library knows it by code or name (Bayern, BY), in the UI language.
 */
export function usePlaceHolidays(control: Control<PlaceFormValues>, today: string) {
  const { i18n } = useTranslation();
  const country = useWatch({ control, name: 'countryCode' });
  const state = useWatch({ control, name: 'location.state' });
  const region = useWatch({ control, name: 'location.region' });
  const lang = i18n.language === 'cs' ? 'cs' : 'en';
  const ask = { country, state: state || region || undefined, from: today, lang };
  const answer = useQuery({
    queryKey: ['holidays', ask],
    queryFn: () => askHolidays(ask),
    staleTime: Infinity,
  });
  return {
    country,
    state: answer.data?.state,
    known: answer.data?.known ?? true,
    /** Not yet answered by the worker: an empty list then says nothing. */
    loading: answer.isPending,
    holidays: answer.data?.holidays ?? [],
  };
}
