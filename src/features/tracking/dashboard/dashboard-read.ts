// The dashboard's one read, named apart from its client (dashboard-api.ts) so the entry can start
// it for /dashboard without loading the client (src/app/early-page-requests.ts).
import type { ServiceName } from '@/domain/constants';

export const DASHBOARD_READ = { service: 'tracking', path: 'dashboard/entregas' } as const satisfies {
  service: ServiceName;
  path: string;
};

/** The period parameters of the page's URL are the read's: the server applies the same defaults. */
export const dashboardReadSearch = (pageSearch: URLSearchParams): URLSearchParams => {
  const search = new URLSearchParams();
  for (const name of ['dataInicio', 'dataFim']) {
    const value = pageSearch.get(name);
    if (value) search.set(name, value);
  }
  return search;
};
