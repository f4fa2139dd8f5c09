import path from 'node:path';
import { TOOL_ROOT } from './project';

/**
 * Where `lobby build` keeps what it can reuse between builds, beside the
 * compile cache (compile-cache.ts): the service worker template
 * (service-worker-template.ts), which depends on nothing but the tool, in the
 * tool's own node_modules; each merchant's drawn art (art-cache.ts) in the
 * project's. A build given a folder (the bench's never-built tenants) keeps
 * both there and starts from nothing.
 */
const CACHE = path.join('node_modules', '.cache', 'lobby');

export interface BuildCaches {
  readonly serviceWorker: string;
  readonly art: string;
}

export function buildCaches(cwd: string, cacheDir?: string): BuildCaches {
  if (cacheDir) {
    const root = path.resolve(cwd, cacheDir);
    return { serviceWorker: path.join(root, 'service-worker'), art: path.join(root, 'art') };
  }
  return {
    serviceWorker: path.join(TOOL_ROOT, CACHE, 'service-worker'),
    art: path.join(path.resolve(cwd), CACHE, 'art'),
  };
}
