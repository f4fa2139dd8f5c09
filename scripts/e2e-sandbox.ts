import { E2E_SANDBOX_ENV } from '../playwright.config';

/**
 * The end-to-end suite's sandbox, started by scripts/test.sh in the
 * background before its type check (issue 35: npm test's time), so that
 * PGlite's start and the seeds, about half a minute of one core, overlap the
 * checks instead of delaying the browser tests; Playwright then reuses it
 * (LOBBY_E2E_SANDBOX=early). Same environment as Playwright's own web server.
 */
Object.assign(process.env, E2E_SANDBOX_ENV);
await import('../sandbox/main.ts');
