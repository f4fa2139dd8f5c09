import { copyFile, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppEntry } from './app-manifest';
import { COMPILE_HASH_FILE } from './compile-cache';
import { FIRST_ANSWER_SCRIPT } from './compile';
import { BRAND_ASSET_BASE, runtimeConfigFromTenant } from '../../src/tenant/runtime-config';
import { OFFLINE_PAGE_FILE, SERVICE_WORKER_FILE } from '../../src/tenant/site-files';
import { logoSvgOf, writeBanners } from './banners';
import { gzipSize, linkSharedTree, readSharedTree, type SharedTree } from './files';
import { imageSize, type ImageSize } from './image-size';
import { offlineView } from './offline-page';
import { projectPaths } from './project';
import {
  DEFAULT_SERVER_LAYOUT,
  NGINX_LOCATIONS_FILE,
  NGINX_SERVER_FILE,
  nginxServerBlock,
  type ServerLayout,
} from './nginx-server';
import { nginxLocations as renderNginxLocations } from './nginx-locations';
import { appRoutePaths } from './site-rules';
import { writeStaticHostFiles } from './static-host-headers';
import { writeServiceWorker, type ServiceWorkerStats } from './service-worker';
import { drawArt, merchantArt } from './art-cache';
import { tenantFiles } from './tenants';
import { loadTemplates } from './templates';
import type { ValidTenant } from './validation';
import { indexView, manifestView, SITE_BASE, WEB_MANIFEST_FILE, type StampContext } from './view-model';

/**
 * One tenant's stamp: `<dir>/m/index.html`, `<dir>/m/manifest.webmanifest`,
 * `<dir>/m/offline.html` and the service worker `<dir>/m/sw.js` (OPS-06), the
 * shared compile's files (hard-linked) and the tenant's brand files under
 * `<dir>/m/brand/`. `dir` is a temporary folder; cli/commands/build.ts moves it
 * into place only when every tenant stamped.
 */

/** Same boxes as the React chrome uses when a file's size cannot be read (src/app/chrome/header.tsx, home-page.tsx). */
const FALLBACK_LOGO_SIZE: ImageSize = { width: 120, height: 32 };
const FALLBACK_BANNER_SIZE: ImageSize = { width: 750, height: 300 };
/** Inside the site folder, matching BRAND_ASSET_BASE (/m/brand/). */
const BRAND_DIR = 'brand';
export const SITE_DIR = 'm';

export interface StampInput {
  readonly cwd: string;
  /** The shared compile (`<out>/.app`). */
  readonly appDir: string;
  /** The compile's files, listed once for every tenant (`compiledTree`); read here when absent. */
  readonly shared?: SharedTree;
  readonly entry: AppEntry;
  readonly buildId: string;
  readonly tenant: ValidTenant;
  /** Folder that becomes `<out>/<merchant>`. */
  readonly dir: string;
  /**
   * Include the theme gallery (/m/__gallery). A gallery stamp is a designer's
   * or a test's and gets no service worker: a worker's precache would show a
   * designer the logo of the stamp before (the app does not register one either).
   */
  readonly gallery?: boolean;
  /** Where the operator's nginx keeps sites and certificates (the server block's root and TLS paths). */
  readonly serverLayout?: ServerLayout;
  /** The build's service worker with the tenant's values left out (service-worker-template.ts); a gallery stamp has none. */
  readonly workerTemplate: string | null;
  /** Where each merchant's drawn art is kept between builds (art-cache.ts); null: drawn every time. */
  readonly artCacheDir: string | null;
}

export interface StampStats {
  readonly files: number;
  readonly bytes: number;
  readonly htmlBytes: number;
  readonly htmlGzipBytes: number;
}

async function sizeOf(file: string, fallback: ImageSize): Promise<ImageSize> {
  return imageSize(file, await readFile(file)) ?? fallback;
}

/** What of the compile a stamp takes: everything but Vite's manifest folder, a stray index.html, the compile cache's hash and the inlined first-answer script. */
export const compiledTree = (appDir: string): Promise<SharedTree> =>
  readSharedTree(
    appDir,
    (relative) =>
      relative === '.vite' ||
      relative === 'index.html' ||
      relative === COMPILE_HASH_FILE ||
      relative === FIRST_ANSWER_SCRIPT,
  );

export async function stampTenant(input: StampInput): Promise<StampStats> {
  const { tenant } = input.tenant;
  const paths = projectPaths(input.cwd);
  const assetsDir = paths.assetsDir(tenant.merchantCode);
  const siteDir = path.join(input.dir, SITE_DIR);
  await mkdir(siteDir, { recursive: true });

  // The compile first: the stamp's own files then win over anything it holds.
  const shared = input.shared ?? (await compiledTree(input.appDir));
  linkSharedTree(shared, siteDir);

  const brandDir = path.join(siteDir, BRAND_DIR);
  const brandFiles = [...new Set(tenantFiles(tenant).map((file) => file.relative))];
  const brandBytes = await Promise.all(
    brandFiles.map(async (relative) => {
      const target = path.join(brandDir, relative);
      await mkdir(path.dirname(target), { recursive: true });
      // copyFile follows links; validation has checked they stay inside the tenant's folder.
      await copyFile(path.join(assetsDir, relative), target);
      return (await stat(target)).size;
    }),
  );

  // The home banners: the tenant's own, or drawn from its brand (issue 17), by content (issue 35).
  const art = input.artCacheDir ? merchantArt(input.artCacheDir, tenant.merchantCode) : null;
  const banners = await writeBanners(
    { tenant, theme: input.tenant.theme, logoSvg: await logoSvgOf(path.join(assetsDir, tenant.assets.logo)) },
    brandDir,
    BRAND_ASSET_BASE,
    art?.write ?? drawArt,
  );
  await art?.prune();

  const templates = loadTemplates();
  const context: StampContext = {
    tenant,
    theme: input.tenant.theme,
    entry: input.entry,
    buildId: input.buildId,
    criticalCss: templates.criticalCss,
    logoSize: await sizeOf(path.join(assetsDir, tenant.assets.logo), FALLBACK_LOGO_SIZE),
    bannerSize: tenant.assets.fallbackBanner
      ? await sizeOf(path.join(assetsDir, tenant.assets.fallbackBanner), FALLBACK_BANNER_SIZE)
      : null,
    gallery: input.gallery ?? false,
  };
  const view = indexView(context);
  const html = templates.index(view);
  const manifest = templates.manifest(manifestView(context));
  JSON.parse(manifest); // a template slip must fail the build, not ship a broken manifest
  const offline = templates.offline(offlineView(view, tenant.languages.default));
  const nginxLocations = renderNginxLocations(tenant.merchantCode, view.csp, tenant.apiBaseUrl);
  const nginx = nginxServerBlock({
    merchant: tenant.merchantCode,
    domains: tenant.domains,
    layout: input.serverLayout ?? DEFAULT_SERVER_LAYOUT,
    apiBaseUrl: tenant.apiBaseUrl,
  });
  await Promise.all([
    writeFile(path.join(siteDir, 'index.html'), html),
    writeFile(path.join(siteDir, WEB_MANIFEST_FILE), manifest),
    writeFile(path.join(siteDir, OFFLINE_PAGE_FILE), offline),
    // Beside the site, not inside it: the server's own configuration is never served.
    writeFile(path.join(input.dir, NGINX_SERVER_FILE), nginx),
    writeFile(path.join(input.dir, NGINX_LOCATIONS_FILE), nginxLocations),
  ]);
  // Last: the worker precaches the files written above, by content.
  const worker: ServiceWorkerStats =
    context.gallery || input.workerTemplate === null
      ? { files: 0, bytes: 0, precached: 0 }
      : await writeServiceWorker(
          {
            siteDir,
            base: SITE_BASE,
            config: runtimeConfigFromTenant(tenant, { buildId: input.buildId, gallery: context.gallery }),
            entry: input.entry,
            pages: ['index.html', WEB_MANIFEST_FILE, OFFLINE_PAGE_FILE],
          },
          input.workerTemplate,
        );

  // OPS-12: the same headers and cache rules for static hosts and CDNs, from the finished site's files.
  const staticHostBytes = await writeStaticHostFiles(input.dir, siteDir, {
    merchant: tenant.merchantCode,
    metaCsp: view.csp,
    routes: appRoutePaths(tenant.routes),
    apiBaseUrl: tenant.apiBaseUrl,
    base: SITE_BASE,
  });

  // Counted from what was written rather than by walking the tree again (a stray compile index.html is skipped above).
  const ownFiles = new Set([
    ...brandFiles.map((relative) => `${BRAND_DIR}/${relative}`),
    'index.html',
    WEB_MANIFEST_FILE,
    OFFLINE_PAGE_FILE,
    ...(worker.files > 0 ? [SERVICE_WORKER_FILE] : []),
  ]);
  const overlap = shared.files.filter((file) => ownFiles.has(file));
  const overlapBytes = overlap.reduce((sum, file) => sum + (shared.sizeOf.get(file) ?? 0), 0);
  const ownBytes =
    banners.bytes +
    brandBytes.reduce((sum, size) => sum + size, 0) +
    Buffer.byteLength(html) +
    Buffer.byteLength(manifest) +
    Buffer.byteLength(offline) +
    worker.bytes +
    Buffer.byteLength(nginx) +
    Buffer.byteLength(nginxLocations) +
    staticHostBytes;
  return {
    // + 5: nginx.conf, locations.conf, _headers, _redirects and headers.json beside the site.
    files: shared.files.length - overlap.length + ownFiles.size + 5 + banners.files,
    bytes: shared.bytes - overlapBytes + ownBytes,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSize(html),
  };
}
