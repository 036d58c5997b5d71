import { lazy, type ComponentType } from 'react';
import { initialLanguage } from '../shared/lib/initial-language';
import type * as I18nModule from '../shared/lib/i18n';

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

export type Preloadable = { preload: () => void };

/**
 * React.lazy whose fetch can start before the component first renders (one fetch either way).
 * By hand, not React Router's route `lazy`: that one keeps the old screen until the chunk is in
 * (no spinner), and the server-rendered page would need its routes' modules resolved before
 * hydration (docs/architecture.md, "Screen chunks").
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React's own lazy(): any props
function lazyChunk<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  let pending: Promise<{ default: C }> | undefined;
  const start = () => (pending ??= load());
  return Object.assign(lazy(start), { preload: () => void start().catch(() => undefined) });
}

export const ThemeFrame = lazyChunk(() => import('./provider-theme'));
export const SignedInShell = lazyChunk(() => withTexts(import('./provider-shell')));
export const RouteError = lazyChunk(() =>
  withTexts(import('./route-error')).then((m) => ({ default: m.RouteError })),
);
export const SignInPage = lazyChunk(() =>
  withTexts(import('../features/auth/components/sign-in-page')).then((m) => ({ default: m.SignInPage })),
);
const hoursTexts = () => loadI18n().then((m) => m.loadHoursTexts());

/**
 * The texts a first screen needs in the language the app starts in, fetched alongside i18next, not
 * after it has run and asked for them (the very modules i18n.ts imports, so each is fetched once).
 */
const startLanguage = initialLanguage();
const fetchEarly = (load: () => Promise<unknown>) => void load().catch(() => undefined);
export const earlyTexts = {
  main: () => {
    if (startLanguage === 'cs') fetchEarly(() => import('@/web/locales/cs.json'));
  },
  hours: () => {
    fetchEarly(() => import('@/web/locales/hours.en.json'));
    if (startLanguage === 'cs') fetchEarly(() => import('@/web/locales/hours.cs.json'));
  },
};
export const PlacesRoute = lazyChunk(() =>
  withTexts(Promise.all([import('./routes/places-route'), hoursTexts()])).then(([m]) => ({
    default: m.PlacesRoute,
  })),
);
/** The editor with its date pickers' provider (dayjs, @mui/x-date-pickers): only it uses them. */
export const PlaceEditRoute = lazyChunk(async () => {
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
export const OrdersRoute = lazyChunk(() =>
  withTexts(
    Promise.all([import('./routes/orders-route'), loadI18n().then((m) => m.loadOrderTexts())]).then(
      ([screen]) => screen,
    ),
  ),
);

/** Every bulk job of an e-shop (the bulk-changes feature's Activity screen). */
export const ActivityRoute = lazyChunk(() => withTexts(import('./routes/activity-route')));

/** The administrators' report of what the platform sent that this version does not know. */
export const PlatformDriftRoute = lazyChunk(() => withTexts(import('./routes/platform-drift-route')));

/** The admin screens (the audit log, the accounts, the recently deleted places): one chunk. */
export const AdminRoute = lazyChunk(() => withTexts(import('./routes/admin-route')));

/** A spinner in plain CSS (first-paint.css): it shows before MUI's theme has loaded. */
export const Loading = () => <div className="app-loading" role="progressbar" aria-label="Loading" />;
