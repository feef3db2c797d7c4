// The route table, per layout. Every layout and screen is a lazy chunk.
import { Navigate, type RouteObject } from 'react-router-dom';
import { resourceRouteObjects } from './resource-routes';
import { lazyComponent } from './lazy-route';
import { RequireAuth } from './require-auth';
import { RouteErrorPage } from './route-error-page';

const general = () => import('@/features/general/simple-page');
const auth = {
  login: lazyComponent(
    () => import('@/features/auth/login-page'),
    (m) => m.LoginPage,
  ),
  forgot: lazyComponent(
    () => import('@/features/auth/forgot-password-page'),
    (m) => m.ForgotPasswordPage,
  ),
  reset: lazyComponent(
    () => import('@/features/auth/password-reset-page'),
    (m) => m.PasswordResetPage,
  ),
  signUp: lazyComponent(
    () => import('@/features/auth/sign-up-page'),
    (m) => m.SignUpPage,
  ),
  trackingClient: lazyComponent(
    () => import('@/features/auth/tracking-client-login-page'),
    (m) => m.TrackingClientLoginPage,
  ),
};
const templates = () => import('@/features/general/template-page');

const underConstruction = lazyComponent(
  () => import('@/features/general/under-construction-page'),
  (m) => m.UnderConstructionPage,
);
const profile = lazyComponent(
  () => import('@/features/profile/profile-page'),
  (m) => m.ProfilePage,
);

const nfeImportRoutes: RouteObject[] = [
  {
    path: '/notaFiscal/import',
    lazy: lazyComponent(
      () => import('@/features/nfe-import/nfe-import-page'),
      (m) => m.NfeImportPage,
    ),
  },
  {
    path: '/notaFiscal/importStatus/:id',
    lazy: lazyComponent(
      () => import('@/features/nfe-import/import-status-page'),
      (m) => m.ImportStatusPage,
    ),
  },
  {
    path: '/notaFiscal/importLog/:id/:lastRefresh',
    lazy: lazyComponent(
      () => import('@/features/nfe-import/import-log-page'),
      (m) => m.ImportLogPage,
    ),
  },
];

// The CT-e import: the same screens under the CT-e kind (src/features/nfe-import/kind-pages.tsx).
const cteKindPages = () => import('@/features/nfe-import/kind-pages');
const cteImportRoutes: RouteObject[] = [
  { path: '/cte/import', lazy: lazyComponent(cteKindPages, (m) => m.CteImportPage) },
  { path: '/cte/importStatus/:id', lazy: lazyComponent(cteKindPages, (m) => m.CteImportStatusPage) },
  { path: '/cte/importLog/:id/:lastRefresh', lazy: lazyComponent(cteKindPages, (m) => m.CteImportLogPage) },
];

// The OCOREN import (EDI delivery occurrences): the same screens under /entregaOcorrencia.
const ocorenImportRoutes: RouteObject[] = [
  { path: '/entregaOcorrencia/import', lazy: lazyComponent(cteKindPages, (m) => m.OcorenImportPage) },
  {
    path: '/entregaOcorrencia/importStatus/:id',
    lazy: lazyComponent(cteKindPages, (m) => m.OcorenImportStatusPage),
  },
  {
    path: '/entregaOcorrencia/importLog/:id/:lastRefresh',
    lazy: lazyComponent(cteKindPages, (m) => m.OcorenImportLogPage),
  },
];

/** Placeholder routes for screens not built yet: the path itself and everything below it. */
const pending = (...paths: string[]): RouteObject[] =>
  paths.flatMap((path) => [
    { path, lazy: underConstruction },
    { path: `${path}/*`, lazy: underConstruction },
  ]);

/** A layout with its screens; a failing screen shows the error inside the layout. */
const layout = (lazy: RouteObject['lazy'], children: RouteObject[]): RouteObject => ({
  lazy,
  errorElement: <RouteErrorPage />,
  children: [{ errorElement: <RouteErrorPage />, children }],
});

// Before the generic resource routes, so the deadline list gets its cells and links.
const rotaPrazoScreens = () => import('./rota-prazo-screens');
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
      () => import('@/features/rota-prazo/edit-multiple-page'),
      (m) => m.default,
    ),
  },
  {
    path: '/prazoEntregaPaises',
    element: <Navigate to="/rotaPrazoEntrega/list?destinoNivel=pais" replace />,
  },
];

const trackingRoutes: RouteObject[] = [
  { path: '/empresa', element: <Navigate to="/empresa/list" replace /> },
  ...rotaPrazoRoutes,
  ...resourceRouteObjects('tracking'),
  {
    path: '/entrega/list',
    lazy: lazyComponent(
      () => import('./entrega-list-screen'),
      (m) => m.EntregaListScreen,
    ),
  },
  {
    path: '/entrega/comprovante',
    lazy: lazyComponent(
      () => import('@/features/comprovante/comprovante-page'),
      (m) => m.ComprovantePage,
    ),
  },
  {
    path: '/dashboard',
    lazy: lazyComponent(
      () => import('./dashboard-screen'),
      (m) => m.DashboardScreen,
    ),
  },
  {
    path: '/filterTable/complete',
    lazy: lazyComponent(
      () => import('./filter-table-screen'),
      (m) => m.FilterTableScreen,
    ),
  },
  {
    path: '/justFilter',
    lazy: lazyComponent(
      () => import('./just-filter-screen'),
      (m) => m.JustFilterScreen,
    ),
  },
  {
    path: '/tabelaOcorrenciaDePara/deParaEmbarcador',
    lazy: lazyComponent(
      () => import('./de-para-embarcador-screen'),
      (m) => m.DeParaEmbarcadorScreen,
    ),
  },
  {
    path: '/entregaOcorrencia/list/:id',
    lazy: lazyComponent(
      () => import('@/features/entrega/entrega-ocorrencias-page'),
      (m) => m.EntregaOcorrenciasPage,
    ),
  },
  { path: '/profile', lazy: profile },
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
    '/shlog',
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

const layouts = {
  tracking: lazyComponent(
    () => import('@/layouts/tracking-layout'),
    (m) => m.TrackingLayout,
  ),
  module: lazyComponent(
    () => import('@/layouts/module-layout'),
    (m) => m.ModuleLayout,
  ),
  financial: lazyComponent(
    () => import('@/layouts/financial-layout'),
    (m) => m.FinancialLayout,
  ),
  workflow: lazyComponent(
    () => import('@/layouts/workflow-layout'),
    (m) => m.WorkflowLayout,
  ),
  checklist: lazyComponent(
    () => import('@/layouts/checklist-layout'),
    (m) => m.ChecklistLayout,
  ),
  shippingCompany: lazyComponent(
    () => import('@/layouts/shipping-company-layout'),
    (m) => m.ShippingCompanyLayout,
  ),
  bi: lazyComponent(
    () => import('@/layouts/bi-layout'),
    (m) => m.BiLayout,
  ),
  trackingClient: lazyComponent(
    () => import('@/layouts/tracking-client-layout'),
    (m) => m.TrackingClientLayout,
  ),
  support: lazyComponent(
    () => import('@/layouts/support-layout'),
    (m) => m.SupportLayout,
  ),
};

// The sign-in pages read no server data: they are shown without the server-data cache.
const signInRoutes: RouteObject[] = [
  { path: '/login', lazy: auth.login },
  { path: '/trackingClient/login', lazy: auth.trackingClient },
];

const publicRoutes: RouteObject[] = [
  { path: '/user/passwordReset/:userId', lazy: auth.reset },
  { path: '/forgotPassword', lazy: auth.forgot },
  {
    path: '/privacy',
    lazy: lazyComponent(
      () => import('@/features/general/privacy-page'),
      (m) => m.PrivacyPage,
    ),
  },
  { path: '/checklist/shared/fill/:sharedFillGuid?', lazy: underConstruction },
  { path: '/usuario/create', lazy: auth.signUp },
  { path: '/vuejsblackdashboard/login', lazy: lazyComponent(templates, (m) => m.TemplateLoginPage) },
  { path: '/vuejsblackdashboard/register', lazy: lazyComponent(templates, (m) => m.TemplateRegisterPage) },
  { path: '/vuejsblackdashboard/pricing', lazy: lazyComponent(templates, (m) => m.TemplatePricingPage) },
  { path: '/vuejsblackdashboard/lock', lazy: lazyComponent(templates, (m) => m.TemplateLockPage) },
  { path: '/old/login', lazy: lazyComponent(templates, (m) => m.OldLoginPage) },
  // The financial dashboard is public (spec 2.1); the shell hides the signed-in items.
  layout(layouts.financial, [{ path: '/financial/dashboard', lazy: underConstruction }]),
];

const protectedRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to="/module" replace /> },
  {
    path: '/module',
    lazy: lazyComponent(
      () => import('@/features/module-chooser/module-chooser-page'),
      (m) => m.ModuleChooserPage,
    ),
  },
  layout(layouts.tracking, trackingRoutes),
  layout(layouts.module, [...pending('/modulo', '/module')]),
  layout(layouts.financial, [...pending('/financial')]),
  layout(layouts.workflow, [...resourceRouteObjects('workflow'), ...pending('/workflow')]),
  layout(layouts.checklist, [
    { path: '/checklist/user/profile', lazy: profile },
    ...resourceRouteObjects('checklist'),
    ...pending('/checklist'),
  ]),
  layout(layouts.shippingCompany, [
    {
      path: '/trackingShippingCompany',
      element: <Navigate to="/trackingShippingCompany/cargo/kanban" replace />,
    },
    { path: '/trackingShippingCompany/user/profile', lazy: profile },
    ...resourceRouteObjects('shippingCompany'),
    ...pending('/trackingShippingCompany'),
  ]),
  layout(layouts.bi, [
    { path: '/bi/user/profile', lazy: profile },
    ...resourceRouteObjects('bi'),
    ...pending('/bi'),
  ]),
  layout(layouts.trackingClient, [
    { path: '/trackingClient', element: <Navigate to="/trackingClient/opened" replace /> },
    ...pending('/trackingClient/opened', '/trackingClient/finished'),
  ]),
  layout(layouts.support, [...pending('/support')]),
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      ...signInRoutes,
      {
        lazy: lazyComponent(
          () => import('./server-data-layout'),
          (m) => m.ServerDataLayout,
        ),
        children: [
          ...publicRoutes,
          { element: <RequireAuth />, children: protectedRoutes },
          {
            path: '*',
            lazy: lazyComponent(
              () => import('@/features/general/not-found-page'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];
