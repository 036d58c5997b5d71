import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** What the BFF tells the app about this installation (GET /bff/config). */
export interface AppConfig {
  eshops: { id: string; name: string }[];
  sandbox: boolean;
  maxImageBytes: number;
  mapTileUrl: string;
  mapTileAttribution: string;
  platformOAuth: boolean;
  languages: string[];
}

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: async () => (await api<AppConfig>('/bff/config')).data,
  staleTime: 5 * 60_000,
});

export const useAppConfig = () => useQuery(configQuery);
