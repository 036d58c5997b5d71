import { Box, CircularProgress, Skeleton, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect } from 'react';
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
import { AppLayout } from '../features/shell/components/app-layout';
import { setUnauthenticatedHandler } from '../shared/lib/api-client';
import { loadOrderTexts } from '../shared/lib/i18n';
import { RouteError } from './route-error';

// The shell (layout, session, theme, router) is in the first script; every screen is a chunk of its
// own, fetched when first shown. A chunk that fails to load throws from render, so the route's
// error element (RouteError) shows it.
const SignInPage = lazy(() =>
  import('../features/auth/components/sign-in-page').then((m) => ({ default: m.SignInPage })),
);
const PlacesRoute = lazy(() => import('./routes/places-route').then((m) => ({ default: m.PlacesRoute })));
/** The editor with its date pickers' provider (dayjs, @mui/x-date-pickers): only it uses them. */
const PlaceEditRoute = lazy(async () => {
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
const OrdersRoute = lazy(() =>
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
    <AppLayout
      user={session.data.user}
      onSignOut={() => logout.mutate(undefined, { onSettled: () => void navigate('/signin') })}
    >
      <Suspense fallback={<ScreenLoading />}>
        <Outlet />
      </Suspense>
    </AppLayout>
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

export const router = createBrowserRouter([
  { path: '/signin', element: <SignInRoute />, errorElement: <RouteError /> },
  {
    element: <Protected />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Navigate to="/places" replace /> },
      { path: '/places', element: <PlacesRoute /> },
      { path: '/places/new', element: <PlaceEditRoute /> },
      { path: '/places/:id', element: <PlaceEditRoute /> },
      { path: '/orders', element: <OrdersRoute /> },
      { path: '/orders/:orderId', element: <OrdersRoute /> },
      { path: '*', element: <Navigate to="/places" replace /> },
    ],
  },
]);
