import { queryOptions } from '@tanstack/react-query';
import type { Order } from '@/contract/orders/order';
import { api } from '@/web/shared/lib/api-client';

export const orderKeys = {
  all: ['orders'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};

export const orderQueries = {
  detail: (id: string) =>
    queryOptions({
      queryKey: orderKeys.detail(id),
      queryFn: async ({ signal }) => (await api<Order>(`/api/v1/order/${id}`, { signal })).data,
      staleTime: 30_000,
    }),
};
