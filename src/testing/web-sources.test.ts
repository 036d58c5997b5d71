import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- scripts/ lies outside src: the alias cannot name it
import { WEB_SOURCES } from '../../scripts/web-sources';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(join(ROOT, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

const covered = (path: string) =>
  WEB_SOURCES.some((source) => path === source || path.startsWith(`${source}/`));

describe('WEB_SOURCES', () => {
  it('holds every folder the SPA imports from (tests aside)', async () => {
    const missing = new Set<string>();
    // src/web/testing holds the tests' helpers, which the build never reads.
    const shipped = (await filesUnder('src/web')).filter((file) => !file.startsWith('src/web/testing/'));
    for (const file of shipped) {
      const text = await readFile(join(ROOT, file), 'utf8');
      for (const [, folder] of text.matchAll(/from '@\/([\w-]+)\//g)) {
        if (!covered(`src/${folder}`)) missing.add(`src/${folder} (${file})`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('holds the build plugins vite.config.ts imports', async () => {
    const config = await readFile(join(ROOT, 'vite.config.ts'), 'utf8');
    const local = [...config.matchAll(/from '\.\/([^']+)'/g)].map(([, path]) => path ?? '');
    expect(local.length).toBeGreaterThan(0);
    expect(local.filter((path) => !covered(path))).toEqual([]);
  });
});
