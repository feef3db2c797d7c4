// Editing many deadline-per-route rows at once (/rotaPrazoEntrega/editMultiple): the engine's
// edit of many rows (src/domain/resources/edit-multiple.ts) as the declaration offers it. The rows
// are those the list's own filters select, and the body sets the deadline, its kind of days or
// the state on all of them.
import {
  editMultipleBodyOf,
  type EditMultipleBody as EngineEditMultipleBody,
  type EditMultipleValuesOf,
  editMultipleValuesOf,
} from '../../resources/edit-multiple';
import { rotaPrazoEntregaInput, rotaPrazoEntregaResource } from '../resources/rota-prazo-entrega';

export { editMultipleResult } from '../../resources/edit-multiple';

export const editMultipleValues = editMultipleValuesOf(rotaPrazoEntregaResource);
export type EditMultipleValues = EditMultipleValuesOf<typeof rotaPrazoEntregaInput>;

export const editMultipleBody = editMultipleBodyOf(rotaPrazoEntregaResource);
export type EditMultipleBody = EngineEditMultipleBody<EditMultipleValues>;
