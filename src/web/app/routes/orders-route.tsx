import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { UuidSchema } from '../../../contract/common';
import { sessionQuery } from '../../features/auth/api/session';
import { orderQueries } from '../../features/orders/api/order-queries';
import { OrderLookup } from '../../features/orders/components/order-lookup';
import { OrderView } from '../../features/orders/components/order-view';
import { rememberOrder, useRecentOrders } from '../../features/orders/lib/recent-orders';
import { ApiError, api } from '../../shared/lib/api-client';

/** Look an order up by id (deep link /orders/<id>), with recent lookups and clear failure states. */
export default function OrdersRoute() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const platform = usePlatformOutcome(orderId);
  const session = useQuery(sessionQuery).data;
  const username = session?.user.username ?? '';
  const valid = UuidSchema.safeParse(orderId).success;
  const order = useQuery({ ...orderQueries.detail(orderId), enabled: valid });
  const loaded = Boolean(order.data);
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
      {session?.platform.available && (
        <PlatformConnection
          connected={session.platform.connected}
          returnTo={orderId ? `/orders/${orderId}` : '/orders'}
          onDisconnected={platform.clear}
        />
      )}
      {platform.outcome === 'connected' && <Alert severity="success">{t('order.connected')}</Alert>}
      {platform.outcome === 'denied' && <Alert severity="warning">{t('order.denied')}</Alert>}
      {(platform.outcome === 'failed' || platform.outcome === 'invalid-state') && (
        <Alert severity="error">{t('order.connectFailed')}</Alert>
      )}
      {orderId && !valid && (
        <Alert severity="error" role="alert">
          {t('order.invalidId')}
        </Alert>
      )}
      {valid && order.isLoading && (
        <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={260} />
        </Stack>
      )}
      {valid && order.error && (
        <OrderError error={order.error} orderId={orderId} onRetry={() => void order.refetch()} />
      )}
      {order.data && <OrderView order={order.data} />}
    </Stack>
  );
}

/**
 * The outcome of connecting the platform account (`?platform=connected|denied|failed`, set by the
 * BFF's OAuth callback), read once: shown on this visit of the order, and taken out of the address
 * at once, so a reload or a bookmark does not announce it again. It goes when the user disconnects
 * or looks up another order.
 */
function usePlatformOutcome(orderId: string) {
  const [params, setParams] = useSearchParams();
  const [outcome, setOutcome] = useState(() => params.get('platform'));
  const inAddress = params.has('platform');
  useEffect(() => {
    if (!inAddress) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('platform');
        return next;
      },
      { replace: true },
    );
  }, [inAddress, setParams]);
  const shownFor = useRef(orderId);
  useEffect(() => {
    if (shownFor.current !== orderId) setOutcome(null);
  }, [orderId]);
  return { outcome, clear: () => setOutcome(null) };
}

function OrderError({ error, orderId, onRetry }: { error: Error; orderId: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const apiError = error instanceof ApiError ? error : undefined;
  if (apiError?.status === 404) {
    return (
      <Alert severity="warning" role="alert">
        <strong>{t('order.notFoundTitle')}.</strong> {t('order.notFound')}
      </Alert>
    );
  }
  if (apiError?.kind === 'platform-connect-required' || apiError?.kind === 'platform-reconnect-required') {
    const returnTo = encodeURIComponent(`/orders/${orderId}`);
    return (
      <Alert
        severity="info"
        role="alert"
        action={
          <Button variant="contained" size="small" href={`/auth/platform/connect?returnTo=${returnTo}`}>
            {t('order.connect')}
          </Button>
        }
      >
        <strong>{t('order.connectTitle')}.</strong>{' '}
        {apiError.kind === 'platform-reconnect-required' ? t('order.reconnectBody') : t('order.connectBody')}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert" action={<Button onClick={onRetry}>{t('order.retry')}</Button>}>
      <strong>{apiError?.title ?? t('order.upstream')}.</strong> <Box component="span">{error.message}</Box>
    </Alert>
  );
}

/** Whose rights read orders: the user's own platform account when connected, else the installation's. */
function PlatformConnection({
  connected,
  returnTo,
  onDisconnected,
}: {
  connected: boolean;
  returnTo: string;
  onDisconnected: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const disconnect = useMutation({
    mutationFn: () => api<void>('/auth/platform/disconnect', { method: 'POST' }),
    onSuccess: () => {
      // The outcome of an earlier connect ("connected") no longer holds.
      onDisconnected();
      return queryClient.invalidateQueries();
    },
  });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {connected ? t('order.platformConnected') : t('order.platformNotConnected')}
      </Typography>
      {connected ? (
        <Button size="small" onClick={() => disconnect.mutate()} loading={disconnect.isPending}>
          {t('order.disconnect')}
        </Button>
      ) : (
        <Button size="small" href={`/auth/platform/connect?returnTo=${encodeURIComponent(returnTo)}`}>
          {t('order.connect')}
        </Button>
      )}
    </Stack>
  );
}
