import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Component, Suspense, lazy, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import {
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useRouteError,
  useSearchParams,
  type DataRouter,
  type RouteObject,
} from 'react-router';
import type { AppConfig } from '@/contract/desk/config';
import type { SessionInfo } from '@/contract/desk/session';
import { sessionKeys, sessionQuery, useLogout } from '../features/auth/api/session';
import { setUnauthenticatedHandler } from '../shared/lib/api-client';
import { initialLanguage } from '../shared/lib/initial-language';
import { localPath } from '../shared/lib/local-path';
import { configQuery } from '../shared/lib/app-config';
import type * as I18nModule from '../shared/lib/i18n';
import { flushUndoables } from '../shared/lib/undoable';
import { RouteFocus } from '../shared/ui/route-focus';
import { prefetchPlaces } from './routes/places-prefetch';
import { releaseServerHtml } from './server-html';
import { paths, routes } from '../shared/lib/paths';

// The first script holds what the first render needs: React, the router, the session query and a
// spinner (plain CSS: first-paint.css). MUI's theme is a chunk (provider-theme.tsx) fetched at start
// with the first screen's: every screen renders inside it, so none shows unstyled, and MUI and
// emotion stay out of the first script. Nothing with text shows before the session has answered, so the texts
// (i18next and the language's file), the signed-in frame (app bar, notifications), each screen and
// the error screen are chunks of their own. The ones the address leads to are fetched at start
// (preloadRoute), alongside the session request, so splitting them off adds no round trip. A chunk
// that fails to load throws from render, so the route's error element (RouteError) shows it.

let i18n: Promise<typeof I18nModule> | undefined;
/** i18next with the remembered language's texts; once, and again after a failure. */
function loadI18n() {
  i18n ??= import('../shared/lib/i18n').then((m) => m.i18nReady.then(() => m));
  i18n.catch(() => (i18n = undefined));
  return i18n;
}

/** A chunk's module once the texts are in too (also when the module failed: RouteError needs them). */
async function withTexts<T>(module: Promise<T>): Promise<T> {
  await loadI18n().catch(() => undefined);
  return module;
}

type Preloadable = { preload: () => void };

/** React.lazy whose fetch can start before the component first renders (one fetch either way). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React's own lazy(): any props
function lazyChunk<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  let pending: Promise<{ default: C }> | undefined;
  const start = () => (pending ??= load());
  return Object.assign(lazy(start), { preload: () => void start().catch(() => undefined) });
}

const ThemeFrame = lazyChunk(() => import('./provider-theme'));
const SignedInShell = lazyChunk(() => withTexts(import('./provider-shell')));
const RouteError = lazyChunk(() =>
  withTexts(import('./route-error')).then((m) => ({ default: m.RouteError })),
);
const SignInPage = lazyChunk(() =>
  withTexts(import('../features/auth/components/sign-in-page')).then((m) => ({ default: m.SignInPage })),
);
const hoursTexts = () => loadI18n().then((m) => m.loadHoursTexts());

/**
 * The texts a first screen needs in the language the app starts in, fetched alongside i18next, not
 * after it has run and asked for them (the very modules i18n.ts imports, so each is fetched once).
 */
const startLanguage = initialLanguage();
const fetchEarly = (load: () => Promise<unknown>) => void load().catch(() => undefined);
const earlyTexts = {
  main: () => {
    if (startLanguage === 'cs') fetchEarly(() => import('@/web/locales/cs.json'));
  },
  hours: () => {
    fetchEarly(() => import('@/web/locales/hours.en.json'));
    if (startLanguage === 'cs') fetchEarly(() => import('@/web/locales/hours.cs.json'));
  },
};
const PlacesRoute = lazyChunk(() =>
  withTexts(Promise.all([import('./routes/places-route'), hoursTexts()])).then(([m]) => ({
    default: m.PlacesRoute,
  })),
);
/** The editor with its date pickers' provider (dayjs, @mui/x-date-pickers): only it uses them. */
const PlaceEditRoute = lazyChunk(async () => {
  const [{ default: Screen }, { DatesProvider }] = await withTexts(
    Promise.all([import('./routes/place-edit-route'), import('./provider-dates'), hoursTexts()]),
  );
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
  withTexts(
    Promise.all([import('./routes/orders-route'), loadI18n().then((m) => m.loadOrderTexts())]).then(
      ([screen]) => screen,
    ),
  ),
);

/** The administrators' report of what the platform sent that this version does not know. */
const PlatformDriftRoute = lazyChunk(() => withTexts(import('./routes/platform-drift-route')));

/** A spinner in plain CSS (first-paint.css): it shows before MUI's theme has loaded. */
const Loading = () => <div className="app-loading" role="progressbar" aria-label="Loading" />;

/**
 * The route error screen (RouteError), fetched at start with the first screen, so it is there when a
 * later chunk fails. Only when it cannot be fetched either (offline on the first visit) does a
 * plain, untranslated message stand in for it.
 */
function ErrorScreen() {
  return (
    <ErrorScreenBoundary>
      <Suspense fallback={<Loading />}>
        <RouteError />
      </Suspense>
    </ErrorScreenBoundary>
  );
}

class ErrorScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <PlainError /> : this.props.children;
  }
}

function PlainError() {
  const error = useRouteError();
  useEffect(releaseServerHtml, []);
  return (
    <div role="alert" className="app-plain-error">
      <h1>Pickup Desk could not load</h1>
      <p>{error instanceof Error ? error.message : 'Check the connection and reload.'}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}

/** Every screen, in MUI's theme, and the focus moved to a new screen's heading after a route change. */
function AppRoot() {
  return (
    <>
      <Suspense fallback={<Loading />}>
        <ThemeFrame>
          <Outlet />
        </ThemeFrame>
      </Suspense>
      <RouteFocus />
    </>
  );
}

/** Signed-in screens: without a session, go to sign-in and come back to the same place after. */
function Protected() {
  const session = useQuery(sessionQuery);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    setUnauthenticatedHandler(() => queryClient.setQueryData(sessionKeys.all, null));
  }, [queryClient]);
  if (session.isLoading) return <Loading />;
  if (!session.data) {
    const returnTo = `${location.pathname}${location.search}`;
    return <Navigate to={paths.signIn(returnTo)} replace />;
  }
  return (
    <Suspense fallback={<Loading />}>
      {/* Signing out is a navigation, so a screen with unsaved changes asks first (its blocker). */}
      <SignedInShell user={session.data.user} onSignOut={() => void navigate(paths.signOut())} />
    </Suspense>
  );
}

/** Signs out: sends what is waiting for its undo window first (a deleted place), then ends the session. */
function SignOutRoute() {
  const logout = useLogout();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void flushUndoables().then(() =>
      logout.mutate(undefined, {
        onSettled: (answer) => {
          // Single sign-on: the provider ends its session too, then sends the browser back here.
          if (answer?.redirectTo) window.location.assign(answer.redirectTo);
          else void navigate(paths.signIn(), { replace: true });
        },
      }),
    );
  }, [logout, navigate]);
  return <Loading />;
}

/** The first screen of a signed-in user: support answers customers, so it starts on Orders. */
const landingFor = (session: SessionInfo | null | undefined) =>
  session?.user.role === 'support' ? paths.orders() : paths.places();

function Landing() {
  const session = useQuery(sessionQuery);
  return <Navigate to={landingFor(session.data)} replace />;
}

function SignInRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = params.get('returnTo');
  const safe = localPath(returnTo) ?? routes.root;
  return (
    <Suspense fallback={<Loading />}>
      <SignInPage onSignedIn={() => void navigate(safe, { replace: true })} />
    </Suspense>
  );
}

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
type Handle = { preload?: () => void; prefetch?: (load: FirstLoad) => void };
const preload = (...chunks: Preloadable[]): Handle => ({ preload: () => chunks.forEach((c) => c.preload()) });

/** The places list (or map) of the address, once signed in: the request the screen would make. */
const placesHandle: Handle = {
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

/** The landing: the screen of the user's role (the places' data only for a role that lands there). */
const landingHandle: Handle = {
  ...preload(PlacesRoute, OrdersRoute),
  prefetch: (load) =>
    void load.session
      .then((signedIn) => {
        if (signedIn && landingFor(signedIn) === paths.places()) placesHandle.prefetch?.(load);
      })
      .catch(() => undefined),
};

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
          { path: routes.order, element: <OrdersRoute />, handle: preload(OrdersRoute) },
          {
            path: routes.platformDrift,
            element: <PlatformDriftRoute />,
            handle: preload(PlatformDriftRoute),
          },
          { path: '*', element: <Landing />, handle: landingHandle },
        ],
      },
    ],
  },
];

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
