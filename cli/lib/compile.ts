import path from 'node:path';

/**
 * The one compile every tenant shares. Injectable, so tests can stand in a
 * fake that writes a small manifest instead of running Vite.
 */
export type CompileApp = (options: { readonly cwd: string; readonly outDir: string }) => Promise<void>;

/** Runs Vite with the project's vite.config.ts, writing into `outDir` (normally dist/.app). */
export const viteCompile: CompileApp = async ({ cwd, outDir }) => {
  // Loaded lazily: validate and most tests never pay for Vite.
  const { build } = await import('vite');
  await build({
    root: cwd,
    configFile: path.join(cwd, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
};
