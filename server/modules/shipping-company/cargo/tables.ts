// The cargo tables (migration 0019-cargo), in camelCase as the rest of the server names them.
import type { ColumnType, Generated } from 'kysely';
import type { CargoStatus } from '../../../../src/machines/cargo-status-machine';
import type { CreatedAt, Decimal, Nullable, NullableTimestamp } from '../../../db/column-types';
import type { CargoExpenseTables } from '../cargo-expense/tables';

/** A date column ('yyyy-mm-dd'): pg answers a Date at midnight UTC. */
type DayColumn = ColumnType<Date | null, string | null | undefined, string | null>;

export interface CargaTable {
  id: Generated<number>;
  empresaId: number;
  numero: number;
  origemCidade: string;
  origemUf: string;
  destinoCidade: string;
  destinoUf: string;
  motoristaNome: string;
  motoristaCpf: string;
  placa: string;
  placaReboque1: Nullable<string>;
  placaReboque2: Nullable<string>;
  placaReboque3: Nullable<string>;
  peso: Decimal;
  cubagem: Decimal;
  pallets: Nullable<number>;
  valorFrete: Decimal;
  status: ColumnType<CargoStatus, CargoStatus | undefined, CargoStatus>;
  statusDesde: ColumnType<Date, Date | string | undefined, Date | string>;
  coletaPrevista: DayColumn;
  entregaPrevista: DayColumn;
  embarcador: string;
  tomador: string;
  /** The driver register's row the load was saved with (migration 0020). */
  motoristaId: Nullable<number>;
  /** Start of the pickup day on the business clock, computed by the database (migration 0020). */
  coletaInstante: ColumnType<Date | null, never, never>;
  version: Generated<number>;
  createdAt: CreatedAt;
  createdBy: Nullable<number>;
  updatedAt: NullableTimestamp;
  updatedBy: Nullable<number>;
}

export interface CargaStatusHistoricoTable {
  id: Generated<number>;
  empresaId: number;
  cargaId: number;
  usuarioId: Nullable<number>;
  evento: string;
  estadoAnterior: string;
  estadoNovo: string;
  motivo: Nullable<string>;
  /** The reasons register's row, when the reason was picked from it (no foreign key). */
  motivoId: Nullable<number>;
  createdAt: CreatedAt;
}

/** The loads, their history and their expenses (migration 0023). */
export interface CargoTables extends CargoExpenseTables {
  carga: CargaTable;
  cargaStatusHistorico: CargaStatusHistoricoTable;
}
