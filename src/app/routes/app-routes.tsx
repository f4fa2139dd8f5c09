import { useMemo } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useTexts } from '@/i18n';
import { paths } from '@/tenant/paths';
import { routesFor } from '@/tenant/route-table';
import { useSiteConfig } from '@/tenant/site';
import { LazyPage } from './lazy-page';
import { PageErrorBoundary } from './page-error-boundary';
import { RouteGuard } from './route-guard';

/** The route table as routes; unknown paths go home (issue 2 §4). */
export function AppRoutes() {
  const config = useSiteConfig();
  const t = useTexts('common');
  const { pathname } = useLocation();
  const routes = useMemo(() => routesFor(config.routes, config.gallery), [config.routes, config.gallery]);
  return (
    <Routes>
      {routes.map((entry) => (
        <Route
          key={entry.path}
          path={entry.path}
          element={
            <PageErrorBoundary key={pathname} message={t('lazy.failed')}>
              <RouteGuard access={entry.access}>
                <LazyPage pageId={entry.page} />
              </RouteGuard>
            </PageErrorBoundary>
          }
        />
      ))}
      <Route path="*" element={<Navigate to={paths.home()} replace />} />
    </Routes>
  );
}
