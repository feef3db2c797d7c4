// The shipping company module's declared registers: the engine mounts them under their services
// and builds their screens in the shipping company layout.
import { boardLimitResource } from './board-limit';
import { cargoResource } from './cargo';
import { cargoExpenseResource } from './cargo-expense';
import { cargoExpenseOccurrenceResource } from './cargo-expense-occurrence';
import { driverResource } from './driver';
import { rotogramResource } from './rotogram';
import { vehicleResource } from './vehicle';
import { occurrenceTypeResource } from './occurrence-type';
import { disapprovedReasonResource, nonAttendanceReasonResource } from './reasons';
import { vehicleTypeResource } from './vehicle-type';

export const SHIPPING_COMPANY_RESOURCES = [
  occurrenceTypeResource,
  nonAttendanceReasonResource,
  disapprovedReasonResource,
  cargoExpenseOccurrenceResource,
  vehicleTypeResource,
  driverResource,
  cargoResource,
  cargoExpenseResource,
  rotogramResource,
  vehicleResource,
  boardLimitResource,
] as const;
export {
  boardLimitResource,
  cargoExpenseResource,
  cargoExpenseOccurrenceResource,
  cargoResource,
  driverResource,
  disapprovedReasonResource,
  nonAttendanceReasonResource,
  occurrenceTypeResource,
  rotogramResource,
  vehicleResource,
  vehicleTypeResource,
};
