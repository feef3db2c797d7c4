// The logistics screens' layout (spec 2.6). They read the shipping company's loads and vehicles,
// so they are drawn as the shipping company's area: its shell (key, profile and company routes of
// spec 2.11/2.13), with the logistics entries first and a way back to the loads and vehicles.
import {
  IconActivityHeartbeat,
  IconLayoutKanban,
  IconList,
  IconRoute2,
  IconTruck,
  IconTruckDelivery,
  IconTruckLoading,
} from '@tabler/icons-react';
import { ShellLayout } from '@/layouts/shell-layout';
import type { LayoutDefinition } from '@/layouts/layout-definition';
import { LOGISTICS_PATHS } from './logistics-paths';

const shipping = '/trackingShippingCompany';

export const logisticsLayout: LayoutDefinition = {
  key: 'shippingCompany',
  nameId: 'layout.logistics',
  profilePath: `${shipping}/user/profile`,
  companyEditPath: (id) => `${shipping}/company/edit/${id}`,
  items: [
    {
      labelId: 'nav.logistics.monitoring',
      icon: IconActivityHeartbeat,
      to: LOGISTICS_PATHS.monitoring,
      rule: 'tripPlan',
    },
    {
      labelId: 'nav.logistics.tripStatus',
      icon: IconRoute2,
      to: LOGISTICS_PATHS.tripStatus,
      rule: 'tripPlan',
    },
    { labelId: 'nav.logistics.fleet', icon: IconTruck, to: LOGISTICS_PATHS.fleet, rule: 'vehicles' },
    {
      labelId: 'nav.logistics.freteRapido',
      icon: IconTruckLoading,
      to: LOGISTICS_PATHS.freteRapido,
      rule: 'freteRapidoPickup',
    },
    {
      labelId: 'nav.logistics.shipping',
      icon: IconTruckDelivery,
      children: [
        {
          labelId: 'nav.logistics.cargoKanban',
          icon: IconLayoutKanban,
          to: `${shipping}/cargo/kanban`,
          rule: 'cargoKanban',
        },
        { labelId: 'nav.logistics.cargoList', icon: IconList, to: `${shipping}/cargo/list`, rule: 'shipper' },
        {
          labelId: 'nav.logistics.vehicles',
          icon: IconTruck,
          to: `${shipping}/vehicle/list`,
          rule: 'shipper',
        },
      ],
    },
  ],
};

export const LogisticsLayout = () => <ShellLayout definition={logisticsLayout} />;
