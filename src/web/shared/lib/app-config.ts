import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@/contract/desk/config';
import { api } from './api-client';

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: async () => (await api<AppConfig>('/bff/config')).data,
  staleTime: 5 * 60_000,
});

export const useAppConfig = () => useQuery(configQuery);
