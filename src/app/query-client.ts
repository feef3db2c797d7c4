import { QueryClient } from '@tanstack/react-query';

/** The one server-data cache; cleared when the user switches company. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
