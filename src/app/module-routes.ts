// Each module's route table, added to the router on the first visit to one of its paths (React
// Router's patchRoutesOnNavigation): the entry neither carries nor ranks every module's routes
// at start. A path's first segment names the modules that may serve it (the tracking module's
// paths start at the root: /dashboard, /empresa/list ...); module-routes.test.ts checks these
// segments against every module's route table, so a new path cannot be left out.
import type { RouteObject } from 'react-router-dom';
import { withChunkTimeout } from './lazy-with-timeout';

/** The routes module tables go under: the signed-in pages, and the public ones beside them. */
export const PROTECTED_ROUTE_ID = 'protected';
export const PUBLIC_ROUTE_ID = 'server-data';

export interface ModuleRouteTable {
  /** The route's id once added (adding it again is then a no-op). */
  id: string;
  /** The route it goes under. */
  parent: typeof PROTECTED_ROUTE_ID | typeof PUBLIC_ROUTE_ID;
  /** The first segment of each of its paths. */
  segments: readonly string[];
  load: () => Promise<RouteObject>;
}

const tracking = () => import('@/features/tracking/routes');
const financial = () => import('@/features/financial/routes');

export const MODULE_ROUTE_TABLES: readonly ModuleRouteTable[] = [
  {
    id: 'tracking',
    parent: PROTECTED_ROUTE_ID,
    segments: [
      'calendar',
      'camera',
      'charts',
      'clienteEntregaDocumento',
      'components',
      'cte',
      'dashboard',
      'empresa',
      'entrega',
      'entregaOcorrencia',
      'filterTable',
      'forms',
      'hello',
      'home',
      'justFilter',
      'maps',
      'notaFiscal',
      'pages',
      'prazoEntregaPaises',
      'profile',
      'register',
      'rotaPrazoEntrega',
      'secure',
      'table-list',
      'tabelaOcorrenciaDePara',
      'tabelaOcorrenciaProceda',
      'user',
      'usuario',
      'widgets',
    ],
    load: () => tracking().then((m) => m.trackingRoutes),
  },
  {
    id: 'module-admin',
    parent: PROTECTED_ROUTE_ID,
    segments: ['modulo', 'module'],
    load: () => import('@/features/module-admin/routes').then((m) => m.moduleAdminRoutes),
  },
  {
    id: 'financial',
    parent: PROTECTED_ROUTE_ID,
    segments: ['financial'],
    load: () => financial().then((m) => m.financialRoutes),
  },
  {
    id: 'financial-public',
    parent: PUBLIC_ROUTE_ID,
    segments: ['financial'],
    load: () => financial().then((m) => m.financialPublicRoutes),
  },
  {
    id: 'workflow',
    parent: PROTECTED_ROUTE_ID,
    segments: ['workflow'],
    load: () => import('@/features/workflow/routes').then((m) => m.workflowRoutes),
  },
  {
    id: 'checklist',
    parent: PROTECTED_ROUTE_ID,
    segments: ['checklist'],
    load: () => import('@/features/checklist/routes').then((m) => m.checklistRoutes),
  },
  {
    id: 'shipping-company',
    parent: PROTECTED_ROUTE_ID,
    segments: ['trackingShippingCompany'],
    load: () => import('@/features/shipping-company/routes').then((m) => m.shippingCompanyRoutes),
  },
  {
    id: 'bi',
    parent: PROTECTED_ROUTE_ID,
    segments: ['bi'],
    load: () => import('@/features/bi/routes').then((m) => m.biRoutes),
  },
  {
    id: 'tracking-client',
    parent: PROTECTED_ROUTE_ID,
    segments: ['trackingClient'],
    load: () => import('@/features/tracking-client/routes').then((m) => m.trackingClientRoutes),
  },
  {
    id: 'support',
    parent: PROTECTED_ROUTE_ID,
    segments: ['support'],
    load: () => import('@/features/support/routes').then((m) => m.supportRoutes),
  },
  {
    id: 'logistics',
    parent: PROTECTED_ROUTE_ID,
    segments: ['shlog'],
    load: () => import('@/features/logistics/routes').then((m) => m.logisticsRoutes),
  },
];

/** The module tables that may serve a path: those declaring its first segment. */
export const moduleRouteTablesFor = (path: string): ModuleRouteTable[] => {
  const segment = path.split('/').find((part) => part !== '') ?? '';
  return MODULE_ROUTE_TABLES.filter((table) => table.segments.includes(segment));
};

/**
 * React Router's patchRoutesOnNavigation: before matching a path no route of the entry serves
 * exactly (it would fall to the not-found page), the tables of the modules that may serve it are
 * loaded and added under their parent. Called again for a path with parameters, it adds nothing
 * twice (each table's route keeps its id).
 */
export const patchModuleRoutes = async ({
  path,
  patch,
}: {
  path: string;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}): Promise<void> => {
  await Promise.all(
    moduleRouteTablesFor(path).map(async (table) => {
      const route = await withChunkTimeout(table.load);
      patch(table.parent, [{ ...route, id: table.id } as RouteObject]);
    }),
  );
};
