import { useQuery } from '@tanstack/react-query';
import { UuidSchema } from '@/contract/common';
import type { Order } from '@/contract/orders/order';
import { placeOperations } from '@/contract/operations/places';
import type { PickupPlace } from '@/contract/places';
import { ApiError } from '@/web/shared/lib/api-client';
import { call } from '@/web/shared/lib/call';
import { useAppConfig } from '@/web/shared/lib/app-config';

// Which of the installation's pickup places an order goes to: by the platform's place id first,
// then by the carrier's place id (a place's originPickupPlaceId) within the order's e-shop.

export type OrderPlace =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ours'; place: PickupPlace }
  | { status: 'notOurs' }
  | { status: 'error'; error: Error; retry: () => void };

/** "Not found" and "not yours" both mean: not a place of this installation. */
const notOurs = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

async function findPlace(order: Order, managed: boolean, signal: AbortSignal): Promise<PickupPlace | null> {
  const shop = order.destination?.parcelShop;
  const id = shop?.pickupPlaceId;
  if (id && UuidSchema.safeParse(id).success) {
    try {
      return await call(placeOperations.get, { params: { id } }, { signal });
    } catch (error) {
      if (!notOurs(error)) throw error;
    }
  }
  const carrierId = shop?.parcelShopId;
  if (!carrierId || !managed) return null;
  const query = new URLSearchParams({ eshopId: order.eshopId, q: carrierId, size: '20' });
  const found = await call(placeOperations.search, { query }, { signal });
  return found.items.find((p) => p.originPickupPlaceId === carrierId) ?? null;
}

export function useOrderPlace(order: Order): OrderPlace {
  const config = useAppConfig().data;
  const managed = Boolean(config?.eshops.some((e) => e.id === order.eshopId));
  const toPlace = order.destination?.type !== 'HOUSE_ADDRESS' && Boolean(order.destination?.parcelShop);
  const query = useQuery({
    queryKey: ['orders', 'place', order.id, order.destination?.parcelShop] as const,
    queryFn: ({ signal }) => findPlace(order, managed, signal),
    enabled: toPlace && Boolean(config),
    staleTime: 60_000,
    retry: false,
  });
  if (!toPlace) return { status: 'none' };
  if (query.error) return { status: 'error', error: query.error, retry: () => void query.refetch() };
  if (query.data === undefined) return { status: 'loading' };
  return query.data ? { status: 'ours', place: query.data } : { status: 'notOurs' };
}
