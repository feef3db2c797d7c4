// The shipping company module's declared registers: the engine mounts them under their services
// and builds their screens in the shipping company layout.
import { cargoExpenseOccurrenceResource } from './cargo-expense-occurrence';
import { occurrenceTypeResource } from './occurrence-type';
import { disapprovedReasonResource, nonAttendanceReasonResource } from './reasons';
import { vehicleTypeResource } from './vehicle-type';

export const SHIPPING_COMPANY_RESOURCES = [
  occurrenceTypeResource,
  nonAttendanceReasonResource,
  disapprovedReasonResource,
  cargoExpenseOccurrenceResource,
  vehicleTypeResource,
] as const;
export {
  cargoExpenseOccurrenceResource,
  disapprovedReasonResource,
  nonAttendanceReasonResource,
  occurrenceTypeResource,
  vehicleTypeResource,
};
