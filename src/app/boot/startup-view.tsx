import { useCallback, useEffect, useState } from 'react';
import { useTexts } from '@/i18n';
import { useSite } from '@/tenant/site';
import { ErrorState, LoadingState } from '@/ui';
import { AppShell } from '../chrome/app-shell';
import { AppRoutes } from '../routes/app-routes';
import { LazyPage } from '../routes/lazy-page';
import { loadSite, type BootOutcome } from './boot';

/**
 * Shows what the startup decided (000 §4): the maintenance page, the
 * region-blocked page, an error with retry when the status call failed, or
 * the app. Retrying runs the status step again without a reload.
 */
export function StartupView({ initialOutcome }: { readonly initialOutcome: BootOutcome }) {
  const t = useTexts('common');
  const [outcome, setOutcome] = useState(initialOutcome);
  const [retrying, setRetrying] = useState(false);

  const retry = useCallback(() => {
    setRetrying(true);
    void loadSite().then((next) => {
      useSite.setState({ maintenanceEndsAt: next.status?.maintenanceEndsAt ?? null });
      setOutcome(next);
      setRetrying(false);
    });
  }, []);

  useEffect(() => {
    useSite.setState({ retryStartup: retry, maintenanceEndsAt: initialOutcome.status?.maintenanceEndsAt ?? null });
    return () => useSite.setState({ retryStartup: null });
  }, [retry, initialOutcome]);

  // Issue 7: a start that failed for want of a connection tries again by itself once the device is back online.
  const failed = outcome.phase === 'statusError';
  useEffect(() => {
    if (!failed) return undefined;
    const onOnline = () => {
      retry();
    };
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
    };
  }, [failed, retry]);

  // POLISH-19: a start that could not reach the platform (offline, a failing server) keeps the site's shell —
  // header, logo, bottom menu — and says so inside it, as every page says a failed read.
  if (retrying)
    return (
      <AppShell>
        <LoadingState />
      </AppShell>
    );
  switch (outcome.phase) {
    case 'maintenance':
      return <LazyPage pageId="maintenance" />;
    case 'regionBlocked':
      return <LazyPage pageId="regionBlocked" />;
    case 'statusError':
      return (
        <AppShell>
          <ErrorState message={t(outcome.error?.messageKey ?? 'boot.statusFailed')} onRetry={retry} />
        </AppShell>
      );
    case 'ready':
      return (
        <AppShell>
          <AppRoutes />
        </AppShell>
      );
  }
}
