import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * One compile for every tenant: the bundle knows no tenant. `lobby build`
 * runs this config once into dist/.app and stamps each tenant from it
 * (cli/commands/build.ts). The entry is a module, not an HTML page: the
 * HTML is each tenant's stamp.
 */
export const APP_OUT_DIR = 'dist/.app';

/**
 * All catalogues of one language in one chunk (`locale-pt`, `locale-en`): the
 * boot loads every namespace of the starting language anyway, so one request
 * instead of eleven, better compression, and fewer files for each tenant's
 * stamp to link (docs/decisions.md, "Bundle and build speed").
 */
const CATALOGUE = /\/src\/i18n\/locales\/([a-z]{2})\/[^/]+\.json$/;
export const catalogueChunk = (moduleId: string): string | null => {
  const language = CATALOGUE.exec(moduleId)?.[1];
  return language ? `locale-${language}` : null;
};

export default defineConfig({
  base: '/m/',
  plugins: [react()],
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
    rolldownOptions: {
      input: { main: fileURLToPath(new URL('./src/main.tsx', import.meta.url)) },
      output: { codeSplitting: { groups: [{ name: catalogueChunk, debugName: 'catalogues' }] } },
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
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
