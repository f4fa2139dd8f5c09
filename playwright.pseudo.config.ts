import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base, { E2E_PORT } from './playwright.config';

/**
 * `npm run pseudo` (issue 37): the pseudo-locale run over every page, after
 * `npm test` in CI. The tenants are stamped with the gallery on into
 * dist-pseudo/ (the only builds that honour a pseudo-locale), and the sandbox
 * serves that folder.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/pseudo',
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-pseudo' }]],
  webServer: {
    command: 'npx tsx sandbox/main.ts',
    url: `http://127.0.0.1:${E2E_PORT}/__sandbox/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      LOBBY_SANDBOX_MODE: 'test',
      LOBBY_DATA_DIR: 'memory',
      LOBBY_MERCHANT: 'demo',
      LOBBY_DIST_DIR: path.resolve('dist-pseudo'),
    },
  },
});
