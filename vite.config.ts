import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { CodeSplittingNameFunction } from 'rolldown';
import { defineConfig } from 'vitest/config';
import { compileHints } from './cli/lib/compile-hints.ts';

/**
 * One compile for every tenant: the bundle knows no tenant. `lobby build`
 * runs this config once into dist/.app and stamps each tenant from it
 * (cli/commands/build.ts). The entry is a module, not an HTML page: the
 * HTML is each tenant's stamp.
 */
export const APP_OUT_DIR = 'dist/.app';

/**
 * All catalogues of one language in one chunk (`locale-pt`, `locale-en`),
 * imported through the language's index module (locales/<code>/index.ts): the
 * boot loads every namespace of the starting language anyway, so one request
 * instead of twenty, better compression, and fewer files for each tenant's
 * stamp to link (docs/decisions.md, "Bundle and build speed").
 */
const CATALOGUE = /\/src\/i18n\/locales\/([a-z]{2})\/(?:[^/]+\.json|index\.ts)$/;
export const catalogueChunk = (moduleId: string): string | null => {
  const language = CATALOGUE.exec(moduleId)?.[1];
  return language ? `locale-${language}` : null;
};

const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

/**
 * The entry and everything it imports statically, in one chunk. Left to
 * itself Rolldown cut that closure into ten chunks (whatever a lazy page
 * shares with the entry became a common chunk), so a first visit paid ten
 * requests, each with its own module wrapper, for code it always loads
 * together: one chunk is 4 KiB smaller gzipped. The closure is taken from the
 * module graph once per chunking pass.
 */
function entryClosureChunk(): CodeSplittingNameFunction {
  // Keyed by the entry's module info, which is new for every chunking pass: a second compile in the same process starts afresh.
  let closureOf: { readonly entry: object; readonly ids: ReadonlySet<string> } | null = null;
  return (moduleId, ctx) => {
    const entry = ctx.getModuleInfo(ENTRY);
    if (!entry) return null;
    if (closureOf?.entry !== entry) {
      const ids = new Set<string>();
      const pending = [ENTRY];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (ids.has(id)) continue;
        ids.add(id);
        pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
      }
      closureOf = { entry, ids };
    }
    return closureOf.ids.has(moduleId) ? 'main' : null;
  };
}

/**
 * The app's own modules do nothing when imported but define things (the only
 * other bare imports are Swiper's stylesheets and the start-up steps' below): so a
 * feature's index may re-export all of it, and a page that takes one hook
 * from it does not drag in its forms. Only the entry runs on import.
 */
const APP_MODULE = /\/src\/.+\.tsx?$/;
/**
 * The entry's first import starts the ICU worker, then evaluates the libraries and the app's tables and design
 * system in steps, yielding after each (TBT): side effects by design. A bare import of one of them places the
 * modules it imports before its await in the entry chunk.
 */
const START_UP_STEPS = new Set(
  ['intl-warmer', 'libraries-react', 'libraries-routing-texts', 'libraries-first', 'modules-tables', 'modules-ui'].map(
    (name) => fileURLToPath(new URL(`./src/app/boot/${name}.ts`, import.meta.url)),
  ),
);
const appModuleSideEffects = (id: string): boolean | undefined =>
  APP_MODULE.test(id) && id !== ENTRY && !START_UP_STEPS.has(id) ? false : undefined;

export default defineConfig({
  base: '/m/',
  plugins: [react(), compileHints()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: APP_OUT_DIR,
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    assetsDir: 'assets',
    modulePreload: { polyfill: false },
    // The entry chunk is the whole first screen on purpose (entryClosureChunk): about 505 kB minified, 155 KiB gzip.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: { moduleSideEffects: appModuleSideEffects },
      input: { main: ENTRY },
      output: {
        codeSplitting: {
          groups: [
            { name: catalogueChunk, debugName: 'catalogues' },
            { name: entryClosureChunk(), debugName: 'entry closure' },
          ],
        },
      },
    },
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'cli/**/*.test.ts',
      'sandbox/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/cli/**/*.test.ts',
    ],
    environment: 'node',
    // Vitest's default is one file at a time on two cores (cores - 1); most files wait on PGlite or a child
    // process as much as they compute, so two at once cut the suite's time on CI's two cores (npm test's budget).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The sandbox's test files start from one seeded database per tenant set (sandbox/test-snapshot.ts).
    globalSetup: ['sandbox/test-snapshot-setup.ts'],
  },
});
