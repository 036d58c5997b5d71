import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { askHolidays } from '../lib/holidays-client';
import type { HolidaysAnswer } from '../lib/holidays-protocol';
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
  const where = state || region || undefined;
  const ask = useMemo(() => ({ country, state: where, from: today, lang }), [country, where, today, lang]);
  const key = useMemo(() => ['holidays', ask] as const, [ask]);
  // The answer is cached by the query client (one worker question for the three sections that
  // ask), but comes in through state set in a transition, not useQuery: its store subscription
  // re-renders synchronously, and the hours, the exceptions and the preview re-rendered at once
  // were one long task on a phone when the worker answered.
  const queryClient = useQueryClient();
  const cached = queryClient.getQueryData<HolidaysAnswer>(key);
  const [settled, setSettled] = useState<{ ask: typeof ask; data?: HolidaysAnswer }>();
  useEffect(() => {
    if (queryClient.getQueryData(key)) return;
    let live = true;
    const settle = (data?: HolidaysAnswer) => {
      if (live) startTransition(() => setSettled({ ask, data }));
    };
    queryClient
      .fetchQuery({ queryKey: key, queryFn: () => askHolidays(ask), staleTime: Infinity })
      .then(settle, () => settle(undefined));
    return () => {
      live = false;
    };
  }, [queryClient, key, ask]);
  const answered = settled?.ask === ask;
  const data = cached ?? (answered ? settled.data : undefined);
  return {
    country,
    state: data?.state,
    known: data?.known ?? true,
    /** Not yet answered by the worker: an empty list then says nothing. */
    loading: !cached && !answered,
    holidays: data?.holidays ?? [],
  };
}
