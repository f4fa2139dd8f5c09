import { safeExternalUrl, safeInternalPath } from './url-guard';
import { sitePath } from '../tenant/route-table';

/**
 * What a link inside server content does (001 §2 announcement popup): an
 * http(s) address opens outside the app with noopener; anything else
 * navigates inside the app when it is one of its routes; the rest is ignored.
 */
interface ContentLinkActions {
  readonly navigate: (path: string) => void;
  readonly isKnownRoute: (path: string) => boolean;
  /** Opens another site (the app passes the leaving-notice aware opener). */
  readonly openExternal: (url: string) => void;
}

type ContentLinkOutcome = 'external' | 'internal' | 'refused';

export function followContentLink(href: string, actions: ContentLinkActions): ContentLinkOutcome {
  if (/^\s*https?:/i.test(href)) {
    const url = safeExternalUrl(href, { allowHttp: true });
    if (!url) return 'refused';
    actions.openExternal(url);
    return 'external';
  }
  const path = safeInternalPath(
    href.startsWith('/') ? href : sitePath(href.replace(/^\.?\//, '')),
    actions.isKnownRoute,
  );
  if (!path) return 'refused';
  actions.navigate(path);
  return 'internal';
}
