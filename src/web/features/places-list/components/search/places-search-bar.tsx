import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import { Badge, Box, Button, Drawer, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceSearchResult } from '@/contract/place-search';
import type { SearchFilters } from '@/web/features/places-list/lib/search-filters';
import { ExportMenu } from './export-menu';
import { FilterBar } from './filter-bar';
import { PlaceSearchBox } from './place-search-box';
import { useOpenedOnce } from '@/web/shared/lib/use-opened-once';

interface Props {
  filters: SearchFilters;
  onChange: (changes: Partial<SearchFilters>) => void;
  onClear: () => void;
  /** The search's answer for these filters (any page): the number of matches and the flags' counts. */
  summary: Pick<PlaceSearchResult, 'page' | 'flagCounts' | 'otherValues'> | undefined;
  /** Whether the list and map are narrowed down (the count of matches is shown then). */
  searching: boolean;
  /** The e-shop and filters, for the export. */
  exportQuery: URLSearchParams;
  /** The e-shop whose towns the city filter suggests. */
  eshopId: string;
  /** More actions for the row (the table's column chooser). */
  actions?: ReactNode;
  /** A narrow screen: the filters open in a drawer instead of taking half the screen. */
  compact?: boolean;
}

/** How many filters are set (the search text is not one: it shows in its box). */
const filterCount = ({ q: _, ...filters }: SearchFilters) =>
  Object.values(filters).filter((v) => (Array.isArray(v) ? v.length > 0 : v !== undefined)).length;

/** Above the list and the map: the search box, the filters, how many places match, and the export. */
export function PlacesSearchBar(props: Props) {
  const { filters, onChange, onClear, summary, searching, exportQuery, actions, compact, eshopId } = props;
  const { t, i18n } = useTranslation();
  const [drawer, setDrawer] = useState(false);
  // Not rendered before first opened (a closed Drawer still runs its Modal and styles).
  const drawerMounted = useOpenedOnce(drawer);
  const total = summary?.page.totalElements;
  const matchesText = searching && total !== undefined ? t('places.search.matches', { count: total }) : '';
  const matches = (
    <Typography variant="body2" color="textSecondary" role="status" sx={{ minWidth: 120 }}>
      {matchesText}
    </Typography>
  );
  const filterBar = (
    <FilterBar
      eshopId={eshopId}
      filters={filters}
      onChange={onChange}
      flagCounts={summary?.flagCounts}
      otherValues={summary?.otherValues}
      onClearAll={searching ? onClear : undefined}
    />
  );
  if (compact) {
    const count = filterCount(filters);
    return (
      <Stack spacing={1} component="section" aria-label={t('places.filters.label')}>
        <Stack direction="row" sx={{ gap: 1 }}>
          <PlaceSearchBox value={filters.q} onSearch={(q) => onChange({ q })} />
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Badge badgeContent={count} color="primary">
            <Button
              variant="outlined"
              size="small"
              startIcon={<FilterListOutlined />}
              onClick={() => setDrawer(true)}
              aria-haspopup="dialog"
            >
              {t('places.filters.label')}
            </Button>
          </Badge>
          <Box sx={{ flexGrow: 1 }} />
          {actions}
          <ExportMenu query={exportQuery} total={total} />
        </Stack>
        {/* A line of its own, there from the first paint while searching: the count arriving in the
            buttons' row wrapped Export onto a second line and pushed the list down (CLS 0.2). */}
        {searching && (
          <Typography variant="body2" color="textSecondary" role="status">
            {matchesText || '\u00a0'}
          </Typography>
        )}
        {drawerMounted && (
          <Drawer
            anchor="bottom"
            open={drawer}
            onClose={() => setDrawer(false)}
            slotProps={{
              paper: { sx: { maxHeight: '85vh', p: 2 }, 'aria-label': t('places.filters.label') },
            }}
          >
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                {t('places.filters.label')}
              </Typography>
              {filterBar}
              <Button variant="contained" onClick={() => setDrawer(false)}>
                {total !== undefined
                  ? t('places.filters.show', { count: total, n: total.toLocaleString(i18n.language) })
                  : t('common.close')}
              </Button>
            </Stack>
          </Drawer>
        )}
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5} component="section" aria-label={t('places.filters.label')}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <PlaceSearchBox value={filters.q} onSearch={(q) => onChange({ q })} />
        {matches}
        <Box sx={{ flexGrow: 1 }} />
        {actions}
        <ExportMenu query={exportQuery} total={total} />
      </Stack>
      {filterBar}
    </Stack>
  );
}
