// The logistics module's routes (spec 2.6): its layout and its four screens. The spec writes the
// paths with a trailing slash; the router matches both.
import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyComponent, moduleLayout, pending, type ModuleCatalogs } from '@/app/module-route';
import { LOGISTICS_PATHS } from './logistics-paths';

export const logisticsCatalogs: ModuleCatalogs = {
  pt: () => import('@lang/logistics/pt.json'),
  en: () => import('@lang/logistics/en.json'),
  ar: () => import('@lang/logistics/ar.json'),
};

export const logisticsRoutes: RouteObject = moduleLayout({
  layout: () => import('./logistics-layout'),
  pick: (m) => m.LogisticsLayout,
  catalogs: logisticsCatalogs,
  children: [
    { path: '/shlog', element: <Navigate to={LOGISTICS_PATHS.monitoring} replace /> },
    {
      path: LOGISTICS_PATHS.tripStatus,
      lazy: lazyComponent(
        () => import('./trips/trip-status-page'),
        (m) => m.TripStatusPage,
      ),
    },
    {
      path: LOGISTICS_PATHS.fleet,
      lazy: lazyComponent(
        () => import('./fleet/fleet-status-page'),
        (m) => m.FleetStatusPage,
      ),
    },
    {
      path: LOGISTICS_PATHS.monitoring,
      lazy: lazyComponent(
        () => import('./monitor/monitoring-page'),
        (m) => m.MonitoringPage,
      ),
    },
    {
      path: LOGISTICS_PATHS.freteRapido,
      lazy: lazyComponent(
        () => import('./frete-rapido/frete-rapido-pickup-page'),
        (m) => m.FreteRapidoPickupPage,
      ),
    },
    ...pending('/shlog'),
  ],
});
