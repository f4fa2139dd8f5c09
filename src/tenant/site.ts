import { create } from 'zustand';
import { layerFromTenant, mergeSwitches, resolveSwitches, type MergedSwitches } from './flag-merge';
import { jurisdictionProfile, type JurisdictionProfile } from './jurisdictions';
import { configureLocale, likelyRegion } from '../lib/locale';
import { readRuntimeConfig, type RuntimeConfig } from './runtime-config';

/**
 * What the running site knows about itself: the stamped tenant config, the
 * merged flags (FLAG-02) and the site settings of 000 §3. Boot fills it;
 * features read it through the hooks below.
 */

type TemplateVersion = 'new' | 'base';

interface MobileTemplate {
  readonly mem_cen: string;
  readonly dep_func: string;
  readonly app_background: string | null;
  readonly app_desc: string | null;
  readonly app_desc_font_color: string | null;
}

export interface CustomerServiceEntry {
  readonly csType: string;
  readonly path: string;
}

export interface SiteSettings {
  readonly mobileTemplate: MobileTemplate;
  /** BOOT-06: mem_cen '1' selects the new member centre. */
  readonly memberCentreVersion: TemplateVersion;
  /** BOOT-07: dep_func '1' selects the new deposit detail. */
  readonly depositDetailVersion: TemplateVersion;
  readonly location: string | null;
  readonly currency: string | null;
  /** From the site status (001 §2: two entries in site settings). */
  readonly customerService: readonly CustomerServiceEntry[];
}

export const DEFAULT_MOBILE_TEMPLATE: MobileTemplate = {
  mem_cen: '0',
  dep_func: '0',
  app_background: null,
  app_desc: null,
  app_desc_font_color: null,
};

const DEFAULT_SITE_SETTINGS: SiteSettings = {
  mobileTemplate: DEFAULT_MOBILE_TEMPLATE,
  memberCentreVersion: 'base',
  depositDetailVersion: 'base',
  location: null,
  currency: null,
  customerService: [],
};

interface SiteState {
  readonly config: RuntimeConfig | null;
  readonly switches: MergedSwitches;
  readonly settings: SiteSettings;
  /** When maintenance ends (epoch ms), if the platform said so. */
  readonly maintenanceEndsAt: number | null;
  /** Runs the startup again (maintenance and error pages offer it); set by the shell. */
  readonly retryStartup: (() => void) | null;
}

export const useSite = create<SiteState>(() => ({
  config: null,
  switches: mergeSwitches([]),
  settings: DEFAULT_SITE_SETTINGS,
  maintenanceEndsAt: null,
  retryStartup: null,
}));

function tenantLayer(config: RuntimeConfig) {
  return layerFromTenant({
    flags: config.flags,
    promotions: config.promotions,
  });
}

/** Fired on window when the page's #lobby-config changed under a running app (only `lobby preview` does that, OPS-04). */
export const RUNTIME_CONFIG_CHANGED_EVENT = 'lobby:runtime-config';

/** The platform's switch layers as last applied, so a replaced tenant config keeps them. */
let platformLayers: { readonly whitelabel: unknown; readonly consolidated: unknown } | null = null;
let listening = false;

/** Issue 37: every formatter of the app formats for the tenant's market (src/lib/locale.ts). */
function applyLocale(config: RuntimeConfig): void {
  configureLocale(config.locale ?? { region: likelyRegion(config.languages.default), numerals: 'latn' });
}

export function initSite(config: RuntimeConfig): void {
  applyLocale(config);
  useSite.setState({ config, switches: resolveSwitches({ tenant: tenantLayer(config) }) });
  // A designer's edit reaches the running app without a reload: the preview rewrites #lobby-config and says so.
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener(RUNTIME_CONFIG_CHANGED_EVENT, () => {
      const next = readRuntimeConfig();
      applyLocale(next);
      useSite.setState({ config: next, switches: resolveSwitches({ tenant: tenantLayer(next), ...platformLayers }) });
    });
  }
}

export function applyPlatformSwitches(whitelabel: unknown, consolidated: unknown): void {
  const config = useSite.getState().config;
  if (!config) return;
  platformLayers = { whitelabel, consolidated };
  useSite.setState({ switches: resolveSwitches({ tenant: tenantLayer(config), whitelabel, consolidated }) });
}

export function applySiteSettings(settings: SiteSettings): void {
  useSite.setState({ settings });
}

export const useSiteConfig = (): RuntimeConfig => {
  const config = useSite((state) => state.config);
  if (!config) throw new Error('initSite() has not run');
  return config;
};
export const useFlags = () => useSite((state) => state.switches.flags);
export const usePromotions = () => useSite((state) => state.switches.promotions);
export const useSiteSettings = () => useSite((state) => state.settings);

/** Issue 33: the tenant's jurisdiction profile (src/tenant/jurisdictions.ts). */
export const useJurisdiction = (): JurisdictionProfile => jurisdictionProfile(useSiteConfig().jurisdiction);
/** The same outside React (before a launch, in the query client's failure report). */
export function currentJurisdiction(): JurisdictionProfile {
  return jurisdictionProfile(useSite.getState().config?.jurisdiction ?? 'none');
}
