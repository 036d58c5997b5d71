import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeQueries } from '@/web/shared/places/api/place-queries';
import { MultiValuePicker } from './lazy-choosers';

/** How long typing pauses before the towns are asked for: one request per word, not per key. */
export const CITY_TYPING_MS = 150;

interface Props {
  eshopId: string;
  selected: readonly string[];
  onChange: (values: string[]) => void;
}

/**
 * The city filter: the e-shop's towns as suggestions, most places first, narrowed by what is typed
 * (the BFF matches the start of a word without diacritics); any typed name is a value too.
 */
export function CityPicker({ eshopId, selected, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text.trim()), CITY_TYPING_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const towns = useQuery(placeQueries.cities(eshopId, asked));
  const choices = (towns.data?.items ?? []).map((town) => ({
    value: town.city,
    label: town.city,
    hint: t('places.filters.cityPlaces', { count: town.places }),
  }));
  return (
    <MultiValuePicker
      free
      label={t('places.filters.city')}
      placeholder={t('places.filters.cityPlaceholder')}
      choices={choices}
      selected={selected}
      onChange={onChange}
      onInputChange={setText}
      loading={towns.isFetching && !towns.data}
    />
  );
}
