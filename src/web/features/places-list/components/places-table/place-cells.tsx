import type { TFunction } from 'i18next';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchItem } from '@/contract/place-search';
import type { PickupPlace } from '@/contract/places';
import { wordEnum, type EnumWording } from '@/web/shared/lib/enum-words';
import { localTime } from '@/domain/opening-hours-status';
import { formatDate } from '@/web/shared/lib/opening-hours/hours-format';
import { hoursStatus, statusLine } from '@/web/shared/lib/opening-hours/hours-status';
import type { PlaceColumn } from '@/web/features/places-list/lib/column-prefs';
import { typeColor } from '@/web/features/places-list/lib/labels';
import { useMinute } from '@/web/shared/lib/use-minute';
import { LazyTooltip } from '@/web/shared/ui/lazy-tooltip';
import { placeClasses as c } from './place-styles';

// What each column of the places table shows: its header, the property it sorts by (if any) and
// its cell, so the chosen columns can be drawn in the chosen order. Cells are plain elements
// (chips are two spans), styled by the table's or card list's root (place-styles.ts).

/** A row: the platform's place, with its data-quality flags when it comes from the search. */
export type PlaceRowData = PickupPlace & Partial<Pick<SearchItem, 'flags'>>;

interface ColumnDef {
  label: string;
  /** The API's sort property; none: not sortable. */
  sort?: string;
  cell: (place: PlaceRowData, context: { t: TFunction }) => ReactNode;
}

/**
 * Whether a place is open now, by the user's clock in the place's zone, brought up to date as each
 * minute begins (use-minute.ts): unknown in the server's render and while the browser takes it
 * over, a blank chip's room until then. A component of its own, so that the end of the hydration
 * and each minute redraw these chips and not the whole page of rows around them (that redraw, one
 * synchronous render of every row, followed the hydration's commit in a phone's longest task).
 */
function OpenNow({ place }: { place: PlaceRowData }) {
  const { t, i18n } = useTranslation();
  if (useMinute() === undefined)
    return <span className={c.chip} style={{ visibility: 'hidden', width: '4em' }} />;
  const now = new Date();
  const status = hoursStatus(place, now);
  const today = localTime(now, place.zoneId).date;
  const line = statusLine(status, today, (d) => formatDate(d, i18n.language === 'cs' ? 'cs' : 'en'), t);
  return (
    <LazyTooltip title={`${line} — ${t('places.zoneHint', { zone: place.zoneId })}`}>
      {status.open ? chip(t('places.open'), c.open) : chip(t('places.closed'), c.outlined)}
    </LazyTooltip>
  );
}

/** A small chip as MUI's Chip draws it: its label in a span of its own (cut short with an ellipsis). */
function chip(label: string, className: string, style?: CSSProperties) {
  return (
    <span className={`${c.chip} ${className}`} style={style}>
      <span className={c.chipLabel}>{label}</span>
    </span>
  );
}

/**
 * A value a newer platform sent that this version does not know (issue 42): humanised, marked (a
 * dashed border and a question mark) and said to be unknown, on hover and to a screen reader.
 */
function unknownValue(w: EnumWording, node: ReactNode) {
  return (
    <LazyTooltip describeChild title={w.hint}>
      <span className={c.unknown} data-unknown-value={w.value}>
        {node}
        <span className={c.hidden}>{` (${w.hint})`}</span>
      </span>
    </LazyTooltip>
  );
}

/** A value as a chip: an unknown one in the neutral colour, with its mark and hint. */
function enumChip(w: EnumWording, className: string, style?: CSSProperties) {
  if (w.known) return chip(w.label, className, style);
  return unknownValue(w, chip(`${w.label} ?`, `${c.outlined} ${c.unknownChip}`));
}

/** A value as text (the country under the city). */
const enumText = (w: EnumWording) => (w.known ? w.label : unknownValue(w, `${w.label} ?`));

export const COLUMN_DEFS: Record<PlaceColumn, ColumnDef> = {
  name: {
    label: 'places.columns.name',
    sort: 'name',
    cell: (place) => (
      <>
        <p className={c.name}>{place.name}</p>
        <span className={c.caption}>
          {[place.location.line1, place.location.zipCode].filter(Boolean).join(', ')}
        </span>
      </>
    ),
  },
  type: {
    label: 'places.columns.type',
    sort: 'type',
    cell: (place, { t }) =>
      enumChip(wordEnum('type', place.type, t), c.typeChip, { backgroundColor: typeColor(place.type) }),
  },
  carrier: {
    label: 'places.columns.carrier',
    sort: 'carrier',
    cell: (place, { t }) => enumChip(wordEnum('carrier', place.carrier, t), c.outlined),
  },
  city: {
    label: 'places.columns.city',
    sort: 'location.city',
    cell: (place, { t }) => (
      <>
        {place.location.city}
        <span className={`${c.caption} ${c.block}`}>
          {enumText(wordEnum('countryCode', place.countryCode, t, { short: true }))}
        </span>
      </>
    ),
  },
  storage: {
    label: 'places.columns.storage',
    sort: 'storageTimeInDays',
    cell: (place, { t }) => {
      if (place.storageTimeInDays === undefined) return '—';
      const days = t('places.storageDays', { count: place.storageTimeInDays });
      const type = place.storageTimeType;
      // Calendar days are the default and go unsaid; business days, or a type this version does
      // not know, are said after the days.
      if (!type || type === 'CALENDAR_DAYS') return days;
      const w = wordEnum('storageTimeType', type, t, { short: true });
      return (
        <>
          {days} ({enumText(w)})
        </>
      );
    },
  },
  openNow: {
    label: 'places.columns.openNow',
    cell: (place) => <OpenNow place={place} />,
  },
  flags: {
    label: 'places.columns.flags',
    cell: (place, { t }) =>
      place.flags?.length ? (
        <div className={c.flags}>
          {place.flags.map((flag) => (
            <LazyTooltip key={flag} describeChild title={t(`places.flags.${flag}.hint`)}>
              {chip(t(`places.flags.${flag}.label`), `${c.outlined} ${c.warning}`)}
            </LazyTooltip>
          ))}
        </div>
      ) : (
        <span className={c.muted} title={t('places.flags.none')}>
          —
        </span>
      ),
  },
};
