// Where each back-end service answers: configured per service (VITE_API_<SERVICE>), so a service
// can move to its own process without touching screens; the SPA's own origin by default.
import type { ServiceName } from '@/domain/constants';

export const serviceUrl = (service: ServiceName): string => {
  const env = import.meta.env as Record<string, string | undefined>;
  return env[`VITE_API_${service.toUpperCase()}`] ?? `/api/${service}/`;
};
