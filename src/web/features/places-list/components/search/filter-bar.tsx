import { Button, Stack } from '@mui/material';
import { lazy, useEffect, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceSearchResult } from '@/contract/place-search';
import type { SearchFilters } from '@/web/features/places-list/lib/search-filters';
import type { Choice } from './choice-list';
import { FilterChip } from './filter-chip';
import { carrierChoices, countryChoices, formatDay, summary, typeChoices } from './filter-labels';
import { FlagChips } from './flag-chips';
import type * as Choosers from './filter-choosers';

let choosers: typeof Choosers | undefined;
/** The choosers' chunk (filter-choosers.ts); once it is in, a chip's chooser renders at once. */
export const preloadFilterChoosers = () => import('./filter-choosers').then((m) => (choosers = m));

/**
 * A chooser of the chunk: rendered straight away once the chunk is in (no fallback, which React
 * would hold for a while once shown), else lazily, under the chip's Suspense.
 */
function chooser<K extends keyof typeof Choosers>(name: K): (typeof Choosers)[K] {
  const Lazy = lazy(() =>
    preloadFilterChoosers().then((m) => ({ default: m[name] as ComponentType<object> })),
  );
  function Chooser(props: object) {
    const Loaded = choosers?.[name] as ComponentType<object> | undefined;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Chooser as unknown as (typeof Choosers)[K];
}
const ChoiceList = chooser('ChoiceList');
const MultiValuePicker = chooser('MultiValuePicker');
const ClosedOnForm = chooser('ClosedOnForm');

/** Fetches the choosers once the screen has drawn and is idle, so a chip opens with them at hand. */
function usePreloadChoosers() {
  useEffect(() => {
    const load = () => void preloadFilterChoosers().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(load, 500);
    return () => clearTimeout(id);
  }, []);
}

/** The look-ahead choices of "has an exception soon", in days. */
const EXCEPTION_DAYS = [0, 7, 14, 30, 90];

interface Props {
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
export function FilterBar({ filters, onChange, flagCounts, otherValues, onClearAll }: Props) {
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
            <MultiValuePicker
              free
              label={t('places.filters.city')}
              placeholder={t('places.filters.cityPlaceholder')}
              choices={[]}
              selected={filters.city ?? []}
              onChange={(v) => onChange({ city: v.length ? v : undefined })}
            />
          )}
        </FilterChip>
        <FilterChip
          name={t('places.filters.image')}
          value={
            filters.image &&
            t(filters.image === 'with' ? 'places.filters.withImage' : 'places.filters.withoutImage')
          }
          onClear={() => onChange({ image: undefined })}
        >
          {(close) => (
            <ChoiceList
              single
              label={t('places.filters.image')}
              choices={[
                { value: 'with', label: t('places.filters.withImage') },
                { value: 'without', label: t('places.filters.withoutImage') },
              ]}
              selected={filters.image ? [filters.image] : []}
              onToggle={(v) => {
                onChange({ image: filters.image === v ? undefined : (v as 'with' | 'without') });
                close();
              }}
            />
          )}
        </FilterChip>
        <FilterChip
          name={t('places.filters.openNow')}
          value={
            filters.openNow &&
            t(filters.openNow === 'true' ? 'places.filters.openNowTrue' : 'places.filters.openNowFalse')
          }
          onClear={() => onChange({ openNow: undefined })}
        >
          {(close) => (
            <ChoiceList
              single
              label={t('places.filters.openNow')}
              choices={[
                { value: 'true', label: t('places.filters.openNowTrue') },
                { value: 'false', label: t('places.filters.openNowFalse') },
              ]}
              selected={filters.openNow ? [filters.openNow] : []}
              onToggle={(v) => {
                onChange({ openNow: filters.openNow === v ? undefined : (v as 'true' | 'false') });
                close();
              }}
            />
          )}
        </FilterChip>
        <FilterChip
          name={t('places.filters.closedOn')}
          value={
            filters.closedOn &&
            t('places.filters.closedOnValue', { date: formatDay(filters.closedOn, language) })
          }
          onClear={() => onChange({ closedOn: undefined })}
        >
          {(close) => (
            <ClosedOnForm
              initial={filters.closedOn}
              onApply={(date) => {
                onChange({ closedOn: date });
                close();
              }}
            />
          )}
        </FilterChip>
        <FilterChip
          name={t('places.filters.exception')}
          value={
            filters.exceptionWithinDays !== undefined
              ? t('places.filters.exceptionValue', { count: filters.exceptionWithinDays })
              : undefined
          }
          onClear={() => onChange({ exceptionWithinDays: undefined })}
        >
          {(close) => (
            <ChoiceList
              single
              label={t('places.filters.exception')}
              choices={EXCEPTION_DAYS.map((days) => ({
                value: days,
                label: days
                  ? t('places.filters.exceptionDays', { count: days })
                  : t('places.filters.exceptionToday'),
              }))}
              selected={filters.exceptionWithinDays !== undefined ? [filters.exceptionWithinDays] : []}
              onToggle={(days) => {
                onChange({ exceptionWithinDays: filters.exceptionWithinDays === days ? undefined : days });
                close();
              }}
            />
          )}
        </FilterChip>
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
