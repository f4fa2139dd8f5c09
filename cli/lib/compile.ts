import path from 'node:path';

/**
 * The one compile every tenant shares. Injectable, so tests can stand in a
 * fake that writes a small manifest instead of running Vite.
 */
export type CompileApp = (options: { readonly cwd: string; readonly outDir: string }) => Promise<void>;

/**
 * The shell's first-answer script (SPEED-29, src/app/first-answer): compiled
 * on its own as one classic script defining this global, which each tenant's
 * stamp inlines (cli/lib/first-answer.ts).
 */
export const FIRST_ANSWER_SCRIPT = 'first-answer.js';
export const FIRST_ANSWER_GLOBAL = 'lobbyFirstAnswer';

/** Runs Vite with the project's vite.config.ts, writing into `outDir` (normally dist/.app). */
export const viteCompile: CompileApp = async ({ cwd, outDir }) => {
  // Loaded lazily: validate and most tests never pay for Vite.
  const { build } = await import('vite');
  // Always the production build players get: Vite (and React) follow NODE_ENV, which a test runner sets to
  // "test" — a compile made inside one was React's development build without the service worker, and the
  // compile cache handed it to the next `lobby build`.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: cwd,
      mode: 'production',
      configFile: path.join(cwd, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    await build({
      root: cwd,
      mode: 'production',
      configFile: false,
      logLevel: 'warn',
      resolve: { alias: { '@': path.join(cwd, 'src') } },
      build: {
        outDir,
        emptyOutDir: false,
        copyPublicDir: false,
        target: 'es2020',
        lib: {
          entry: path.join(cwd, 'src/app/first-answer/first-answer.ts'),
          formats: ['iife'],
          name: FIRST_ANSWER_GLOBAL,
          fileName: () => FIRST_ANSWER_SCRIPT,
        },
        rolldownOptions: { treeshake: { moduleSideEffects: false } },
      },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
};
