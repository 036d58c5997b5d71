import { Box, CircularProgress } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect } from 'react';
import {
  Navigate,
  Outlet,
  createBrowserRouter,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
import { sessionKeys, sessionQuery, useLogout } from '../features/auth/api/session';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { AppLayout } from '../features/shell/components/app-layout';
import { setUnauthenticatedHandler } from '../shared/lib/api-client';
import { RouteError } from './route-error';
import { PlacesRoute } from './routes/places-route';

const PlaceEditRoute = lazy(() => import('./routes/place-edit-route'));
const OrdersRoute = lazy(() => import('./routes/orders-route'));

const Loading = () => (
  <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }} role="progressbar" aria-label="Loading">
    <CircularProgress />
  </Box>
);

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
      <Suspense fallback={<Loading />}>
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
  return <SignInPage onSignedIn={() => void navigate(safe, { replace: true })} />;
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
