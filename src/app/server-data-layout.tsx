// The server-data cache (TanStack Query) for every route below it. A route of its own, loaded
// lazily, because the sign-in pages read no server data and are shown without it.
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { queryClient } from './query-client';

export const ServerDataLayout = () => (
  <QueryClientProvider client={queryClient}>
    <Outlet />
  </QueryClientProvider>
);
