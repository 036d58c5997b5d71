import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { Loading, RouteError } from './route-chunks';
import { releaseServerHtml } from './server-html';

/**
 * The route error screen (RouteError), fetched at start with the first screen, so it is there when a
 * later chunk fails. Only when it cannot be fetched either (offline on the first visit) does a
 * plain, untranslated message stand in for it.
 */
export function ErrorScreen() {
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
