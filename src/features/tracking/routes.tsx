// The tracking module's routes (spec 2.2): its layout, its screens and the registers it mounts.
import { Navigate, type RouteObject } from 'react-router-dom';
import {
  lazyComponent,
  moduleLayout,
  pending,
  profilePage,
  resourceRouteObjects,
  type ModuleCatalogs,
} from '@/app/module-route';

export const trackingCatalogs: ModuleCatalogs = {
  pt: () => import('@lang/tracking/pt.json'),
  en: () => import('@lang/tracking/en.json'),
  ar: () => import('@lang/tracking/ar.json'),
};

const general = () => import('@/features/general/simple-page');

const importPage = () => import('./document-import/nfe-import-page');
const nfeImportRoutes: RouteObject[] = [
  { path: '/notaFiscal/import', lazy: lazyComponent(importPage, (m) => m.NfeImportPage) },
  {
    path: '/notaFiscal/importStatus/:id',
    lazy: lazyComponent(
      () => import('./document-import/import-status-page'),
      (m) => m.ImportStatusPage,
    ),
  },
  {
    path: '/notaFiscal/importLog/:id/:lastRefresh',
    lazy: lazyComponent(
      () => import('./document-import/import-log-page'),
      (m) => m.ImportLogPage,
    ),
  },
];

// The CT-e import: the same screens under the CT-e kind (document-import/kind-pages.tsx).
const kindPages = () => import('./document-import/kind-pages');
const cteImportRoutes: RouteObject[] = [
  { path: '/cte/import', lazy: lazyComponent(kindPages, (m) => m.CteImportPage) },
  { path: '/cte/importStatus/:id', lazy: lazyComponent(kindPages, (m) => m.CteImportStatusPage) },
  { path: '/cte/importLog/:id/:lastRefresh', lazy: lazyComponent(kindPages, (m) => m.CteImportLogPage) },
];

// The OCOREN import (EDI delivery occurrences): the same screens under /entregaOcorrencia.
const ocorenImportRoutes: RouteObject[] = [
  { path: '/entregaOcorrencia/import', lazy: lazyComponent(kindPages, (m) => m.OcorenImportPage) },
  {
    path: '/entregaOcorrencia/importStatus/:id',
    lazy: lazyComponent(kindPages, (m) => m.OcorenImportStatusPage),
  },
  {
    path: '/entregaOcorrencia/importLog/:id/:lastRefresh',
    lazy: lazyComponent(kindPages, (m) => m.OcorenImportLogPage),
  },
];

// Before the generic resource routes, so the deadline list gets its cells and links and its form
// the route's pickers.
const rotaPrazoScreens = () => import('./screens/rota-prazo-screens');
const rotaPrazoRoutes: RouteObject[] = [
  { path: '/rotaPrazoEntrega', element: <Navigate to="/rotaPrazoEntrega/list" replace /> },
  { path: '/rotaPrazoEntrega/list', lazy: lazyComponent(rotaPrazoScreens, (m) => m.RotaPrazoListScreen) },
  {
    path: '/rotaPrazoEntrega/editTransportador',
    lazy: lazyComponent(rotaPrazoScreens, (m) => m.RotaPrazoCarrierScreen),
  },
  {
    path: '/rotaPrazoEntrega/editMultiple',
    lazy: lazyComponent(
      () => import('./rota-prazo/edit-multiple-page'),
      (m) => m.default,
    ),
  },
  ...['/rotaPrazoEntrega/edit', '/rotaPrazoEntrega/edit/:id'].map((path) => ({
    path,
    lazy: lazyComponent(
      () => import('./rota-prazo/rota-prazo-form-page'),
      (m) => m.default,
    ),
  })),
  {
    path: '/prazoEntregaPaises',
    element: <Navigate to="/rotaPrazoEntrega/list?destinoNivel=pais" replace />,
  },
];

const screens: RouteObject[] = [
  { path: '/empresa', element: <Navigate to="/empresa/list" replace /> },
  ...rotaPrazoRoutes,
  ...resourceRouteObjects('tracking'),
  {
    path: '/entrega/list',
    lazy: lazyComponent(
      () => import('./screens/entrega-list-screen'),
      (m) => m.EntregaListScreen,
    ),
  },
  {
    path: '/entrega/comprovante',
    lazy: lazyComponent(
      () => import('./comprovante/comprovante-page'),
      (m) => m.ComprovantePage,
    ),
  },
  {
    path: '/dashboard',
    lazy: lazyComponent(
      () => import('./screens/dashboard-screen'),
      (m) => m.DashboardScreen,
    ),
  },
  {
    path: '/filterTable/complete',
    lazy: lazyComponent(
      () => import('./screens/filter-table-screen'),
      (m) => m.FilterTableScreen,
    ),
  },
  {
    path: '/justFilter',
    lazy: lazyComponent(
      () => import('./screens/just-filter-screen'),
      (m) => m.JustFilterScreen,
    ),
  },
  {
    path: '/tabelaOcorrenciaDePara/deParaEmbarcador',
    lazy: lazyComponent(
      () => import('./screens/de-para-embarcador-screen'),
      (m) => m.DeParaEmbarcadorScreen,
    ),
  },
  {
    path: '/entregaOcorrencia/list/:id',
    lazy: lazyComponent(
      () => import('./entrega/entrega-ocorrencias-page'),
      (m) => m.EntregaOcorrenciasPage,
    ),
  },
  { path: '/profile', lazy: profilePage },
  { path: '/home', lazy: lazyComponent(general, (m) => m.HomePage) },
  { path: '/secure', lazy: lazyComponent(general, (m) => m.SecurePage) },
  { path: '/hello', lazy: lazyComponent(general, (m) => m.HelloPage) },
  { path: '/register', lazy: lazyComponent(general, (m) => m.RegisterPage) },
  ...nfeImportRoutes,
  ...cteImportRoutes,
  ...ocorenImportRoutes,
  ...pending(
    '/empresa',
    '/usuario',
    '/user',
    '/entrega',
    '/entregaOcorrencia',
    '/tabelaOcorrenciaDePara',
    '/tabelaOcorrenciaProceda',
    '/notaFiscal',
    '/cte',
    '/filterTable',
    '/camera',
    '/calendar',
    '/charts',
    '/widgets',
    '/components',
    '/forms',
    '/table-list',
    '/maps',
    '/pages',
  ),
];

export const trackingRoutes: RouteObject = moduleLayout({
  layout: () => import('./tracking-layout'),
  pick: (m) => m.TrackingLayout,
  catalogs: trackingCatalogs,
  children: screens,
});
