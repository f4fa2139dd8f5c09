import {
  RUNTIME_CONFIG_ELEMENT_ID,
  runtimeConfigFromTenant,
  serialiseRuntimeConfig,
} from '../../src/tenant/runtime-config';
import { routesFor, SITE_ROOT } from '../../src/tenant/route-table';
import type { Tenant } from '../../src/tenant/schema';
import type { AppEntry } from './app-manifest';
import { isDark } from './color';
import { contentSecurityPolicy } from './csp';
import type { ImageSize } from './image-size';
import { LANGUAGE_TABLE } from '../../src/lib/languages';
import { firstAnswerScript } from './first-answer';
import { shellView, type ShellView } from './shell';
import { resolvedColor, themeCss, type Theme } from './themes';

/**
 * View models of the two templates. Everything a template prints is decided
 * here; text goes through Handlebars escaping, while the few `{{{ }}}` fields
 * (runtime config, theme CSS, critical CSS, the route script, manifest JSON
 * values) are serialised safely by this module.
 */

/** Public base of the app (vite.config.ts `base`). */
export const SITE_BASE = `${SITE_ROOT}/`;
export const WEB_MANIFEST_FILE = 'manifest.webmanifest';

export interface IndexView {
  readonly lang: string;
  /** Writing direction of the default language (right-to-left for AR, FA, UR). */
  readonly dir: string;
  readonly title: string;
  readonly csp: string;
  readonly colorScheme: 'dark' | 'light';
  readonly themeColor: string;
  readonly icons: { readonly favicon: string; readonly faviconType: string; readonly appleTouch: string };
  readonly manifestHref: string;
  /** Safe: only validated token values (hex, numbers, vetted font names). */
  readonly themeCss: string;
  /** Safe: the repository's critical.css, checked to hold no `<style`. */
  readonly criticalCss: string;
  readonly configElementId: string;
  /** Safe: serialiseRuntimeConfig escapes `<`. */
  readonly runtimeConfig: string;
  /** The entry's stylesheets; its scripts are started by the shell's inline script (shell.ts, SPEED-09). */
  readonly entry: { readonly stylesheets: readonly string[] };
  readonly shell: ShellView;
  /** The first-answer script (first-answer.ts, SPEED-29), before the route script; null when no page of the tenant has one. */
  readonly firstAnswerScript: string | null;
}

/** Every field is a JSON literal (pre-serialised), printed with `{{{ }}}`. */
export interface ManifestView {
  readonly id: string;
  readonly name: string;
  readonly shortName: string;
  readonly lang: string;
  readonly dir: string;
  readonly startUrl: string;
  readonly scope: string;
  readonly backgroundColor: string;
  readonly themeColor: string;
  readonly icons: string;
}

export interface StampContext {
  readonly tenant: Tenant;
  readonly theme: Theme;
  readonly entry: AppEntry;
  readonly buildId: string;
  readonly criticalCss: string;
  readonly logoSize: ImageSize;
  readonly bannerSize: ImageSize | null;
  /** Include the theme gallery route (/m/__gallery); off for production builds. */
  readonly gallery: boolean;
}

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
};
const imageType = (file: string): string =>
  IMAGE_TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

const siteUrl = (file: string): string => `${SITE_BASE}${file}`;

export function indexView(context: StampContext): IndexView {
  const { tenant, theme, entry } = context;
  const config = runtimeConfigFromTenant(tenant, { buildId: context.buildId, gallery: context.gallery });
  const shell = shellView({
    tenant,
    config,
    logoSize: context.logoSize,
    bannerSize: context.bannerSize,
    routePreloads: entry.routePreloads,
    base: SITE_BASE,
    boot: [...entry.preloads, entry.script],
  });
  const firstAnswer = firstAnswerScript({
    merchant: config.merchantCode,
    apiBaseUrl: config.apiBaseUrl,
    languages: { default: tenant.languages.default, supported: tenant.languages.supported },
    routes: routesFor(config.routes, config.gallery),
    script: entry.firstAnswerScript,
  });
  return {
    lang: LANGUAGE_TABLE[tenant.languages.default].htmlLang,
    dir: LANGUAGE_TABLE[tenant.languages.default].direction,
    title: config.displayName,
    csp: contentSecurityPolicy({
      inlineScripts: firstAnswer ? [firstAnswer, shell.routeScript] : [shell.routeScript],
      apiBaseUrl: config.apiBaseUrl,
      frameHosts: config.trustedHosts,
      collectorUrl: config.monitoring.collectorUrl,
    }),
    colorScheme: isDark(resolvedColor(theme, 'color.bg.page')) ? 'dark' : 'light',
    themeColor: resolvedColor(theme, 'color.bg.header'),
    icons: {
      favicon: config.assets.favicon,
      faviconType: imageType(config.assets.favicon),
      appleTouch: config.assets.appIcon192 ?? config.assets.appIcon512 ?? config.assets.favicon,
    },
    manifestHref: siteUrl(WEB_MANIFEST_FILE),
    themeCss: themeCss(theme),
    criticalCss: context.criticalCss,
    configElementId: RUNTIME_CONFIG_ELEMENT_ID,
    runtimeConfig: serialiseRuntimeConfig(config),
    entry: { stylesheets: entry.stylesheets.map(siteUrl) },
    shell,
    firstAnswerScript: firstAnswer,
  };
}

export function manifestView(context: StampContext): ManifestView {
  const { tenant, theme } = context;
  const config = runtimeConfigFromTenant(tenant, { buildId: context.buildId, gallery: context.gallery });
  const icons = [
    ...(config.assets.appIcon192
      ? [{ src: config.assets.appIcon192, sizes: '192x192', type: 'image/png', purpose: 'any' }]
      : []),
    ...(config.assets.appIcon512
      ? [{ src: config.assets.appIcon512, sizes: '512x512', type: 'image/png', purpose: 'any' }]
      : []),
  ];
  if (icons.length === 0)
    icons.push({ src: config.assets.logo, sizes: 'any', type: imageType(config.assets.logo), purpose: 'any' });
  const json = (value: unknown): string => JSON.stringify(value);
  return {
    id: json(SITE_BASE),
    name: json(config.displayName),
    shortName: json(config.shortName),
    lang: json(LANGUAGE_TABLE[tenant.languages.default].htmlLang),
    dir: json(LANGUAGE_TABLE[tenant.languages.default].direction),
    startUrl: json(`${SITE_BASE}home`),
    scope: json(SITE_BASE),
    backgroundColor: json(resolvedColor(theme, 'color.bg.page')),
    themeColor: json(resolvedColor(theme, 'color.bg.header')),
    icons: JSON.stringify(icons, null, 2).replace(/\n/g, '\n  '),
  };
}
