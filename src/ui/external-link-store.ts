import { create } from 'zustand';
import { isTrustedUrl } from '@/tenant/trusted-hosts';

/**
 * Issue 16: links and windows to other sites. A host on the tenant's trusted
 * list opens at once; any other host (a link the platform sent) waits behind
 * the "you are leaving <brand>" notice the shell shows. Features call
 * `openExternal` instead of `window.open`; plain links are caught by the
 * shell's click guard and take the same path.
 */

interface PendingExit {
  readonly url: string;
  readonly features: string;
}

interface ExternalLinkState {
  readonly trustedHosts: readonly string[];
  readonly pending: PendingExit | null;
}

const NEW_TAB = 'noopener,noreferrer';

export const useExternalLinkStore = create<ExternalLinkState>(() => ({ trustedHosts: [], pending: null }));

export function setTrustedHosts(trustedHosts: readonly string[]): void {
  useExternalLinkStore.setState({ trustedHosts });
}

/** Whether following `url` from this site needs the notice first. */
export function needsLeavingNotice(url: string): boolean {
  return !isTrustedUrl(url, useExternalLinkStore.getState().trustedHosts, window.location.origin);
}

/** Opens `url` in a new window, after the notice when its host is not trusted. `url` is already checked (url-guard). */
export function openExternal(url: string, features: string = NEW_TAB): void {
  if (needsLeavingNotice(url)) useExternalLinkStore.setState({ pending: { url, features } });
  else window.open(url, '_blank', features);
}

export function confirmLeaving(): void {
  const pending = useExternalLinkStore.getState().pending;
  useExternalLinkStore.setState({ pending: null });
  if (pending)
    window.open(
      pending.url,
      '_blank',
      pending.features.includes('noopener') ? pending.features : `${pending.features},${NEW_TAB}`,
    );
}

export function stayOnSite(): void {
  useExternalLinkStore.setState({ pending: null });
}
