import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// `npm start` builds the SPA only when dist/web (WEB_DIST_DIR) is missing or older than its sources.

const SOURCES = ['index.html', 'vite.config.ts', 'package-lock.json', 'public', 'src/web', 'src/contract'];
const OUTPUT = `${process.env.WEB_DIST_DIR ?? 'dist/web'}/index.html`;

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = existsSync(OUTPUT) ? statSync(OUTPUT).mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newest))) {
  console.log(built ? 'The web app changed since the last build: building…' : 'Building the web app…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
