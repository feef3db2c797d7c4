// The delivery clients' tracking portal routes (spec 2.9): 'Em andamento' and 'Entregues', each
// with a delivery's detail in a drawer over the list.
import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyComponent, moduleLayout, type ModuleCatalogs } from '@/app/module-route';

export const trackingClientCatalogs: ModuleCatalogs = {
  pt: () => import('@lang/tracking-client/pt.json'),
  en: () => import('@lang/tracking-client/en.json'),
  ar: () => import('@lang/tracking-client/ar.json'),
};

const listPage = () => import('./deliveries/portal-list-page');

export const trackingClientRoutes: RouteObject = moduleLayout({
  layout: () => import('./tracking-client-layout'),
  pick: (m) => m.TrackingClientLayout,
  catalogs: trackingClientCatalogs,
  children: [
    { path: '/trackingClient', element: <Navigate to="/trackingClient/opened" replace /> },
    { path: '/trackingClient/opened', lazy: lazyComponent(listPage, (m) => m.OpenedDeliveriesPage) },
    { path: '/trackingClient/finished', lazy: lazyComponent(listPage, (m) => m.FinishedDeliveriesPage) },
  ],
});
