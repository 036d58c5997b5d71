import { useTranslation } from 'react-i18next';
import type { SearchFilters } from '@/web/features/places-list/lib/search-filters';
import { FilterChip } from './filter-chip';
import { formatDay } from './filter-labels';
import { ChoiceList, ClosedOnForm } from './lazy-choosers';

/** The look-ahead choices of "has an exception soon", in days. */
const EXCEPTION_DAYS = [0, 7, 14, 30, 90];

interface Props {
  filters: SearchFilters;
  /** Changes some filters (undefined removes one); the rest stay. */
  onChange: (changes: Partial<SearchFilters>) => void;
}

/** The chips of one condition each (image, open now, closed on a day, an exception soon): one choice, then the chooser closes. */
export function ConditionChips({ filters, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <>
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
    </>
  );
}
