// The financial module's routes (spec 2.4).
import type { RouteObject } from 'react-router-dom';
import { moduleLayout, pending, underConstruction, type ModuleCatalogs } from '@/app/module-route';

export const financialCatalogs: ModuleCatalogs = {
  pt: () => import('@lang/financial/pt.json'),
  en: () => import('@lang/financial/en.json'),
  ar: () => import('@lang/financial/ar.json'),
};

export const financialRoutes: RouteObject = moduleLayout({
  layout: () => import('./financial-layout'),
  pick: (m) => m.FinancialLayout,
  catalogs: financialCatalogs,
  children: [...pending('/financial')],
});

// The financial dashboard is public (spec 2.1); the shell hides the signed-in items.
export const financialPublicRoutes: RouteObject = moduleLayout({
  layout: () => import('./financial-layout'),
  pick: (m) => m.FinancialLayout,
  catalogs: financialCatalogs,
  children: [{ path: '/financial/dashboard', lazy: underConstruction }],
});
