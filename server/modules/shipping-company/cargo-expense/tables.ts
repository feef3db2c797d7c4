// The cargo expense tables (migration 0023-cargo-expense), in camelCase as the rest of the server
// names them.
import type { ColumnType, Generated } from 'kysely';
import type { CargoExpenseStatus } from '../../../../src/machines/cargo-expense-status-machine';
import type { CreatedAt, Nullable, NullableTimestamp } from '../../../db/column-types';

export interface CargaDespesaTable {
  id: Generated<number>;
  empresaId: number;
  cargaId: number;
  numero: number;
  tipoId: number;
  /** numeric(15, 2): an exact decimal string, never a float. */
  valor: ColumnType<string, string, string>;
  /** A calendar day: pg answers a Date at midnight UTC. */
  data: ColumnType<Date, string, string>;
  descricao: Nullable<string>;
  /** The register_file of its receipt (migration 0071). */
  comprovante: Generated<string | null>;
  status: ColumnType<CargoExpenseStatus, CargoExpenseStatus | undefined, CargoExpenseStatus>;
  statusDesde: ColumnType<Date, Date | string | undefined, Date | string>;
  version: Generated<number>;
  createdAt: CreatedAt;
  createdBy: Nullable<number>;
  updatedAt: NullableTimestamp;
  updatedBy: Nullable<number>;
}

export interface CargaDespesaStatusHistoricoTable {
  id: Generated<number>;
  empresaId: number;
  cargaDespesaId: number;
  usuarioId: Nullable<number>;
  evento: string;
  estadoAnterior: string;
  estadoNovo: string;
  motivo: Nullable<string>;
  motivoId: Nullable<number>;
  createdAt: CreatedAt;
}

export interface CargoExpenseTables {
  cargaDespesa: CargaDespesaTable;
  cargaDespesaStatusHistorico: CargaDespesaStatusHistoricoTable;
}
