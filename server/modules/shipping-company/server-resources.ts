// The shipping company module's registers paired with their server behaviour, by reference; the
// platform's registry (server/resources/server-resources.ts) takes them in whole. Only the cargo
// and its expenses need more than their declarations say (number, driver, history and board).
import {
  boardLimitResource,
  cargoExpenseResource,
  cargoExpenseOccurrenceResource,
  cargoResource,
  driverResource,
  rotogramResource,
  vehicleResource,
  disapprovedReasonResource,
  nonAttendanceReasonResource,
  occurrenceTypeResource,
  type SHIPPING_COMPANY_RESOURCES,
  vehicleTypeResource,
} from '../../../src/domain/shipping-company/resources';
import { serverResource, type ServerResourcesOf } from '../../resources/server-resource';
import { boardLimitHooks } from './board-limits';
import { cargoHooks } from './cargo/cargo-resource-hooks';
import { cargoExpenseHooks } from './cargo-expense/cargo-expense-resource-hooks';

export const SHIPPING_COMPANY_SERVER_RESOURCES: ServerResourcesOf<
  (typeof SHIPPING_COMPANY_RESOURCES)[number]
> = {
  occurrenceType: serverResource(occurrenceTypeResource),
  nonAttendanceReason: serverResource(nonAttendanceReasonResource),
  disapprovedReason: serverResource(disapprovedReasonResource),
  cargoExpenseOccurrence: serverResource(cargoExpenseOccurrenceResource),
  vehicleType: serverResource(vehicleTypeResource),
  driver: serverResource(driverResource),
  cargo: serverResource(cargoResource, cargoHooks()),
  cargoExpense: serverResource(cargoExpenseResource, cargoExpenseHooks()),
  rotogram: serverResource(rotogramResource),
  vehicle: serverResource(vehicleResource),
  boardLimit: serverResource(boardLimitResource, boardLimitHooks()),
};
