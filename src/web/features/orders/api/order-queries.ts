import { queryOptions } from '@tanstack/react-query';
import { OrderSchema, type Order } from '@/contract/orders/order';
import { orderOperations } from '@/contract/operations/orders';
import { call } from '@/web/shared/lib/call';

export const orderKeys = {
  all: ['orders'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};

/**
 * The relayed order read as the contract reads it (issue 42): a grown platform's `null` for an
 * absent field becomes absent, as the Order type says; one the contract cannot read is shown as it
 * came, as before (the viewer copes with what is missing).
 */
export function readOrder(body: unknown): Order {
  const parsed = OrderSchema.safeParse(body);
  // The one answer the web parses: shown as it came when the contract cannot read it (behaviour kept).
  return parsed.success ? parsed.data : (body as Order);
}

export const orderQueries = {
  detail: (id: string) =>
    queryOptions({
      queryKey: orderKeys.detail(id),
      queryFn: async ({ signal }) =>
        readOrder(await call(orderOperations.get, { params: { orderId: id } }, { signal })),
      staleTime: 30_000,
    }),
};
