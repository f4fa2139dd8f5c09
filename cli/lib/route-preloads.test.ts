import { existsSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PAGE_IDS } from '../../src/tenant/page-ids';
import { ROUTE_TABLE, routesFor } from '../../src/tenant/route-table';
import { TOOL_ROOT } from './project';
import { pageModules, routePreloadsOf, shellPreloads } from './route-preloads';
import type { Manifest } from './vite-manifest';
import { routeScript } from './shell';

/** A compile as Vite's manifest describes it: an entry with a shared chunk, pages, catalogues. */
const MANIFEST: Manifest = {
  'src/main.tsx': { file: 'assets/main-1.js', isEntry: true, imports: ['_ui-1.js'] },
  '_ui-1.js': { file: 'assets/ui-1.js' },
  'src/features/home/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_ui-1.js', '_games-1.js'] },
  'src/features/account/login-page.tsx': { file: 'assets/login-page-1.js', imports: ['_ui-1.js', '_forms-1.js'] },
  '_games-1.js': { file: 'assets/games-1.js' },
  '_forms-1.js': { file: 'assets/forms-1.js' },
  '_locale-pt-1.js': { file: 'assets/locale-pt-1.js' },
  '_locale-en-1.js': { file: 'assets/locale-en-1.js' },
};

function linksAdded(script: string, pathname: string, storedLanguage: string | null): string[] {
  const added: Array<{ rel: string; href: string }> = [];
  const element = () => ({ rel: '', href: '', setAttribute: () => undefined });
  runInNewContext(script, {
    document: {
      documentElement: { setAttribute: () => undefined },
      createElement: element,
      head: { appendChild: (link: { rel: string; href: string }) => added.push(link) },
    },
    window: { addEventListener: () => undefined },
    localStorage: { getItem: () => storedLanguage },
    location: { pathname },
    navigator: { userAgent: 'Android' },
    screen: { height: 800 },
  });
  return added.filter((link) => link.rel === 'modulepreload').map((link) => link.href);
}

describe('first-route preloads in the shell (issue 6, speed)', () => {
  it('reads a module for every page id from the page table, each an existing file', () => {
    const modules = pageModules();
    for (const [id, module] of modules) expect(existsSync(path.join(TOOL_ROOT, 'src', `${module}.tsx`)), id).toBe(true);
    expect([...modules.keys()].sort()).toEqual([...PAGE_IDS].sort());
    expect(modules.get('home')).toBe('features/home/home-page');
    expect(modules.get('login')).toBe('features/account/login-page');
  });

  it('lists each page’s own chunks, leaving out what the entry already preloads', () => {
    const preloads = routePreloadsOf(MANIFEST, pageModules());
    const files = (indexes: readonly number[] | undefined) => (indexes ?? []).map((index) => preloads.files[index]);
    expect(files(preloads.pages.home)).toEqual(['assets/home-page-1.js', 'assets/games-1.js']);
    expect(files(preloads.pages.login)).toEqual(['assets/login-page-1.js', 'assets/forms-1.js']);
    expect(preloads.files).not.toContain('assets/ui-1.js');
    expect(preloads.catalogues.PT).toBe(preloads.files.indexOf('assets/locale-pt-1.js'));
  });

  it('I18N-02 the inline script preloads the opened route’s page and the catalogue of the language the app will start in', () => {
    const preloads = routePreloadsOf(MANIFEST, pageModules());
    const script = routeScript({
      texts: { offline: 'No internet', failed: 'Failed', retry: 'Retry' },
      bannerSrc: null,
      preloads: shellPreloads(preloads, routesFor([], false), ['PT', 'EN']),
      base: '/m/',
      boot: [],
      languages: { default: 'PT', supported: ['PT', 'EN'] },
      viewPaths: {},
      memberViews: [],
      titles: {},
      imageViews: [],
    });
    expect(linksAdded(script, '/m/login', null)).toEqual([
      '/m/assets/login-page-1.js',
      '/m/assets/forms-1.js',
      '/m/assets/locale-pt-1.js',
    ]);
    expect(linksAdded(script, '/m/login', 'EN')).toEqual([
      '/m/assets/login-page-1.js',
      '/m/assets/forms-1.js',
      '/m/assets/locale-en-1.js',
    ]);
    // A stored language the tenant does not offer is not used (the app starts in the default).
    expect(linksAdded(script, '/m/home', 'ZH')).toEqual([
      '/m/assets/home-page-1.js',
      '/m/assets/games-1.js',
      '/m/assets/locale-pt-1.js',
    ]);
    // Unknown paths go home, as the routes do.
    expect(linksAdded(script, '/m/nowhere', null)).toEqual([
      '/m/assets/home-page-1.js',
      '/m/assets/games-1.js',
      '/m/assets/locale-pt-1.js',
    ]);
    expect(ROUTE_TABLE.some((entry) => entry.path === '/m/login')).toBe(true);
  });
});
