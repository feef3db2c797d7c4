// Vehicle types (spec 2.11 vehicleType, flag accessTypeVehicle): the kinds of vehicle a company
// runs (truck, semi-trailer, van). The spec shows the screen, not the fields: a type is its name.
// Vehicles point at their type, so a type in use is deactivated rather than deleted. Served by the
// vehicle service, the spec's service for the fleet (section 7), where the fleet registers of the
// workflow and checklist layouts (vehicles, brands, models) belong too.
import { z } from 'zod';
import { defineResource } from '../../resources/define-resource';
import { SHIPPING_COMPANY_MOUNTS } from './mounts';
import { registerName } from './register-fields';

export const vehicleTypeInput = z.object({ nome: registerName('resource.vehicleType.error.nome') });
export const vehicleTypeSchema = vehicleTypeInput.extend({ id: z.number().int(), ativo: z.boolean() });

export const vehicleTypeResource = defineResource({
  name: 'vehicleType',
  service: 'vehicle',
  table: 'vehicle_type',
  schema: vehicleTypeSchema,
  input: vehicleTypeInput,
  columns: ['nome', 'ativo'],
  fields: [{ name: 'nome', kind: 'text', required: true }],
  searchable: ['nome'],
  sortable: ['nome', 'ativo'],
  defaultSort: 'nome',
  permission: 'typeVehicle',
  tenancy: 'company',
  activatable: true,
  versioned: true,
  audited: true,
  bulkActions: ['activate', 'deactivate'],
  mounts: SHIPPING_COMPANY_MOUNTS.vehicleType,
});
