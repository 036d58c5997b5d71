import { Box, CircularProgress, Skeleton, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Navigate,
  Outlet,
  createBrowserRouter,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
import { sessionKeys, sessionQuery, useLogout } from '../features/auth/api/session';
import { setUnauthenticatedHandler } from '../shared/lib/api-client';
import { loadOrderTexts } from '../shared/lib/i18n';
import { RouteError } from './route-error';

// The first script holds what every visit needs before anything else can show: React, the router,
// the theme, the texts, the session query and a spinner. The shell (app bar) and each screen are
// chunks of their own; the ones the address leads to are fetched at start (preloadRoute), alongside
// the session request, so splitting them off adds no round trip. A chunk that fails to load throws
// from render, so the route's error element (RouteError) shows it.

type Preloadable = { preload: () => void };

/** React.lazy whose fetch can start before the component first renders (one fetch either way). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React's own lazy(): any props
function lazyChunk<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  let pending: Promise<{ default: C }> | undefined;
  const start = () => (pending ??= load());
  return Object.assign(lazy(start), { preload: () => void start().catch(() => undefined) });
}

const AppLayout = lazyChunk(() =>
  import('../features/shell/components/app-layout').then((m) => ({ default: m.AppLayout })),
);
const SignInPage = lazyChunk(() =>
  import('../features/auth/components/sign-in-page').then((m) => ({ default: m.SignInPage })),
);
const PlacesRoute = lazyChunk(() => import('./routes/places-route').then((m) => ({ default: m.PlacesRoute })));
/** The editor with its date pickers' provider (dayjs, @mui/x-date-pickers): only it uses them. */
const PlaceEditRoute = lazyChunk(async () => {
  const [{ default: Screen }, { DatesProvider }] = await Promise.all([
    import('./routes/place-edit-route'),
    import('./provider-dates'),
  ]);
  return {
    default: function PlaceEditScreen() {
      return (
        <DatesProvider>
          <Screen />
        </DatesProvider>
      );
    },
  };
});
/** The order screen with its texts (orders.<language>.json). */
const OrdersRoute = lazyChunk(() =>
  Promise.all([import('./routes/orders-route'), loadOrderTexts()]).then(([screen]) => screen),
);

const Loading = () => (
  <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }} role="progressbar" aria-label="Loading">
    <CircularProgress />
  </Box>
);

/** While a screen's chunk loads inside the shell: a progress bar over the screen's rough shape. */
function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton variant="text" width={280} height={48} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

/** Signed-in screens: without a session, go to sign-in and come back to the same place after. */
function Protected() {
  const session = useQuery(sessionQuery);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  useEffect(() => {
    setUnauthenticatedHandler(() => queryClient.setQueryData(sessionKeys.all, null));
  }, [queryClient]);
  if (session.isLoading) return <Loading />;
  if (!session.data) {
    const returnTo = `${location.pathname}${location.search}`;
    return <Navigate to={`/signin?returnTo=${encodeURIComponent(returnTo)}`} replace />;
  }
  return (
    <Suspense fallback={<Loading />}>
      <AppLayout
        user={session.data.user}
        onSignOut={() => logout.mutate(undefined, { onSettled: () => void navigate('/signin') })}
      >
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
        </Suspense>
      </AppLayout>
    </Suspense>
  );
}

function SignInRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = params.get('returnTo');
  const safe = returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/places';
  return (
    <Suspense fallback={<Loading />}>
      <SignInPage onSignedIn={() => void navigate(safe, { replace: true })} />
    </Suspense>
  );
}

/** What a route's screen needs fetched: started for the first address before the first render. */
type Handle = { preload?: () => void };
const preload = (...chunks: Preloadable[]): Handle => ({ preload: () => chunks.forEach((c) => c.preload()) });

export const router = createBrowserRouter([
  { path: '/signin', element: <SignInRoute />, errorElement: <RouteError />, handle: preload(SignInPage) },
  {
    element: <Protected />,
    errorElement: <RouteError />,
    handle: preload(AppLayout),
    children: [
      { path: '/', element: <Navigate to="/places" replace />, handle: preload(PlacesRoute) },
      { path: '/places', element: <PlacesRoute />, handle: preload(PlacesRoute) },
      { path: '/places/new', element: <PlaceEditRoute />, handle: preload(PlaceEditRoute) },
      { path: '/places/:id', element: <PlaceEditRoute />, handle: preload(PlaceEditRoute) },
      { path: '/orders', element: <OrdersRoute />, handle: preload(OrdersRoute) },
      { path: '/orders/:orderId', element: <OrdersRoute />, handle: preload(OrdersRoute) },
      { path: '*', element: <Navigate to="/places" replace />, handle: preload(PlacesRoute) },
    ],
  },
]);

/** Starts fetching the chunks of the routes the current address matches (the first screen). */
export function preloadRoute() {
  for (const match of router.state.matches) (match.route.handle as Handle | undefined)?.preload?.();
}
