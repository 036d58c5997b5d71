import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildWeb, ssrDirOf } from '../scripts/web-build';
import { WEB_SOURCES } from '../scripts/web-sources';
import type { BenchModule, BenchContext } from './context';
import { figure } from './report';
import { kib } from './util';

// The production build's JavaScript: what the browser must load before the first screen (the
// entry script of index.html and its modulepreloads) and all of it, raw and gzip-compressed.
// It also provides the build the BFF serves to the map figures.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Built here when dist/web is stale: rebuilding dist/web in place could break a test run using it. */
const OWN_BUILD = 'dist/bench-web';
const TARGET_INITIAL_GZIP = 120 * 1024;

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const fileAt = (path: string) => (existsSync(path) ? statSync(path).mtimeMs : 0);
/** Both halves of a build (scripts/web-build.ts): the older one's time. */
const builtAt = (dir: string) =>
  Math.min(fileAt(join(dir, 'index.html')), fileAt(join(ssrDirOf(dir), 'server-render.mjs')));

/** A build newer than the sources: dist/web when fresh, else the benchmark's own, built if needed. */
export async function ensureWebBuild(
  ctx: BenchContext,
): Promise<{ dir: string; built: boolean; ms: number }> {
  const sources = Math.max(...WEB_SOURCES.map((s) => newest(join(ROOT, s))));
  for (const dir of ['dist/web', OWN_BUILD]) {
    if (builtAt(join(ROOT, dir)) > sources) return { dir: join(ROOT, dir), built: false, ms: 0 };
  }
  ctx.log(`  dist/web is older than the sources: building into ${OWN_BUILD}…`);
  const start = Date.now();
  buildWeb(OWN_BUILD, ROOT);
  return { dir: join(ROOT, OWN_BUILD), built: true, ms: Date.now() - start };
}

const sizes = (code: Buffer) => ({ raw: code.length, gzip: gzipSync(code).length });
type Sizes = ReturnType<typeof sizes>;
const add = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });

/**
 * A build's JavaScript: the initial files (index.html's entry scripts and modulepreloads, which
 * the browser fetches before the first render) and every script in assets/, with their sizes.
 */
export async function measureBuild(dir: string) {
  const html = await readFile(join(dir, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  if (entry.length === 0) throw new Error('no entry script in index.html');
  const initialFiles = [...new Set([...entry, ...preloads])];
  let initial: Sizes = { raw: 0, gzip: 0 };
  for (const file of initialFiles) {
    initial = add(initial, sizes(await readFile(join(dir, file.replace(/^\//, '')))));
  }
  const assets = join(dir, 'assets');
  const scripts: (Sizes & { file: string; initial: boolean })[] = [];
  for (const file of (await readdir(assets)).filter((f) => f.endsWith('.js'))) {
    const initialFile = initialFiles.some((f) => f.endsWith(`/assets/${file}`));
    scripts.push({ file, initial: initialFile, ...sizes(await readFile(join(assets, file))) });
  }
  scripts.sort((a, b) => b.gzip - a.gzip);
  const all = scripts.reduce<Sizes>((sum, s) => add(sum, s), { raw: 0, gzip: 0 });
  // Each first screen's scripts beyond the first script, which the BFF names in modulepreload links
  // of the page it serves (scripts/screen-preloads.ts): fetched alongside the first script.
  const screens: Record<string, Sizes & { files: number }> = {};
  const listed = join(dir, 'screen-preloads.json');
  if (existsSync(listed)) {
    for (const [screen, files] of Object.entries(
      JSON.parse(await readFile(listed, 'utf8')) as Record<string, string[]>,
    )) {
      let total: Sizes = { raw: 0, gzip: 0 };
      for (const file of files) total = add(total, sizes(await readFile(join(dir, file.replace(/^\//, '')))));
      screens[screen] = { ...total, files: files.length };
    }
  }
  return { initial, initialFiles, all, scripts, screens, pass: initial.gzip <= TARGET_INITIAL_GZIP };
}

export const bundle: BenchModule = {
  name: 'bundle',
  figures: [
    { id: 'build.initialJs', name: 'build: initial JS (entry + modulepreloads), gzip', target: '≤ 120 KiB' },
    { id: 'build.allJs', name: 'build: all JS, gzip' },
    {
      id: 'build.screenJs',
      name: 'build: sign-in / places screen scripts beyond the first (BFF preloads), gzip',
    },
  ],
  timeoutMs: 240_000,
  async run(ctx, emit) {
    const build = await ensureWebBuild(ctx);
    ctx.webRoot = build.dir;
    const where = `${relative(ROOT, build.dir)}${build.built ? `, built in ${(build.ms / 1000).toFixed(0)} s` : ''}`;
    const { initial, initialFiles, all, scripts, screens } = await measureBuild(build.dir);
    emit(
      figure({
        id: 'build.initialJs',
        name: 'build: initial JS (entry + modulepreloads), gzip',
        value: kib(initial.gzip),
        target: '≤ 120 KiB',
        pass: initial.gzip <= TARGET_INITIAL_GZIP,
        note: `${initialFiles.length} files, ${kib(initial.raw)} raw (${where})`,
        data: { ...initial, files: initialFiles, buildDir: relative(ROOT, build.dir), builtNow: build.built },
      }),
    );

    const largest = { file: scripts[0]?.file ?? '', gzip: scripts[0]?.gzip ?? 0 };
    emit(
      figure({
        id: 'build.allJs',
        name: 'build: all JS, gzip',
        value: kib(all.gzip),
        note: `${scripts.length} files, ${kib(all.raw)} raw; largest ${largest.file} ${kib(largest.gzip)}`,
        data: { ...all, files: scripts.length, largest },
      }),
    );
    const screen = (name: string) => (screens[name] ? kib(screens[name].gzip) : 'n/a');
    emit(
      figure({
        id: 'build.screenJs',
        name: 'build: sign-in / places screen scripts beyond the first (BFF preloads), gzip',
        value: `${screen('signIn')} / ${screen('places')}`,
        note: Object.entries(screens)
          .map(([name, s]) => `${name} ${s.files} files ${kib(s.gzip)}`)
          .join(', '),
        data: screens,
      }),
    );
  },
};

// `npx tsx bench/bundle.ts <dir>`: the same figures for any build directory, with every script,
// e.g. after `npx vite build --outDir /tmp/bundle-check --emptyOutDir`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? join(ROOT, 'dist/web');
  const m = await measureBuild(dir);
  const row = (s: Sizes) => `${kib(s.gzip).padStart(11)} gzip ${kib(s.raw).padStart(11)} raw`;
  for (const s of m.scripts) console.log(`${s.initial ? 'initial' : '       '} ${row(s)}  ${s.file}`);
  console.log(
    `initial JS: ${row(m.initial)} (${m.initialFiles.length} files; target ≤ 120 KiB: ${m.pass ? 'pass' : 'FAIL'})`,
  );
  console.log(`all JS:     ${row(m.all)} (${m.scripts.length} files)`);
  for (const [screen, s] of Object.entries(m.screens))
    console.log(`screen ${screen.padEnd(8)} ${row(s)} (${s.files} files, preloaded by the BFF)`);
}
