import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, SERVER_OUT_DIR } from '@/server-build';
import { buildWeb, ssrDirOf } from './web-build';
import { WEB_SOURCES } from './web-sources';

// `npm start` builds what is missing or older than its sources: the SPA (dist/web, or
// WEB_DIST_DIR) and the server (dist/server, or SERVER_DIST_DIR), so a fresh checkout starts with
// plain `node` and an edited one never runs stale code.

const SERVER_SOURCES = ['package-lock.json', 'src'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

function builtAt(output: string): number {
  return existsSync(output) ? statSync(output).mtimeMs : 0;
}

const webDir = process.env.WEB_DIST_DIR ?? 'dist/web';
const web = Math.min(
  builtAt(`${webDir}/index.html`),
  builtAt(`${process.env.WEB_SSR_DIR ?? ssrDirOf(webDir)}/server-render.mjs`),
);
if (web < Math.max(...WEB_SOURCES.map(newest))) {
  console.log(web ? 'The web app changed since the last build: building…' : 'Building the web app…');
  buildWeb();
}

const server = builtAt(`${SERVER_OUT_DIR}/main.js`);
if (server < Math.max(...SERVER_SOURCES.map(newest))) {
  console.log(server ? 'The server changed since the last build: building…' : 'Building the server…');
  await buildServer();
}
