// How a table's rows live under an XState machine: the declaration a record kind gives so the
// general path (load with a row lock, version check, pure transition, history + outbox, push
// after commit) can run it. A new kind (cargo, form, pendency, workflow stage) declares its
// machine, table and columns here and writes no transition code of its own.
//
// Conventions of a machine-checked table: columns `id` (integer), `empresa_id` (the tenant),
// `version` (integer, raised by every change) and the state column; its history table has
// `empresa_id`, the record's column, `usuario_id`, `evento`, `estado_anterior`, `estado_novo`,
// `motivo` and `created_at`.
import type { AnyStateMachine, ContextFrom } from 'xstate';

export interface MachineRecord<M extends AnyStateMachine> {
  /** The machine's name in the outbox and in the push (`entrega`). */
  name: string;
  machine: M;
  /** The table, in camelCase as the rest of the server names it (`entrega`). */
  table: string;
  /** The column holding the state (`status`). */
  stateColumn: string;
  /** The columns the machine's context is read from and written back to. */
  contextColumns: readonly string[];
  /** The context of a row read with `contextColumns` (camelCase keys, values as pg answers them). */
  readContext: (row: Record<string, unknown>) => ContextFrom<M>;
  /** The `contextColumns` values of a context, as they are written back. */
  writeContext: (context: ContextFrom<M>) => Record<string, unknown>;
  /** A column stamped with now() on every change, if the table has one (`updatedAt`). */
  touchColumn?: string;
  history: {
    table: string;
    /** The history table's column naming the record (`entregaId`). */
    recordColumn: string;
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMachineRecord = MachineRecord<any>;

/** Who asks for a change: a user, or nobody (an import whose user is gone). */
export interface MachineActor {
  usuarioId: number | null;
}
