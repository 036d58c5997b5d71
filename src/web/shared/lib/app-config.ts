import { queryOptions, useQuery } from '@tanstack/react-query';
import { deskOperations } from '@/contract/operations/desk';
import { call } from './call';

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => call(deskOperations.config, {}),
  staleTime: 5 * 60_000,
});

export const useAppConfig = () => useQuery(configQuery);
