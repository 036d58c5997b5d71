import './app/first-paint.css';
import './shared/lib/zod-jitless';
import { hashKey } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { SessionInfo } from '@/contract/desk/session';
import { App } from './app/app';
import { applyBootstrap } from './app/bootstrap';
import { router } from './app/browser-router';
import { rendersAsServer } from './app/hydrate';
import { keepRenderHints, sentRenderHintsCookie } from './app/render-hints-cookie';
import { preloadChunks, preloadRoute } from './app/route-preload';
import { releaseServerHtml } from './app/server-html';
import { sessionKeys } from './features/auth/api/session';
import { compactNow } from './shared/lib/compact-query';
import { createQueryClient } from './shared/lib/query-client';
import { warmIntlSoon } from './shared/lib/warm-intl';

// The session and the configuration come with index.html; the texts, the theme, the shell and the
// first screen load while the first render happens, and the first screen's data starts at once.
// When the server sends the places screen rendered (with its first page), React takes that HTML
// over if its own first render would be the same (app/hydrate.ts), else renders afresh. That page
// runs this script as soon as it has loaded (async), while the server still renders: the screens'
// chunks start then, and the rest waits for the page's end (its root and its bootstrap block).
const queryClient = createQueryClient();
const sentHints = sentRenderHintsCookie();

function start() {
  const bootstrap = applyBootstrap(queryClient);
  const root = document.getElementById('root');
  const hydrate =
    root?.hasAttribute('data-rendered') === true &&
    bootstrap !== undefined &&
    rendersAsServer(bootstrap, new URLSearchParams(window.location.search), sentHints, compactNow());
  const username = () => queryClient.getQueryData<SessionInfo | null>(sessionKeys.all)?.user.username;
  const writeHints = keepRenderHints(username);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === hashKey(sessionKeys.all)) writeHints();
  });
  preloadRoute(queryClient, router);
  if (!root) return;
  // first-paint.css hid a render made for the other width; from here the app draws for this one.
  root.removeAttribute('data-layout');
  const app = <App queryClient={queryClient} router={router} />;
  // In a transition, the first render yields to the browser every few milliseconds instead of
  // holding a phone's main thread for the whole tree (one long task of up to a second at 4× CPU).
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(root, app, {
        // React renders a part afresh when it differs from the server's HTML: say so, for the journeys.
        onRecoverableError: (error) => console.error('Server render not taken over:', error),
      });
    });
  } else {
    root.replaceChildren();
    releaseServerHtml();
    const fresh = createRoot(root);
    startTransition(() => fresh.render(app));
  }
}

warmIntlSoon();
if (document.readyState === 'loading') {
  preloadChunks(router);
  document.addEventListener('DOMContentLoaded', start, { once: true });
} else start();
