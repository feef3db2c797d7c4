// The module administration routes (spec 2.3).
import type { RouteObject } from 'react-router-dom';
import { moduleLayout, pending, type ModuleCatalogs } from '@/app/module-route';

export const moduleAdminCatalogs: ModuleCatalogs = {
  pt: () => import('@lang/module-admin/pt.json'),
  en: () => import('@lang/module-admin/en.json'),
  ar: () => import('@lang/module-admin/ar.json'),
};

export const moduleAdminRoutes: RouteObject = moduleLayout({
  layout: () => import('./module-admin-layout'),
  pick: (m) => m.ModuleLayout,
  catalogs: moduleAdminCatalogs,
  children: [...pending('/modulo', '/module')],
});
