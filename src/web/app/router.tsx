import type { RouteObject } from 'react-router';
import { routes } from '../shared/lib/paths';
import {
  ActivityRoute,
  AdminRoute,
  OrdersRoute,
  PlaceEditRoute,
  PlacesRoute,
  PlatformDriftRoute,
  RouteError,
  SignedInShell,
  SignInPage,
} from './route-chunks';
import { ErrorScreen } from './route-error-screen';
import { AppRoot, Protected, SignInRoute, SignOutRoute, Landing } from './route-frames';
import { landingHandle, orderHandle, placesHandle, preload } from './route-preload';

// The route table. Each screen is a chunk of its own (route-chunks.tsx), started early for the
// first address (route-preload.ts); the frames around the screens are in route-frames.tsx.

/** The app's routes: the browser's router (browser-router.ts) and the server's render (server-render.tsx). */
export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    // When the theme's chunk cannot be fetched (offline on the first visit): the plain message.
    errorElement: <ErrorScreen />,
    children: [
      {
        path: routes.signIn,
        element: <SignInRoute />,
        errorElement: <ErrorScreen />,
        handle: preload(SignInPage, RouteError),
      },
      { path: routes.signOut, element: <SignOutRoute />, errorElement: <ErrorScreen /> },
      {
        element: <Protected />,
        errorElement: <ErrorScreen />,
        handle: preload(SignedInShell, RouteError),
        children: [
          { path: routes.root, element: <Landing />, handle: landingHandle },
          { path: routes.places, element: <PlacesRoute />, handle: placesHandle },
          { path: routes.newPlace, element: <PlaceEditRoute />, handle: preload(PlaceEditRoute) },
          { path: routes.place, element: <PlaceEditRoute />, handle: preload(PlaceEditRoute) },
          { path: routes.orders, element: <OrdersRoute />, handle: preload(OrdersRoute) },
          { path: routes.order, element: <OrdersRoute />, handle: orderHandle },
          { path: routes.activity, element: <ActivityRoute />, handle: preload(ActivityRoute) },
          {
            path: routes.platformDrift,
            element: <PlatformDriftRoute />,
            handle: preload(PlatformDriftRoute),
          },
          { path: routes.admin, element: <AdminRoute screen="audit" />, handle: preload(AdminRoute) },
          { path: routes.adminAudit, element: <AdminRoute screen="audit" />, handle: preload(AdminRoute) },
          { path: routes.adminUsers, element: <AdminRoute screen="users" />, handle: preload(AdminRoute) },
          {
            path: routes.adminDeletedPlaces,
            element: <AdminRoute screen="deleted" />,
            handle: preload(AdminRoute),
          },
          { path: '*', element: <Landing />, handle: landingHandle },
        ],
      },
    ],
  },
];
