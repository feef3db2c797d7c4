// The BI module's routes (spec 2.7): panels and their modules.
import type { RouteObject } from 'react-router-dom';
import {
  moduleLayout,
  pending,
  profilePage,
  resourceRouteObjects,
  type ModuleCatalogs,
} from '@/app/module-route';

export const biCatalogs: ModuleCatalogs = {
  pt: () => import('@lang/bi/pt.json'),
  en: () => import('@lang/bi/en.json'),
  ar: () => import('@lang/bi/ar.json'),
};

export const biRoutes: RouteObject = moduleLayout({
  layout: () => import('./bi-layout'),
  pick: (m) => m.BiLayout,
  catalogs: biCatalogs,
  children: [
    { path: '/bi/user/profile', lazy: profilePage },
    ...resourceRouteObjects('bi'),
    ...pending('/bi'),
  ],
});
