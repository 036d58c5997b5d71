import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDoc, checkDocs, listCheckout, pathsInCode, slug } from './docs-paths';

// README.md and docs/*.md name files of the repository; a file that moves or goes must take its
// mentions with it (issue 24). The checker is proven on made-up text first, then run on the docs.

const root = resolve(import.meta.dirname, '../..');
const checkout = listCheckout(root);
const topLevel = new Set([...checkout].filter((p) => !p.includes('/')));
const check = (text: string, doc = 'docs/probe.md') => checkDoc(root, doc, text, checkout).map((p) => p.text);

describe('what counts as a path', () => {
  it('takes repository paths, partial paths, aliases, globs and source file names', () => {
    for (const span of [
      'src/bff/app.ts',
      'bench/',
      'scripts/test-postgres.sh',
      'read-model/apply-change.ts',
      '@/contract/places',
      'src/bff/routes/sso*.test.ts',
      'leak.test.ts',
      'Containerfile',
    ])
      expect(pathsInCode(span, topLevel), span).toEqual([span]);
    expect(pathsInCode('npx tsx --expose-gc scripts/measure-import-bombs.ts', topLevel)).toEqual([
      'scripts/measure-import-bombs.ts',
    ]);
  });

  it('leaves URLs, routes, MIME types, env vars, packages, rule names and build outputs alone', () => {
    for (const span of [
      'http://127.0.0.1:8080',
      'GET /bff/places/search?eshopId=',
      '/problems/bad-upstream',
      'application/problem+json',
      'text/html',
      'PICKUP_BASE_URL',
      'DATABASE_URL=postgres://…',
      '@fastify/static',
      'fastify-type-provider-zod',
      'import-x/no-cycle',
      'vite/client',
      'LIMIT/OFFSET',
      'dist/server/main.js',
      'data/bff',
      'node_modules',
      '<first PUBLIC_ORIGIN>/auth/oidc/callback',
      '10.0.0.5,10.1.0.0/16',
      'localhost/pickup-desk-node:22',
      'bff.sqlite',
      'screen-preloads.json',
      './x',
      'public',
    ])
      expect(pathsInCode(span, topLevel), span).toEqual([]);
  });
});

describe('the checker', () => {
  it('passes paths that exist', () => {
    expect(
      check(
        'See `src/bff/app.ts`, `bench/`, `read-model/apply-change.ts`, `@/contract/places`, ' +
          '`src/bff/routes/sso*.test.ts`, `src/web/locales/orders.{en,cs}.json`, `locales/hours.<language>.json` ' +
          'and [operations](operations.md#backups-and-restore), [the README](../README.md).',
      ),
    ).toEqual([]);
  });

  it('fails on a path that does not exist, in every form', () => {
    expect(check('`src/bff/no-such-file.ts`')).toEqual(['src/bff/no-such-file.ts']);
    expect(check('`read-model/no-such-file.ts`')).toEqual(['read-model/no-such-file.ts']);
    expect(check('`@/contract/no-such-module`')).toEqual(['@/contract/no-such-module']);
    expect(check('`no-such-folder/`')).toEqual([]); // one bare folder name: not taken as a path
    expect(check('`scripts/no-such-folder/`')).toEqual(['scripts/no-such-folder/']);
    expect(check('`src/bff/routes/nothing*.test.ts`')).toEqual(['src/bff/routes/nothing*.test.ts']);
    expect(check('`src/nowhere/*.ts`')).toEqual(['src/nowhere/*.ts']);
    expect(check('`src/web/locales/orders.{en,de}.json`')).toEqual(['src/web/locales/orders.{en,de}.json']);
    expect(check('run `bash scripts/no-such-script.sh` first')).toEqual(['scripts/no-such-script.sh']);
  });

  it('fails on a relative link to no file, or to a heading the file lacks', () => {
    expect(check('[ops](operations.md)')).toEqual([]);
    expect(check('[ops](no-such-page.md)')).toEqual(['no-such-page.md']);
    expect(check('[ops](docs/operations.md)', 'README.md')).toEqual([]);
    expect(check('[ops](operations.md)', 'README.md')).toEqual(['operations.md']);
    expect(check('[ops](operations.md#no-such-heading)')).toEqual(['operations.md#no-such-heading']);
    expect(check('[out](../../etc/passwd)')).toEqual(['../../etc/passwd']);
    expect(check('[web](https://example.com/a/b.md) [mail](mailto:a@example.com)')).toEqual([]);
  });

  it('reads no paths in fenced blocks', () => {
    expect(check('```sh\ncat src/no/such/file.ts\n```\n')).toEqual([]);
  });

  it("makes GitHub's anchors", () => {
    expect(slug('Opening hours: text form, holidays, preview')).toBe(
      'opening-hours-text-form-holidays-preview',
    );
    expect(slug('What the BFF guarantees')).toBe('what-the-bff-guarantees');
    expect(slug('`npm start`, `npm test`')).toBe('npm-start-npm-test');
  });
});

describe('README.md and docs/*.md', () => {
  it('name only paths that exist, and link only to files and headings that exist', () => {
    const problems = checkDocs(root).map((p) => `${p.doc}:${p.line} ${p.text}: ${p.why}`);
    expect(problems).toEqual([]);
  });
});
