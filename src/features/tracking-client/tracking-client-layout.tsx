// The tracking-client layout (spec 2.9): what a delivery client follows.
import { IconPackage, IconTruckDelivery } from '@tabler/icons-react';
import { ShellLayout } from '@/layouts/shell-layout';
import type { LayoutDefinition } from '@/layouts/layout-definition';

export const trackingClientLayout: LayoutDefinition = {
  key: 'trackingClient',
  nameId: 'layout.trackingClient',
  profilePath: '/profile',
  companyEditPath: (id) => `/empresa/edit/${id}`,
  items: [
    { labelId: 'nav.trackingClient.opened', icon: IconTruckDelivery, to: '/trackingClient/opened' },
    { labelId: 'nav.trackingClient.finished', icon: IconPackage, to: '/trackingClient/finished' },
  ],
};

export const TrackingClientLayout = () => <ShellLayout definition={trackingClientLayout} />;
