import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = import.meta.dirname;

// The import direction of the architecture (README, "Architecture and choices"), as lint zones.
// Each zone forbids the files under `target` to import anything under `from` (resolved paths, so
// `@/bff/x` and `../bff/x` are the same import). Proven rule by rule in src/testing/lint-rules.test.ts.
//
// - contract imports nothing of ours (and only zod and negotiator: see the package rule below);
// - domain, the pure logic and words that server and browser share, imports the contract and its
//   own files (and the same packages as the contract); the contract never imports it;
// - server, the glue that the sandbox and the BFF share (their routes' schemas and request
//   lifecycle: src/server/contract-routes.ts), imports the contract, the domain, its own files and
//   server packages, never sandbox, bff, web or the wiring; sandbox and bff import it, web never;
// - sandbox, bff and web import the contract, the domain and their own folder, never one another;
// - only src/main.ts (npm start) and src/testing (the stack for tests) import both bff and sandbox;
// - in web: shared -> features -> app. A feature imports shared and itself, never another
//   feature and never app; shared imports no feature and not app; app composes the features.
// Tests are allowed one more thing: the test wiring (src/testing, src/sandbox/testing); and a test
// in src/testing may read the web's order rules (ORDER_RULES), to check them against the seed.
// - src/testing/fixtures is test data of the contract's types and imports the contract only, so
//   tests of the contract and of the web may use it (and src/web/testing), and nothing else of
//   src/testing; the app never imports it.

/** Every web feature (a folder of src/web/features), so a new feature gets its zone by existing. */
const features = readdirSync(join(root, 'src/web/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const WIRING = ['./src/main.ts', './src/testing'];
/** Test data (src/testing/fixtures), relative to src/testing: what tests of every part may import. */
const FIXTURES = ['./fixtures'];
/** The web's order rules, relative to src/web: what a test of the wiring may read of the web app. */
const ORDER_RULES = ['./features/orders/lib/order-health.ts', './features/orders/lib/customer-reply.ts'];

/** The BFF's layers (folders of src/bff), from the routes down. */
const BFF_DOMAIN = ['jobs', 'imports', 'read-model', 'history', 'sso'];
const BFF_BOTTOM = ['upstream', 'store', 'security'];
const BFF_BELOW_ROUTES = [...BFF_DOMAIN, ...BFF_BOTTOM, 'plugins'];

/** e2e and bench work from outside (their own folders, so only the app's zones hold them). */
const outsideZones = [
  // End-to-end journeys drive the app from outside: the test wiring, the contract, the domain (its
  // words) and the demo data's ids, never the BFF's, the sandbox's or the web's own modules.
  ...[
    { from: ['./src/bff', './src/server', './src/web', './src/main.ts'] },
    { from: './src/sandbox', except: ['./store/demo-ids.ts'] },
  ].map((zone) => ({
    target: './e2e',
    ...zone,
    message:
      'e2e imports src/testing, the contract, the domain and the demo ids only: it drives the app from outside.',
  })),
  // Benches start the servers (src/testing, the sandbox as the platform they seed) and read
  // their configuration types; they never import the web app or the BFF's insides.
  ...[{ from: './src/web' }, { from: './src/bff', except: ['./config.ts'] }].map((zone) => ({
    target: './bench',
    ...zone,
    message: 'bench measures the app from outside: src/testing, the sandbox and the BFF’s config types only.',
  })),
];

/** The zones; `forTests` lets test files use the test wiring as well. */
function zones(forTests) {
  const wiring = forTests ? ['./src/main.ts'] : WIRING;
  const serverPart = (part, other) => ({
    target: `./src/${part}`,
    from: [`./src/${other}`, './src/web', ...wiring],
    message: `${part} imports the contract and its own folder only; src/main.ts and src/testing wire the parts together.`,
  });
  return [
    {
      // A test of the contract may read its issues with the domain's words (toFieldErrors).
      target: './src/contract',
      from: [
        './src/sandbox',
        './src/bff',
        './src/server',
        './src/web',
        './src/main.ts',
        ...(forTests ? [] : ['./src/domain']),
      ],
      message:
        'The contract is only schemas and types: it imports only zod, negotiator and its own files (logic and words are in src/domain).',
    },
    {
      target: './src/contract',
      from: './src/testing',
      ...(forTests
        ? {
            except: FIXTURES,
            message:
              'A test of the contract may use the test data in src/testing/fixtures, nothing else of the wiring.',
          }
        : {
            message:
              'The contract is shared by every part: it imports only zod, negotiator and its own files.',
          }),
    },
    {
      target: './src/domain',
      from: ['./src/sandbox', './src/bff', './src/server', './src/web', './src/main.ts'],
      message:
        'src/domain runs in the browser and on the server alike: it imports the contract and its own files only.',
    },
    {
      target: './src/domain',
      from: './src/testing',
      ...(forTests
        ? {
            except: FIXTURES,
            message:
              'A test of the domain may use the test data in src/testing/fixtures, nothing else of the wiring.',
          }
        : {
            message:
              'src/domain runs in the browser and on the server alike: it imports the contract and its own files only.',
          }),
    },
    {
      // (and not the web app: no part of src/testing does, the zone of WIRING below)
      target: './src/testing/fixtures',
      from: ['./src/sandbox', './src/bff', './src/server', './src/main.ts'],
      message:
        'Test data imports the contract only, so that tests of every part (the browser’s too) may use it.',
    },
    {
      target: './src/testing/fixtures',
      from: './src/testing',
      except: FIXTURES,
      message:
        'Test data imports the contract only, so that tests of every part (the browser’s too) may use it.',
    },
    {
      target: './src/server',
      from: ['./src/sandbox', './src/bff', './src/web', ...wiring],
      message:
        'src/server is what the sandbox and the BFF share: it imports the contract, the domain, its own files and server packages, never either part, the web app or the wiring.',
    },
    serverPart('sandbox', 'bff'),
    ...(forTests
      ? [
          { ...serverPart('bff', 'sandbox'), from: ['./src/web', ...wiring] },
          {
            target: './src/bff',
            from: './src/sandbox',
            except: ['./testing'],
            message:
              'A BFF test may use the sandbox fixtures in src/sandbox/testing, nothing else of the sandbox.',
          },
        ]
      : [serverPart('bff', 'sandbox')]),
    {
      // The OpenAPI documents carry zod-openapi and every schema at run time: servers and tools only.
      target: './src/web',
      from: './src/contract/openapi',
      message: 'The OpenAPI documents are for the servers and tools; the web reads the contract itself.',
    },
    {
      target: './src/web',
      from: ['./src/sandbox', './src/bff', './src/server', './src/main.ts'],
      message: 'The web app imports the contract and its own folder only; it talks to the BFF over HTTP.',
    },
    {
      // Its test helpers (src/web/testing) too; the app itself not (the zone below).
      target: './src/web',
      from: './src/testing',
      except: FIXTURES,
      message:
        'The web app imports the contract and its own folder only; its tests may use the test data in src/testing/fixtures.',
    },
    {
      target: WIRING,
      from: './src/web',
      // A test of the wiring may check the web's order rules against the sandbox's seed: plain
      // functions of the contract's types (src/testing/orders-health-seed.test.ts).
      ...(forTests ? { except: ORDER_RULES } : {}),
      message: 'The server side never imports the web app.',
    },
    ...features.map((feature) => ({
      target: `./src/web/features/${feature}`,
      from: './src/web/features',
      except: [`./${feature}`],
      message:
        'Features never import each other: compose them in src/web/app, or move the shared piece to src/web/shared.',
    })),
    {
      target: './src/web/features',
      from: './src/web/app',
      message: 'Features never import src/web/app: the app composes them.',
    },
    {
      target: './src/web/shared',
      from: ['./src/web/features', './src/web/app'],
      message: 'src/web/shared imports no feature and not src/web/app.',
    },
    // Inside the BFF, one way: routes (and app.ts with compose/, which compose) -> jobs, imports,
    // read-model, history, sso -> upstream, store, security. Tests may reach across (a job's
    // restart test builds the whole app).
    ...(forTests
      ? []
      : [
          {
            target: BFF_BELOW_ROUTES.map((folder) => `./src/bff/${folder}`),
            from: ['./src/bff/routes', './src/bff/app.ts', './src/bff/compose'],
            message:
              'Only src/bff/routes, app.ts and compose/ use the routes: domain code (jobs, imports, read-model…) never imports them.',
          },
          {
            target: BFF_BOTTOM.map((folder) => `./src/bff/${folder}`),
            from: BFF_DOMAIN.map((folder) => `./src/bff/${folder}`),
            message:
              'src/bff/upstream, store and security are the bottom layer: they never import jobs, imports, read-model, history or sso.',
          },
        ]),
    // e2e/ and bench/ hold no file that the test zones cover (src/**/*.test.*): their zones are the
    // app's only, so that every zone is one a probe can trip (src/testing/lint-rules.test.ts).
    ...(forTests ? [] : outsideZones),
    // The web's test helpers (Testing Library, fakes of the BFF) and the test data are for test
    // files only.
    ...(forTests
      ? []
      : [
          {
            target: ['./src/web/app', './src/web/features', './src/web/shared', './src/web/main.tsx'],
            from: ['./src/web/testing', './src/testing/fixtures'],
            message:
              'src/web/testing and src/testing/fixtures hold helpers and data for test files; the app never imports them.',
          },
        ]),
  ];
}

const BROWSER_ONLY = [
  'react',
  'react-dom',
  'react-router',
  'leaflet',
  'react-leaflet',
  'i18next',
  'react-i18next',
];
const SERVER_ONLY = ['fastify', 'undici', 'better-sqlite3', 'tsx', 'file-type', 'autocannon'];
const scoped = (names) => names.flatMap((name) => [name, `${name}/*`]);
/**
 * In src, `../../x` (two folders up or more) is spelled `@/x`, and so is `../src/x` from e2e/,
 * bench/ and scripts/: one name for a module wherever it is imported from. Part of every
 * `no-restricted-imports` below, since a later block's options replace an earlier one's.
 */
const ALIAS_MESSAGE = 'Import through the @/ alias (`@/contract/places`) instead of climbing folders.';
const CLIMB = { regex: '^\\.\\./\\.\\./', message: ALIAS_MESSAGE };
const INTO_SRC = { regex: '^(\\.\\./)+src/', message: ALIAS_MESSAGE };

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      'coverage',
      '.openapi-client',
      'docs/openapi',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // A promise nobody awaits or catches is an unhandled rejection when it fails: Node ends the
    // process on one. The server parts are typed-linted for it (an audit write after a failed
    // database once reached CI that way). `void` marks a promise that is meant to run on its own
    // and catches its own errors.
    files: [
      'src/bff/**/*.ts',
      'src/sandbox/**/*.ts',
      'src/server/**/*.ts',
      'src/main.ts',
      'src/testing/**/*.ts',
    ],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // MUI 9 removed the system props: Typography's `color` takes a palette key (`textSecondary`,
      // `success`) and drops a theme path such as `text.secondary` without a word, drawing the
      // text in the default colour (61 captions and hints were black). Types allow any string.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='color'] > Literal[value=/\\./]",
          message:
            'A theme path in a `color` prop is ignored by MUI 9: use the palette key (color="textSecondary", color="success") or sx={{ color: \'text.secondary\' }}.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        // Follows the `@/` alias of tsconfig.base.json, so the zones below see where it leads.
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          tsconfig: { configFile: join(root, 'tsconfig.base.json') },
        }),
      ],
      // The files import-x reads to follow imports (no-cycle): without these it skips TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones(false) }],
      // A cycle makes start-up order matter and splits badly into chunks; type-only imports are
      // erased at run time and do not count.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones(true) }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CLIMB] }] },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [INTO_SRC] }] },
  },
  {
    // A fixed sleep guesses how long the app takes: too short on a busy machine, wasted time on an
    // idle one. Journeys wait for what the user sees (issue 24).
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            'No fixed sleeps in e2e: wait for what the user sees with a web-first assertion (`await expect(locator).toBeVisible()`, `toHaveText`, `expect.poll`), or move time on with `page.clock`.',
        },
      ],
    },
  },
  {
    // Packages: the contract runs in the browser and on the server alike, so it takes only zod and
    // negotiator (small, pure: Accept-Language) and no fastify, react, undici, node:*,
    // better-sqlite3…, and its own files (the zones above keep `../` inside the contract).
    files: ['src/contract/**'],
    ignores: ['src/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // `../x` for a file in a sub-folder (contract/orders/, contract/desk/) reaching the
              // contract's root; the zones above stop any path that leaves the contract.
              regex: '^(?!zod(/|$)|negotiator$|\\./|\\.\\./(?!\\.\\./))',
              message: 'The contract imports only zod, negotiator and its own files (./x, ../x).',
            },
          ],
        },
      ],
    },
  },
  {
    // The OpenAPI documents (issue 49) are written by zod-openapi from the contract's schemas; the
    // web never imports them (the zone above), so the package stays out of the browser.
    files: ['src/contract/openapi/**'],
    ignores: ['src/contract/openapi/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|zod-openapi$|openapi-types$|\\./|\\.\\./(?!\\.\\./))',
              message: 'The OpenAPI documents import only zod, zod-openapi, openapi-types and the contract.',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain runs where the contract runs, so it takes the same packages (zod, negotiator), the
    // contract through the alias, and its own files. One more: `opening_hours`, the syntax's
    // reference implementation (pure JavaScript, no I/O), so that the editor's text form and the
    // import read opening-hours text with one reader (src/domain/hours-text, issue 43); only lazy
    // chunks and the BFF import that reader. And `cheap-ruler` (pure arithmetic) for the pin's distance
    // from its address (issue 46). date-holidays stays out (the web loads it in a worker).
    // The zones above keep `../` inside src/domain or pointing at the contract.
    files: ['src/domain/**'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(?!zod(/|$)|negotiator$|opening_hours$|cheap-ruler$|@/(contract|domain)/|\\./|\\.\\./(?!\\.\\./))',
              message:
                'src/domain imports only zod, negotiator, opening_hours, cheap-ruler, the contract (@/contract/…) and its own files (./x, ../x).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: scoped(SERVER_ONLY), message: 'Server packages do not belong in the web app.' },
            CLIMB,
          ],
        },
      ],
    },
  },
  {
    files: ['src/bff/**', 'src/sandbox/**', 'src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...scoped(BROWSER_ONLY), '@mui/*', '@emotion/*', '@tanstack/*'],
              message: 'Browser packages do not belong in the server parts.',
            },
            CLIMB,
          ],
        },
      ],
    },
  },
  {
    // Small files with one job, and functions short enough to read whole (issue 44): the web app's
    // own code; its tests may hold many cases in one file or describe().
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', 120],
      'max-lines': ['error', 300],
    },
  },
  {
    // The same limits for every other part's own code (issue 44): the servers, the contract, the
    // domain, the test helpers, the scripts, the benches and the e2e helpers. Every line counts, as
    // in the web, so one rule holds the whole project. Tests are exempt, as in the web; no data
    // file (seed-data-cz.ts, seed-orders.ts) exceeds them, so none is exempt.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['src/web/**', '**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: {
      'max-lines-per-function': ['error', 120],
      'max-lines': ['error', 300],
    },
  },
);
