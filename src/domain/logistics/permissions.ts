// The logistics screens' rules (spec sections 2.6 and 6). accessTripPlan and accessVehicles are
// module-access flags of their own, so each rule is its flag (never a delivery client's):
// - tripPlan: the trips (/shlog/tripStatus) and the monitoring panel, which shows trips first and
//   the idle vehicles only as a count and a short list of plates;
// - vehicles: the fleet's status list (/shlog/fleet/status/list);
// - freteRapidoPickup: asking Frete Rápido to pick up NF-e, which reads the tracking module's
//   deliveries, so it needs the tracking module too;
// - freteRapidoSettings: the company's Frete Rápido address and token, company-wide configuration
//   kept to the administrator who plans trips.
import type { Principal } from '../permissions';

const staff = (p: Principal) => !p.isDeliveryClient;

export const LOGISTICS_RULES = {
  tripPlan: (p: Principal) => staff(p) && p.flags.accessTripPlan,
  vehicles: (p: Principal) => staff(p) && p.flags.accessVehicles,
  freteRapidoPickup: (p: Principal) => staff(p) && p.flags.accessTripPlan && p.flags.tracking,
  freteRapidoSettings: (p: Principal) => staff(p) && p.flags.accessTripPlan && p.flags.administrator,
} as const satisfies Record<string, (p: Principal) => boolean>;
