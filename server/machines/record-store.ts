// Reading and writing machine-checked records, whatever their table: rows are read with a row
// lock (so two changes of one record run one after the other), and changes are written as one
// statement per table however many records a batch changes.
import { sql, type Transaction } from 'kysely';
import type { AnyStateMachine } from 'xstate';
import type { RecordState } from '../../src/machines/record-machine';
import type { Database } from '../db/schema';
import type { AnyMachineRecord, MachineActor, MachineRecord } from './machine-record';

export interface LockedRecord<M extends AnyStateMachine> extends RecordState<M> {
  id: number;
  version: number;
}

/** One step a record took: from, to, by which event and why. */
export interface RecordStepWritten {
  id: number;
  evento: string;
  de: string;
  para: string;
  motivo: string | null;
}

/** A record after its steps: its final state, context and version. */
export interface RecordChanged<M extends AnyStateMachine> extends LockedRecord<M> {
  steps: RecordStepWritten[];
}

// JSON keys are data, not identifiers: the CamelCasePlugin maps only the latter.
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The company's records with these ids, locked until the transaction ends; another company's
 * records are simply not found. Locked in id order, so two batches never wait on each other.
 */
export async function lockRecords<M extends AnyStateMachine>(
  trx: Transaction<Database>,
  def: MachineRecord<M>,
  empresaId: number,
  ids: readonly number[],
): Promise<Map<number, LockedRecord<M>>> {
  const found = new Map<number, LockedRecord<M>>();
  if (ids.length === 0) return found;
  const columns = [
    sql`id`,
    sql`version`,
    sql`${sql.ref(def.stateColumn)} as state`,
    ...def.contextColumns.map((c) => sql.ref(c)),
  ];
  const { rows } = await sql<Record<string, unknown> & { id: number; version: number; state: string }>`
    select ${sql.join(columns)}
    from ${sql.table(def.table)}
    where empresa_id = ${empresaId} and id = any(${[...new Set(ids)]}::integer[])
    order by id
    for update`.execute(trx);
  for (const row of rows)
    found.set(row.id, { id: row.id, version: row.version, state: row.state, context: def.readContext(row) });
  return found;
}

/**
 * Writes the records' new states, contexts and versions (one update), and one history row per
 * step (one insert). Values go through jsonb_populate_recordset over the table's own row type, so
 * each column takes its own SQL type whatever the table.
 */
export async function writeChanges(
  trx: Transaction<Database>,
  def: AnyMachineRecord,
  empresaId: number,
  changed: readonly RecordChanged<AnyStateMachine>[],
  actor: MachineActor,
): Promise<void> {
  const [first] = changed;
  if (!first) return;
  // The context columns the machine writes back (those it only reads keep their values).
  const contextWritten = Object.keys(def.writeContext(first.context));
  const rows = changed.map((record) => {
    const values: Record<string, unknown> = {
      id: record.id,
      version: record.version,
      [snakeCase(def.stateColumn)]: record.state,
    };
    for (const [column, value] of Object.entries(def.writeContext(record.context)))
      values[snakeCase(column)] = value;
    return values;
  });
  const assigned = [def.stateColumn, ...contextWritten, 'version'].map(
    (column) => sql`${sql.ref(column)} = v.${sql.ref(column)}`,
  );
  if (def.touchColumn) assigned.push(sql`${sql.ref(def.touchColumn)} = now()`);
  await sql`
    update ${sql.table(def.table)} as t set ${sql.join(assigned)}
    from jsonb_populate_recordset(null::${sql.table(def.table)}, ${JSON.stringify(rows)}::jsonb) as v
    where t.id = v.id and t.empresa_id = ${empresaId}`.execute(trx);

  const history = changed.flatMap((record) =>
    record.steps.map((step) => ({
      empresa_id: empresaId,
      [snakeCase(def.history.recordColumn)]: record.id,
      usuario_id: actor.usuarioId,
      evento: step.evento,
      estado_anterior: step.de,
      estado_novo: step.para,
      motivo: step.motivo,
    })),
  );
  const columns = sql.join(
    [
      'empresaId',
      def.history.recordColumn,
      'usuarioId',
      'evento',
      'estadoAnterior',
      'estadoNovo',
      'motivo',
    ].map((column) => sql.ref(column)),
  );
  // In step order, so the history's ids follow the order the steps were taken.
  await sql`
    insert into ${sql.table(def.history.table)} (${columns})
    select ${columns}
    from jsonb_populate_recordset(null::${sql.table(def.history.table)}, ${JSON.stringify(history)}::jsonb)
      with ordinality as h
    order by h.ordinality`.execute(trx);
}
