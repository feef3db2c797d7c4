// The screens of the portal's registers, at the layouts where a company's staff keep them. Plain
// data, read by the SPA's route table before any declaration loads.
import type { ResourcePaths } from '../../resources/resource-mounts';

// Not resource-mounts' crud(): that module imports this one, so a call at load time would run
// before crud exists.
const screens = (base: string): Required<Omit<ResourcePaths, 'sections' | 'import'>> => ({
  list: `${base}/list`,
  create: `${base}/create`,
  edit: `${base}/edit/:id`,
});

export const TRACKING_CLIENT_MOUNTS = {
  // The carrier's staff link its delivery clients to their documents in the main tracking
  // layout, beside its users and deliveries.
  clienteEntregaDocumento: { tracking: screens('/clienteEntregaDocumento') },
} as const;
