// The route table: the platform's own pages. Each module keeps its route list in its folder
// (src/features/<module>/routes.tsx), added under the signed-in (or public) routes when a path
// of the module is first visited (module-routes.ts); every layout and screen is a lazy chunk.
import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyComponent, underConstruction } from './lazy-route';
import { PROTECTED_ROUTE_ID, PUBLIC_ROUTE_ID } from './module-routes';
import { RequireAuth } from './require-auth';
import { RouteErrorPage } from './route-error-page';

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
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      ...signInRoutes,
      {
        id: PUBLIC_ROUTE_ID,
        lazy: lazyComponent(
          () => import('./server-data-layout'),
          (m) => m.ServerDataLayout,
        ),
        children: [
          ...publicRoutes,
          { id: PROTECTED_ROUTE_ID, element: <RequireAuth />, children: protectedRoutes },
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
