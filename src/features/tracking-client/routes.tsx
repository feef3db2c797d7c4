// The delivery clients' tracking portal routes (spec 2.9).
import { Navigate, type RouteObject } from 'react-router-dom';
import { moduleLayout, pending, type ModuleCatalogs } from '@/app/module-route';

export const trackingClientCatalogs: ModuleCatalogs = {
  pt: () => import('@lang/tracking-client/pt.json'),
  en: () => import('@lang/tracking-client/en.json'),
  ar: () => import('@lang/tracking-client/ar.json'),
};

export const trackingClientRoutes: RouteObject = moduleLayout({
  layout: () => import('./tracking-client-layout'),
  pick: (m) => m.TrackingClientLayout,
  catalogs: trackingClientCatalogs,
  children: [
    { path: '/trackingClient', element: <Navigate to="/trackingClient/opened" replace /> },
    ...pending('/trackingClient/opened', '/trackingClient/finished'),
  ],
});
