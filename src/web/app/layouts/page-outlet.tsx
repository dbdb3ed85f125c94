import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../components/ui/spinner';
import { RouteErrorBoundary } from './route-error-boundary';

/** The routed page, downloaded on demand, with a loading line and an error fallback. */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<LoadingState label="Carregando..." />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
