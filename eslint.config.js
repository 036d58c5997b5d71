import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'coverage'] },
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
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The architecture's import direction: contract imports only zod; sandbox, bff and web never
    // import one another (the start-up entry that embeds the sandbox is the one exception).
    files: ['src/contract/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/sandbox/**', '**/bff/**', '**/web/**'] }] },
  },
  {
    files: ['src/sandbox/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/bff/**', '**/web/**'] }] },
  },
  {
    files: ['src/web/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/sandbox/**', '**/bff/**'] }] },
  },
);
