// Zod 4 compiles its object parsers with `new Function` where it may, and finds out by trying one:
// under our Content-Security-Policy (script-src 'self', no 'unsafe-eval') that try is a violation
// the browser reports on every screen (Lighthouse's "Issues" audit). The interpreted parsers are
// fast enough for the answers the app reads. Zod's configuration lives on this global so that
// every copy of zod shares it (zod/v4/core's `config()` writes the same object); it is set here
// without importing zod, which would pull 3.6 KiB of it into the first script. Imported first by
// main.tsx, before any schema runs; e2e/phone.spec.ts checks that the browser reports no issue.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
