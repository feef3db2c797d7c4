// The screens of the shipping company's registers in its layout, at the spec's routes (2.11):
// /trackingShippingCompany/<register>/list, /create and /edit/{id}. Plain data, read by the SPA's
// route table before any declaration loads.
import type { ResourcePaths } from '../../resources/resource-mounts';

const BASE = '/trackingShippingCompany';

// Not resource-mounts' crud(): that module imports this one, so a call at load time would run
// before crud exists.
const screens = (register: string): Required<Omit<ResourcePaths, 'sections' | 'import'>> => ({
  list: `${BASE}/${register}/list`,
  create: `${BASE}/${register}/create`,
  edit: `${BASE}/${register}/edit/:id`,
});

export const SHIPPING_COMPANY_MOUNTS = {
  occurrenceType: { shippingCompany: screens('occurrenceType') },
  nonAttendanceReason: { shippingCompany: screens('nonAttendanceReason') },
  disapprovedReason: { shippingCompany: screens('disapprovedReason') },
  cargoExpenseOccurrence: { shippingCompany: screens('cargoExpenseOccurrence') },
  vehicleType: { shippingCompany: screens('vehicleType') },
  driver: { shippingCompany: screens('driver') },
  vehicle: { shippingCompany: screens('vehicle') },
  rotogram: { shippingCompany: screens('rotogram') },
  boardLimit: { shippingCompany: screens('boardLimit') },
  cargo: { shippingCompany: { ...screens('cargo'), import: `${BASE}/cargo/importExcel` } },
  // Nested under a load: its list and create carry the load's id.
  cargoExpense: {
    shippingCompany: {
      list: `${BASE}/cargoExpense/list/:parentId`,
      create: `${BASE}/cargoExpense/create/:parentId`,
      edit: `${BASE}/cargoExpense/edit/:id`,
    },
  },
} as const;
