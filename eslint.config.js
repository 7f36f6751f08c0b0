import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import rooms from './eslint/rooms.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The rooms of DESIGN.md §2 (eslint/rooms.js; apps/api/test/lint-rooms.test.ts checks each rule).
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { rooms },
    rules: { 'rooms/kebab-case-filename': 'error' },
  },
  {
    // Web, API and shared never import each other's code; both apps meet in @parcelles/shared.
    files: ['apps/**/*.{js,mjs,ts,tsx}', 'packages/**/*.{js,mjs,ts,tsx}'],
    rules: { 'rooms/no-cross-app': 'error' },
  },
  {
    // A feature imports itself, components/, lib/, i18n/ and shared; app/ route modules compose.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: { 'rooms/web-feature': 'error' },
  },
  {
    files: ['apps/web/src/{components,lib,hooks,i18n}/**/*.{ts,tsx}'],
    rules: { 'rooms/web-base': 'error' },
  },
  {
    // Only *.repository.ts files touch tables (db/ itself is the client, the schema and migrations).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/**'],
    rules: { 'rooms/api-no-tables': 'error' },
  },
  {
    files: ['apps/api/src/**/*.routes.ts'],
    rules: { 'rooms/api-route-no-repository': 'error' },
  },
  {
    // Use cases, repositories and services speak data; HTTP stays in routes, uploads and plugins/.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/plugins/**',
      'apps/api/src/{app,server,logger}.ts',
      'apps/api/src/lib/route-schemas.ts',
    ],
    rules: { 'rooms/api-no-http': 'error' },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/cli.ts', '**/cli/**', '**/*.config.*'],
    rules: { 'no-console': 'off' },
  },
);
