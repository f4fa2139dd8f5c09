// ESLint flat config. Layers of ARCHITECTURE.md §1 are enforced with
// import-x/no-restricted-paths: app → features → session → ui, platform, tenant, i18n, lib;
// a feature imports another feature only through its index.ts.
import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import prettierConfig from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each feature may use another feature only through its public index.ts. */
const featureZones = features.flatMap((target) =>
  features
    .filter((other) => other !== target)
    .map((other) => ({
      target: `./src/features/${target}`,
      from: `./src/features/${other}`,
      except: ['./index.ts'],
      message: `Import ${other} through src/features/${other}/index.ts only.`,
    })),
);

const layerZones = [
  {
    target: './src/lib',
    from: ['./src/app', './src/features', './src/ui', './src/platform', './src/i18n'],
    message: 'lib is the bottom layer.',
  },
  // The one way up: the site folder (SITE_ROOT, sitePath) is written in the route table with every app path (issue 19).
  {
    target: './src/lib',
    from: './src/tenant',
    except: ['./route-table.ts'],
    message: 'lib is the bottom layer; of the tenant modules it reads only the route table (the site folder).',
  },
  {
    target: './src/ui',
    from: ['./src/app', './src/features', './src/platform'],
    message: 'ui knows nothing of the API or features.',
  },
  {
    target: './src/platform',
    from: ['./src/app', './src/features', './src/ui', './src/i18n'],
    message: 'platform sits below features and ui.',
  },
  {
    target: './src/tenant',
    from: ['./src/app', './src/features', './src/ui', './src/platform'],
    message: 'tenant sits below features.',
  },
  {
    target: './src/i18n',
    from: ['./src/app', './src/features', './src/platform'],
    message: 'i18n sits below features.',
  },
  // Issue 19: the member's session (member info, wallet, the trial/real-account rule, sign-in and sign-out) sits between features and the layers below.
  {
    target: './src/session',
    from: ['./src/app', './src/features'],
    message: 'session sits below features: move what it needs down, or keep it in the feature.',
  },
  {
    target: ['./src/ui', './src/platform', './src/tenant', './src/i18n', './src/lib'],
    from: './src/session',
    message: 'session sits above ui, platform, tenant, i18n and lib.',
  },
  { target: './src/features', from: ['./src/app'], message: 'features never import the app layer.' },
  { target: './src', from: ['./cli', './sandbox', './scripts', './tests'], message: 'the app never imports tooling.' },
];

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

/** Syntax the whole code base avoids. */
const RESTRICTED_SYNTAX = [
  {
    selector: 'CallExpression[callee.name=/^use(Layout|Insertion)?Effect$/] > ArrowFunctionExpression[expression=true]',
    message:
      'Give effects a block body: an expression body returns its value as the cleanup (scrollTo returns a promise in Chromium).',
  },
  {
    selector: 'MemberExpression[object.name=/^(localStorage|sessionStorage)$/]',
    message: 'Use src/lib/storage.ts: it owns every storage key.',
  },
];

/**
 * Issue 19: an app path (/m, /m/…) is written once, in the page table
 * (src/tenant/page-table/); the app links with the builders of
 * src/tenant/paths.ts or a route-table lookup. (esquery regexes cannot hold
 * a slash: \x2F is one.)
 */
const APP_PATH_LITERAL = {
  selector: 'Literal[value=/^\\x2Fm(\\x2F|$)/], TemplateElement[value.raw=/^\\x2Fm(\\x2F|$)/]',
  message:
    'App paths live in the page table (src/tenant/page-table/): link with paths.<page>() from src/tenant/paths.ts (or a route-table lookup).',
};

/**
 * Issue 18: right-to-left languages (AR, FA, UR) mirror the layout, so styles
 * use logical properties (margin-inline-start, inset-inline-end, text-align:
 * start) and never a physical left or right.
 */
const PHYSICAL_CSS = {
  selector:
    'TemplateElement[value.raw=/(margin|padding|border)-(left|right)|(^|[\\s;{])(left|right)\\s*:|text-align:\\s*(left|right)|float:\\s*(left|right)/]',
  message:
    'Use a logical property (margin-inline-start, padding-inline-end, inset-inline-start, text-align: start): the layout mirrors for right-to-left languages.',
};

/**
 * Issue 19: flags are decided in src/tenant (the menu tables and
 * feature-gates.ts); the app, the features, the session, the ui and the CLI ask those and
 * never name a flag or promotion code. The codes come from the registry's
 * source text, since this config is plain JavaScript.
 */
const SWITCH_CODES = [
  ...readFileSync(new URL('./src/tenant/flags.ts', import.meta.url), 'utf8').matchAll(/^ {2}([A-Z][A-Z0-9_]*): \{/gm),
].map((match) => match[1]);
if (SWITCH_CODES.length === 0) throw new Error('eslint.config.js: found no flag codes in src/tenant/flags.ts');
const SWITCH_CODE = `/^(${SWITCH_CODES.join('|')})$/`;
const FLAG_CODE_READ = {
  selector: `MemberExpression[property.name=${SWITCH_CODE}], Literal[value=${SWITCH_CODE}], TemplateElement[value.cooked=${SWITCH_CODE}]`,
  message:
    'Flags are decided in src/tenant: use a table of menu-tables.ts or an evaluator of feature-gates.ts with useGateContext(), or add one there.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
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
    // Issue 19: SQL lives in sandbox/domain/; a route validates, calls the domain and answers.
    files: ['sandbox/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
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
