import { Alert, Button, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Order } from '@/contract/orders/order';
import type { PickupPlace } from '@/contract/places';
import { paths } from '@/web/shared/lib/paths';
import type { OrderPlace } from '../api/order-place';
import { useFormat } from '../lib/format';
import { comingDays, exceptionsWhileWaiting, todayState, type TodayState } from '../lib/place-now';

const intervals = (list: { from: string; to: string }[]) => list.map((i) => `${i.from}–${i.to}`).join(', ');

function useTodayText() {
  const { t } = useTranslation();
  return (state: TodayState) => {
    if (state.kind === 'openNow') return t('order.place.openNow', { closes: state.closes });
    const reason = state.reason ? `: ${state.reason}` : '';
    if (state.kind === 'closedToday') return t('order.place.closedToday') + reason;
    return (
      (state.opens ? t('order.place.closedOpensAt', { opens: state.opens }) : t('order.place.closedNow')) +
      reason
    );
  };
}

function PlaceNow({ place, order }: { place: PickupPlace; order: Order }) {
  const { t } = useTranslation();
  const f = useFormat();
  const todayText = useTodayText();
  const now = new Date();
  const today = todayState(place, now);
  const exceptions = exceptionsWhileWaiting(place, order, now);
  const { line1, zipCode, city } = place.location;
  return (
    <Stack spacing={1}>
      <Typography>
        <Link component={RouterLink} to={paths.place(place.id)} sx={{ fontWeight: 600 }}>
          {place.name}
        </Link>
        {' · '}
        {[line1, [zipCode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
      </Typography>
      <Typography
        data-testid="order-place-today"
        color={today.kind === 'openNow' ? 'success.main' : 'warning.main'}
        sx={{ fontWeight: 600 }}
      >
        {todayText(today)}
      </Typography>
      <Typography variant="body2" component="div">
        {comingDays(place, now).map((d) => (
          <div key={d.date}>
            {f.date(d.date)}: {d.intervals.length ? intervals(d.intervals) : t('order.place.closed')}
            {d.reason ? ` (${d.reason})` : ''}
          </div>
        ))}
      </Typography>
      {exceptions.length > 0 && (
        <Typography variant="body2" color="textSecondary">
          {t('order.place.exceptions', {
            list: exceptions
              .map(
                (e) =>
                  `${f.date(e.date)} ${e.hours?.length ? intervals(e.hours) : t('order.place.closed')}${e.reason ? ` (${e.reason})` : ''}`,
              )
              .join('; '),
          })}
        </Typography>
      )}
    </Stack>
  );
}

/** The pickup place the order goes to, as it is now (hours, today, closures), or why it is not shown. */
export function OrderPickupPlace({ order, found }: { order: Order; found: OrderPlace }) {
  const { t } = useTranslation();
  if (found.status === 'none') return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('order.place.title')}
      sx={{ p: 2, height: '100%' }}
    >
      <Typography variant="overline" component="h2" color="textSecondary">
        {t('order.place.title')}
      </Typography>
      {found.status === 'loading' && <Skeleton variant="text" width="60%" aria-label={t('common.loading')} />}
      {found.status === 'ours' && <PlaceNow place={found.place} order={order} />}
      {found.status === 'notOurs' && (
        <Typography color="textSecondary">
          {t('order.place.notOurs')}
          {order.destination?.parcelShop?.businessHours
            ? ` ${t('order.place.carried', { hours: order.destination.parcelShop.businessHours })}`
            : ''}
        </Typography>
      )}
      {found.status === 'error' && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={found.retry}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('order.place.failed', { reason: found.error.message })}
        </Alert>
      )}
    </Paper>
  );
}
