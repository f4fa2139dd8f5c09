import { useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { routesFor } from '@/tenant/route-table';
import { useSiteConfig } from '@/tenant/site';
import { LazyPage } from './lazy-page';
import { RouteGuard } from './route-guard';

/** The route table as routes; unknown paths go home (issue 2 §4). */
export function AppRoutes() {
  const config = useSiteConfig();
  const routes = useMemo(() => routesFor(config.routes, config.gallery), [config.routes, config.gallery]);
  return (
    <Routes>
      {routes.map((entry) => (
        <Route
          key={entry.path}
          path={entry.path}
          element={
            <RouteGuard access={entry.access}>
              <LazyPage pageId={entry.page} />
            </RouteGuard>
          }
        />
      ))}
      <Route path="*" element={<Navigate to="/m/home" replace />} />
    </Routes>
  );
}
