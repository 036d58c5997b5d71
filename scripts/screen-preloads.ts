import { resolve } from 'node:path';
import type { Plugin } from 'vite';

// The scripts each first screen needs beyond index.html's own, written at build time to
// `screen-preloads.json` ({ screen: ["/assets/…js", …] }): the BFF names them in
// `<link rel="modulepreload">` of the page it serves (src/bff/routes/spa-preloads.ts), so they
// download alongside the first script instead of after it has run (issue 25). What a screen is made
// of is the app's knowledge (src/web/app/route-chunks.tsx, the screens' chunks, and
// route-preload.ts, the ones preloadRoute starts for an address), kept here as the modules' paths;
// a file missed here is still fetched by the app, only later.

export const PRELOADS_FILE = 'screen-preloads.json';

/** Every screen renders in MUI's theme, with the texts and the error screen at hand. */
const EVERY_SCREEN = [
  'src/web/app/provider-theme.tsx',
  'src/web/shared/lib/i18n.ts',
  'src/web/app/route-error.tsx',
];
const SIGNED_IN = [...EVERY_SCREEN, 'src/web/app/provider-shell.tsx'];

export const SCREEN_MODULES: Record<string, string[]> = {
  signIn: [...EVERY_SCREEN, 'src/web/features/auth/components/sign-in-page.tsx'],
  places: [...SIGNED_IN, 'src/web/app/routes/places-route.tsx'],
  place: [...SIGNED_IN, 'src/web/app/routes/place-edit-route.tsx', 'src/web/app/provider-dates.tsx'],
  orders: [...SIGNED_IN, 'src/web/app/routes/orders-route.tsx'],
  order: [
    ...SIGNED_IN,
    'src/web/app/routes/orders-route.tsx',
    'src/web/features/orders/components/loaded-order.tsx',
  ],
};

export function screenPreloads(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'pickup-desk:screen-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      // What index.html loads anyway: the entry and its static imports.
      const initial = new Set<string>();
      const addWithImports = (fileName: string, into: Set<string>) => {
        if (into.has(fileName)) return;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) addWithImports(imported, into);
      };
      for (const chunk of chunks) if (chunk.isEntry) addWithImports(chunk.fileName, initial);
      const screens: Record<string, string[]> = {};
      for (const [screen, modules] of Object.entries(SCREEN_MODULES)) {
        const files = new Set<string>();
        for (const module of modules) {
          const id = resolve(root, module);
          const chunk = chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) this.error(`${PRELOADS_FILE}: no chunk holds ${module}`);
          addWithImports(chunk.fileName, files);
        }
        screens[screen] = [...files].filter((f) => !initial.has(f)).map((f) => `${base}${f}`);
      }
      this.emitFile({ type: 'asset', fileName: PRELOADS_FILE, source: JSON.stringify(screens, null, 2) });
    },
  };
}
