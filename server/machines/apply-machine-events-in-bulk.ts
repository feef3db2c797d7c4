// The batch form of the general path, for imports that move many records inside their own
// transaction: the same machine and the same pure transition, events applied in the order given
// (several to one record are applied one after the other), one history row per step taken, one
// version raise per step. An event the record's state does not accept is not an error here: a
// resent or late document simply changes nothing. No outbox rows: an import reports its own
// progress, and its changes are read back by the screens it refreshes.
import type { Transaction } from 'kysely';
import type { AnyStateMachine, EventFromLogic } from 'xstate';
import { applyRecordEvent } from '../../src/machines/record-machine';
import type { Database } from '../db/schema';
import type { MachineActor, MachineRecord } from './machine-record';
import { lockRecords, type RecordChanged, writeChanges } from './record-store';

export interface RecordEvent<M extends AnyStateMachine> {
  id: number;
  event: EventFromLogic<M>;
}

/** Applies the events and answers the records that changed, with their steps. */
export async function applyMachineEventsInBulk<M extends AnyStateMachine>(
  trx: Transaction<Database>,
  def: MachineRecord<M>,
  empresaId: number,
  events: readonly RecordEvent<M>[],
  actor: MachineActor,
): Promise<RecordChanged<M>[]> {
  const records = await lockRecords(
    trx,
    def,
    empresaId,
    events.map((e) => e.id),
  );
  const changed = new Map<number, RecordChanged<M>>();
  for (const { id, event } of events) {
    const record = changed.get(id) ?? records.get(id);
    if (!record) continue;
    const step = applyRecordEvent(def.machine, record, event);
    if (!step.accepted) continue;
    changed.set(id, {
      id,
      version: record.version + 1,
      state: step.state,
      context: step.context,
      steps: [
        ...(changed.get(id)?.steps ?? []),
        { id, evento: event.type, de: record.state, para: step.state, motivo: null },
      ],
    });
  }
  const result = [...changed.values()];
  await writeChanges(trx, def, empresaId, result, actor);
  return result;
}
