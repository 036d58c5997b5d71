import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { BenchModule, BenchContext } from './context';
import { figure } from './report';
import { kib } from './util';

// The production build's JavaScript: what the browser must load before the first screen (the
// entry script of index.html and its modulepreloads) and all of it, raw and gzip-compressed.
// It also provides the build the BFF serves to the map figures.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The web app's sources, as scripts/build-if-stale.ts lists them. */
const SOURCES = ['index.html', 'vite.config.ts', 'package-lock.json', 'public', 'src/web', 'src/contract'];
/** Built here when dist/web is stale: rebuilding dist/web in place could break a test run using it. */
const OWN_BUILD = 'dist/bench-web';
const TARGET_INITIAL_GZIP = 150 * 1024;

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const builtAt = (dir: string) =>
  existsSync(join(dir, 'index.html')) ? statSync(join(dir, 'index.html')).mtimeMs : 0;

/** A build newer than the sources: dist/web when fresh, else the benchmark's own, built if needed. */
export async function ensureWebBuild(
  ctx: BenchContext,
): Promise<{ dir: string; built: boolean; ms: number }> {
  const sources = Math.max(...SOURCES.map((s) => newest(join(ROOT, s))));
  for (const dir of ['dist/web', OWN_BUILD]) {
    if (builtAt(join(ROOT, dir)) > sources) return { dir: join(ROOT, dir), built: false, ms: 0 };
  }
  ctx.log(`  dist/web is older than the sources: building into ${OWN_BUILD}…`);
  const start = Date.now();
  await promisify(execFile)(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', OWN_BUILD, '--emptyOutDir'],
    {
      cwd: ROOT,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return { dir: join(ROOT, OWN_BUILD), built: true, ms: Date.now() - start };
}

const sizes = (code: Buffer) => ({ raw: code.length, gzip: gzipSync(code).length });

export const bundle: BenchModule = {
  name: 'bundle',
  figures: [
    { id: 'build.initialJs', name: 'build: initial JS (entry + modulepreloads), gzip', target: '≤ 150 KiB' },
    { id: 'build.allJs', name: 'build: all JS, gzip' },
  ],
  timeoutMs: 240_000,
  async run(ctx, emit) {
    const build = await ensureWebBuild(ctx);
    ctx.webRoot = build.dir;
    const where = `${relative(ROOT, build.dir)}${build.built ? `, built in ${(build.ms / 1000).toFixed(0)} s` : ''}`;
    const html = await readFile(join(build.dir, 'index.html'), 'utf8');
    const entry = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    if (entry.length === 0) throw new Error('no entry script in index.html');
    const initialFiles = [...new Set([...entry, ...preloads])];
    let initial = { raw: 0, gzip: 0 };
    for (const file of initialFiles) {
      const s = sizes(await readFile(join(build.dir, file.replace(/^\//, ''))));
      initial = { raw: initial.raw + s.raw, gzip: initial.gzip + s.gzip };
    }
    emit(
      figure({
        id: 'build.initialJs',
        name: 'build: initial JS (entry + modulepreloads), gzip',
        value: kib(initial.gzip),
        target: '≤ 150 KiB',
        pass: initial.gzip <= TARGET_INITIAL_GZIP,
        note: `${initialFiles.length} files, ${kib(initial.raw)} raw (${where})`,
        data: { ...initial, files: initialFiles, buildDir: relative(ROOT, build.dir), builtNow: build.built },
      }),
    );

    const assets = join(build.dir, 'assets');
    const scripts = (await readdir(assets)).filter((f) => f.endsWith('.js'));
    let all = { raw: 0, gzip: 0 };
    let largest = { file: '', gzip: 0 };
    for (const file of scripts) {
      const s = sizes(await readFile(join(assets, file)));
      all = { raw: all.raw + s.raw, gzip: all.gzip + s.gzip };
      if (s.gzip > largest.gzip) largest = { file, gzip: s.gzip };
    }
    emit(
      figure({
        id: 'build.allJs',
        name: 'build: all JS, gzip',
        value: kib(all.gzip),
        note: `${scripts.length} files, ${kib(all.raw)} raw; largest ${largest.file} ${kib(largest.gzip)}`,
        data: { ...all, files: scripts.length, largest },
      }),
    );
  },
};
