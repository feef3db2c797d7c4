// The workflow module's routes (spec 2.5): processes, kanban boards and the fleet registers.
import type { RouteObject } from 'react-router-dom';
import { moduleLayout, pending, resourceRouteObjects, type ModuleCatalogs } from '@/app/module-route';

export const workflowCatalogs: ModuleCatalogs = {
  pt: () => import('@lang/workflow/pt.json'),
  en: () => import('@lang/workflow/en.json'),
  ar: () => import('@lang/workflow/ar.json'),
};

export const workflowRoutes: RouteObject = moduleLayout({
  layout: () => import('./workflow-layout'),
  pick: (m) => m.WorkflowLayout,
  catalogs: workflowCatalogs,
  children: [...resourceRouteObjects('workflow'), ...pending('/workflow')],
});
