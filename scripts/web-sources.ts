// What the SPA's build is made of: the paths whose change makes dist/web stale. `npm start`
// (build-if-stale.ts) and the bench (bench/bundle.ts) rebuild when any is newer than the build.
// src/testing/web-sources.test.ts checks the list against what src/web and vite.config.ts import:
// a missed folder (src/domain once) left a stale build serving old code after an edit.

export const WEB_SOURCES = [
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'public',
  'src/web',
  'src/contract',
  'src/domain',
  // The build's own plugins (vite.config.ts imports them).
  'scripts/precompress.ts',
  'scripts/screen-preloads.ts',
];
