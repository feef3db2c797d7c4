// Test support for the NF-e import screens: a small in-memory tracking service answering through
// ky's `fetch` option (tests swap `api.tracking` for `testServer.client` with vi.mock), a way to
// push hub messages, and a render with the router and a fresh query cache.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import ky from 'ky';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { ImportStatusDto } from '@/domain/tracking/imports/document-import';
import { renderWithProviders } from '@/ui/test-utils';

type Handler = (request: Request, url: URL) => Response | Promise<Response>;

interface Route {
  method: string;
  path: RegExp;
  handler: Handler;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const ok = (data: unknown) => json({ isSuccess: true, data });

const BASE = 'http://rota.test/api/tracking/';

function createTestServer() {
  let routes: Route[] = [{ method: 'GET', path: /^[^/]+\/current$/, handler: () => ok(null) }];
  const requests: { method: string; url: URL }[] = [];
  const fetch = async (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    requests.push({ method: request.method, url });
    const path = url.pathname.slice(new URL(BASE).pathname.length);
    const route = routes.find((r) => r.method === request.method && r.path.test(path));
    const answer = route
      ? await route.handler(request, url)
      : json({ isSuccess: false, errors: [`no route ${request.method} ${path}`] }, 404);
    // A server reads the whole body it is sent; a multipart body left unread is closed under the
    // stream that is still writing it.
    if (request.body && !request.bodyUsed) await request.arrayBuffer().catch(() => undefined);
    return answer;
  };
  return {
    client: ky.create({ prefixUrl: BASE, retry: 0, fetch }),
    requests,
    /** Answers `method path` (a regular expression over the path below the service). */
    on(method: string, path: RegExp, handler: Handler) {
      routes.unshift({ method, path, handler });
    },
    /** Requests whose path (below the service) matches. */
    calls(path: RegExp) {
      return requests.filter((r) => path.test(r.url.pathname.slice(new URL(BASE).pathname.length)));
    },
    reset() {
      // No import of the user is running unless a test says so.
      routes = [{ method: 'GET', path: /^[^/]+\/current$/, handler: () => ok(null) }];
      requests.length = 0;
    },
  };
}

export const testServer = createTestServer();

/** Handlers subscribed through onHubMessage, by target; tests call them to push a message. */
export const hubHandlers = new Map<string, Set<(...args: unknown[]) => void>>();

export const fakeOnHubMessage = (target: string, handler: (...args: unknown[]) => void) => {
  const set = hubHandlers.get(target) ?? new Set();
  hubHandlers.set(target, set);
  set.add(handler);
  return () => set.delete(handler);
};

/** Imports whose group a screen has joined (watchImport), and not left yet. */
export const watchedImports: number[] = [];

export const fakeWatchImport = (importId: number) => {
  watchedImports.push(importId);
  return () => void watchedImports.splice(watchedImports.indexOf(importId), 1);
};

export const pushHub = (target: string, ...args: unknown[]) => {
  for (const handler of hubHandlers.get(target) ?? []) handler(...args);
};

export const importStatus = (overrides: Partial<ImportStatusDto> = {}): ImportStatusDto => ({
  id: 7,
  quantidadeArquivos: 10,
  quantidadeArquivosProcessados: 0,
  dataFim: null,
  dataInicio: '2026-11-21T13:00:00.000Z',
  situacao: 'processando',
  nomeArquivo: 'notas.zip',
  erro: null,
  quantidadeImportadas: 0,
  quantidadeAtualizadas: 0,
  quantidadeDuplicadas: 0,
  quantidadeRejeitadas: 0,
  usuarioNome: 'Administrador',
  ...overrides,
});

export const pageOf = <T,>(items: T[], page = 1, pageSize = 10) => ({
  items,
  total: items.length,
  page,
  pageSize,
});

/** Renders `element` at `path` (route pattern `pattern`) with a fresh cache; answers the router. */
export function renderRoute(pattern: string, element: ReactElement, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const routes: RouteObject[] = [
    { path: pattern, element },
    { path: '*', element: <div data-testid="elsewhere" /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
