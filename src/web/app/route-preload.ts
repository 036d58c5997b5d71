import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import type { AppConfig } from '@/contract/desk/config';
import type { SessionInfo } from '@/contract/desk/session';
import { sessionQuery } from '../features/auth/api/session';
import { configQuery } from '../shared/lib/app-config';
import { paths } from '../shared/lib/paths';
import { earlyTexts, OrdersRoute, PlacesRoute, ThemeFrame, type Preloadable } from './route-chunks';
import { prefetchPlaces } from './routes/places-prefetch';
import { loadOrderView } from '../features/orders/order-view-chunk';

/** The first screen of a signed-in user: support answers customers, so it starts on Orders. */
export const landingFor = (session: SessionInfo | null | undefined) =>
  session?.user.role === 'support' ? paths.orders() : paths.places();

/** What the first screen's data can start from: the session and the configuration, asked together. */
interface FirstLoad {
  queryClient: QueryClient;
  session: Promise<SessionInfo | null>;
  config: Promise<AppConfig | undefined>;
  search: URLSearchParams;
}

/**
 * What a route's screen needs fetched, started for the first address before the first render: its
 * chunks, and its data (`prefetch`) as soon as the session is known.
 */
export type Handle = { preload?: () => void; prefetch?: (load: FirstLoad) => void };
export const preload = (...chunks: Preloadable[]): Handle => ({
  preload: () => chunks.forEach((c) => c.preload()),
});

/** The places list (or map) of the address, once signed in: the request the screen would make. */
export const placesHandle: Handle = {
  preload: () => {
    PlacesRoute.preload();
    earlyTexts.hours();
  },
  prefetch: ({ queryClient, session, config, search }) =>
    void Promise.all([session, config])
      .then(([signedIn, appConfig]) => {
        if (signedIn && appConfig) prefetchPlaces(queryClient, appConfig.eshops, search);
      })
      .catch(() => undefined),
};

/** An order's address: the orders screen and the order's view, which the lookup alone never loads. */
export const orderHandle: Handle = {
  preload: () => {
    OrdersRoute.preload();
    void loadOrderView().catch(() => undefined);
  },
};

/** The landing: the screen of the user's role (the places' data only for a role that lands there). */
export const landingHandle: Handle = {
  ...preload(PlacesRoute, OrdersRoute),
  prefetch: (load) =>
    void load.session
      .then((signedIn) => {
        if (signedIn && landingFor(signedIn) === paths.places()) placesHandle.prefetch?.(load);
      })
      .catch(() => undefined),
};

/**
 * Starts what the first screen needs, before the first render: the chunks of the routes the address
 * matches, the session and the configuration (in parallel: the configuration no longer waits for
 * the signed-in frame), and the screen's data once the session is known (the places list no longer
 * waits for the frame, the screen's chunk and the configuration one after another).
 */
export function preloadRoute(queryClient: QueryClient, router: DataRouter) {
  const load: FirstLoad = {
    queryClient,
    session: queryClient.fetchQuery(sessionQuery).catch(() => null),
    config: queryClient.fetchQuery(configQuery).catch(() => undefined),
    search: new URLSearchParams(router.state.location.search),
  };
  preloadChunks(router);
  for (const match of router.state.matches) (match.route.handle as Handle | undefined)?.prefetch?.(load);
}

/**
 * Only the chunks and texts of the address's screens: what can start before the page's HTML is
 * complete (a server-rendered page, main.tsx), since it needs neither the session nor the root.
 */
export function preloadChunks(router: DataRouter) {
  ThemeFrame.preload();
  earlyTexts.main();
  for (const match of router.state.matches) (match.route.handle as Handle | undefined)?.preload?.();
}
