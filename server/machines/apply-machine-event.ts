// The general server path of one state change: in the caller's transaction, load the company's
// record with a row lock, check the version the user saw, apply the event with the record's
// machine as a pure transition, and write the new state, a history row and an outbox row. The
// caller pushes the outbox row once the transaction has committed (publish-machine-changes.ts).
import { type Transaction } from 'kysely';
import type { AnyStateMachine, EventFromLogic } from 'xstate';
import { applyRecordEvent } from '../../src/machines/record-machine';
import type { Database } from '../db/schema';
import type { MachineActor, MachineRecord } from './machine-record';
import { lockRecords, writeChanges, type LockedRecord } from './record-store';
import { writeOutbox, type OutboxEntry } from './machine-outbox';

export interface MachineEventRequest<M extends AnyStateMachine> {
  empresaId: number;
  id: number;
  event: EventFromLogic<M>;
  /** The version the user saw; absent for a change that does not come from a screen. */
  expectedVersion?: number;
  reason?: string | null;
  actor: MachineActor;
}

export type MachineEventResult<M extends AnyStateMachine> =
  | { outcome: 'applied'; record: LockedRecord<M>; from: string; outbox: OutboxEntry }
  /** No such record in the company. */
  | { outcome: 'notFound' }
  /** The record changed since the user saw it. */
  | { outcome: 'stale'; record: LockedRecord<M> }
  /** The record's state does not accept the event. */
  | { outcome: 'notAccepted'; record: LockedRecord<M> };

export async function applyMachineEvent<M extends AnyStateMachine>(
  trx: Transaction<Database>,
  def: MachineRecord<M>,
  request: MachineEventRequest<M>,
): Promise<MachineEventResult<M>> {
  const { empresaId, id, event, expectedVersion, actor } = request;
  const record = (await lockRecords(trx, def, empresaId, [id])).get(id);
  if (!record) return { outcome: 'notFound' };
  if (expectedVersion !== undefined && expectedVersion !== record.version)
    return { outcome: 'stale', record };
  const step = applyRecordEvent(def.machine, record, event);
  if (!step.accepted) return { outcome: 'notAccepted', record };
  const changed = {
    id,
    version: record.version + 1,
    state: step.state,
    context: step.context,
    steps: [{ id, evento: event.type, de: record.state, para: step.state, motivo: request.reason ?? null }],
  };
  await writeChanges(trx, def, empresaId, [changed], actor);
  const outbox = await writeOutbox(trx, def, empresaId, changed, actor);
  return { outcome: 'applied', record: changed, from: record.state, outbox };
}
