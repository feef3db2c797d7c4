// The shipping company module's routes (spec 2.11): cargo, its expenses, their kanbans and the registers.
import { Navigate, type RouteObject } from 'react-router-dom';
import {
  lazyComponent,
  moduleLayout,
  pending,
  profilePage,
  resourceRouteObjects,
  type ModuleCatalogs,
} from '@/app/module-route';

export const shippingCompanyCatalogs: ModuleCatalogs = {
  pt: () => import('@lang/shipping-company/pt.json'),
  en: () => import('@lang/shipping-company/en.json'),
  ar: () => import('@lang/shipping-company/ar.json'),
};

// The board and its details drawer are one page: opening a card keeps the board mounted.
const cargoKanbanPage = lazyComponent(
  () => import('./cargo/cargo-kanban-page'),
  (m) => m.CargoKanbanPage,
);

// The cargo and rotogram registers' list and edit screens are the engine's, with their additions
// (the status badge, the status history, the stops); declared before the engine's routes for the
// same paths.
const cargoListPage = lazyComponent(
  () => import('./cargo-register/cargo-list-page'),
  (m) => m.CargoListPage,
);
const cargoEditPage = lazyComponent(
  () => import('./cargo-register/cargo-edit-page'),
  (m) => m.CargoEditPage,
);

// The expense kanban and its details drawer are one page, as the cargo board; the expenses' list
// and edit screens are the engine's with the status, the totals and the history.
const expenseKanbanPage = lazyComponent(
  () => import('./cargo-expense/expense-kanban-page'),
  (m) => m.ExpenseKanbanPage,
);
const expenseListPage = lazyComponent(
  () => import('./cargo-expense/expense-list-page'),
  (m) => m.ExpenseListPage,
);
const expenseEditPage = lazyComponent(
  () => import('./cargo-expense/expense-edit-page'),
  (m) => m.ExpenseEditPage,
);

// A board limit's form offers only the chosen board's statuses.
const boardLimitFormPage = lazyComponent(
  () => import('./board-limit/board-limit-form-page'),
  (m) => m.BoardLimitFormPage,
);

const rotogramEditPage = lazyComponent(
  () => import('./rotogram/rotogram-edit-page'),
  (m) => m.RotogramEditPage,
);
const cargoRotogramPage = lazyComponent(
  () => import('./rotogram/cargo-rotogram-page'),
  (m) => m.CargoRotogramPage,
);

export const shippingCompanyRoutes: RouteObject = moduleLayout({
  layout: () => import('./shipping-company-layout'),
  pick: (m) => m.ShippingCompanyLayout,
  catalogs: shippingCompanyCatalogs,
  children: [
    {
      path: '/trackingShippingCompany',
      element: <Navigate to="/trackingShippingCompany/cargo/kanban" replace />,
    },
    { path: '/trackingShippingCompany/user/profile', lazy: profilePage },
    { path: '/trackingShippingCompany/cargo/list', lazy: cargoListPage },
    { path: '/trackingShippingCompany/cargo/edit/:id', lazy: cargoEditPage },
    { path: '/trackingShippingCompany/cargoExpense/list/:parentId', lazy: expenseListPage },
    { path: '/trackingShippingCompany/cargoExpense/edit/:id', lazy: expenseEditPage },
    { path: '/trackingShippingCompany/rotogram/edit/:id', lazy: rotogramEditPage },
    { path: '/trackingShippingCompany/boardLimit/create', lazy: boardLimitFormPage },
    { path: '/trackingShippingCompany/boardLimit/edit/:id', lazy: boardLimitFormPage },
    { path: '/trackingShippingCompany/cargoRotogram/rotogram/:cargoId', lazy: cargoRotogramPage },
    ...resourceRouteObjects('shippingCompany'),
    {
      path: '/trackingShippingCompany/cargo',
      lazy: cargoKanbanPage,
      children: [
        { index: true, element: <Navigate to="/trackingShippingCompany/cargo/kanban" replace /> },
        { path: 'kanban' },
        { path: 'kanbanEdit/:id' },
      ],
    },
    {
      path: '/trackingShippingCompany/cargoExpense',
      lazy: expenseKanbanPage,
      children: [
        { index: true, element: <Navigate to="/trackingShippingCompany/cargoExpense/kanban" replace /> },
        { path: 'kanban' },
        { path: 'kanban/edit/:id' },
      ],
    },
    {
      path: '/trackingShippingCompany/dashboard/default',
      lazy: lazyComponent(
        () => import('./dashboard/cargo-dashboard-page'),
        (m) => m.CargoDashboardPage,
      ),
    },
    ...pending('/trackingShippingCompany'),
  ],
});
