// Which modules a user may open, from the login flags (spec 2.12 and section 6).
import type { Icon } from '@tabler/icons-react';
import {
  IconChartBar,
  IconChecklist,
  IconCoin,
  IconHeadset,
  IconHierarchy3,
  IconMapPin,
  IconTruck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { Principal } from '@/domain/permissions';

export interface ModuleCard {
  key: string;
  to: string;
  icon: Icon;
  color: string;
}

const MODULES: (ModuleCard & { allowed: (p: Principal) => boolean })[] = [
  {
    key: 'tracking',
    to: '/dashboard',
    icon: IconTruckDelivery,
    color: 'orange',
    allowed: (p) => p.flags.tracking,
  },
  {
    key: 'checklist',
    to: '/checklist',
    icon: IconChecklist,
    color: 'teal',
    // Fuel supply and revision live inside the checklist area.
    allowed: (p) => p.flags.checklist || p.flags.fuelSupply || p.flags.revision,
  },
  {
    key: 'workflow',
    to: '/workflow',
    icon: IconHierarchy3,
    color: 'violet',
    allowed: (p) => p.flags.workflow,
  },
  {
    key: 'bi',
    to: '/bi/dashboard/default',
    icon: IconChartBar,
    color: 'blue',
    allowed: (p) => p.flags.administrator || p.flags.tracking || p.flags.checklist,
  },
  {
    key: 'shippingCompany',
    to: '/trackingShippingCompany/cargo/kanban',
    icon: IconTruck,
    color: 'indigo',
    allowed: (p) => p.flags.tracking && (p.flags.accessLoads || p.flags.cargoKanbamAvaliable),
  },
  {
    key: 'support',
    to: '/support/chat',
    icon: IconHeadset,
    color: 'pink',
    allowed: (p) => p.flags.administrator,
  },
  {
    key: 'financial',
    to: '/financial/dashboard',
    icon: IconCoin,
    color: 'green',
    allowed: (p) => p.flags.administrator,
  },
];

const TRACKING_CLIENT: ModuleCard = {
  key: 'trackingClient',
  to: '/trackingClient/opened',
  icon: IconMapPin,
  color: 'cyan',
};

/** A delivery client sees only its tracking portal; staff see the modules their flags open. */
export const availableModules = (p: Principal, isDeliveryClient: boolean): ModuleCard[] =>
  isDeliveryClient
    ? [TRACKING_CLIENT]
    : MODULES.filter((m) => m.allowed(p)).map(({ allowed: _allowed, ...card }) => card);
