import { Box, Chip, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { SearchItem } from '@/contract/place-search';
import type { PickupPlace } from '@/contract/places';
import { carrierName } from '@/web/shared/lib/carriers';
import { localTime } from '@/domain/opening-hours-status';
import { formatDate } from '@/web/shared/lib/opening-hours/hours-format';
import { hoursStatus, statusLine } from '@/web/shared/lib/opening-hours/hours-status';
import type { PlaceColumn } from '@/web/features/places-list/lib/column-prefs';
import { TYPE_COLORS } from '@/web/features/places-list/lib/labels';
import { LazyTooltip } from '@/web/shared/ui/lazy-tooltip';

// What each column of the places table shows: its header, the property it sorts by (if any) and
// its cell, so the chosen columns can be drawn in the chosen order.

/** A row: the platform's place, with its data-quality flags when it comes from the search. */
export type PlaceRowData = PickupPlace & Partial<Pick<SearchItem, 'flags'>>;

interface ColumnDef {
  label: string;
  /** The API's sort property; none: not sortable. */
  sort?: string;
  cell: (place: PlaceRowData, context: { now: Date; t: TFunction; lang?: string }) => ReactNode;
}

export const COLUMN_DEFS: Record<PlaceColumn, ColumnDef> = {
  name: {
    label: 'places.columns.name',
    sort: 'name',
    cell: (place) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {place.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {[place.location.line1, place.location.zipCode].filter(Boolean).join(', ')}
        </Typography>
      </>
    ),
  },
  type: {
    label: 'places.columns.type',
    sort: 'type',
    cell: (place, { t }) => (
      <Chip
        size="small"
        label={t(`placeType.${place.type}`)}
        sx={{ bgcolor: TYPE_COLORS[place.type], color: '#fff', fontWeight: 500 }}
      />
    ),
  },
  carrier: {
    label: 'places.columns.carrier',
    sort: 'carrier',
    cell: (place, { t }) => <Chip size="small" variant="outlined" label={carrierName(place.carrier, t)} />,
  },
  city: {
    label: 'places.columns.city',
    sort: 'location.city',
    cell: (place) => (
      <>
        {place.location.city}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {place.countryCode}
        </Typography>
      </>
    ),
  },
  storage: {
    label: 'places.columns.storage',
    sort: 'storageTimeInDays',
    cell: (place, { t }) =>
      place.storageTimeInDays !== undefined
        ? t('places.storageDays', { count: place.storageTimeInDays }) +
          (place.storageTimeType === 'BUSINESS_DAYS' ? ` (${t('storageType.BUSINESS_DAYS_short')})` : '')
        : '—',
  },
  openNow: {
    label: 'places.columns.openNow',
    cell: (place, { now, t, lang }) => {
      const status = hoursStatus(place, now);
      const { open } = status;
      const today = localTime(now, place.zoneId).date;
      const line = statusLine(status, today, (d) => formatDate(d, lang === 'cs' ? 'cs' : 'en'), t);
      return (
        <LazyTooltip title={`${line} — ${t('places.zoneHint', { zone: place.zoneId })}`}>
          <Chip
            size="small"
            color={open ? 'success' : 'default'}
            variant={open ? 'filled' : 'outlined'}
            label={open ? t('places.open') : t('places.closed')}
          />
        </LazyTooltip>
      );
    },
  },
  flags: {
    label: 'places.columns.flags',
    cell: (place, { t }) =>
      place.flags?.length ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {place.flags.map((flag) => (
            <LazyTooltip key={flag} describeChild title={t(`places.flags.${flag}.hint`)}>
              <Chip size="small" color="warning" variant="outlined" label={t(`places.flags.${flag}.label`)} />
            </LazyTooltip>
          ))}
        </Stack>
      ) : (
        <Box component="span" sx={{ color: 'text.secondary' }} title={t('places.flags.none')}>
          —
        </Box>
      ),
  },
};
