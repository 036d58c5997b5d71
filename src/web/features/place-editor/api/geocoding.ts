import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GeocodeSearchQuery } from '@/contract/desk/geocoding';
import { geocodingOperations } from '@/contract/operations/geocoding';
import { call } from '@/web/shared/lib/call';

// The BFF's geocoding (issue 46): candidates for a typed address, the address nearest a pin. The
// same question is answered from the cache for five minutes (as the BFF lets the browser).

const FIVE_MINUTES = 5 * 60_000;

export function useGeocodeSearch(query: Pick<GeocodeSearchQuery, 'q' | 'countryCode' | 'limit'> | null) {
  return useQuery({
    queryKey: ['geocode', 'search', query],
    queryFn: ({ signal }) => call(geocodingOperations.search, { query: query! }, { signal }),
    enabled: query !== null && query.q.trim() !== '',
    staleTime: FIVE_MINUTES,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useGeocodeReverse(point: { latitude: number; longitude: number } | null) {
  return useQuery({
    queryKey: ['geocode', 'reverse', point],
    queryFn: ({ signal }) => call(geocodingOperations.reverse, { query: point! }, { signal }),
    enabled: point !== null,
    staleTime: FIVE_MINUTES,
    retry: false,
  });
}
