// ESLint flat config. Layers of ARCHITECTURE.md §1 are enforced with
// import-x/no-restricted-paths (the zones: eslint/layer-zones.js); the syntax the
// code base avoids is named in eslint/restricted-syntax.js.
import js from '@eslint/js';
import prettierConfig from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureZones, layerZones } from './eslint/layer-zones.js';
import {
  APP_PATH_LITERAL,
  FLAG_CODE_READ,
  PHYSICAL_CSS,
  RESTRICTED_SYNTAX,
  SANDBOX_MONEY_UNITS,
} from './eslint/restricted-syntax.js';

/**
 * Issue 19: the CLI, the sandbox and the scripts may use only the app's
 * public contract — the tenant modules (schema, flags, routes and pages,
 * chrome rules, register settings, runtime config), the endpoint table and
 * codecs, the constants, languages, catalogues, and the pure data the static
 * shell shares (theme token names, icon paths). Tests may reach further.
 */
const TOOLING_CONTRACT = [
  './tenant',
  './platform/endpoints.ts',
  './platform/endpoint-table',
  './platform/crypto',
  './lib/spec-constants.ts',
  './lib/languages.ts',
  './lib/language-codes.ts',
  './lib/language-packs.ts',
  './lib/payout-rules.ts',
  './lib/identity-rules.ts',
  './lib/url-guard.ts',
  './lib/phone.ts',
  './lib/hash.ts',
  './lib/search-text.ts',
  './lib/rum-beacon.ts',
  './lib/icon-paths.ts',
  './lib/is-record.ts',
  './lib/money-event-kinds.ts',
  './i18n/locales',
  './ui/theme/tokens.ts',
  './ui/theme/token-names.ts',
];
const toolingZone = {
  target: ['./cli', './sandbox', './scripts', './tooling'],
  from: './src',
  except: TOOLING_CONTRACT,
  message: 'Tooling imports only the app contract (eslint.config.js TOOLING_CONTRACT); move shared facts there.',
};

/**
 * Issue 38: the CLI and the sandbox stay apart. What both need (the thread
 * pool, the server headers) lives in tooling/, which imports neither.
 */
const SEPARATE_TOOLS = [
  { target: './cli', from: './sandbox', message: 'cli/ does not import sandbox/: move what both need to tooling/.' },
  { target: './sandbox', from: './cli', message: 'sandbox/ does not import cli/: move what both need to tooling/.' },
  {
    target: './tooling',
    from: ['./cli', './sandbox', './scripts'],
    message: 'tooling/ is shared by cli/ and sandbox/ and imports neither.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-pseudo/**',
      'playwright-report-pseudo/**',
      'node_modules/**',
      'artifacts/**',
      'test-results/**',
      'playwright-report/**',
      '.sandbox-data/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      'import-x/no-cycle': ['error', { maxDepth: 6 }],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': ['error', { allowConstantLoopConditions: true }],
      'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the platform through src/platform/request.ts.' },
      ],
    },
  },
  {
    // Tests assert what the user sees, so they keep readable literal URLs.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/tenant/page-table/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX, APP_PATH_LITERAL, PHYSICAL_CSS] },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}', 'src/session/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX, APP_PATH_LITERAL, PHYSICAL_CSS, FLAG_CODE_READ] },
  },
  {
    // The CLI writes app paths (the shell's links, its preload table) from the page table too.
    files: ['cli/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX, APP_PATH_LITERAL, FLAG_CODE_READ] },
  },
  {
    files: [
      'src/platform/request.ts',
      'src/platform/static-text.ts',
      // The shell's own read before the app's code (SPEED-29); request.ts takes its response over.
      'src/app/first-answer/first-answer.ts',
      'sandbox/**',
      'cli/**',
      'tooling/**',
      'scripts/**',
      'tests/**',
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['cli/**/*.ts', 'sandbox/**/*.ts', 'scripts/**/*.ts', 'tooling/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...featureZones, toolingZone, ...SEPARATE_TOOLS] },
      ],
    },
  },
  {
    // Issue 38 (MONEY-51): the sandbox computes in minor units; only sandbox/money.ts knows the wire's major units.
    files: ['sandbox/**/*.ts'],
    ignores: ['**/*.test.ts', 'sandbox/money.ts'],
    rules: { 'no-restricted-syntax': ['error', SANDBOX_MONEY_UNITS] },
  },
  {
    // Issue 19: SQL lives in sandbox/domain/; a route validates, calls the domain and answers.
    files: ['sandbox/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        SANDBOX_MONEY_UNITS,
        {
          selector:
            "CallExpression[callee.property.name='query'][callee.object.property.name='db'], CallExpression[callee.property.name='query'][callee.object.name=/^(db|tx)$/]",
          message: 'SQL belongs in sandbox/domain/: add or reuse a domain function there.',
        },
      ],
    },
  },
  {
    // Issue 38: the endpoint table governs the sandbox. A route module imports no other route module (what two
    // areas share lives in sandbox/request.ts, sandbox/control-api.ts, sandbox/domain/ or sandbox/seed/), and
    // account rules are checked once, by the route wrapper (sandbox/route.ts), from the table.
    files: ['sandbox/routes/**/*.ts'],
    ignores: ['**/*.test.ts', 'sandbox/routes/areas.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./*'],
              message:
                'A route module imports no other: request helpers are in sandbox/request.ts, control helpers in sandbox/control-api.ts, shared data in sandbox/seed/ or sandbox/domain/.',
            },
          ],
          paths: [
            {
              name: '../domain/account-rules.ts',
              message:
                "The route wrapper (sandbox/route.ts) checks the endpoint table's account rule: name it in the row.",
            },
          ],
        },
      ],
    },
  },
  {
    // End-to-end tests read browser storage to check what the app left there (the pseudo-locale run sets its locale there).
    files: ['tests/e2e/**', 'tests/pseudo/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  // Layout is Prettier's (npm run format; npm run lint checks it): no ESLint rule argues with it.
  prettierConfig,
);
