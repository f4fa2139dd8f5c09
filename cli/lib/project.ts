import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CliError } from './problems';

/**
 * Where things live. Project content (tenants, themes, src, dist) is read from
 * the `cwd` a command is given, so tests run against a temporary copy; the
 * CLI's own templates ship beside its code.
 */

// From the module's own path (a string: test DOM environments replace the URL class).
const LIB_DIR = path.dirname(fileURLToPath(import.meta.url));
export const TEMPLATES_DIR = path.join(LIB_DIR, '..', 'templates');
/** The repository this CLI belongs to (for code it loads: the sandbox). */
export const TOOL_ROOT = path.join(LIB_DIR, '..', '..');

export const TENANT_SCHEMA_FILE = 'tenant.schema.json';
const THEME_SUFFIX = '.tokens.json';
export const BASE_THEME = 'base';
export const DEFAULT_OUT_DIR = 'dist';
/** The shared, tenant-free compile inside the output folder (matches vite.config.ts). */
export const APP_DIR_NAME = '.app';
/** Previous outputs replaced by a build, removed at the start of the next one (cli/commands/build.ts). */
export const TRASH_DIR_NAME = '.trash';

export interface ProjectPaths {
  readonly root: string;
  readonly tenantsDir: string;
  readonly themesDir: string;
  readonly assetsRoot: string;
  tenantFile(merchant: string): string;
  assetsDir(merchant: string): string;
  themeFile(theme: string): string;
  /** Project-relative path with forward slashes, as problems report it. */
  relative(file: string): string;
}

export function projectPaths(cwd: string): ProjectPaths {
  const root = path.resolve(cwd);
  const tenantsDir = path.join(root, 'tenants');
  const themesDir = path.join(root, 'themes');
  const assetsRoot = path.join(tenantsDir, 'assets');
  return {
    root,
    tenantsDir,
    themesDir,
    assetsRoot,
    tenantFile: (merchant) => path.join(tenantsDir, `${merchant}.json`),
    assetsDir: (merchant) => path.join(assetsRoot, merchant),
    themeFile: (theme) => path.join(themesDir, `${theme}${THEME_SUFFIX}`),
    relative: (file) => path.relative(root, file).split(path.sep).join('/'),
  };
}

function jsonNames(dir: string, suffix: string, exclude: readonly string[] = []): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries
    .filter((name) => name.endsWith(suffix) && !exclude.includes(name))
    .map((name) => name.slice(0, -suffix.length))
    .sort();
}

/** Merchants are the tenant files that exist; there is no other list. */
export function listMerchants(cwd: string): string[] {
  return jsonNames(projectPaths(cwd).tenantsDir, '.json', [TENANT_SCHEMA_FILE]);
}

export function listThemes(cwd: string): string[] {
  return jsonNames(projectPaths(cwd).themesDir, THEME_SUFFIX);
}

/** Checks named merchants exist; an unknown one is a usage error naming the known ones. */
export function requireMerchants(cwd: string, named: readonly string[]): string[] {
  const known = listMerchants(cwd);
  const unknown = named.filter((merchant) => !known.includes(merchant));
  if (unknown.length > 0) {
    const list = known.length > 0 ? known.join(', ') : '(none: tenants/ has no tenant files)';
    const noun = unknown.length === 1 ? 'merchant' : 'merchants';
    throw new CliError(`Unknown ${noun} ${unknown.map((m) => `"${m}"`).join(', ')}. Known merchants: ${list}.`);
  }
  return [...new Set(named)];
}

/** The nearest folder at or above `start` holding package.json and tenants/ (so `npx lobby` works from a subfolder). */
export function findProjectRoot(start: string): string {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'tenants'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}
