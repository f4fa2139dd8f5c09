// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { TEMPLATES_DIR } from '../../cli/lib/project';
import { routeScript } from '../../cli/lib/shell';
import {
  hidesHeader,
  isHomeLike,
  showsBottomMenu,
  HEADERLESS_PATHS,
  HOME_LIKE_PATHS,
  BOTTOM_MENU_HIDDEN_PATHS,
  BOTTOM_MENU_ITEMS,
} from '../../src/tenant/chrome-rules';
import { SEMANTIC_TOKEN_NAMES } from '../../src/ui/theme/token-names';
import { cssVariableName } from '../../src/ui/theme/tokens';
import { stampedPages } from './stamped-pages';

/** The stamped index.html's chrome before any JavaScript: header, banner, bottom menu, and how the path picks them. */

const { page } = stampedPages();

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

  it('CHROME-05 picks the header variant, the menu state and the active menu item from the path, exactly as the React chrome rules do', () => {
    const script = routeScript({
      texts: { offline: 'No internet', failed: 'Could not reach the service', retry: 'Try again' },
      bannerSrc: null,
      preloads: { files: [], paths: {}, catalogues: {} },
      base: '/m/',
      boot: [],
      languages: { default: 'PT', supported: ['PT'] },
      viewPaths: {},
      memberViews: [],
      titles: {},
      imageViews: [],
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
      // The bottom menu's item of the path is marked, as the React menu marks it active.
      const tab = BOTTOM_MENU_ITEMS.find((item) => item.to === pathname);
      if (tab) expected['data-tab'] = tab.id;
      expect(run(pathname), pathname).toEqual(expected);
    }
    expect(run('/m/home', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)', 844)).toEqual({
      'data-shell': 'home',
      'data-tab': 'home',
      'data-menu': 'tall',
    });
    expect(run('/m/home', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)', 667)).toEqual({
      'data-shell': 'home',
      'data-tab': 'home',
    });
  });

  it('uses only semantic token variables in the critical CSS', () => {
    const css = readFileSync(path.join(TEMPLATES_DIR, 'critical.css'), 'utf8');
    const known = new Set(SEMANTIC_TOKEN_NAMES.map(cssVariableName));
    const used = [...css.matchAll(/var\((--[a-z0-9-]+)\)/g)].map((match) => match[1] ?? '');
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((name) => !known.has(name))).toEqual([]);
  });
});
