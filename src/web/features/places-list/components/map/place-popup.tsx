import { Link, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { placeQueries } from '@/web/shared/places/api/place-queries';
import { localTime } from '@/domain/opening-hours-status';
import { formatDate } from '@/web/shared/lib/opening-hours/hours-format';
import { hoursStatus, hoursOn } from '@/web/shared/lib/opening-hours/hours-status';
import { statusLine } from '@/web/shared/lib/opening-hours/hours-status';
import { paths } from '@/web/shared/lib/paths';
import { EnumValue } from '@/web/shared/ui/enum-value';

// What a marker's popup shows: the name at once (the map has it), then the address and today's
// hours and the status line (open until when, or when it opens) in the place's own time zone once the place has loaded (the same query the editor uses,
// so opening the editor from here is instant).

interface Props {
  point: { id: string; name: string };
  /** The popup's size changed (details arrived): Leaflet re-measures it. */
  onResize: () => void;
}

export function PlacePopup({ point, onResize }: Props) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const detail = useQuery(placeQueries.detail(point.id));
  const place = detail.data?.place;
  useEffect(onResize, [place, detail.error, onResize]);

  const now = new Date();
  const today = place ? hoursOn(place, now) : undefined;
  const lang = i18n.language === 'cs' ? 'cs' : 'en';
  const status = place
    ? statusLine(hoursStatus(place, now), localTime(now, place.zoneId).date, (d) => formatDate(d, lang), t)
    : undefined;
  const hours = today?.hours.length
    ? today.hours.map((h) => `${h.from}–${h.to}`).join(', ')
    : t('places.closedAllDay');
  return (
    <Stack spacing={0.5} sx={{ minWidth: 220 }}>
      <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 600 }}>
        {point.name}
      </Typography>
      {place ? (
        <>
          <Typography variant="body2" color="textSecondary">
            <EnumValue field="type" value={place.type} /> ·{' '}
            <EnumValue field="carrier" value={place.carrier} />
          </Typography>
          <Typography variant="body2">
            {place.location.line1}, {place.location.zipCode} {place.location.city}
          </Typography>
          <Typography variant="body2">
            {t('places.today')}: {hours}
            {today?.exception?.reason ? ` (${today.exception.reason})` : ''}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {status}
          </Typography>
        </>
      ) : detail.error ? (
        <Typography variant="body2" color="error">
          {detail.error.message}
        </Typography>
      ) : (
        <>
          <Skeleton width="90%" />
          <Skeleton width="60%" />
        </>
      )}
      {/* The editor comes back to the map as it is now (its centre and zoom are in the address). */}
      <Link
        component={RouterLink}
        to={paths.place(point.id)}
        state={{ returnTo: `${location.pathname}${location.search}` }}
      >
        {t('common.openEditor')}
      </Link>
    </Stack>
  );
}
