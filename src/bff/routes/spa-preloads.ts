import type { SessionInfo } from '@/contract/desk/session';

// Which first screen a page request leads to, and its scripts as `<link rel="modulepreload">`
// (the build lists each screen's in screen-preloads.json: scripts/screen-preloads.ts), so they
// download alongside the first script, not after it has run (issue 25). The BFF knows what the
// first script would find out only later: whether anyone is signed in, and as whom.

export type Screen = 'signIn' | 'places' | 'place' | 'orders' | 'order';

/**
 * The app's addresses (router.tsx's, from src/web/shared/lib/paths.ts), its places and orders with
 * whatever follows: what screenFor below tells apart, and what spa.ts answers as routes.
 */
export const APP_PATHS = [
  '/signin',
  '/signout',
  '/places',
  '/places/*',
  '/orders',
  '/orders/*',
  '/platform-drift',
  '/activity',
  '/admin',
  '/admin/*',
];
export type ScreenPreloads = Partial<Record<Screen, string[]>>;

/** The screen the app shows first at this address (router.tsx's routes), if any needs preloading. */
export function screenFor(pathname: string, session: SessionInfo | null): Screen | undefined {
  // Without a session every address leads to sign-in (and back after it).
  if (!session || pathname === '/signin') return 'signIn';
  if (pathname === '/signout') return undefined;
  if (pathname === '/places') return 'places';
  if (pathname.startsWith('/places/')) return 'place';
  if (pathname === '/orders') return 'orders';
  // An order's address: the lookup's scripts and the order's view (fetched alongside the order).
  if (pathname.startsWith('/orders/')) return 'order';
  // The landing (and any unknown address): support answers customers, the others keep places.
  return session.user.role === 'support' ? 'orders' : 'places';
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The links for a screen's scripts (only paths of the build's own assets). */
export function preloadLinks(files: readonly string[] = []): string {
  return files
    .filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${attribute(file)}">`)
    .join('\n    ');
}
