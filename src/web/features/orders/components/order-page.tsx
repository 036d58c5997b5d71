import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UuidSchema } from '@/contract/common';
import { orderQueries } from '../api/order-queries';
import { rememberOrder, useRecentOrders } from '../lib/recent-orders';
import { usePlatformOutcome } from '../lib/use-platform-outcome';
import { OrderError } from './order-error';
import { OrderLookup } from './order-lookup';
import { PlatformConnection, PlatformOutcome } from './platform-connection';
import { paths } from '@/web/shared/lib/paths';
import { loadOrderView } from '../order-view-chunk';

const LoadedOrder = lazy(loadOrderView);

/** What stands where the order will be, while it (or its view's chunk) loads. */
function OrderSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton variant="rounded" height={140} />
      <Skeleton variant="rounded" height={260} />
    </Stack>
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
    if (valid) void loadOrderView().catch(() => undefined); // alongside the order's request
  }, [valid]);
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
      {valid && !shown && !order.error && (order.isLoading || order.data) && <OrderSkeleton />}
      {valid && order.error && (
        <OrderError error={order.error} orderId={orderId} onRetry={() => void order.refetch()} />
      )}
      {shown && (
        <Suspense fallback={<OrderSkeleton />}>
          <LoadedOrder order={shown} />
        </Suspense>
      )}
    </Stack>
  );
}
