import { LANGUAGE_TABLE, type Language } from '../../src/lib/languages';
import { commonLabel } from './shell';
import type { IndexView } from './view-model';

/**
 * OPS-06: the tenant's offline page (`<site>/offline.html`), which its
 * service worker precaches and shows when a navigation fails offline and has
 * no precached answer (cli/lib/service-worker.ts). Static on purpose: no
 * script, so nothing to hash into a policy and nothing that can fail; its
 * colours are the tenant's theme variables (the same CSS as index.html), its
 * texts the common catalogue's `offline.*` in the tenant's default language.
 */

/** Images from the site (the precached logo), inline styles, nothing else: the page has no script and no form. */
const OFFLINE_PAGE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

export interface OfflineView {
  readonly lang: string;
  /** Writing direction of the tenant's default language. */
  readonly dir: 'ltr' | 'rtl';
  readonly csp: string;
  readonly colorScheme: IndexView['colorScheme'];
  readonly themeColor: string;
  readonly favicon: string;
  readonly faviconType: string;
  /** Safe: the theme CSS of index.html (validated values only). */
  readonly themeCss: string;
  readonly name: string;
  readonly logo: { readonly src: string; readonly width: number; readonly height: number };
  readonly heading: string;
  readonly text: string;
  readonly retry: string;
}

/** Built from the tenant's index view, so the two pages can never disagree on brand, colours or language. */
export function offlineView(index: IndexView, language: Language): OfflineView {
  const label = (key: string): string => commonLabel(language, key);
  return {
    lang: index.lang,
    dir: LANGUAGE_TABLE[language].direction,
    csp: OFFLINE_PAGE_CSP,
    colorScheme: index.colorScheme,
    themeColor: index.themeColor,
    favicon: index.icons.favicon,
    faviconType: index.icons.faviconType,
    themeCss: index.themeCss,
    name: index.title,
    logo: { src: index.shell.logo.src, width: index.shell.logo.width, height: index.shell.logo.height },
    heading: label('offline.title'),
    text: label('offline.text'),
    retry: label('offline.retry'),
  };
}
