// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { themeColour } from './fixture';
import { attr, HOSTILE_NAME, inlineScript, stampedPages } from './stamped-pages';

/** The stamped index.html's head, its escaping of hostile names, and the web manifest. */

const stamped = stampedPages();
const page = stamped.page;
const project = () => stamped.project();

describe('stamped index.html: head', () => {
  it('declares language, title, viewport, theme colour, colour scheme, referrer, icons and manifest', async () => {
    const { doc } = page('demo');
    expect(doc.documentElement.lang).toBe('pt-BR');
    expect(doc.title).toBe('Lobby Demo');
    expect(attr(doc, 'meta[name=viewport]', 'content')).toBe('width=device-width, initial-scale=1, viewport-fit=cover');
    expect(attr(doc, 'meta[name=theme-color]', 'content')).toBe(
      await themeColour(project(), 'lobby', 'color.bg.header'),
    );
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
    expect(theme).toContain(`--lby-color-bg-page: ${await themeColour(project(), 'aurora', 'color.bg.page')};`);
    const critical = doc.getElementById('lobby-critical')?.textContent ?? '';
    expect(critical).toContain('.lby-shell-header{');
    expect(critical).not.toMatch(/#[0-9a-fA-F]{3,8}\b/);
  });

  it('fits the first round trip (14 KB gzip) with everything inline', () => {
    for (const merchant of ['demo', 'aurora', 'jaguar', 'hostile'])
      expect(gzipSync(page(merchant).html).length).toBeLessThan(14 * 1024);
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
    const manifest = JSON.parse(project().read('dist/hostile/m/manifest.webmanifest')) as {
      name: string;
      short_name: string;
    };
    expect(manifest).toMatchObject({ name: HOSTILE_NAME, short_name: '"><svg onload=1>' });
  });
});

describe('manifest.webmanifest', () => {
  it('names the brand, its colours and its icons', async () => {
    const manifest = JSON.parse(project().read('dist/aurora/m/manifest.webmanifest')) as Record<string, unknown>;
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
      background_color: await themeColour(project(), 'aurora', 'color.bg.page'),
      theme_color: await themeColour(project(), 'aurora', 'color.bg.header'),
      icons: [
        { src: '/m/brand/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/m/brand/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      ],
    });
  });
});
