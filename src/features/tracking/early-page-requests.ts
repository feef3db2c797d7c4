// The pages whose first read the entry starts at once (src/services/early-requests.ts): the page
// opened most after signing in, whose figures are its largest paint.
import { requestEarly } from '@/services/early-requests';
import { DASHBOARD_READ, dashboardReadSearch } from '@/features/tracking/dashboard/dashboard-read';

const EARLY_READS: Record<string, (search: URLSearchParams) => void> = {
  '/dashboard': (search) =>
    requestEarly(DASHBOARD_READ.service, DASHBOARD_READ.path, dashboardReadSearch(search)),
};

export const startEarlyPageRequests = ({ pathname, search }: Pick<Location, 'pathname' | 'search'>) =>
  EARLY_READS[pathname]?.(new URLSearchParams(search));
