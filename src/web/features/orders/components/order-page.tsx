import { Alert, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UuidSchema } from '@/contract/common';
import { orderQueries } from '../api/order-queries';
import { rememberOrder, useRecentOrders } from '../lib/recent-orders';
import { usePlatformOutcome } from '../lib/use-platform-outcome';
import { OrderError } from './order-error';
import { OrderLookup } from './order-lookup';
import { OrderHealthLine } from './order-health-line';
import { OrderPickupPlace } from './order-pickup-place';
import { useOrderPlace } from '../api/order-place';
import { replyPlace } from '../lib/place-now';
import type { Order } from '@/contract/orders/order';
import { OrderView } from './order-view/order-view';
import { PlatformConnection, PlatformOutcome } from './platform-connection';
import { paths } from '@/web/shared/lib/paths';
import { USER_ZONE } from '@/web/shared/lib/opening-hours/hours-status';

/** The answer first (health line, the pickup place now), then the whole order. */
function LoadedOrder({ order }: { order: Order }) {
  const found = useOrderPlace(order);
  const place = found.status === 'ours' ? found.place : undefined;
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: found.status === 'none' ? 12 : 7 }}>
          <OrderHealthLine
            order={order}
            timeZone={place?.zoneId ?? USER_ZONE}
            place={place && replyPlace(place, new Date())}
          />
        </Grid>
        {found.status !== 'none' && (
          <Grid size={{ xs: 12, lg: 5 }}>
            <OrderPickupPlace order={order} found={found} />
          </Grid>
        )}
      </Grid>
      <OrderView order={order} />
    </>
  );
}

interface Props {
  /** The order of the address ('' for the lookup alone). */
  orderId: string;
  /** Whose recent lookups to show and remember. */
  username: string;
  /** The user's platform account, when the installation offers connecting one. */
  platform?: { connected: boolean; available: boolean };
}

/** Look an order up by id (deep link /orders/<id>), with recent lookups and clear failure states. */
export function OrderPage({ orderId, username, platform }: Props) {
  const { t } = useTranslation();
  const outcome = usePlatformOutcome(orderId);
  const valid = UuidSchema.safeParse(orderId).success;
  const order = useQuery({ ...orderQueries.detail(orderId), enabled: valid });
  const loaded = Boolean(order.data);
  // The whole order (parcels, timeline, the place on a map) is first drawn in a transition that
  // yields to the browser: from a deferred copy, this order's only (a lagging one is the last
  // order's); once drawn, it follows a refetch at once.
  const deferred = useDeferredValue(order.data);
  const shown = deferred?.id === orderId ? (order.data ?? deferred) : undefined;
  const recent = useRecentOrders(username);
  useEffect(() => {
    if (loaded && username) rememberOrder(username, orderId);
  }, [loaded, username, orderId]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 1300, mx: 'auto' }}>
      {!orderId && (
        <Typography variant="h5" component="h1" tabIndex={-1} sx={{ fontWeight: 600 }}>
          {t('order.lookupTitle')}
        </Typography>
      )}
      <OrderLookup key={orderId} initial={orderId} recent={recent} />
      {platform?.available && (
        <PlatformConnection
          connected={platform.connected}
          returnTo={orderId ? paths.order(orderId) : paths.orders()}
          onDisconnected={outcome.clear}
        />
      )}
      <PlatformOutcome outcome={outcome.outcome} />
      {orderId && !valid && (
        <Alert severity="error" role="alert">
          {t('order.invalidId')}
        </Alert>
      )}
      {valid && !shown && !order.error && (order.isLoading || order.data) && (
        <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={260} />
        </Stack>
      )}
      {valid && order.error && (
        <OrderError error={order.error} orderId={orderId} onRetry={() => void order.refetch()} />
      )}
      {shown && <LoadedOrder order={shown} />}
    </Stack>
  );
}
