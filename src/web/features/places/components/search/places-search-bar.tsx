import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceSearchResult } from '@/contract/place-search';
import type { SearchFilters } from '@/web/features/places/lib/search-filters';
import { ExportMenu } from './export-menu';
import { FilterBar } from './filter-bar';
import { PlaceSearchBox } from './place-search-box';

interface Props {
  filters: SearchFilters;
  onChange: (changes: Partial<SearchFilters>) => void;
  onClear: () => void;
  /** The search's answer for these filters (any page): the number of matches and the flags' counts. */
  summary: Pick<PlaceSearchResult, 'page' | 'flagCounts'> | undefined;
  /** Whether the list and map are narrowed down (the count of matches is shown then). */
  searching: boolean;
  /** The e-shop and filters, for the export. */
  exportQuery: URLSearchParams;
  /** More actions for the row (the table's column chooser). */
  actions?: ReactNode;
}

/** Above the list and the map: the search box, the filters, how many places match, and the export. */
export function PlacesSearchBar(props: Props) {
  const { filters, onChange, onClear, summary, searching, exportQuery, actions } = props;
  const { t } = useTranslation();
  const total = summary?.page.totalElements;
  return (
    <Stack spacing={1.5} component="section" aria-label={t('places.filters.label')}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <PlaceSearchBox value={filters.q} onSearch={(q) => onChange({ q })} />
        <Typography variant="body2" color="text.secondary" role="status" sx={{ minWidth: 120 }}>
          {searching && total !== undefined ? t('places.search.matches', { count: total }) : ''}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {actions}
        <ExportMenu query={exportQuery} total={total} />
      </Stack>
      <FilterBar
        filters={filters}
        onChange={onChange}
        flagCounts={summary?.flagCounts}
        onClearAll={searching ? onClear : undefined}
      />
    </Stack>
  );
}
