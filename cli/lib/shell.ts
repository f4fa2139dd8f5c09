import {
  BOTTOM_MENU_HIDDEN_PATHS,
  BOTTOM_MENU_ITEMS,
  HEADERLESS_PATHS,
  HOME_LIKE_PATHS,
  HOME_PATH,
} from '../../src/tenant/chrome-rules';
import { DISTANCES } from '../../src/lib/spec-constants';
import { headerRegisterShown } from '../../src/tenant/feature-gates';
import { layerFromTenant, mergeSwitches } from '../../src/tenant/flag-merge';
import { ICON_PATHS } from '../../src/lib/icon-paths';
import type { RuntimeConfig } from '../../src/tenant/runtime-config';
import type { PageId } from '../../src/tenant/page-ids';
import { paths } from '../../src/tenant/paths';
import { routesFor } from '../../src/tenant/route-table';
import type { Language, Tenant } from '../../src/tenant/schema';
import { catalogueText } from './catalogue-text';
import { LANGUAGE_TABLE } from '../../src/lib/languages';
import type { ImageSize } from './image-size';
import { shellPreloads, type RoutePreloads, type ShellPreloads } from './route-preloads';
import { START_FAILED_EVENT } from '../../src/tenant/start-failed-event';

/**
 * The static shell of the page chrome inside #root (ARCHITECTURE §5): what
 * the first paint shows before any JavaScript. It follows the same path lists
 * as the React chrome (src/tenant/chrome-rules.ts) and the same labels
 * (src/i18n/locales/<lang>/common.json), in the tenant's default language.
 */

/**
 * Headerless entry pages whose heading the shell shows before the app runs:
 * on them the heading is the first content a visitor reads (and the page's
 * LCP), so it paints with the HTML instead of after the JavaScript.
 */
const SHELL_TITLES: ReadonlyArray<{ readonly page: PageId; readonly namespace: string; readonly key: string }> = [
  { page: 'login', namespace: 'account', key: 'login.title' },
  { page: 'register', namespace: 'register', key: 'title' },
];

/** A label of the common catalogue by its i18n key (`nav.home`); a missing one is a bug, not a blank. */
export function commonLabel(language: Language, key: string): string {
  return catalogueText(language, 'common', key);
}

/** The longest the app's code waits for the shell's banner to paint (SPEED-09): a slow image must not hold the app back. */
export const BANNER_WAIT_MS = 1000;

/** The texts the inline script shows when the app's code cannot be fetched. */
interface StartFailureTexts {
  readonly offline: string;
  readonly failed: string;
  readonly retry: string;
}

interface RouteScriptInput {
  readonly texts: StartFailureTexts;
  /** The shell's banner image: preloaded first thing on home-like paths, where it is the LCP element. */
  readonly bannerSrc: string | null;
  /** Chunks to modulepreload for the path opened and for the starting language (route-preloads.ts). */
  readonly preloads: ShellPreloads;
  /** URL prefix of the chunk files (`/m/`). */
  readonly base: string;
  /** The entry's static imports, then the entry itself (paths under `base`), in load order. */
  readonly boot: readonly string[];
  readonly languages: { readonly default: Language; readonly supported: readonly Language[] };
  /** Path → page id, for the pages whose heading the shell carries (data-page on <html>). */
  readonly titledPaths: Readonly<Record<string, string>>;
}

/**
 * The one inline script: every route gets the same index.html, so this picks
 * the header variant and the menu state from the path before the first paint.
 * `home` logo header, `back` back-arrow header, `bare` no header;
 * data-menu `off` (hidden) or `tall` (iPhones ≥ 812 px, CHROME-07).
 *
 * It also keeps a failed start from leaving the skeleton up forever: when the
 * entry module (or a chunk it imports) cannot be fetched — offline at the
 * first visit — the skeleton gives way to "no internet" (or "could not reach
 * the service") with a retry, and the page reloads by itself once back online.
 * Nothing of the app ran yet, so a reload loses nothing. The app asks for the
 * same view when its texts could not be fetched (START_FAILED_EVENT); then
 * the retry loads them again in the same document instead of reloading.
 *
 * It starts the app's code (SPEED-09). On home-like paths the shell's banner
 * is the largest paint, so the code waits until the banner has painted (or
 * BANNER_WAIT_MS after the document is parsed): on a slow link 170 KiB of
 * JavaScript would otherwise share the bandwidth with it. Elsewhere the app
 * draws the page, so the chunks are fetched at once and the entry runs when
 * the document is parsed, as a module script in the HTML did. `npm run dev`
 * empties `B` (scripts/dev/dev-html.ts).
 */
export function routeScript({
  texts,
  bannerSrc,
  preloads,
  base,
  boot,
  languages,
  titledPaths,
}: RouteScriptInput): string {
  const json = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    '(function(d,p,w,T){' +
    `var bare=${json(HEADERLESS_PATHS)},home=${json(HOME_LIKE_PATHS)},off=${json(BOTTOM_MENU_HIDDEN_PATHS)};` +
    "d.setAttribute('data-shell',bare.indexOf(p)>=0?'bare':home.indexOf(p)>=0?'home':'back');" +
    `var P=${json(titledPaths)};if(P[p])d.setAttribute('data-page',P[p]);` +
    // The page's chunks and the catalogue of the language the app will start in (I18N-02: the stored choice if supported).
    `var F=${json(preloads.files)},R=${json(preloads.paths)},C=${json(preloads.catalogues)},S=${json(languages.supported)},g=${json(languages.default)},h;` +
    "try{h=localStorage.getItem('hisLang')}catch(e){}if(S.indexOf(h)>=0)g=h;" +
    // A stored language written the other way round than the default turns the page before its first paint.
    `var D=${json(otherDirections(languages))};if(D[g])d.dir=D[g];` +
    `var q=(R[p]||R[${json(paths.home())}]||[]).slice();if(C[g]!==undefined)q.push(C[g]);` +
    // Fetch: the page's chunks, the entry's imports and the entry (modulepreload); run: the entry, once the body is parsed.
    `var b=${json(base)},B=${json(boot)},f=0,r=0;` +
    "function M(u){var k=document.createElement('link');k.rel='modulepreload';k.href=b+u;document.head.appendChild(k)}" +
    "function X(){if(r||!B.length)return;r=1;var s=document.createElement('script');s.type='module';s.src=b+B[B.length-1];document.head.appendChild(s)}" +
    'function L(){if(f)return;f=1;for(var i=0;i<q.length;i++)M(F[q[i]]);for(i=0;i<B.length;i++)M(B[i])}' +
    (bannerSrc
      ? `if(home.indexOf(p)>=0){var l=document.createElement('link');l.rel='preload';l.as='image';l.href=${json(bannerSrc)};l.setAttribute('fetchpriority','high');document.head.appendChild(l);` +
        'var G=function(){if(f)return;L();X()},A=function(){if(document.hidden)G();else w.requestAnimationFrame(function(){setTimeout(G,0)})};' +
        `w.addEventListener('DOMContentLoaded',function(){setTimeout(G,${BANNER_WAIT_MS});var m=document.querySelector('.lby-shell-banner img');if(!m||m.complete)A();else{m.addEventListener('load',A);m.addEventListener('error',A)}})` +
        "}else{L();w.addEventListener('DOMContentLoaded',X)}"
      : "L();w.addEventListener('DOMContentLoaded',X);") +
    "if(off.indexOf(p)>=0)d.setAttribute('data-menu','off');" +
    `else if(/iPhone/.test(navigator.userAgent)&&screen.height>=${DISTANCES.tallMenuMinScreenHeight})d.setAttribute('data-menu','tall');` +
    // E(a): the failed start; the retry (a tap or the connection coming back) reloads, or calls the app's `a` when the app asked.
    "function E(a){var m=document.querySelector('main.lby-shell-main');if(!m||(m.getAttribute('data-failed')&&!m.querySelector('.lby-shell-failed')))return 0;" +
    "var b=document.createElement('div'),t=document.createElement('p'),r=document.createElement('button')," +
    "g=function(){w.removeEventListener('online',g);if(!a)return w.location.reload();r.disabled=true;r.setAttribute('aria-busy','true');a()};" +
    "m.setAttribute('data-failed','start');m.removeAttribute('aria-busy');m.textContent='';" +
    "b.className='lby-shell-failed';b.setAttribute('role','alert');" +
    't.textContent=navigator.onLine===false?T.offline:T.failed;' +
    "r.type='button';r.textContent=T.retry;r.onclick=g;" +
    "b.appendChild(t);b.appendChild(r);m.appendChild(b);w.addEventListener('online',g);return 1}" +
    "w.addEventListener('error',function(e){var s=e.target;if(s&&s.tagName==='SCRIPT'&&s.type==='module')E()},true);" +
    `w.addEventListener(${json(START_FAILED_EVENT)},function(e){if(E(e.detail))e.preventDefault()})` +
    `})(document.documentElement,location.pathname,window,${json(texts)})`
  );
}

/** The supported languages whose writing direction differs from the default one's, with that direction. */
function otherDirections(languages: RouteScriptInput['languages']): Record<string, string> {
  const own = LANGUAGE_TABLE[languages.default].direction;
  return Object.fromEntries(
    languages.supported
      .filter((language) => LANGUAGE_TABLE[language].direction !== own)
      .map((language) => [language, LANGUAGE_TABLE[language].direction]),
  );
}

interface ShellLink {
  readonly className: string;
  readonly href: string;
  readonly label: string;
}

interface ShellImage {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

export interface ShellView {
  readonly routeScript: string;
  readonly homeHref: string;
  readonly logo: ShellImage & { readonly label: string };
  readonly accountLinks: readonly ShellLink[];
  /** Stands in for the language switch (same box), null with one language. */
  readonly language: string | null;
  readonly back: { readonly href: string; readonly label: string };
  readonly banner: ShellImage | null;
  readonly menuLabel: string;
  readonly menu: ReadonlyArray<
    ShellLink & { readonly id: string; readonly iconPaths: readonly string[]; readonly iconSize: number }
  >;
  /** Headings of the titled entry pages; CSS shows the one of `data-page`. */
  readonly titles: ReadonlyArray<{ readonly page: string; readonly text: string }>;
}

interface ShellInput {
  readonly tenant: Tenant;
  readonly config: RuntimeConfig;
  readonly logoSize: ImageSize;
  readonly bannerSize: ImageSize | null;
  readonly routePreloads: RoutePreloads;
  /** URL prefix of the compiled files (`/m/`). */
  readonly base: string;
  /** The entry's static imports, then the entry (paths under `base`). */
  readonly boot: readonly string[];
}

export function shellView({ tenant, config, logoSize, bannerSize, routePreloads, base, boot }: ShellInput): ShellView {
  const language = tenant.languages.default;
  const label = (key: string): string => commonLabel(language, key);
  // HDR-01: the register button as the app decides it; before the platform answers, the tenant file's switches are all there is.
  const register = headerRegisterShown(mergeSwitches([layerFromTenant(tenant)]).flags);
  const accountLinks: ShellLink[] = [
    { className: 'lby-shell-button', href: paths.login(), label: label('header.login') },
  ];
  if (register)
    accountLinks.push({
      className: 'lby-shell-button lby-shell-button-primary',
      href: paths.register(),
      label: label('header.register'),
    });
  const { fallbackBanner } = config.assets;
  const routes = routesFor(config.routes, config.gallery);
  return {
    routeScript: routeScript({
      texts: {
        offline: label('errors.noInternet'),
        failed: label('boot.serviceErrorText'),
        retry: label('boot.retry'),
      },
      bannerSrc: fallbackBanner && bannerSize ? fallbackBanner : null,
      preloads: shellPreloads(routePreloads, routes, tenant.languages.supported),
      base,
      boot,
      languages: { default: tenant.languages.default, supported: tenant.languages.supported },
      titledPaths: Object.fromEntries(
        routes
          .filter((entry) => SHELL_TITLES.some((title) => title.page === entry.page))
          .map((entry) => [entry.path, entry.page]),
      ),
    }),
    titles: SHELL_TITLES.map((title) => ({
      page: title.page,
      text: catalogueText(language, title.namespace, title.key),
    })),
    homeHref: HOME_PATH,
    logo: {
      src: config.assets.logo,
      alt: config.displayName,
      label: label('header.logoAlt').replace('{{name}}', config.displayName),
      width: logoSize.width,
      height: logoSize.height,
    },
    accountLinks,
    language: tenant.languages.supported.length > 1 ? language : null,
    back: { href: HOME_PATH, label: label('header.back') },
    banner: fallbackBanner && bannerSize ? { src: fallbackBanner, alt: config.displayName, ...bannerSize } : null,
    menuLabel: label('header.menu'),
    menu: BOTTOM_MENU_ITEMS.map((item) => ({
      id: item.id,
      href: item.to,
      label: label(item.labelKey),
      className: item.central ? 'lby-shell-menu-item lby-shell-menu-central' : 'lby-shell-menu-item',
      iconPaths: ICON_PATHS[item.icon],
      iconSize: item.central ? 26 : 22,
    })),
  };
}
