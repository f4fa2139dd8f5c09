import { describe, expect, it } from 'vitest';
import type { RuntimeCaching } from 'workbox-build';
import { ENDPOINTS } from '../../src/platform/endpoints';
import type { RuntimeConfig } from '../../src/tenant/runtime-config';
import type { AppEntry } from './app-manifest';
import { appRoutePattern, serviceWorkerConfig, shellFiles, type ServiceWorkerInput } from './service-worker';

/** OPS-06: what a tenant's generated worker precaches and routes, read from its Workbox options. */

const SITE = 'http://demo.localhost:4300';
const API_ORIGIN = 'https://api.operator.example';

const config: RuntimeConfig = {
  platform: 'mobile',
  merchantCode: 'demo',
  trialMerchantCode: 'demotrial',
  displayName: 'Lobby Demo',
  shortName: 'Lobby',
  theme: 'lobby',
  languages: { default: 'PT', supported: ['PT', 'EN'] },
  apiBaseUrl: '',
  assets: {
    logo: '/m/brand/logo.svg',
    favicon: '/m/brand/favicon.svg',
    appIcon192: '/m/brand/icon-192.png',
    appIcon512: '/m/brand/icon-512.png',
    fallbackBanner: '/m/brand/banner.svg',
  },
  agreement: {},
  flags: {},
  promotions: {},
  downloadLinks: [],
  serviceLinks: [],
  trustedHosts: [],
  routes: [{ path: '/m/vip', page: 'benefits' }],
  jurisdiction: 'none',
  monitoring: { collectorUrl: '', sampleRate: 0 },
  buildId: 'abc',
  gallery: false,
};

const entry: AppEntry = {
  script: 'assets/main-1.js',
  preloads: ['assets/runtime-1.js'],
  stylesheets: ['assets/main-1.css'],
  manifestText: '{}',
  routePreloads: {
    files: ['assets/home-page-1.js', 'assets/login-page-1.js', 'assets/locale-pt-1.js', 'assets/locale-en-1.js'],
    pages: { home: [0], login: [1] },
    catalogues: { PT: 2, EN: 3 },
  },
  firstAnswerScript: null,
};

const input: ServiceWorkerInput = {
  siteDir: '/tmp/site/m',
  base: '/m/',
  config,
  entry,
  pages: ['index.html', 'manifest.webmanifest', 'offline.html'],
};

type Request = Pick<globalThis.Request, 'mode' | 'destination' | 'method'>;
type MatchCallback = Exclude<RuntimeCaching['urlPattern'], RegExp | string>;
type MatchOptions = Parameters<MatchCallback>[0];

/** The runtime route that would answer a request, as Workbox's router decides it (a RegExp is tested against the whole URL). */
function routeFor(url: string, request: Request): number {
  const routes = serviceWorkerConfig(input).runtimeCaching ?? [];
  return routes.findIndex(({ urlPattern }) => {
    if (urlPattern instanceof RegExp) return urlPattern.test(url);
    if (typeof urlPattern === 'string') return new URL(urlPattern, SITE).href === url;
    // The worker's callbacks read the URL and the request only.
    return Boolean(
      urlPattern({ url: new URL(url), request, sameOrigin: url.startsWith(SITE) } as unknown as MatchOptions),
    );
  });
}

const platformCall: Request = { mode: 'cors', destination: '', method: 'GET' };
const navigation: Request = { mode: 'navigate', destination: 'document', method: 'GET' };

describe('service worker config (OPS-06)', () => {
  it('OPS-06 routes no platform call, on the site origin or the API origin: the browser fetches them as without a worker', () => {
    const paths = [...new Set(Object.values(ENDPOINTS).map((endpoint) => endpoint.path))];
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) {
      for (const origin of [SITE, API_ORIGIN]) {
        for (const query of ['', '?t=1'])
          expect(routeFor(`${origin}${path}${query}`, platformCall), `${origin}${path}${query}`).toBe(-1);
      }
    }
  });

  it('OPS-06 caches nothing at run time and precaches no platform path', () => {
    const options = serviceWorkerConfig(input);
    expect((options.runtimeCaching ?? []).map((route) => route.handler)).toEqual(['NetworkOnly', 'NetworkOnly']);
    for (const route of options.runtimeCaching ?? []) expect(route.options?.cacheName).toBeUndefined();
    const precached = shellFiles(input);
    expect(
      precached.filter((file) => /^(wps|lgw)\//.test(file) || file.includes('/wps/') || file.includes('/lgw/')),
    ).toEqual([]);
    expect(options.globPatterns).toEqual(precached);
  });

  it('OPS-06 precaches the shell: its pages, the entry with its CSS, the home page, the catalogues of its languages and its icons', () => {
    expect(shellFiles(input)).toEqual([
      'index.html',
      'manifest.webmanifest',
      'offline.html',
      'assets/main-1.js',
      'assets/runtime-1.js',
      'assets/main-1.css',
      'assets/home-page-1.js',
      'assets/locale-pt-1.js',
      'assets/locale-en-1.js',
      'brand/logo.svg',
      'brand/favicon.svg',
      'brand/icon-192.png',
      'brand/icon-512.png',
    ]);
    const ptOnly = shellFiles({ ...input, config: { ...config, languages: { default: 'PT', supported: ['PT'] } } });
    expect(ptOnly).not.toContain('assets/locale-en-1.js');
  });

  it('OPS-06 answers an app route offline with the precached index.html, any other navigation with the offline page', () => {
    const routes = serviceWorkerConfig(input).runtimeCaching ?? [];
    const fallbackOf = (url: string): string | undefined =>
      routes[routeFor(url, navigation)]?.options?.precacheFallback?.fallbackURL;
    for (const path of [
      '/m/home',
      '/m/home?x=1',
      '/m/login',
      '/m/member/agent/agentRebeat',
      '/m/vip',
      '/m/',
      '/m/index.html',
    ]) {
      expect(fallbackOf(`${SITE}${path}`), path).toBe('/m/index.html');
    }
    for (const path of ['/m/homework', '/m/no-such-page', '/m/brand/terms.html', '/m/__gallery']) {
      expect(fallbackOf(`${SITE}${path}`), path).toBe('/m/offline.html');
    }
  });

  it('OPS-06 takes the gallery route into the app routes only in a gallery build', () => {
    expect(appRoutePattern({ routes: [], gallery: true }, '/m/').test(`${SITE}/m/__gallery`)).toBe(true);
    expect(appRoutePattern({ routes: [], gallery: false }, '/m/').test(`${SITE}/m/__gallery`)).toBe(false);
  });

  it('OPS-06 keeps tenants apart and waits for the player before a new build takes over', () => {
    const options = serviceWorkerConfig(input);
    expect(options.cacheId).toBe('lobby-demo');
    expect(options.skipWaiting).toBe(false);
    expect(options.clientsClaim).toBe(true);
    expect(options.swDest).toBe('/tmp/site/m/sw.js');
    expect(options.dontCacheBustURLsMatching?.test('/m/assets/main-1.js')).toBe(true);
    expect(options.dontCacheBustURLsMatching?.test('/m/index.html')).toBe(false);
  });
});
