import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { OPS_CSS } from './page.ts';

/**
 * OPS-16: the operator page's files. uPlot (a small, well-kept chart
 * library) from its package; the page's own script from ./client.ts,
 * transpiled once per process with Vite's transformer (the sandbox runs
 * TypeScript through tsx, the browser needs JavaScript). Nothing of it is
 * part of the app's bundle.
 */

const require = createRequire(import.meta.url);
const CLIENT_SOURCE = fileURLToPath(new URL('./client.ts', import.meta.url));

interface Asset {
  readonly type: string;
  readonly body: string;
}

const loaders: Record<string, () => Promise<Asset>> = {
  'uplot.js': async () => ({
    type: 'text/javascript; charset=utf-8',
    body: await readFile(require.resolve('uplot/dist/uPlot.iife.min.js'), 'utf8'),
  }),
  'uplot.css': async () => ({
    type: 'text/css; charset=utf-8',
    body: await readFile(require.resolve('uplot/dist/uPlot.min.css'), 'utf8'),
  }),
  'ops.css': () => Promise.resolve({ type: 'text/css; charset=utf-8', body: OPS_CSS }),
  'ops.js': async () => {
    const { transformWithOxc } = await import('vite');
    const source = await readFile(CLIENT_SOURCE, 'utf8');
    const { code } = await transformWithOxc(source, CLIENT_SOURCE, { lang: 'ts' });
    return { type: 'text/javascript; charset=utf-8', body: code };
  },
};

const loaded = new Map<string, Promise<Asset>>();

/** The asset of that name, or null when there is none. */
export function opsAsset(name: string): Promise<Asset> | null {
  const load = loaders[name];
  if (!load) return null;
  let asset = loaded.get(name);
  if (!asset) {
    asset = load();
    // A failed load is tried again on the next request.
    asset.catch(() => loaded.delete(name));
    loaded.set(name, asset);
  }
  return asset;
}
