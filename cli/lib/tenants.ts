import { lstatSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { tenantFromJson, type Tenant } from '../../src/tenant/schema';
import { activeSvgContent, imageSize } from './image-size';
import type { Problem } from './problems';
import { listThemes, projectPaths, type ProjectPaths } from './project';

/**
 * Loading a tenant file in the two passes of STYLE habit 2: shape (the zod
 * schema the app uses), then rules across fields and the file system (file
 * name, theme, asset files). Every problem is `tenants/x.json: path: message`.
 */

let zodMessagesReady = false;
/** zod/mini ships without messages ("Invalid input"); the CLI wants the English ones. */
function ensureZodMessages(): void {
  if (zodMessagesReady) return;
  z.config(en());
  zodMessagesReady = true;
}

type AssetKey = keyof Tenant['assets'];
const ASSET_KEYS: readonly AssetKey[] = ['logo', 'favicon', 'appIcon192', 'appIcon512', 'fallbackBanner'];
/** Icons the manifest declares with a size must have it. */
const ICON_SIZES: Partial<Record<AssetKey, number>> = { appIcon192: 192, appIcon512: 512 };

/** Every file the tenant names in its asset folder: the brand images and the agreement documents, with their field paths. */
export function tenantFiles(
  tenant: Tenant,
): Array<{ readonly fieldPath: string; readonly relative: string; readonly key: AssetKey | null }> {
  return [
    ...ASSET_KEYS.flatMap((key) =>
      tenant.assets[key] === undefined ? [] : [{ fieldPath: `assets.${key}`, relative: tenant.assets[key], key }],
    ),
    ...Object.entries(tenant.agreement).flatMap(([language, relative]) =>
      relative ? [{ fieldPath: `agreement.${language}`, relative, key: null }] : [],
    ),
    ...Object.entries(tenant.banners ?? {}).flatMap(([language, banners]) =>
      banners.map((banner, index) => ({
        fieldPath: `banners.${language}.${index}.image`,
        relative: banner.image,
        key: null,
      })),
    ),
  ];
}

export interface LoadedTenant {
  readonly merchant: string;
  /** Project-relative: `tenants/demo.json`. */
  readonly file: string;
  /** Null when pass 1 failed (or the file is not JSON). */
  readonly tenant: Tenant | null;
  readonly problems: readonly Problem[];
}

function readJson(absolute: string, file: string): { json: unknown } | { problem: Problem } {
  let text: string;
  try {
    text = readFileSync(absolute, 'utf8');
  } catch {
    return { problem: { file, path: '', message: 'cannot be read' } };
  }
  try {
    return { json: JSON.parse(text) as unknown };
  } catch (error) {
    return {
      problem: { file, path: '', message: `invalid JSON: ${error instanceof Error ? error.message : String(error)}` },
    };
  }
}

const isInside = (child: string, parent: string): boolean => child === parent || child.startsWith(parent + path.sep);

/** Pass 2, file system: each asset exists, is a file, and stays inside tenants/assets/<merchant>/ (symlinks resolved). */
function assetProblems(tenant: Tenant, merchant: string, paths: ProjectPaths): Array<Omit<Problem, 'file'>> {
  const problems: Array<Omit<Problem, 'file'>> = [];
  const folder = paths.assetsDir(merchant);
  const folderLabel = paths.relative(folder);
  let realFolder: string | null = null;
  try {
    realFolder = realpathSync(folder);
    if (!isInside(realFolder, realpathSync(paths.assetsRoot))) {
      return [{ path: 'assets', message: `${folderLabel}/ must not be a link to a folder outside tenants/assets/` }];
    }
  } catch {
    realFolder = null;
  }
  for (const { fieldPath, relative, key } of tenantFiles(tenant)) {
    const absolute = path.join(folder, relative);
    const label = `${folderLabel}/${relative}`;
    if (!realFolder) {
      problems.push({ path: fieldPath, message: `${label} does not exist (the folder ${folderLabel}/ is missing)` });
      continue;
    }
    let real: string;
    try {
      lstatSync(absolute);
      real = realpathSync(absolute);
    } catch {
      problems.push({ path: fieldPath, message: `${label} does not exist` });
      continue;
    }
    if (!isInside(real, realFolder)) {
      problems.push({
        path: fieldPath,
        message: `${label} resolves outside ${folderLabel}/ (a link may not leave the tenant's asset folder)`,
      });
      continue;
    }
    if (!statSync(real).isFile()) {
      problems.push({ path: fieldPath, message: `${label} is not a file` });
      continue;
    }
    const bytes = readFileSync(real);
    if (relative.endsWith('.svg')) {
      const active = activeSvgContent(bytes.toString('utf8'));
      if (active) problems.push({ path: fieldPath, message: `${label} ${active}; brand SVGs must be static images` });
    }
    const expected = key === null ? undefined : ICON_SIZES[key];
    if (expected !== undefined) {
      const size = relative.endsWith('.png') ? imageSize(relative, bytes) : null;
      if (!size) problems.push({ path: fieldPath, message: `${label} must be a PNG image` });
      else if (size.width !== expected || size.height !== expected) {
        problems.push({
          path: fieldPath,
          message: `${label} is ${size.width}×${size.height} px; it must be ${expected}×${expected} px`,
        });
      }
    }
  }
  return problems;
}

/** Reads and validates one tenant file (both passes). Theme files are checked separately (cli/lib/themes.ts). */
export function loadTenant(cwd: string, merchant: string): LoadedTenant {
  ensureZodMessages();
  const paths = projectPaths(cwd);
  const file = paths.relative(paths.tenantFile(merchant));
  const read = readJson(paths.tenantFile(merchant), file);
  if ('problem' in read) return { merchant, file, tenant: null, problems: [read.problem] };

  const loaded = tenantFromJson(read.json, merchant);
  const tenant = loaded.tenant;
  if (!tenant) {
    return { merchant, file, tenant: null, problems: loaded.problems.map((problem) => ({ file, ...problem })) };
  }
  const problems: Array<Omit<Problem, 'file'>> = [...loaded.problems];
  const themes = listThemes(cwd);
  if (!themes.includes(tenant.theme)) {
    problems.push({
      path: 'theme',
      message: `themes/${tenant.theme}.tokens.json does not exist (known themes: ${themes.join(', ') || 'none'})`,
    });
  }
  problems.push(...assetProblems(tenant, merchant, paths));
  return { merchant, file, tenant, problems: problems.map((problem) => ({ file, ...problem })) };
}
