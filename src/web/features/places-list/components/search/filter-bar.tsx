import { Button, Stack } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceSearchResult } from '@/contract/place-search';
import type { SearchFilters } from '@/web/features/places-list/lib/search-filters';
import type { Choice } from './choice-list';
import { FilterChip } from './filter-chip';
import { carrierChoices, countryChoices, summary, typeChoices } from './filter-labels';
import { FlagChips } from './flag-chips';
import { ChoiceList, MultiValuePicker, usePreloadChoosers } from './lazy-choosers';
import { CityPicker } from './city-picker';
import { ConditionChips } from './condition-chips';

interface Props {
  /** The e-shop whose towns the city filter suggests. */
  eshopId: string;
  filters: SearchFilters;
  /** Changes some filters (undefined removes one); the rest stay. */
  onChange: (changes: Partial<SearchFilters>) => void;
  flagCounts: PlaceSearchResult['flagCounts'] | undefined;
  /** Values of the e-shop's places the documents do not list (undefined from an older BFF). */
  otherValues?: PlaceSearchResult['otherValues'] | undefined;
  /** Removes every filter and the search text; offered when any is set. */
  onClearAll: (() => void) | undefined;
}

const toggled = <T,>(values: readonly T[] | undefined, value: T): T[] | undefined => {
  const next = values?.includes(value) ? values.filter((v) => v !== value) : [...(values ?? []), value];
  return next.length ? next : undefined;
};

/** The filters as chips, combinable: each opens its chooser, and shows its choice once set. */
export function FilterBar({ eshopId, filters, onChange, flagCounts, otherValues, onClearAll }: Props) {
  const { t, i18n } = useTranslation();
  usePreloadChoosers();
  const language = i18n.language;
  const types = useMemo(() => typeChoices(t, otherValues?.type, language), [t, otherValues, language]);
  const carriers = useMemo(
    () => carrierChoices(t, otherValues?.carrier, language),
    [t, otherValues, language],
  );
  const countries = useMemo(
    () => countryChoices(t, language, otherValues?.country),
    [t, language, otherValues],
  );
  const labelsOf = (choices: readonly Choice<string>[], values: readonly string[] | undefined) =>
    values && summary(values.map((v) => choices.find((c) => c.value === v)?.label ?? v));
  const named = (name: string, value: string | undefined) => value && `${name}: ${value}`;

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <FilterChip
          name={t('places.filters.type')}
          value={named(t('places.filters.type'), labelsOf(types, filters.type))}
          onClear={() => onChange({ type: undefined })}
        >
          {() => (
            <ChoiceList
              label={t('places.filters.type')}
              choices={types}
              selected={filters.type ?? []}
              onToggle={(v) =>
                onChange({ type: toggled(filters.type as string[] | undefined, v) as SearchFilters['type'] })
              }
            />
          )}
        </FilterChip>
        <FilterChip
          name={t('places.filters.carrier')}
          value={named(t('places.filters.carrier'), labelsOf(carriers, filters.carrier))}
          onClear={() => onChange({ carrier: undefined })}
        >
          {() => (
            <MultiValuePicker
              label={t('places.filters.carrier')}
              choices={carriers}
              selected={filters.carrier ?? []}
              onChange={(v) => onChange({ carrier: (v.length ? v : undefined) as SearchFilters['carrier'] })}
            />
          )}
        </FilterChip>
        <FilterChip
          name={t('places.filters.country')}
          value={named(t('places.filters.country'), labelsOf(countries, filters.country))}
          onClear={() => onChange({ country: undefined })}
        >
          {() => (
            <MultiValuePicker
              label={t('places.filters.country')}
              choices={countries}
              selected={filters.country ?? []}
              onChange={(v) => onChange({ country: (v.length ? v : undefined) as SearchFilters['country'] })}
            />
          )}
        </FilterChip>
        <FilterChip
          name={t('places.filters.city')}
          value={named(t('places.filters.city'), filters.city && summary(filters.city))}
          onClear={() => onChange({ city: undefined })}
        >
          {() => (
            <CityPicker
              eshopId={eshopId}
              selected={filters.city ?? []}
              onChange={(v) => onChange({ city: v.length ? v : undefined })}
            />
          )}
        </FilterChip>
        <ConditionChips filters={filters} onChange={onChange} />
        {onClearAll && (
          <Button size="small" onClick={onClearAll}>
            {t('places.filters.clear')}
          </Button>
        )}
      </Stack>
      <FlagChips
        selected={filters.flag ?? []}
        counts={flagCounts}
        onToggle={(flag) => onChange({ flag: toggled(filters.flag, flag) })}
      />
    </Stack>
  );
}
