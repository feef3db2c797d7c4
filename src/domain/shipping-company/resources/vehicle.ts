// Vehicles of the shipping company (spec section 3: vehicle plate and type; issue 12): the trucks
// and trailers its loads run with, by plate in either Brazilian format (old ABC-1234 or Mercosul
// ABC1D23, stored normalized, unique in the company), each of a vehicle type, a trailer or not.
// The spec's other vehicle fields (sizes, weight, km, document expiry) belong to the fleet
// screens of the other layouts. Served by the vehicle service (section 7), under the loads' rule:
// the dispatchers who register loads register the vehicles they name.
import { z } from 'zod';
import { defineResource } from '../../resources/define-resource';
import { optionalReferenceInput, referenceColumn } from '../../resources/references';
import { plateSchema } from '../vehicle-plate';
import { SHIPPING_COMPANY_MOUNTS } from './mounts';

export const vehicleInput = z.object({
  placa: plateSchema,
  vehicleTypeId: optionalReferenceInput(),
  reboque: z.boolean().default(false),
});

export const vehicleSchema = z.object({
  id: z.number().int(),
  placa: z.string(),
  vehicleTypeId: referenceColumn(),
  reboque: z.boolean(),
  ativo: z.boolean(),
});

export const vehicleResource = defineResource({
  name: 'vehicle',
  service: 'vehicle',
  table: 'veiculo',
  schema: vehicleSchema,
  input: vehicleInput,
  columns: ['placa', 'vehicleTypeId', 'reboque', 'ativo'],
  fields: [
    { name: 'placa', kind: 'text', required: true },
    { name: 'vehicleTypeId', kind: 'reference', references: { resource: 'vehicleType', label: 'nome' } },
    { name: 'reboque', kind: 'boolean' },
  ],
  searchable: ['placa', 'vehicleTypeId'],
  sortable: ['placa', 'vehicleTypeId', 'reboque', 'ativo'],
  defaultSort: 'placa',
  permission: 'shipper',
  tenancy: 'company',
  activatable: true,
  versioned: true,
  audited: true,
  bulkActions: ['activate', 'deactivate'],
  mounts: SHIPPING_COMPANY_MOUNTS.vehicle,
  // A sheet of vehicles updates the vehicle with the same plate.
  spreadsheet: { key: ['placa'] },
});
