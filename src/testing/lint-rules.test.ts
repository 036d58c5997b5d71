import { readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import rules of eslint.config.js, each fed an import it forbids and one it permits. The code
// is linted as if it sat at `file` (lintText with a filePath), so no probe file is written into src.

const root = resolve(import.meta.dirname, '../..');
// The probes are not files on disk, which the typed rules (their TypeScript program) cannot read:
// they are switched off here, and this test is about the import rules alone.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});

async function lint(file: string, source: string) {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: join(root, file) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

/** The rule each forbidden import must trip (ESLint's own name for it). */
const PATHS = 'import-x/no-restricted-paths';
const PACKAGES = 'no-restricted-imports';
const NODE = 'import-x/no-nodejs-modules';

type Case = [file: string, specifier: string, rule: string];

/**
 * Every web feature has a zone of its own (eslint.config.js reads the folder), so every feature gets
 * a probe the same way: it may not import a module of the next feature, in the app or in a test.
 */
const featuresDir = join(root, 'src/web/features');
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
/** A module of the feature (its first source file that is not a test), as the alias spells it. */
function moduleOf(feature: string) {
  const file = readdirSync(join(featuresDir, feature), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .sort()[0]!;
  return `@/web/features/${feature}/${file.replace(/\.tsx?$/, '')}`;
}
const betweenFeatures: Case[] = features.flatMap((feature, i) => {
  const other = moduleOf(features[(i + 1) % features.length]!);
  return [
    [`src/web/features/${feature}/probe.tsx`, other, PATHS],
    [`src/web/features/${feature}/probe.test.tsx`, other, PATHS],
  ];
});

const forbidden: Case[] = [
  // contract: nothing of ours, and no package but zod
  ['src/contract/probe.ts', '../bff/problem', PATHS],
  ['src/contract/probe.ts', '../sandbox/errors', PATHS],
  ['src/contract/probe.ts', '../web/shared/lib/api-client', PATHS],
  ['src/contract/probe.ts', '../testing/stack', PATHS],
  ['src/contract/probe.ts', 'fastify', PACKAGES],
  ['src/contract/probe.ts', 'react', PACKAGES],
  ['src/contract/probe.ts', 'undici', PACKAGES],
  ['src/contract/probe.ts', 'better-sqlite3', PACKAGES],
  ['src/contract/probe.ts', 'node:crypto', PACKAGES],
  ['src/contract/orders/probe.ts', '@/bff/problem', PATHS],
  ['src/contract/orders/probe.ts', '@/web/shared/lib/paths', PACKAGES],
  ['src/contract/desk/probe.ts', '@/bff/problem', PATHS],
  ['src/contract/desk/probe.ts', 'fastify-type-provider-zod', PACKAGES],
  // the OpenAPI documents: zod-openapi, never for the web, and still no server package
  ['src/web/shared/lib/probe.ts', '@/contract/openapi/sandbox-document', PATHS],
  ['src/web/shared/lib/probe.test.ts', '@/contract/openapi/bff-document', PATHS],
  ['src/web/features/places-list/probe.tsx', '@/contract/openapi/bff-document', PATHS],
  ['src/contract/openapi/probe.ts', 'fastify', PACKAGES],
  ['src/contract/probe.ts', 'zod-openapi', PACKAGES],
  // the contract is only schemas and types: it never imports the domain's logic or words
  ['src/contract/probe.ts', '@/domain/opening-hours-status', PATHS],
  ['src/contract/desk/probe.ts', '../../domain/change-model', PATHS],
  ['src/contract/desk/probe.ts', '@/domain/words/messages', PATHS],
  // domain: the contract and its own files, no server or browser part or package
  ['src/domain/probe.ts', '@/bff/problem', PATHS],
  ['src/domain/probe.ts', '../sandbox/errors', PATHS],
  ['src/domain/probe.ts', '@/web/shared/lib/paths', PATHS],
  ['src/domain/probe.ts', '@/testing/stack', PATHS],
  ['src/domain/probe.ts', '@/testing/fixtures/places', PATHS],
  ['src/domain/words/probe.ts', '@/main', PATHS],
  ['src/domain/probe.test.ts', '@/testing/stack', PATHS],
  ['src/domain/probe.test.ts', '@/bff/jobs/holiday-calendars', PATHS],
  ['src/domain/probe.ts', 'fastify', PACKAGES],
  ['src/domain/probe.ts', 'undici', PACKAGES],
  ['src/domain/probe.ts', 'better-sqlite3', PACKAGES],
  ['src/domain/probe.ts', 'node:crypto', PACKAGES],
  ['src/domain/probe.ts', 'react', PACKAGES],
  ['src/domain/probe.ts', 'i18next', PACKAGES],
  ['src/domain/words/probe.ts', 'leaflet', PACKAGES],
  ['src/domain/probe.ts', 'date-holidays', PACKAGES],
  ['src/domain/hours-text/probe.ts', 'date-holidays', PACKAGES],
  ['src/domain/hours-text/probe.ts', 'opening_hours/src/index.js', PACKAGES],
  ['src/domain/words/probe.ts', '../../contract/places', PACKAGES],
  // test data (src/testing/fixtures): the contract's types only; for tests, never for the app
  ['src/contract/probe.ts', '@/testing/fixtures/orders', PATHS],
  ['src/contract/probe.test.ts', '@/testing/stack', PATHS],
  ['src/testing/fixtures/probe.ts', '@/testing/stack', PATHS],
  ['src/testing/fixtures/probe.ts', '@/bff/problem', PATHS],
  ['src/testing/fixtures/probe.ts', '@/web/shared/lib/paths', PATHS],
  ['src/web/features/orders/lib/probe.ts', '@/testing/fixtures/orders', PATHS],
  ['src/web/shared/lib/probe.ts', '@/testing/fixtures/places', PATHS],
  ['src/web/testing/probe.ts', '@/testing/stack', PATHS],
  ['src/web/features/orders/lib/probe.test.ts', '@/testing/stack', PATHS],
  // bff: neither the sandbox nor the web app nor the wiring
  ['src/bff/routes/probe.ts', '@/web/shared/lib/api-client', PATHS],
  ['src/bff/routes/probe.ts', '@/sandbox/app', PATHS],
  ['src/bff/routes/probe.ts', '@/sandbox/testing/test-sandbox', PATHS],
  ['src/bff/routes/probe.ts', '@/testing/stack', PATHS],
  ['src/bff/routes/probe.ts', '@/main', PATHS],
  ['src/bff/routes/probe.ts', 'react', PACKAGES],
  ['src/bff/routes/probe.test.ts', '@/sandbox/app', PATHS],
  ['src/bff/routes/probe.test.ts', '@/web/shared/lib/api-client', PATHS],
  // server (what sandbox and BFF share): neither part, nor the web app, nor the wiring, nor the
  // browser's packages; and nothing but the sandbox and the BFF imports it
  ['src/server/probe.ts', '@/bff/problem', PATHS],
  ['src/server/probe.ts', '../sandbox/errors', PATHS],
  ['src/server/probe.ts', '@/web/shared/lib/paths', PATHS],
  ['src/server/probe.ts', '@/testing/stack', PATHS],
  ['src/server/probe.ts', '@/main', PATHS],
  ['src/server/probe.ts', 'react', PACKAGES],
  ['src/server/probe.test.ts', '@/bff/app', PATHS],
  ['src/server/probe.test.ts', '@/sandbox/app', PATHS],
  ['src/web/shared/lib/probe.ts', '@/server/contract-routes', PATHS],
  ['src/web/features/places/components/probe.tsx', '@/server/contract-routes', PATHS],
  ['src/contract/probe.ts', '../server/contract-routes', PATHS],
  ['src/domain/probe.ts', '@/server/contract-routes', PATHS],
  ['src/testing/fixtures/probe.ts', '@/server/contract-routes', PATHS],
  ['e2e/probe.ts', '@/server/contract-routes', PATHS],
  // sandbox: neither the BFF nor the web app nor the wiring
  ['src/sandbox/routes/probe.ts', '@/bff/problem', PATHS],
  ['src/sandbox/routes/probe.ts', '@/web/shared/lib/api-client', PATHS],
  ['src/sandbox/routes/probe.ts', '@/testing/stack', PATHS],
  ['src/sandbox/routes/probe.ts', '@mui/material', PACKAGES],
  // web: neither server part, nor the wiring, nor Node or server packages
  ['src/web/shared/lib/probe.ts', '@/bff/problem', PATHS],
  ['src/web/shared/lib/probe.ts', '@/sandbox/errors', PATHS],
  ['src/web/shared/lib/probe.ts', '@/testing/stack', PATHS],
  ['src/web/shared/lib/probe.ts', 'node:fs', NODE],
  ['src/web/shared/lib/probe.ts', 'fastify', PACKAGES],
  // web inside: a feature imports shared and itself only; shared imports no feature and not app
  ['src/web/features/orders/components/probe.tsx', '@/web/features/places-list/lib/labels', PATHS],
  ['src/web/features/places-list/components/probe.tsx', '@/web/features/orders/lib/format', PATHS],
  [
    'src/web/features/place-editor/components/probe.tsx',
    '@/web/features/bulk-changes/api/job-queries',
    PATHS,
  ],
  [
    'src/web/features/place-import/components/probe.tsx',
    '@/web/features/places-list/lib/search-filters',
    PATHS,
  ],
  ['src/web/features/places-list/components/probe.tsx', '@/web/features/auth/api/session', PATHS],
  ['src/web/features/auth/components/probe.tsx', '@/web/app/router', PATHS],
  ['src/web/shared/lib/probe.ts', '@/web/features/auth/api/session', PATHS],
  ['src/web/shared/ui/probe.tsx', '@/web/app/theme', PATHS],
  ['src/web/shared/places/api/probe.ts', '@/web/features/places-list/lib/cluster-client', PATHS],
  // the web's test helpers are for test files only
  ['src/web/features/places-list/components/probe.tsx', '@/web/testing/render', PATHS],
  ['src/web/app/probe.tsx', '@/web/testing/fake-bff', PATHS],
  // only src/main.ts and src/testing know both server parts, and neither knows the web app
  ['src/main.ts', './web/app/router', PATHS],
  ['src/testing/probe.ts', '../web/shared/lib/api-client', PATHS],
  // a test of the wiring may read the web's order rules and nothing else of the web app
  ['src/testing/probe.ts', '@/web/features/orders/lib/order-health', PATHS],
  ['src/testing/probe.test.ts', '@/web/features/orders/lib/format', PATHS],
  ['src/testing/probe.test.ts', '@/web/features/orders/components/order-page', PATHS],
  ['src/testing/probe.test.ts', '@/web/shared/lib/api-client', PATHS],
  // test files keep the direction of their part (they may add the test wiring and the test data)
  ['src/contract/probe.test.ts', '@/bff/problem', PATHS],
  ['src/sandbox/probe.test.ts', '@/bff/problem', PATHS],
  ['src/web/shared/lib/probe.test.ts', '@/sandbox/errors', PATHS],
  ['src/testing/fixtures/probe.test.ts', '@/sandbox/errors', PATHS],
  ['src/testing/fixtures/probe.test.ts', '@/testing/stack', PATHS],
  ['src/web/features/auth/components/probe.test.tsx', '@/web/app/router', PATHS],
  ['src/web/shared/lib/probe.test.ts', '@/web/app/router', PATHS],
  ['src/web/shared/lib/probe.test.ts', '@/web/features/auth/api/session', PATHS],
  ...betweenFeatures,
  // the zones follow the alias and relative paths alike
  ['src/bff/routes/probe.ts', '../../sandbox/app', PATHS],
  ['src/web/features/orders/components/probe.tsx', '../../places-list/lib/labels', PATHS],
  // climbing two folders, or into src from outside it, is spelled with the alias
  ['src/bff/routes/probe.ts', '../../contract/places', PACKAGES],
  ['src/web/features/orders/components/probe.tsx', '../../../shared/lib/carriers', PACKAGES],
  ['src/sandbox/routes/probe.ts', '../../contract/places', PACKAGES],
  ['src/testing/deeper/probe.ts', '../../bff/app', PACKAGES],
  ['e2e/probe.ts', '../src/contract/places', PACKAGES],
  ['bench/probe.ts', '../src/testing/stack', PACKAGES],
  // inside the BFF, one way: routes -> jobs, imports, read-model -> upstream, store
  ['src/bff/read-model/probe.ts', '@/bff/routes/places/context', PATHS],
  ['src/bff/jobs/probe.ts', '../routes/jobs/create', PATHS],
  ['src/bff/imports/probe.ts', '@/bff/app', PATHS],
  ['src/bff/read-model/probe.ts', '@/bff/compose/stores', PATHS],
  ['src/bff/store/probe.ts', '../read-model/places-model', PATHS],
  ['src/bff/upstream/probe.ts', '@/bff/jobs/retry', PATHS],
  // e2e and bench work from outside
  ['e2e/probe.ts', '@/bff/app', PATHS],
  ['e2e/probe.ts', '@/web/shared/lib/api-client', PATHS],
  ['e2e/probe.ts', '@/sandbox/store/seed', PATHS],
  ['bench/probe.ts', '@/bff/routes/places/context', PATHS],
  ['bench/probe.ts', '@/web/app/router', PATHS],
];

const permitted: Case[] = [
  ['src/contract/probe.ts', 'zod', PACKAGES],
  ['src/contract/probe.ts', 'negotiator', PACKAGES],
  ['src/contract/probe.ts', './common', PATHS],
  ['src/contract/orders/probe.ts', '../common', PACKAGES],
  ['src/contract/desk/probe.ts', '../common', PATHS],
  ['src/contract/probe.test.ts', 'vitest', PACKAGES],
  ['src/contract/probe.test.ts', '@/testing/fixtures/orders', PATHS],
  ['src/contract/probe.test.ts', '@/domain/words/messages', PATHS],
  ['src/domain/probe.ts', 'zod', PACKAGES],
  ['src/domain/hours-text/probe.ts', 'opening_hours', PACKAGES],
  ['src/bff/imports/probe.ts', '@/domain/hours-text/hours-text', PATHS],
  ['src/web/features/place-editor/lib/probe.ts', '@/domain/hours-text/hours-text', PATHS],
  ['src/domain/probe.ts', '@/contract/places', PATHS],
  ['src/domain/probe.ts', '../contract/opening-hours', PATHS],
  ['src/domain/probe.ts', './opening-hours-status', PATHS],
  ['src/domain/words/probe.ts', '@/contract/desk/place-fields', PATHS],
  ['src/domain/words/probe.ts', '../place-fields', PATHS],
  ['src/domain/probe.ts', '@/domain/words/messages', PATHS],
  ['src/domain/probe.test.ts', 'vitest', PACKAGES],
  ['src/domain/probe.test.ts', '@/testing/fixtures/places', PATHS],
  ['src/bff/jobs/probe.ts', '@/domain/change-model', PATHS],
  ['src/sandbox/http/probe.ts', '@/domain/words/messages', PATHS],
  ['src/web/shared/lib/probe.ts', '@/domain/opening-hours-status', PATHS],
  ['src/web/shared/places/lib/probe.ts', '@/domain/words/change-text', PATHS],
  ['e2e/probe.ts', '@/domain/words/messages', PATHS],
  ['src/testing/fixtures/probe.ts', '@/contract/orders/order', PATHS],
  ['src/testing/fixtures/probe.ts', './places', PATHS],
  ['src/web/features/orders/lib/probe.test.ts', '@/testing/fixtures/orders', PATHS],
  ['src/web/testing/probe.ts', '@/testing/fixtures/orders', PATHS],
  ['src/bff/jobs/probe.test.ts', '@/testing/fixtures/places', PATHS],
  ['src/bff/routes/probe.ts', '@/contract/places', PATHS],
  ['src/bff/routes/probe.ts', '../problem', PATHS],
  ['src/bff/routes/probe.ts', 'fastify', PACKAGES],
  ['src/bff/routes/probe.test.ts', '@/testing/stack', PATHS],
  ['src/bff/routes/probe.test.ts', '@/sandbox/testing/test-sandbox', PATHS],
  ['src/sandbox/routes/probe.ts', '@/contract/places', PATHS],
  ['src/server/probe.ts', '@/contract/places', PATHS],
  ['src/server/probe.ts', '@/domain/words/messages', PATHS],
  ['src/server/probe.ts', './contract-routes', PATHS],
  ['src/server/probe.ts', 'fastify', PACKAGES],
  ['src/server/probe.ts', 'zod', PACKAGES],
  ['src/server/probe.test.ts', '@/testing/free-port', PATHS],
  ['src/bff/routes/probe.ts', '@/server/contract-routes', PATHS],
  ['src/bff/probe.ts', './../server/contract-routes', PATHS],
  ['src/sandbox/routes/probe.ts', '@/server/contract-routes', PATHS],
  ['src/sandbox/routes/probe.ts', '../store/db', PATHS],
  ['src/sandbox/routes/probe.test.ts', '../testing/test-sandbox', PATHS],
  ['src/web/shared/lib/probe.ts', '@/contract/common', PATHS],
  ['src/web/shared/lib/probe.ts', './api-client', PATHS],
  ['src/web/shared/lib/probe.ts', 'react', PACKAGES],
  ['src/web/features/orders/components/probe.tsx', '../lib/format', PATHS],
  ['src/web/features/orders/components/probe.tsx', '@/web/shared/lib/carriers', PATHS],
  ['src/web/features/orders/components/probe.tsx', '@/contract/orders/order', PATHS],
  ['src/web/app/routes/probe.tsx', '@/web/features/places-list/lib/list-state', PATHS],
  ['src/web/app/routes/probe.tsx', '@/web/shared/places/api/place-queries', PATHS],
  ['src/web/features/place-import/components/probe.tsx', '@/web/shared/places/lib/change-words', PATHS],
  ['src/web/app/routes/probe.tsx', '@/web/features/orders/api/order-queries', PATHS],
  ['src/web/app/routes/probe.tsx', '@/web/shared/lib/api-client', PATHS],
  ['src/web/features/places-list/components/probe.test.tsx', '@/web/testing/render', PATHS],
  ['src/web/shared/ui/probe.test.tsx', '@/web/testing/fake-bff', PATHS],
  ['src/web/testing/probe.tsx', '@/web/app/provider-theme', PATHS],
  ['src/main.ts', './bff/app', PATHS],
  ['src/main.ts', './sandbox/app', PATHS],
  ['src/testing/probe.ts', '../bff/app', PATHS],
  ['src/testing/probe.ts', '../sandbox/app', PATHS],
  ['src/testing/probe.test.ts', '@/web/features/orders/lib/order-health', PATHS],
  ['src/testing/probe.test.ts', '@/web/features/orders/lib/customer-reply', PATHS],
  ['src/testing/probe.test.ts', '@/sandbox/store/seed-orders', PATHS],
  ['e2e/probe.ts', '@/contract/places', PACKAGES],
  ['e2e/support/probe.ts', '../../playwright.config', PACKAGES],
  ['bench/probe.ts', '@/testing/stack', PACKAGES],
  ['src/bff/routes/probe.ts', '@/bff/jobs/launch-job', PATHS],
  ['src/bff/jobs/probe.ts', '../read-model/places-model', PATHS],
  ['src/bff/read-model/probe.ts', '../store/place-change', PATHS],
  ['src/bff/jobs/probe.test.ts', '../app', PATHS],
  ['e2e/probe.ts', '@/sandbox/store/demo-ids', PATHS],
  ['e2e/probe.ts', '@/testing/stack', PATHS],
  ['bench/probe.ts', '@/bff/config', PATHS],
  ['bench/probe.ts', '@/sandbox/store/seed', PATHS],
];

describe('import zones (eslint.config.js)', () => {
  it.each(forbidden)('%s may not import %s (%s)', async (file, specifier, rule) => {
    const messages = await lint(file, `import '${specifier}';`);
    expect(messages.filter((m) => m.startsWith(`${rule}:`))).toHaveLength(1);
  });

  it.each(permitted)('%s may import %s', async (file, specifier) => {
    expect(await lint(file, `import '${specifier}';`)).toEqual([]);
  });

  it('forbids a real import between features, as the orders feature once had (carrierName)', async () => {
    const messages = await lint(
      'src/web/features/orders/components/probe.tsx',
      `import { TYPE_COLORS } from '@/web/features/places-list/lib/labels';\nexport const colors = TYPE_COLORS;`,
    );
    expect(messages).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Features never import each other/),
    ]);
  });
});

describe('no fixed sleeps in e2e (eslint.config.js)', () => {
  const SLEEP = 'no-restricted-syntax';

  it.each([
    ['await page.waitForTimeout(500);'],
    ['await other.waitForTimeout(1000);'],
    ['await page.mainFrame().waitForTimeout(300);'],
  ])('forbids %s', async (sleep) => {
    const messages = await lint(
      'e2e/probe.spec.ts',
      `import type { Page } from '@playwright/test';\ndeclare const page: Page, other: Page;\n${sleep}`,
    );
    expect(messages.filter((m) => m.startsWith(`${SLEEP}:`))).toEqual([
      expect.stringMatching(new RegExp(`^${SLEEP}: No fixed sleeps in e2e`)),
    ]);
  });

  it('permits waiting for what the user sees, and moving the clock on', async () => {
    const source = [
      `import { expect, type Page } from '@playwright/test';`,
      `declare const page: Page;`,
      `await expect(page.getByText('Saved')).toBeVisible();`,
      `await expect.poll(() => page.url()).toMatch(/zoom=/);`,
      `await page.clock.runFor(5000);`,
    ].join('\n');
    expect(await lint('e2e/probe.spec.ts', source)).toEqual([]);
  });

  it('leaves other folders alone (a unit test may sleep on a fake timer of its own)', async () => {
    const source = `declare const timers: { waitForTimeout(ms: number): Promise<void> };\nawait timers.waitForTimeout(1);`;
    expect(await lint('src/web/probe.test.ts', source)).toEqual([]);
  });
});

describe('small files and short functions (eslint.config.js, issue 44)', () => {
  const SIZE_RULES = ['max-lines', 'max-lines-per-function'];
  const sizeMessages = async (file: string, source: string) =>
    (await lint(file, source)).filter((m) => SIZE_RULES.some((rule) => m.startsWith(`${rule}:`)));
  /** A file of `count` lines of code. */
  const fileOf = (count: number) =>
    Array.from({ length: count }, (_, i) => `export const v${i} = ${i};`).join('\n');
  /** A function of `count` lines of code, its first and last included. */
  const functionOf = (count: number, filler = '') =>
    [
      'export function probe(log: (n: number) => void) {',
      ...Array.from({ length: count - 2 }, (_, i) => `${filler}  log(${i});`),
      '}',
    ].join('\n');
  // One file of each part the limits hold: the servers, the contract, the domain, the wiring and
  // test helpers, the scripts, the benches, the e2e helpers, and the web app.
  const FILES = [
    'src/bff/probe.ts',
    'src/sandbox/store/probe.ts',
    'src/server/probe.ts',
    'src/contract/desk/probe.ts',
    'src/domain/probe.ts',
    'src/testing/probe.ts',
    'src/probe.ts',
    'scripts/probe.ts',
    'bench/probe.ts',
    'e2e/support/probe.ts',
    'src/web/shared/lib/probe.ts',
  ];

  it.each(FILES)('%s: a file of 301 lines fails, one of 300 passes', async (file) => {
    expect(await sizeMessages(file, fileOf(301))).toEqual([expect.stringMatching(/^max-lines: /)]);
    expect(await sizeMessages(file, fileOf(300))).toEqual([]);
  });

  it.each(FILES)('%s: a function of 121 lines fails, one of 120 passes', async (file) => {
    expect(await sizeMessages(file, functionOf(121))).toEqual([
      expect.stringMatching(/^max-lines-per-function: /),
    ]);
    expect(await sizeMessages(file, functionOf(120))).toEqual([]);
  });

  it.each(FILES)('%s: blank lines and comments count too, one rule in every part', async (file) => {
    expect(await sizeMessages(file, functionOf(42, '  // why\n\n'))).toEqual([
      expect.stringMatching(/^max-lines-per-function: /),
    ]);
    expect(await sizeMessages(file, `${fileOf(299)}\n\n// why`)).toEqual([
      expect.stringMatching(/^max-lines: /),
    ]);
  });

  it.each(['src/bff/probe.test.ts', 'src/testing/probe.test.ts', 'e2e/probe.spec.ts'])(
    'leaves tests alone (%s: many cases in one file or describe)',
    async (file) => {
      expect(await sizeMessages(file, `${fileOf(301)}\n${functionOf(121)}`)).toEqual([]);
    },
  );
});

describe('import cycles (eslint.config.js)', () => {
  // A cycle needs both files on disk (the rule reads the other one), so these live in a temporary
  // folder linted with the project's own configuration; nothing is written into the repository.
  let dir: string;
  let cycles: ESLint;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lint-cycle-'));
    await writeFile(join(dir, 'a.ts'), `import { b } from './b';\nexport const a = () => b;\n`);
    await writeFile(join(dir, 'b.ts'), `import { a } from './a';\nexport const b = () => a;\n`);
    // c and d refer to each other through types only (erased at run time); d also uses e.
    await writeFile(join(dir, 'c.ts'), `import type { D } from './d';\nexport type C = { d?: D };\n`);
    await writeFile(
      join(dir, 'd.ts'),
      `import type { C } from './c';\nimport { e } from './e';\nexport type D = string;\nexport const d: C = { d: e };\n`,
    );
    await writeFile(join(dir, 'e.ts'), `export const e = 'e';\n`);
    const url = pathToFileURL(join(root, 'eslint.config.js')).href;
    const { default: config } = (await import(url)) as { default: ESLint.Options['overrideConfig'] };
    cycles = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const ruleIds = async (file: string) =>
    (await cycles.lintFiles([join(dir, file)]))[0]!.messages.map((m) => m.ruleId);

  it('flags two modules that import each other', async () => {
    expect(await ruleIds('a.ts')).toEqual(['import-x/no-cycle']);
    expect(await ruleIds('b.ts')).toEqual(['import-x/no-cycle']);
  });

  it('lets modules that refer to each other by types only pass', async () => {
    expect(await ruleIds('c.ts')).toEqual([]);
    expect(await ruleIds('d.ts')).toEqual([]);
  });
});

describe('promises on the server', () => {
  // Typed rules need a file of the project: the text is linted in place of an existing one.
  const typed = new ESLint({ cwd: root });
  const lintAs = async (file: string, source: string) =>
    (await typed.lintText(source, { filePath: join(root, file) }))[0]!.messages.map(
      (m) => `${m.ruleId}:${m.line}`,
    );
  const source = [
    'async function write(): Promise<void> {}',
    'export function handler() {',
    '  write();', // forgotten: a failure would end the process
    '  void write().catch(() => undefined);', // meant to run on its own
    '}',
    '',
  ].join('\n');

  // Each file is linted with the TypeScript program: seconds apiece on a busy machine.
  const FILES = ['src/bff/problem.ts', 'src/sandbox/errors.ts', 'src/server/contract-routes.ts'];
  it.each(FILES)('flags a promise nobody awaits or catches in %s', { timeout: 60_000 }, async (file) => {
    expect(await lintAs(file, source)).toEqual(['@typescript-eslint/no-floating-promises:3']);
  });
});

describe('every import zone has a probe (eslint.config.js, issue 44)', () => {
  interface Zone {
    target: string | string[];
    from: string | string[];
    except?: string[];
  }
  type Entry = { files?: string[]; rules?: Record<string, unknown> };
  const list = (v: string | string[]) => (Array.isArray(v) ? v : [v]);
  /** A path of the repository without `./` and a trailing slash, for prefix tests. */
  const norm = (p: string) => p.replace(/^\.\//, '').replace(/\/$/, '');
  const under = (path: string, folder: string) =>
    path === norm(folder) || path.startsWith(`${norm(folder)}/`);
  /** Where a probe's import leads, as a path of the repository (a package: nowhere of ours). */
  const resolved = (file: string, specifier: string) => {
    if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`;
    if (!specifier.startsWith('.')) return undefined;
    return norm(join(file, '..', specifier));
  };

  it('proves each zone, of the app and of the tests, by a forbidden import', async () => {
    const url = pathToFileURL(join(root, 'eslint.config.js')).href;
    const { default: config } = (await import(url)) as { default: Entry[] };
    const uncovered: string[] = [];
    for (const entry of config) {
      const rule = entry.rules?.[PATHS] as [string, { zones: Zone[] }] | undefined;
      if (!rule) continue;
      const forTests = (entry.files ?? []).some((f) => f.includes('.test.'));
      for (const zone of rule[1].zones) {
        const proven = forbidden.some(([file, specifier, kind]) => {
          const to = resolved(file, specifier);
          if (kind !== PATHS || !to || file.includes('.test.') !== forTests) return false;
          if (!list(zone.target).some((t) => under(file, t))) return false;
          return list(zone.from).some(
            (from) => under(to, from) && !(zone.except ?? []).some((e) => under(to, join(norm(from), e))),
          );
        });
        if (!proven)
          uncovered.push(`${forTests ? 'tests' : 'app'}: ${list(zone.target)} ✗ ${list(zone.from)}`);
      }
    }
    expect(uncovered).toEqual([]);
  });
});
