import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type BuildEnvironmentOptions } from 'vite';

/**
 * Builds one of the bench's reference apps (stack-floor/, naive-home/: an
 * index.html beside its main.tsx) with Vite's React plugin into a new
 * temporary folder, and returns the folder; the caller removes it. On a
 * failed build the folder is removed here.
 */
export async function buildReferenceApp(
  root: string,
  folderPrefix: string,
  options: Pick<BuildEnvironmentOptions, 'modulePreload'> = {},
): Promise<string> {
  const outDir = await mkdtemp(path.join(tmpdir(), folderPrefix));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, target: 'es2022', ...options },
    });
    return outDir;
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
}
