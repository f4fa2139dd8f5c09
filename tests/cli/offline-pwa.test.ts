// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build';
import { fakeCompile, makeProject, type Project } from './fixture';

/** OPS-06: what `lobby build` stamps for an installable offline site: the worker and the branded offline page. */

let project: Project;
beforeAll(async () => {
  project = makeProject();
  const result = await build({ cwd: project.cwd, merchants: ['demo', 'aurora'], compile: fakeCompile() });
  expect(result.problems).toEqual([]);
});
afterAll(() => project.cleanup());

const parse = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');
/** The precache list Workbox wrote into the worker. */
const precachedUrls = (worker: string): string[] =>
  [...worker.matchAll(/\{url:"([^"]+)",revision:/g)].map((match) => match[1] ?? '');

describe('stamped service worker (OPS-06)', () => {
  it("OPS-06 precaches the tenant's shell by content and no platform path", () => {
    const worker = project.read('dist/demo/m/sw.js');
    expect(precachedUrls(worker)).toEqual([
      '/m/index.html',
      '/m/manifest.webmanifest',
      '/m/offline.html',
      '/m/assets/main-test.js',
      '/m/assets/shared-test.js',
      '/m/assets/main-test.css',
      '/m/brand/logo.svg',
      '/m/brand/favicon.svg',
      '/m/brand/icon-192.png',
      '/m/brand/icon-512.png',
    ]);
    expect(worker).not.toMatch(/\/wps\/|\/lgw\//);
    expect(worker).toContain('fallbackURL:"/m/offline.html"');
    expect(worker).toContain('fallbackURL:"/m/index.html"');
    // A script of its own: no Workbox file beside it to serve or to fail.
    expect(worker).not.toContain('importScripts');
  });

  it("OPS-06 gives each tenant its own worker: a tenant's page and brand files are its own revisions", () => {
    const demo = project.read('dist/demo/m/sw.js');
    const aurora = project.read('dist/aurora/m/sw.js');
    const revision = (worker: string, url: string): string | undefined =>
      new RegExp(`\\{url:"${url}",revision:"([0-9a-f]+)"`).exec(worker)?.[1];
    expect(revision(demo, '/m/index.html')).toBeDefined();
    expect(revision(demo, '/m/index.html')).not.toBe(revision(aurora, '/m/index.html'));
    expect(demo).toContain('lobby-demo');
    expect(aurora).toContain('lobby-aurora');
  });

  it('OPS-06 leaves the worker out of a gallery stamp (designers and tests), not the offline page', async () => {
    await build({ cwd: project.cwd, merchants: ['demo'], compile: fakeCompile(), gallery: true, out: 'gallery-dist' });
    expect(project.exists('gallery-dist/demo/m/sw.js')).toBe(false);
    expect(project.exists('gallery-dist/demo/m/offline.html')).toBe(true);
  });
});

describe('stamped offline page (OPS-06)', () => {
  it("OPS-06 is in the tenant's default language with its name, logo and theme, and runs no script", () => {
    const demo = parse(project.read('dist/demo/m/offline.html'));
    expect(demo.documentElement.lang).toBe('pt-BR');
    expect(demo.documentElement.dir).toBe('ltr');
    expect(demo.querySelector('h1')?.textContent).toBe('Você está sem conexão');
    expect(demo.querySelector('.offline-brand')?.textContent.trim()).toBe('Lobby Demo');
    expect(demo.querySelector('.offline-brand img')?.getAttribute('src')).toBe('/m/brand/logo.svg');
    expect(demo.querySelector('a.offline-retry')?.textContent).toBe('Tentar novamente');
    expect(demo.querySelector('a.offline-retry')?.getAttribute('href')).toBe('');
    expect(demo.querySelectorAll('script')).toHaveLength(0);
    expect(demo.querySelector('meta[http-equiv=Content-Security-Policy]')?.getAttribute('content')).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
    );
    const styles = [...demo.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(styles).toMatch(/--lby-color-bg-page:/);
    expect(styles).toContain('background:var(--lby-color-bg-page)');

    const aurora = parse(project.read('dist/aurora/m/offline.html'));
    expect(aurora.documentElement.lang).toBe('en');
    expect(aurora.querySelector('h1')?.textContent).toBe('You are offline');
    expect(aurora.querySelector('.offline-brand')?.textContent.trim()).toBe('Aurora Bet');
  });

  it("OPS-06 declares worker-src 'self' in the page CSP, so the worker may register", () => {
    const csp =
      parse(project.read('dist/demo/m/index.html'))
        .querySelector('meta[http-equiv=Content-Security-Policy]')
        ?.getAttribute('content') ?? '';
    expect(csp.split('; ')).toContain("worker-src 'self'");
  });
});

describe('one worker template for every tenant (OPS-06, issue 35)', () => {
  /** A worker without its three tenant values: its precache list, cache name and app routes. */
  const shape = (worker: string): string =>
    worker
      .replace(/\[\{url:.*?\}\]/s, '[manifest]')
      .replace(/"lobby-[a-z0-9]+"/, '"cache"')
      .replace(/\/\^https\?:.*?\$\//, '/routes/');

  it('OPS-06 stamps every tenant from one Workbox worker: two tenants differ in their files, cache name and routes only', () => {
    const demo = project.read('dist/demo/m/sw.js');
    const aurora = project.read('dist/aurora/m/sw.js');
    expect(demo).not.toBe(aurora);
    expect(shape(demo)).toBe(shape(aurora));
    expect(shape(demo)).toContain('[manifest]');
    expect(shape(demo)).toContain('"cache"');
    expect(shape(demo)).toContain('/routes/');
    // No stand-in is left behind.
    expect(demo).not.toMatch(/__LOBBY_/);
  });

  it('OPS-06 a rebuild that changes nothing a worker holds writes it byte for byte; a changed tenant gets a new one', async () => {
    const before = project.read('dist/demo/m/sw.js');
    await build({ cwd: project.cwd, merchants: ['demo'], compile: fakeCompile() });
    expect(project.read('dist/demo/m/sw.js')).toBe(before);
    project.editJson('tenants/demo.json', (tenant) => {
      tenant.displayName = 'Lobby Demo Two';
    });
    await build({ cwd: project.cwd, merchants: ['demo'], compile: fakeCompile() });
    const after = project.read('dist/demo/m/sw.js');
    expect(after).not.toBe(before);
    expect(shape(after)).toBe(shape(before));
  });
});
