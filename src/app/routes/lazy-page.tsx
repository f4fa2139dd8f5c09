import { useEffect, useState, type ComponentType } from 'react';
import { useTexts } from '@/i18n';
import { ErrorState, LoadingState } from '@/ui';
import { retryImport } from '@/lib/retry-import';
import { readStored, writeStored } from '@/lib/storage';
import type { PageId } from '@/tenant/page-ids';
import { PAGE_LOADERS, type PagePrefetchContext } from './pages';

/**
 * Loads a page module on demand (CHROME-19): a loading text while it loads
 * (CHROME-20), "something went wrong" with a retry that loads it again
 * (CHROME-21, ERR-16). Loaded modules are remembered for the session.
 */

/** At most one recovery reload a minute: a site that is really down must not reload in a loop. */
export const RELOAD_GUARD_MS = 60_000;

/**
 * Issue 17: a retry inside the document cannot recover a page whose shared
 * chunk failed (Chromium remembers a failed import of a module for the
 * document's life), nor one whose chunks a new deployment replaced. When a
 * retry in the document failed too, the retry reloads the document — the
 * HTML is always revalidated, so it names the chunks that exist now. Answers
 * whether it reloaded.
 */
export function reloadToRecover(now = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  const last = readStored('lazyReloadAt');
  if (!navigator.onLine || (last !== null && now - last < RELOAD_GUARD_MS)) return false;
  writeStored('lazyReloadAt', now);
  reload();
  return true;
}

const loaded = new Map<PageId, ComponentType>();

type LoadState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly Page: ComponentType };

const initialState = (pageId: PageId): LoadState => {
  const Page = loaded.get(pageId);
  return Page ? { status: 'ready', Page } : { status: 'loading' };
};

export function LazyPage({ pageId }: { readonly pageId: PageId }) {
  const t = useTexts('common');
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const [state, setState] = useState<LoadState>(() => initialState(pageId));
  const [shownPage, setShownPage] = useState(pageId);

  if (shownPage !== pageId) {
    // A different page: start from its cache state rather than the previous page's.
    setShownPage(pageId);
    setState(initialState(pageId));
  }

  useEffect(() => {
    if (loaded.has(pageId)) return;
    let current = true;
    // A retry asks for the failed chunk afresh (see retryImport).
    retryImport(PAGE_LOADERS[pageId], failure, attempt)()
      .then((module) => {
        loaded.set(pageId, module.default);
        if (current) setState({ status: 'ready', Page: module.default });
      })
      .catch((error: unknown) => {
        if (!current) return;
        setFailure(error);
        setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
    // The failure only shapes the next attempt; it must not start one itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageId, attempt]);

  // Issue 7: a page that failed to load for want of a connection loads again once the device is back online.
  const failed = state.status === 'failed';
  useEffect(() => {
    if (!failed) return undefined;
    const onOnline = () => {
      setState({ status: 'loading' });
      setAttempt((value) => value + 1);
    };
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
    };
  }, [failed]);

  if (state.status === 'ready') return <state.Page />;
  if (state.status === 'failed') {
    return (
      <ErrorState
        message={t('lazy.failed')}
        onRetry={() => {
          setState({ status: 'loading' });
          if (attempt >= 1 && reloadToRecover()) return;
          setAttempt((value) => value + 1);
        }}
      />
    );
  }
  return <LoadingState label={t('lazy.loading')} />;
}

/**
 * Starts loading a page before it is needed (the first route at boot, in
 * parallel with the status call): when it is there before React renders, the
 * page shows at once instead of after a loading state. Never rejects; a
 * failure is left for LazyPage to show and retry.
 */
export function preloadPage(pageId: PageId, prefetch?: PagePrefetchContext): Promise<void> {
  if (loaded.has(pageId)) return Promise.resolve();
  return PAGE_LOADERS[pageId]()
    .then((module) => {
      loaded.set(pageId, module.default);
      if (prefetch) module.prefetch?.(prefetch);
    })
    .catch(() => undefined);
}
