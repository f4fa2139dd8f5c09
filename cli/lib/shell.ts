import {
  BOTTOM_MENU_HIDDEN_PATHS,
  BOTTOM_MENU_ITEMS,
  HEADERLESS_PATHS,
  HOME_LIKE_PATHS,
  HOME_PATH,
  TITLE_RULES,
} from '../../src/tenant/chrome-rules';
import { DISTANCES } from '../../src/lib/spec-constants';
import { headerRegisterShown } from '../../src/tenant/feature-gates';
import { layerFromTenant, mergeSwitches } from '../../src/tenant/flag-merge';
import { ICON_PATHS } from '../../src/lib/icon-paths';
import type { RuntimeConfig } from '../../src/tenant/runtime-config';
import { pageEntry, SHELL_ANSWER_GLOBAL, type TitleRule } from '../../src/tenant/page-table';
import { paths } from '../../src/tenant/paths';
import { routesFor } from '../../src/tenant/route-table';
import type { Language, Tenant } from '../../src/tenant/schema';
import { catalogueText } from './catalogue-text';
import { LANGUAGE_TABLE } from '../../src/lib/languages';
import type { ImageSize } from './image-size';
import { shellPreloads, type RoutePreloads, type ShellPreloads } from './route-preloads';
import { START_FAILED_EVENT } from '../../src/tenant/start-failed-event';
import { firstViews } from './first-views';

/**
 * The static shell of the page chrome inside #root (ARCHITECTURE §5): what
 * the first paint shows before any JavaScript. It follows the same path lists
 * as the React chrome (src/tenant/chrome-rules.ts) and the same labels
 * (src/i18n/locales/<lang>/common.json), in the tenant's default language.
 */

/**
 * Where the app keeps a session (sessionStorage, the key `MC_SESSION_INFO` of
 * src/lib/storage.ts, which tooling may not import; tests/cli/stamp-first-views.test.ts
 * types it as a StorageKey): a stored one shows the first views of pages for members.
 */
export const SESSION_KEY = 'MC_SESSION_INFO';

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
  /** Path → page id of the pages with a first view (data-first-view on <html>). */
  readonly viewPaths: Readonly<Record<string, string>>;
  /** The pages of `viewPaths` whose view shows only with a stored session (the route guard sends guests elsewhere). */
  readonly memberViews: readonly string[];
  /** Path → the back header's title rule (data-title on <html>). */
  readonly titles: Readonly<Record<string, TitleRule>>;
  /** The pages of `viewPaths` whose first view shows an image (login's logo): the code waits for it, as for home's banner. */
  readonly imageViews: readonly string[];
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
  viewPaths,
  memberViews,
  titles,
  imageViews,
}: RouteScriptInput): string {
  const json = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    '(function(d,p,w,T){' +
    `var bare=${json(HEADERLESS_PATHS)},home=${json(HOME_LIKE_PATHS)},off=${json(BOTTOM_MENU_HIDDEN_PATHS)};` +
    "d.setAttribute('data-shell',bare.indexOf(p)>=0?'bare':home.indexOf(p)>=0?'home':'back');" +
    // The first view of the path's page (issue 35); a page for members shows its own only with a stored session.
    `var P=${json(viewPaths)},V=${json(memberViews)},s=0;try{s=sessionStorage.getItem(${json(SESSION_KEY)})}catch(e){}` +
    "var v=P[p]&&(s||V.indexOf(P[p])<0)?P[p]:'';if(s)d.setAttribute('data-session','member');if(v)d.setAttribute('data-first-view',v);" +
    // The back header's title, as CHROME-14/15 decide it (a key, or a key when the query holds given values).
    `var t=${json(titles)}[p];if(t&&t.whenQuery){var u=new URLSearchParams(location.search),k;for(k in t.whenQuery)if(u.get(k)!==t.whenQuery[k]){t=0;break}t=t&&t.title}if(t)d.setAttribute('data-title',t);` +
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
    // The image the path's first paint shows (home's banner, a first view's logo) comes before the code.
    `var W=${bannerSrc ? "home.indexOf(p)>=0?'.lby-shell-banner img':" : ''}'';` +
    `if(!W&&v&&${json(imageViews)}.indexOf(v)>=0)W='[data-fv='+v+'] img';` +
    (bannerSrc
      ? `if(home.indexOf(p)>=0){var l=document.createElement('link');l.rel='preload';l.as='image';l.href=${json(bannerSrc)};l.setAttribute('fetchpriority','high');document.head.appendChild(l)}`
      : '') +
    // A first view of text holds the code back until it has painted too (issue 35: a paint after the code's download
    // was counted with it), and one with a first answer until it is drawn (SPEED-29), at most BANNER_WAIT_MS after.
    'if(W||v){var G=function(){if(f)return;L();X()},A=function(){if(document.hidden)G();else w.requestAnimationFrame(function(){setTimeout(G,0)})};' +
    `w.addEventListener('DOMContentLoaded',function(){setTimeout(G,${BANNER_WAIT_MS});var m=W?document.querySelectorAll(W):[],n=0,i,o=function(){if(--n===0)A()};` +
    `for(i=0;i<m.length;i++)if(!m[i].complete){n++;m[i].addEventListener('load',o);m[i].addEventListener('error',o)}var Q=w[${json(SHELL_ANSWER_GLOBAL)}];if(v&&Q){n++;Q.drawn.then(o,o)}if(!n)A()})` +
    "}else{L();w.addEventListener('DOMContentLoaded',X)}" +
    // The bottom menu's item of the path (CHROME-05: the React menu marks it active). Not M: var hoisting would
    // overwrite the modulepreload function M above before the deferred start calls it.
    `var N=${json(Object.fromEntries(BOTTOM_MENU_ITEMS.map((item) => [item.to, item.id])))};if(N[p])d.setAttribute('data-tab',N[p]);` +
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
  /** The back header's titles; CSS shows the one of `data-title`. */
  readonly titles: ReadonlyArray<{ readonly key: string; readonly text: string }>;
  /** The pages' first views (first-views.ts), escaped HTML; CSS shows the one of `data-first-view`. */
  readonly firstViews: string;
  /** The rules showing the view of `data-first-view` and the title of `data-title`. */
  readonly css: string;
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
  const switches = mergeSwitches([layerFromTenant(tenant)]);
  const logoLabel = label('header.logoAlt').replace('{{name}}', config.displayName);
  const views = firstViews({
    language,
    flags: switches.flags,
    promotions: switches.promotions,
    logo: { src: config.assets.logo, alt: config.displayName, width: logoSize.width, height: logoSize.height },
    logoLabel,
    homeHref: HOME_PATH,
    backLabel: label('header.back'),
    linkHrefs: [paths.register(), paths.service()],
    languageBox: tenant.languages.supported.length > 1 ? language : null,
  });
  const titleKeys = [
    ...new Set([...TITLE_RULES.values()].map((rule) => (typeof rule === 'string' ? rule : rule.title))),
  ];
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
      viewPaths: Object.fromEntries(
        routes.filter((entry) => views.pages.includes(entry.page)).map((entry) => [entry.path, entry.page]),
      ),
      memberViews: views.pages.filter((page) => (pageEntry(page).access ?? 'public') !== 'public'),
      titles: Object.fromEntries(TITLE_RULES),
      imageViews: views.imagePages,
    }),
    titles: titleKeys.map((key) => ({ key, text: label(key) })),
    firstViews: views.html,
    css: [
      views.css,
      `${BOTTOM_MENU_ITEMS.map((item) => `[data-tab=${item.id}] [data-menu-item=${item.id}]`).join(',')}{color:var(--lby-color-text-menu-active)}`,
      titleKeys.length
        ? `${titleKeys.map((key) => `[data-title="${key}"] [data-title-for="${key}"]`).join(',')}{display:block}`
        : '',
    ].join('\n'),
    homeHref: HOME_PATH,
    logo: {
      src: config.assets.logo,
      alt: config.displayName,
      label: logoLabel,
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
