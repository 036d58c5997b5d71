import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { sessionKeys, sessionQuery, useLogout } from '../features/auth/api/session';
import { setUnauthenticatedHandler } from '../shared/lib/api-client';
import { localPath } from '../shared/lib/local-path';
import { flushUndoables } from '../shared/lib/undoable';
import { RouteFocus } from '../shared/ui/route-focus';
import { paths, routes } from '../shared/lib/paths';
import { Loading, SignedInShell, SignInPage, ThemeFrame } from './route-chunks';
import { landingFor } from './route-preload';

// The routes' own screens: the frame of every screen, the signed-in gate, sign-in and sign-out, the landing.

/** Every screen, in MUI's theme, and the focus moved to a new screen's heading after a route change. */
export function AppRoot() {
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
export function Protected() {
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
export function SignOutRoute() {
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

export function Landing() {
  const session = useQuery(sessionQuery);
  return <Navigate to={landingFor(session.data)} replace />;
}

export function SignInRoute() {
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
