import { defineConfig, devices } from '@playwright/test';

/**
 * The smoke test through real parts (issue 18, OPS-07): a tenant served by
 * Debian's nginx with its generated locations, the platform's paths proxied
 * to the sandbox on Debian's PostgreSQL. scripts/ci-services.sh starts both
 * and sets LOBBY_NGINX_ORIGIN; this config starts nothing itself.
 */
export default defineConfig({
  testDir: 'tests/nginx',
  workers: 1,
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results/nginx',
  use: {
    baseURL: process.env.LOBBY_NGINX_ORIGIN ?? 'http://demo.localhost:8089',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
});
