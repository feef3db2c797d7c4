// The delivery status route's request and answer, checked with the same zod on both sides.
import { z } from 'zod';
import { ENTREGA_STATUS_ACTIONS } from '../../../machines/entrega-status-machine';
import { machineEventRequestSchema } from '../../machines/machine-change';
import { ENTREGA_STATUSES } from './entrega-status';

export const entregaStatusRequestSchema = machineEventRequestSchema(ENTREGA_STATUS_ACTIONS);
export type EntregaStatusRequest = z.input<typeof entregaStatusRequestSchema>;

/** The delivery's state after the change, as the drawer needs it to offer the next actions. */
export const entregaStatusStateSchema = z.object({
  id: z.number().int(),
  status: z.enum(ENTREGA_STATUSES),
  version: z.number().int(),
  dataPrevista: z.string().nullable(),
  dataEntrega: z.string().nullable(),
});
export type EntregaStatusState = z.infer<typeof entregaStatusStateSchema>;
