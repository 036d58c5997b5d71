import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../shared/lib/query-client';

// What the app needs from the first render: the query cache. MUI's theme (provider-theme.tsx) is a
// chunk that comes with the first screen (router.tsx), so MUI and emotion stay out of the first
// script; the notifications (provider-shell.tsx) and the date pickers' LocalizationProvider
// (provider-dates.tsx) likewise come with the screens that use them.
export function AppProvider({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
