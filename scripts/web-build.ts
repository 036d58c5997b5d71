import { execFileSync } from 'node:child_process';

// The SPA's build is two Vite builds: the browser's (index.html and its chunks) and the server's
// render of the places screen (src/web/server-render.tsx, `--ssr`), beside it in `<dir>-ssr`
// (vite.config.ts). `npm run build`, `npm start` (build-if-stale.ts) and the bench run both.

export const SSR_ENTRY = 'src/web/server-render.tsx';

/** Where the server's render of a build in `webDir` goes (the BFF's default for WEB_SSR_DIR). */
export const ssrDirOf = (webDir: string) => `${webDir}-ssr`;

/** Both builds, into `outDir` and its `-ssr` sibling (default: vite.config.ts's, dist/web). */
export function buildWeb(outDir?: string, cwd?: string) {
  const dirs = (dir: string) => ['--outDir', dir, '--emptyOutDir'];
  const run = (args: string[]) =>
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
      stdio: 'inherit',
      cwd,
      // React's production JSX, whatever the caller's NODE_ENV (Vitest's is `test`).
      env: { ...process.env, NODE_ENV: 'production' },
    });
  run(outDir ? dirs(outDir) : []);
  run(['--ssr', SSR_ENTRY, ...(outDir ? dirs(ssrDirOf(outDir)) : [])]);
}
