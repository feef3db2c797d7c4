// The shipping company module's tables, in camelCase as the rest of the server names them;
// server/db/schema.ts joins them to the platform's into the typed Database.
import type { ColumnType, Generated } from 'kysely';
import type { RegisterHistory } from '../../db/column-types';
import type { BoardLimitTables } from './board-limits/tables';

/** A register named by one column, with an active flag (occurrence and vehicle types). */
interface NamedRegisterTable extends RegisterHistory {
  id: Generated<number>;
  empresaId: number;
  nome: string;
  ativo: Generated<boolean>;
}

export type OccurrenceTypeTable = NamedRegisterTable;
export type VehicleTypeTable = NamedRegisterTable;

export interface CargoExpenseOccurrenceTable extends NamedRegisterTable {
  occurrenceTypeId: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Non-attendance and disapproved reasons: a sequence and a display name. */
export interface ReasonTable extends RegisterHistory {
  id: Generated<number>;
  empresaId: number;
  sequencia: number;
  nomeExibicao: string;
}

/** Drivers (migration 0020): found by CPF when a load is saved. */
export interface MotoristaTable extends RegisterHistory {
  id: Generated<number>;
  empresaId: number;
  nome: string;
  cpf: string;
  telefone: ColumnType<string | null, string | null | undefined, string | null>;
  cnhNumero: ColumnType<string | null, string | null | undefined, string | null>;
  cnhValidade: ColumnType<Date | null, string | null | undefined, string | null>;
  ativo: Generated<boolean>;
}

/** Rotograms (migration 0021): a planned route between two cities. */
export interface RotogramaTable extends RegisterHistory {
  id: Generated<number>;
  empresaId: number;
  nome: string;
  origemCidade: string;
  origemUf: string;
  destinoCidade: string;
  destinoUf: string;
  ativo: Generated<boolean>;
}

/** A rotogram's stops, in order. */
export interface RotogramaParadaTable {
  id: Generated<number>;
  empresaId: number;
  rotogramaId: number;
  ordem: number;
  nome: string;
  endereco: string;
  distanciaKm: ColumnType<string | null, string | null | undefined, string | null>;
  tempoPrevistoMin: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Vehicles (migration 0022): trucks and trailers by plate. */
export interface VeiculoTable extends RegisterHistory {
  id: Generated<number>;
  empresaId: number;
  placa: string;
  vehicleTypeId: ColumnType<number | null, number | null | undefined, number | null>;
  reboque: Generated<boolean>;
  ativo: Generated<boolean>;
}

export interface ShippingCompanyTables extends BoardLimitTables {
  veiculo: VeiculoTable;
  rotograma: RotogramaTable;
  rotogramaParada: RotogramaParadaTable;
  motorista: MotoristaTable;
  occurrenceType: OccurrenceTypeTable;
  nonAttendanceReason: ReasonTable;
  disapprovedReason: ReasonTable;
  cargoExpenseOccurrence: CargoExpenseOccurrenceTable;
  vehicleType: VehicleTypeTable;
}
