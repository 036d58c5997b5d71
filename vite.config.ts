import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { precompressDir } from './scripts/precompress.ts';
import { screenPreloads } from './scripts/screen-preloads.ts';

// The SPA is built into dist/web and served by the BFF; `npm run dev` proxies the BFF's paths to a
// running `npm start` (BFF_URL), so the browser still sees one origin. Vitest shares this file.
const bff = process.env.BFF_URL ?? 'http://127.0.0.1:8080';
const outDir = process.env.WEB_DIST_DIR ?? 'dist/web';
/** The server's render of the places screen (src/web/server-render.tsx), beside the SPA's build. */
export const ssrOutDir = (webDir: string) => process.env.WEB_SSR_DIR ?? `${webDir}-ssr`;

/** Brotli and gzip copies of the built files, served as they are by the BFF (preCompressed). */
const precompress = (): Plugin => {
  let dir = outDir;
  return {
    name: 'pickup-desk:precompress',
    apply: 'build',
    // The folder actually built (the bench builds with --outDir of its own).
    configResolved(config) {
      dir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(dir);
    },
  };
};

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#12532,
 * #14102): its dev-only checks and warnings would ship and run in the browser. The build takes
 * the production build the package carries beside it.
 */
const reactRouterProduction = (): Plugin => ({
  name: 'pickup-desk:react-router-production',
  apply: 'build',
  enforce: 'pre',
  resolveId(source) {
    if (source === 'react-router')
      return resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs');
  },
});

/**
 * `vite build --ssr`: the server's render of the places screen, bundled whole (React, MUI, the
 * screens: the server installs none of the web app's packages) into modules the BFF imports
 * (src/bff/routes/spa-render.ts). React's production build, as in the browser.
 */
const serverRender = (webDir: string) =>
  defineConfig({
    plugins: [reactRouterProduction(), react()],
    resolve: { tsconfigPaths: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/web/server-render.tsx',
      outDir: ssrOutDir(webDir),
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: true,
      // One process reads it from disk once: its size is no download.
      chunkSizeWarningLimit: 4096,
      rolldownOptions: {
        // The server render imports i18n.ts itself, which the router imports lazily: no chunk to save.
        checks: { ineffectiveDynamicImport: false },
        output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
      },
    },
  });

const browserApp = defineConfig({
  plugins: [reactRouterProduction(), react(), screenPreloads(), precompress()],
  // The `@/` alias of tsconfig.base.json, for the build and for Vitest.
  resolve: { tsconfigPaths: true },
  build: {
    // WEB_DIST_DIR lets two test runs on one machine build side by side (default dist/web).
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    // Only what index.html's entry imports statically is modulepreloaded (the first script, within
    // 120 KiB gzip: bench/bundle.ts); screens, MUI's theme, the shell and the texts are import()ed
    // chunks, fetched with their own dependencies when asked for (src/web/app/router.tsx). No
    // manualChunks: a vendor chunk would put lazily used libraries (Leaflet, dayjs, zod) back into
    // the first script. The browsers the app supports all know modulepreload, so Vite's polyfill for
    // it is left out.
    modulePreload: { polyfill: false },
    // The first script is one file: every module the entry imports statically (rolldown's
    // `$initial`), whatever lazy chunks import them too. Without this group, rolldown split modules
    // that a lazy chunk inside a lazy chunk imports as well (useQuery in the import dialog, the
    // places query in the map) out of the entry into chunks of their own: five files and 2 KiB more
    // to load before the first render (rolldown#10731, #9963).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/auth', '/bff', '/files'].map((path) => [path, { target: bff, changeOrigin: false }]),
    ),
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Vitest reads CSS as empty unless told; compact-query.test.ts checks first-paint.css's widths.
    css: { include: [/first-paint\.css/] },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRender(outDir) : browserApp));
