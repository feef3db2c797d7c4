// The delivery status route's request and answer, checked with the same zod on both sides.
import { z } from 'zod';
import { ENTREGA_STATUS_ACTIONS } from '../../../machines/entrega-status-machine';
import { machineEventRequestSchema } from '../../machines/machine-change';
import { ENTREGA_STATUSES } from './entrega-status';
import { deliveryConfirmationSchema } from './receipt';

/**
 * A user's action; confirming the delivery (`entrega.entregue`) may carry what the receipt says
 * (its day and who received), else the delivery is recorded as delivered now.
 */
export const entregaStatusRequestSchema = z.object({
  ...machineEventRequestSchema(ENTREGA_STATUS_ACTIONS).shape,
  recebimento: deliveryConfirmationSchema.optional(),
});
export type EntregaStatusRequest = z.input<typeof entregaStatusRequestSchema>;

/** The delivery's state after the change, as the drawer needs it to offer the next actions. */
export const entregaStatusStateSchema = z.object({
  id: z.number().int(),
  status: z.enum(ENTREGA_STATUSES),
  version: z.number().int(),
  dataPrevista: z.string().nullable(),
  dataEntrega: z.string().nullable(),
  recebedorNome: z.string().nullable().default(null),
  recebedorDocumento: z.string().nullable().default(null),
});
export type EntregaStatusState = z.infer<typeof entregaStatusStateSchema>;
