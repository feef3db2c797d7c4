// The checklist module's routes (spec 2.8): forms, pendencies, schedules and the fleet registers.
import type { RouteObject } from 'react-router-dom';
import {
  moduleLayout,
  pending,
  profilePage,
  resourceRouteObjects,
  type ModuleCatalogs,
} from '@/app/module-route';

export const checklistCatalogs: ModuleCatalogs = {
  pt: () => import('@lang/checklist/pt.json'),
  en: () => import('@lang/checklist/en.json'),
  ar: () => import('@lang/checklist/ar.json'),
};

export const checklistRoutes: RouteObject = moduleLayout({
  layout: () => import('./checklist-layout'),
  pick: (m) => m.ChecklistLayout,
  catalogs: checklistCatalogs,
  children: [
    { path: '/checklist/user/profile', lazy: profilePage },
    ...resourceRouteObjects('checklist'),
    ...pending('/checklist'),
  ],
});
