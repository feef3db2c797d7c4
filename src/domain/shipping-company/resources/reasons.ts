// The two reason registers of the shipping company (spec 2.11 nonAttendanceReason and
// disapprovedReason; section 3: "sequence, display name"): why a delivery was not attended, why an
// expense or a checklist was disapproved. They have the same fields, so one shape declares both.
// The spec gives them no active flag: a reason is removed by deleting it, and its sequence orders
// the lists that offer it.
import { z } from 'zod';
import { defineResource } from '../../resources/define-resource';
import { SHIPPING_COMPANY_MOUNTS } from './mounts';
import { registerName, sequence } from './register-fields';

export const reasonInput = z.object({
  sequencia: sequence,
  nomeExibicao: registerName('resource.reason.error.nomeExibicao'),
});
export const reasonSchema = reasonInput.extend({ id: z.number().int() });

const reasonRegister = {
  service: 'tracking',
  schema: reasonSchema,
  input: reasonInput,
  columns: ['sequencia', 'nomeExibicao'],
  fields: [
    { name: 'sequencia', kind: 'integer', required: true },
    { name: 'nomeExibicao', kind: 'text', required: true },
  ],
  searchable: ['nomeExibicao'],
  sortable: ['sequencia', 'nomeExibicao'],
  defaultSort: 'sequencia',
  permission: 'nonAttendanceReason',
  tenancy: 'company',
  activatable: false,
  versioned: true,
  audited: true,
  bulkActions: ['delete'],
} as const;

export const nonAttendanceReasonResource = defineResource({
  ...reasonRegister,
  name: 'nonAttendanceReason',
  table: 'non_attendance_reason',
  mounts: SHIPPING_COMPANY_MOUNTS.nonAttendanceReason,
});

export const disapprovedReasonResource = defineResource({
  ...reasonRegister,
  name: 'disapprovedReason',
  table: 'disapproved_reason',
  mounts: SHIPPING_COMPANY_MOUNTS.disapprovedReason,
});
