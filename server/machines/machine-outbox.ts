// The outbox of every machine: a committed change is a row here, written in the change's own
// transaction, so a change is pushed exactly when it is committed, never before and never lost
// with a rolled-back one.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { AnyStateMachine } from 'xstate';
import type { MachineChange } from '../../src/domain/machines/machine-change';
import type { Database } from '../db/schema';
import type { AnyMachineRecord, MachineActor } from './machine-record';
import type { RecordChanged } from './record-store';

export interface OutboxEntry {
  outboxId: number;
  empresaId: number;
  change: MachineChange;
}

export async function writeOutbox(
  trx: Transaction<Database>,
  def: AnyMachineRecord,
  empresaId: number,
  record: RecordChanged<AnyStateMachine>,
  actor: MachineActor,
): Promise<OutboxEntry> {
  const step = record.steps.at(-1);
  if (!step) throw new Error('A changed record has at least one step');
  const first = record.steps[0] ?? step;
  const change: MachineChange = {
    maquina: def.name,
    id: record.id,
    evento: step.evento,
    de: first.de,
    para: record.state,
    version: record.version,
  };
  const row = await trx
    .insertInto('machineOutbox')
    .values({
      empresaId,
      maquina: change.maquina,
      registroId: change.id,
      evento: change.evento,
      estadoAnterior: change.de,
      estadoNovo: change.para,
      version: change.version,
      usuarioId: actor.usuarioId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { outboxId: row.id, empresaId, change };
}

/** Marks outbox rows as pushed. */
export async function markPublished(db: Kysely<Database>, outboxIds: readonly number[]): Promise<void> {
  if (outboxIds.length === 0) return;
  await db
    .updateTable('machineOutbox')
    .set({ publishedAt: sql<Date>`now()` })
    .where('id', 'in', [...outboxIds])
    .execute();
}
