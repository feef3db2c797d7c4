import { QueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';

/** A client error (4xx: no permission, not found, invalid) will not change on a retry. */
const retryOnce = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(error instanceof HTTPError && error.response.status < 500);

/** The one server-data cache; cleared when the user switches company. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: retryOnce, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
