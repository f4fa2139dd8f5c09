// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build';
import { TEMPLATES_DIR } from '../../cli/lib/project';
import { routeScript } from '../../cli/lib/shell';
import {
  hidesHeader,
  isHomeLike,
  showsBottomMenu,
  HEADERLESS_PATHS,
  HOME_LIKE_PATHS,
  BOTTOM_MENU_HIDDEN_PATHS,
} from '../../src/tenant/chrome-rules';
import { SEMANTIC_TOKEN_NAMES } from '../../src/ui/theme/token-names';
import { cssVariableName } from '../../src/ui/theme/tokens';
import { fakeCompile, makeProject, themeColour, type Project } from './fixture';

/** The stamped index.html as a player's browser receives it (one build, read as a DOM). */

const HOSTILE_NAME = '</script><img src=x onerror=alert(1)>';

let project: Project;
const pages = new Map<string, { html: string; doc: Document }>();

beforeAll(async () => {
  project = makeProject();
  // A fourth tenant whose names try to break out of every context they reach.
  const hostile = project.readJson('tenants/aurora.json');
  hostile.merchantCode = 'hostile';
  hostile.displayName = HOSTILE_NAME;
  hostile.shortName = '"><svg onload=1>';
  hostile.apiBaseUrl = 'https://api.hostile.example:8443/platform';
  project.write('tenants/hostile.json', JSON.stringify(hostile));
  project.copy('tenants/assets/aurora', 'tenants/assets/hostile');
  const result = await build({ cwd: project.cwd, all: true, compile: fakeCompile() });
  expect(result.problems).toEqual([]);
  for (const merchant of ['demo', 'aurora', 'jaguar', 'hostile']) {
    const html = project.read(`dist/${merchant}/m/index.html`);
    pages.set(merchant, { html, doc: new DOMParser().parseFromString(html, 'text/html') });
  }
});
afterAll(() => project.cleanup());

const page = (merchant: string): { html: string; doc: Document } => {
  const found = pages.get(merchant);
  if (!found) throw new Error(`no page for ${merchant}`);
  return found;
};
const attr = (doc: Document, selector: string, name: string): string | null =>
  doc.querySelector(selector)?.getAttribute(name) ?? null;
const inlineScript = (doc: Document): string => doc.querySelector('script:not([type]):not([src])')?.textContent ?? '';

describe('stamped index.html: head', () => {
  it('declares language, title, viewport, theme colour, colour scheme, referrer, icons and manifest', async () => {
    const { doc } = page('demo');
    expect(doc.documentElement.lang).toBe('pt-BR');
    expect(doc.title).toBe('Lobby Demo');
    expect(attr(doc, 'meta[name=viewport]', 'content')).toBe('width=device-width, initial-scale=1, viewport-fit=cover');
    expect(attr(doc, 'meta[name=theme-color]', 'content')).toBe(await themeColour(project, 'lobby', 'color.bg.header'));
    expect(attr(doc, 'meta[name=color-scheme]', 'content')).toBe('dark');
    expect(attr(doc, 'meta[name=referrer]', 'content')).toBe('strict-origin-when-cross-origin');
    expect(attr(doc, 'link[rel=icon]', 'href')).toBe('/m/brand/favicon.svg');
    expect(attr(doc, 'link[rel=apple-touch-icon]', 'href')).toBe('/m/brand/icon-192.png');
    expect(attr(doc, 'link[rel=manifest]', 'href')).toBe('/m/manifest.webmanifest');
  });

  it('SPEED-09 loads the entry from the Vite manifest with its static imports preloaded and its CSS linked', () => {
    const { doc } = page('jaguar');
    // The inline script starts them (cli/lib/shell-boot.test.ts): the static imports, then the entry, last.
    expect(inlineScript(doc)).toContain('var b="/m/",B=["assets/shared-test.js","assets/main-test.js"]');
    expect(doc.querySelectorAll('script[type=module], link[rel=modulepreload]')).toHaveLength(0);
    expect([...doc.querySelectorAll('link[rel=stylesheet]')].map((link) => link.getAttribute('href'))).toEqual([
      '/m/assets/main-test.css',
    ]);
  });

  it('REL-08 declares a CSP allowing exactly its one inline script, the tenant API origin, and frames from its trusted hosts only', () => {
    const { doc } = page('demo');
    const csp = attr(doc, 'meta[http-equiv=Content-Security-Policy]', 'content') ?? '';
    const hash = createHash('sha256').update(inlineScript(doc)).digest('base64');
    expect(doc.querySelectorAll('script:not([type]):not([src])')).toHaveLength(1);
    expect(csp.split('; ')).toEqual([
      "default-src 'self'",
      `script-src 'self' 'sha256-${hash}'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "connect-src 'self'",
      "font-src 'self' data:",
      // OPS-06: the tenant's service worker.
      "worker-src 'self'",
      // The demo tenant lists no trustedHosts: the hosts of the links in its file.
      "frame-src 'self' https://example.com https://t.me https://www.gamblersanonymous.org https://www.jogadoresanonimos.com.br",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
    ]);
    expect(attr(page('hostile').doc, 'meta[http-equiv=Content-Security-Policy]', 'content')).toContain(
      "connect-src 'self' https://api.hostile.example:8443;",
    );
  });

  it('inlines the theme as --lby- variables and critical CSS free of raw colours', async () => {
    const { doc } = page('aurora');
    const theme = doc.getElementById('lobby-theme')?.textContent ?? '';
    expect(theme).toContain(`--lby-color-bg-page: ${await themeColour(project, 'aurora', 'color.bg.page')};`);
    const critical = doc.getElementById('lobby-critical')?.textContent ?? '';
    expect(critical).toContain('.lby-shell-header{');
    expect(critical).not.toMatch(/#[0-9a-fA-F]{3,8}\b/);
  });

  it('fits the first round trip (14 KB gzip) with everything inline', () => {
    for (const { html } of pages.values()) expect(gzipSync(html).length).toBeLessThan(14 * 1024);
  });
});

describe('stamped index.html: a hostile display name stays text', () => {
  it('escapes it in the inline JSON, the title and every attribute', () => {
    const { html, doc } = page('hostile');
    expect(html).toContain('\\u003c/script>\\u003cimg src=x onerror=alert(1)>');
    expect(html).toContain('<title>&lt;/script&gt;&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;</title>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<svg onload');
    expect(doc.title).toBe(HOSTILE_NAME);
    expect(doc.querySelectorAll('img[onerror], [onload]')).toHaveLength(0);
    expect(attr(doc, '.lby-shell-logo img', 'alt')).toBe(HOSTILE_NAME);
    const config = JSON.parse(doc.getElementById('lobby-config')?.textContent ?? '{}') as { displayName?: string };
    expect(config.displayName).toBe(HOSTILE_NAME);
    const manifest = JSON.parse(project.read('dist/hostile/m/manifest.webmanifest')) as {
      name: string;
      short_name: string;
    };
    expect(manifest).toMatchObject({ name: HOSTILE_NAME, short_name: '"><svg onload=1>' });
  });
});

describe('stamped index.html: the static shell', () => {
  it('shows the header with logo (explicit size), login and register in the default language', () => {
    const { doc } = page('demo');
    const logo = doc.querySelector('#root header.lby-shell-header .lby-shell-logo img');
    expect(logo?.getAttribute('src')).toBe('/m/brand/logo.svg');
    expect([logo?.getAttribute('width'), logo?.getAttribute('height')]).toEqual(['240', '64']);
    expect(
      [...doc.querySelectorAll('.lby-shell-account a')].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Entrar', '/m/login'],
      ['Registrar', '/m/register'],
    ]);
    const english = page('aurora').doc;
    expect([...english.querySelectorAll('.lby-shell-account a')].map((link) => link.textContent)).toEqual([
      'Log in',
      'Register',
    ]);
  });

  it('hides register when the tenant turns DIRECTREG3 off, and the language box with one language', () => {
    const { doc } = page('jaguar');
    expect([...doc.querySelectorAll('.lby-shell-account a')].map((link) => link.textContent)).toEqual(['Entrar']);
    expect(doc.querySelector('.lby-shell-lang')).toBeNull();
    expect(page('demo').doc.querySelector('.lby-shell-lang')?.textContent).toBe('PT');
  });

  it('shows the fallback banner with its size, and the five menu items in order with the deposit raised', () => {
    const { doc } = page('aurora');
    const banner = doc.querySelector('.lby-shell-banner img');
    expect([banner?.getAttribute('src'), banner?.getAttribute('width'), banner?.getAttribute('height')]).toEqual([
      '/m/brand/banner.svg',
      '750',
      '300',
    ]);
    const items = [...doc.querySelectorAll('nav.lby-shell-menu a')];
    expect(
      items.map((item) => [item.getAttribute('data-menu-item'), item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['home', 'Home', '/m/home'],
      ['activity', 'Promotions', '/m/activity'],
      ['deposit', 'Deposit', '/m/voucherCenter'],
      ['service', 'Service', '/m/service'],
      ['mine', 'Members', '/m/mine'],
    ]);
    expect(items.map((item) => item.classList.contains('lby-shell-menu-central'))).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
    expect([...page('demo').doc.querySelectorAll('nav.lby-shell-menu a')].map((item) => item.textContent)).toEqual([
      'Início',
      'Promoções',
      'Depósito',
      'Suporte',
      'Membro',
    ]);
  });

  it('picks the header variant and the menu state from the path, exactly as the React chrome rules do', () => {
    const script = routeScript({
      texts: { offline: 'No internet', failed: 'Could not reach the service', retry: 'Try again' },
      bannerSrc: null,
      preloads: { files: [], paths: {}, catalogues: {} },
      base: '/m/',
      boot: [],
      languages: { default: 'PT', supported: ['PT'] },
      titledPaths: {},
    });
    const run = (
      pathname: string,
      userAgent = 'Mozilla/5.0 (Linux; Android 14)',
      height = 915,
    ): Record<string, string> => {
      const attributes: Record<string, string> = {};
      runInNewContext(script, {
        document: { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } },
        window: { addEventListener: () => undefined },
        localStorage: { getItem: () => null },
        location: { pathname },
        navigator: { userAgent },
        screen: { height },
      });
      return attributes;
    };
    const paths = [
      ...HEADERLESS_PATHS,
      ...HOME_LIKE_PATHS,
      ...BOTTOM_MENU_HIDDEN_PATHS,
      '/m/gameList',
      '/m/set',
      '/m/unknown',
    ];
    for (const pathname of paths) {
      const expected: Record<string, string> = {
        'data-shell': hidesHeader(pathname) ? 'bare' : isHomeLike(pathname) ? 'home' : 'back',
      };
      if (!showsBottomMenu(pathname)) expected['data-menu'] = 'off';
      expect(run(pathname), pathname).toEqual(expected);
    }
    expect(run('/m/home', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)', 844)).toEqual({
      'data-shell': 'home',
      'data-menu': 'tall',
    });
    expect(run('/m/home', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)', 667)).toEqual({ 'data-shell': 'home' });
  });

  it('shows the login and register headings with the HTML, in the tenant language, on their paths only', () => {
    const { doc } = page('demo');
    const titles = [...doc.querySelectorAll('main h1.lby-shell-title')].map((title) => [
      title.getAttribute('data-title-for'),
      title.textContent,
    ]);
    expect(titles).toEqual([
      ['login', 'Entrar'],
      ['register', 'Cadastro'],
    ]);
    const inline = [...doc.querySelectorAll('script:not([src]):not([type])')]
      .map((script) => script.textContent)
      .join('\n');
    const pageOf = (pathname: string): string | undefined => {
      const attributes: Record<string, string> = {};
      runInNewContext(inline, {
        document: {
          documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
          createElement: () => ({ setAttribute: () => undefined }),
          head: { appendChild: () => undefined },
        },
        window: { addEventListener: () => undefined },
        localStorage: { getItem: () => null },
        location: { pathname },
        navigator: { userAgent: 'Android' },
        screen: { height: 800 },
      });
      return attributes['data-page'];
    };
    expect(pageOf('/m/login')).toBe('login');
    expect(pageOf('/register.html')).toBe('register');
    expect(pageOf('/m/home')).toBeUndefined();
    const css = readFileSync(path.join(TEMPLATES_DIR, 'critical.css'), 'utf8');
    expect(css).toContain('[data-page=login] .lby-shell-title[data-title-for=login]');
  });

  it('uses only semantic token variables in the critical CSS', () => {
    const css = readFileSync(path.join(TEMPLATES_DIR, 'critical.css'), 'utf8');
    const known = new Set(SEMANTIC_TOKEN_NAMES.map(cssVariableName));
    const used = [...css.matchAll(/var\((--[a-z0-9-]+)\)/g)].map((match) => match[1] ?? '');
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((name) => !known.has(name))).toEqual([]);
  });
});

describe('manifest.webmanifest', () => {
  it('names the brand, its colours and its icons', async () => {
    const manifest = JSON.parse(project.read('dist/aurora/m/manifest.webmanifest')) as Record<string, unknown>;
    expect(manifest).toEqual({
      id: '/m/',
      name: 'Aurora Bet',
      short_name: 'Aurora',
      lang: 'en',
      dir: 'ltr',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      orientation: 'portrait',
      background_color: await themeColour(project, 'aurora', 'color.bg.page'),
      theme_color: await themeColour(project, 'aurora', 'color.bg.header'),
      icons: [
        { src: '/m/brand/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/m/brand/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      ],
    });
  });
});
